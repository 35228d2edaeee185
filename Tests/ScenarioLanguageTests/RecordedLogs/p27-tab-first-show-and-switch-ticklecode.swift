// Recording: https://ticklecode.com/uitabbarcontrollerlifecycle/ (Japanese; iOS not stated, so the newest
// version is assumed): a UITabBarController with two screens, A and B, each printing the name of every
// appearance callback. Check 1 is the launch (only A loads), check 2 the tap on B's tab: B loads and begins to
// appear before A begins to disappear, and A has gone before B has appeared. The tap is written as
// selectedIndex.
// receivers: a, b
// methods: viewDidLoad(), viewWillAppear(_:), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
class Screen: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

let a = Screen()
let b = Screen()
let tabs = UITabBarController()
tabs.viewControllers = [a, b]
window.rootViewController = tabs
window.makeKeyAndVisible()

DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    tabs.selectedIndex = 1
}
// expect: a.viewDidLoad
// expect: a.viewWillAppear
// expect: a.viewDidAppear
// expect: b.viewDidLoad
// expect: b.viewWillAppear
// expect: a.viewWillDisappear
// expect: a.viewDidDisappear
// expect: b.viewDidAppear
