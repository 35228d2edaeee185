// The classic master–detail app on a phone: a split view controller with two navigation controllers collapses
// before anything appears. Its delegate keeps the empty detail off the stack (collapseSecondary returns true),
// so the list shows; picking an item shows the detail, which the collapsed split pushes onto the list's
// navigation controller.
// show: loading,appearance,delegate
class MasterViewController: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    func select(_ item: String) {
        let detail = DetailViewController()
        detail.item = item
        showDetailViewController(UINavigationController(rootViewController: detail), sender: self)
    }
}
class DetailViewController: UIViewController {
    var item: String?
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
}
class AppSplitDelegate: NSObject, UISplitViewControllerDelegate {
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController, onto primaryViewController: UIViewController) -> Bool {
        guard let nav = secondaryViewController as? UINavigationController,
              let detail = nav.topViewController as? DetailViewController else { return false }
        return detail.item == nil
    }
}
let master = MasterViewController()
let emptyDetail = DetailViewController()
let split = UISplitViewController()
let splitDelegate = AppSplitDelegate()
split.delegate = splitDelegate
split.preferredDisplayMode = .oneBesideSecondary
split.viewControllers = [UINavigationController(rootViewController: master), UINavigationController(rootViewController: emptyDetail)]
window.rootViewController = split
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("collapsed: \(split.isCollapsed), columns: \(split.viewControllers.count), mode: \(split.preferredDisplayMode)")
master.select("Apples")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("stack: \(master.navigationController?.viewControllers.count ?? 0), in split: \(master.splitViewController === split)")
// expect: split.loadView()
// expect: split.viewDidLoad()
// expect: split.viewWillAppear(false)
// expect: split.loadViewIfNeeded()
// expect: split.viewIsAppearing(false)
// expect: splitDelegate.splitViewController(split, collapseSecondary: UINavigationController#2, onto: UINavigationController#1)
// expect: UINavigationController#1.loadView()
// expect: UINavigationController#1.viewDidLoad()
// expect: UINavigationController#1.viewWillAppear(false)
// expect: UINavigationController#1.loadViewIfNeeded()
// expect: UINavigationController#1.viewIsAppearing(false)
// expect: master.loadView()
// expect: master.viewDidLoad()
// expect: master.loadViewIfNeeded()
// expect: master.viewWillAppear(false)
// expect: master.viewIsAppearing(false)
// expect: split.viewDidAppear(false)
// expect: UINavigationController#1.viewDidAppear(false)
// expect: master.viewDidAppear(false)
// expect: print: collapsed: true, columns: 1, mode: oneBesideSecondary
// expect: UINavigationController#3.loadView()
// expect: UINavigationController#3.viewDidLoad()
// expect: master.viewWillDisappear(true)
// expect: UINavigationController#3.viewWillAppear(true)
// expect: UINavigationController#3.loadViewIfNeeded()
// expect: UINavigationController#3.viewIsAppearing(true)
// expect: detail.loadView()
// expect: detail.viewDidLoad()
// expect: detail.viewWillAppear(true)
// expect: detail.loadViewIfNeeded()
// expect: detail.viewIsAppearing(true)
// expect: master.viewDidDisappear(true)
// expect: UINavigationController#3.viewDidAppear(true)
// expect: detail.viewDidAppear(true)
// expect: print: stack: 2, in split: true
