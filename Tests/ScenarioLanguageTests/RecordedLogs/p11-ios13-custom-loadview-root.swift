// Recording: GitHub, project "LoadView" ViewController.m (2020-02-10, Xcode 11, so iOS 13; stored file id
// 24107099044): the storyboard's initial controller overrides loadView() to set a red full-screen view
// itself (no super), and logs the other callbacks after super. Output pasted in a comment.
// args: --ios 13
// receivers: viewController
// methods: viewDidLoad(), viewWillAppear(_:), viewWillLayoutSubviews(), viewDidLayoutSubviews(), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
class ViewController: UIViewController {
    override func loadView() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.size.width, height: UIScreen.main.bounds.size.height))
        v.tag = 10
        v.backgroundColor = .red
        view = v
    }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
let viewController = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! ViewController
window.rootViewController = viewController
window.makeKeyAndVisible()
// expect: viewController.viewDidLoad
// expect: viewController.viewWillAppear
// expect: viewController.viewWillLayoutSubviews
// expect: viewController.viewDidLayoutSubviews
// expect: viewController.viewDidAppear
