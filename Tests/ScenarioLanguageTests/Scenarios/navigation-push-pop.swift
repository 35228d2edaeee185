// Seed S3.2–S3.3: push B over A (animated), then pop; what viewWillDisappear sees of the stack.
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
window.rootViewController = nav
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("push")
let b = LoggingViewController()
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
// expect: a.viewWillLayoutSubviews()
// expect: a.viewDidLayoutSubviews()
// expect: b.viewDidDisappear(true)
// expect: a.viewDidAppear(true)
