// Seed S3.2–S3.3: push B over A (animated), then pop; what viewWillDisappear sees of the stack.
// Seed 003 shows the covered A laid out during the push; traces 01 and 02 do not. The cause written
// here: the navigation controller is a tab of a tab bar controller and B hides the tab bar
// (hidesBottomBarWhenPushed), so A's safe area changes as the push starts, and again as the pop brings
// the bar back. Without it (traces 01, 02) neither the covered nor the revealed controller is laid out.
class LoggingViewController: UIViewController {
    override func loadView() { super.loadView() }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        let onStack = navigationController?.viewControllers.contains(self) ?? false
        print("still on the stack: \(onStack), moving from parent: \(isMovingFromParent)")
    }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

let a = LoggingViewController()
let nav = UINavigationController(rootViewController: a)
let tabs = UITabBarController()
tabs.viewControllers = [nav]
window.rootViewController = tabs
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("push")
let b = LoggingViewController()
b.hidesBottomBarWhenPushed = true
nav.pushViewController(b, animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("pop")
nav.popViewController(animated: true)
// show: overrides
// expect: a.loadView()
// expect: a.viewDidLoad()
// expect: a.viewWillAppear(false)
// expect: a.viewWillLayoutSubviews()
// expect: a.viewDidLayoutSubviews()
// expect: a.viewDidAppear(false)
// expect: print: push
// expect: b.loadView()
// expect: b.viewDidLoad()
// expect: a.viewWillDisappear(true)
// expect: print: still on the stack: true, moving from parent: false
// expect: b.viewWillAppear(true)
// expect: b.viewWillLayoutSubviews()
// expect: b.viewDidLayoutSubviews()
// expect: a.viewWillLayoutSubviews()
// expect: a.viewDidLayoutSubviews()
// expect: a.viewDidDisappear(true)
// expect: b.viewDidAppear(true)
// expect: print: pop
// expect: b.viewWillDisappear(true)
// expect: print: still on the stack: false, moving from parent: true
// expect: a.viewWillAppear(true)
// expect: b.viewWillLayoutSubviews()
// expect: b.viewDidLayoutSubviews()
// expect: a.viewWillLayoutSubviews()
// expect: a.viewDidLayoutSubviews()
// expect: b.viewDidDisappear(true)
// expect: a.viewDidAppear(true)
