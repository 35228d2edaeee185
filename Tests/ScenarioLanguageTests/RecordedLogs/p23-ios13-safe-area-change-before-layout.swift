// Recording: https://haomeiwen.com/subject/aedzsqtx.html (Chinese, posted 2020-05-31, so iOS 13 assumed): the
// order in which the author saw viewSafeAreaInsetsDidChange() called for a screen shown at launch: viewDidLoad,
// viewWillAppear, viewSafeAreaInsetsDidChange, viewWillLayoutSubviews, viewDidAppear (the list names only these
// five). The screen is written as the window's root. The safe area changes once the view is in the window,
// before the first layout of the controller's view.
// args: --ios 13
// receivers: controller
// methods: viewDidLoad(), viewWillAppear(_:), viewSafeAreaInsetsDidChange(), viewWillLayoutSubviews(), viewDidAppear(_:)
class ViewController: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
}

let controller = ViewController()
window.rootViewController = controller
window.makeKeyAndVisible()
// expect: controller.viewDidLoad
// expect: controller.viewWillAppear
// expect: controller.viewSafeAreaInsetsDidChange
// expect: controller.viewWillLayoutSubviews
// expect: controller.viewDidAppear
