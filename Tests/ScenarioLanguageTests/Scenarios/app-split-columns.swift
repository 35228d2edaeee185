// The iOS 14 column form: setViewController(_:for:) wraps each column in a navigation controller UIKit makes.
// Collapsed on the phone, the delegate picks the primary column for the top, so the list shows and the item's
// view does not load until showDetailViewController pushes it.
class ListViewController: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
}
class ItemViewController: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
}
class Coordinator: NSObject, UISplitViewControllerDelegate {
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        print("proposed: \(proposedTopColumn)")
        return .primary
    }
}
let list = ListViewController()
let item = ItemViewController()
let split = UISplitViewController(style: .doubleColumn)
let coordinator = Coordinator()
split.delegate = coordinator
split.setViewController(list, for: .primary)
split.setViewController(item, for: .secondary)
window.rootViewController = split
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("primary: \(split.viewController(for: .primary) === list), list nav: \(list.navigationController != nil), item loaded: \(item.isViewLoaded)")
list.showDetailViewController(item, sender: nil)
// expect: coordinator.splitViewController(split, topColumnForCollapsingToProposedTopColumn: .secondary)
// expect: print: proposed: secondary
// expect: list.viewDidLoad()
// expect: list.viewWillAppear(false)
// expect: list.viewDidAppear(false)
// expect: print: primary: true, list nav: true, item loaded: false
// expect: item.viewDidLoad()
// expect: item.viewWillAppear(true)
// expect: item.viewDidAppear(true)
