// A split view controller decoded from a storyboard (the initial scene), with a scene identifier that
// names a scenario class for its master. Before it is in a window it has not collapsed; a split made
// with init(nibName:bundle:) is the classic form too. A master from the storyboard knows it.
class RootSplitViewController: UISplitViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("split loaded, style \(style), collapsed \(isCollapsed)")
    }
}
class MasterViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
}

let storyboard = UIStoryboard(name: "Main", bundle: nil)
let split = storyboard.instantiateInitialViewController { coder in RootSplitViewController(coder: coder) }!
let master = storyboard.instantiateViewController(withIdentifier: "MasterViewController") as! MasterViewController
print("from the storyboard: \(master.storyboard === storyboard), \(split.storyboard === storyboard)")
split.viewControllers = [UINavigationController(rootViewController: master)]
window.rootViewController = split
window.makeKeyAndVisible()
let plain = UISplitViewController(nibName: nil, bundle: nil)
print("plain style: \(plain.style), columns: \(plain.viewControllers.count)")
// expect: print: from the storyboard: true, true
// expect: split.viewDidLoad()
// expect: print: split loaded, style unspecified, collapsed true
// expect: print: plain style: unspecified, columns: 0
// expect: master.viewWillAppear(false)
