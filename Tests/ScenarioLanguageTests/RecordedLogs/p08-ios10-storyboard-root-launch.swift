// Recording: GitHub, project "IOSProjectDemo" ViewController.m (2017-04-07, Xcode 8, so iOS 10; stored file
// id 5999401952): the storyboard's initial ViewController, the window's root, logs after super; its
// console output is pasted in a comment. loadViewIfNeeded() is overridden and logged too, and does not
// appear: nothing asked for the view through it. The storyboard is written as the window's root.
// args: --ios 10
// receivers: viewController
// methods: loadView(), loadViewIfNeeded(), viewDidLoad(), viewWillAppear(_:), viewWillLayoutSubviews(), viewDidLayoutSubviews(), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
class ViewController: UIViewController {
    override func loadView() { super.loadView() }
    override func loadViewIfNeeded() { super.loadViewIfNeeded() }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
}
let storyboard = UIStoryboard(name: "Main", bundle: nil)
let viewController = storyboard.instantiateInitialViewController() as! ViewController
window.rootViewController = viewController
window.makeKeyAndVisible()
// expect: viewController.loadView
// expect: viewController.viewDidLoad
// expect: viewController.viewWillAppear
// expect: viewController.viewWillLayoutSubviews
// expect: viewController.viewDidLayoutSubviews
// expect: viewController.viewDidAppear
