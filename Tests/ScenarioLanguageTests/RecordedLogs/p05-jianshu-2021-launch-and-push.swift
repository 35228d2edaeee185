// Recording: https://wsa.jianshu.io/p/904706b1b361 (console output dated 2021-02-20, project
// "ViewControllerLifyCycle"): ViewController, root of a navigation controller, shown at launch; a touch on
// the screen pushes PushTestViewController (animated). The page is stored cut off after the pushed
// controller's viewWillAppear, so the comparison stops there (match: prefix). The touch is written as the
// push it made.
// receivers: viewController, push
// methods: loadView(), viewDidLoad(), viewWillAppear(_:), viewWillLayoutSubviews(), viewDidLayoutSubviews(), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
// match: prefix
class Logging: UIViewController {
    override func loadView() { super.loadView() }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class ViewController: Logging {}
class PushTestViewController: Logging {}

let viewController = ViewController()
let nav = UINavigationController(rootViewController: viewController)
window.rootViewController = nav
DispatchQueue.main.asyncAfter(deadline: .now() + 5) {
    let push = PushTestViewController()
    viewController.navigationController?.pushViewController(push, animated: true)
}
// expect: viewController.loadView
// expect: viewController.viewDidLoad
// expect: viewController.viewWillAppear
// expect: viewController.viewWillLayoutSubviews
// expect: viewController.viewDidLayoutSubviews
// expect: viewController.viewDidAppear
// expect: push.loadView
// expect: push.viewDidLoad
// expect: viewController.viewWillDisappear
// expect: push.viewWillAppear
