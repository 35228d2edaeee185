// Recording: "RootView & ChildView & ViewController's Life-cycle", a Markdown note in a public repository (stored
// file id 40610176872; the repository's code is not stored). The numbered list is the order the note's app logged;
// iOS is not stated. Set-up as the list shows it: RootView's initializer creates ChildView (ChildView.init follows
// RootView.init, both before loadView), loadView sets a RootView as the controller's view, ChildView is placed
// with constraints (it is told updateConstraints), both views draw. The controller is the window's root. The
// controller's methods are taken to log before calling super (updateViewConstraints comes before RootView's
// updateConstraints, which UIKit sends from inside UIViewController's updateViewConstraints). The note lists loadView
// after both initializers, that is where its loadView logged (after creating the view), so loadView is left out.
// receivers: rootView, childView, controller
// methods: init(frame:), viewDidLoad(), viewWillAppear(_:), updateConstraints(), updateViewConstraints(), viewWillLayoutSubviews(), layoutSubviews(), viewDidLayoutSubviews(), draw(_:), viewDidAppear(_:)
class ChildView: UIView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func updateConstraints() { super.updateConstraints() }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
}

class RootView: UIView {
    let childView: ChildView
    override init(frame: CGRect) {
        childView = ChildView(frame: .zero)
        super.init(frame: frame)
        addSubview(childView)
        childView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            childView.centerXAnchor.constraint(equalTo: centerXAnchor),
            childView.centerYAnchor.constraint(equalTo: centerYAnchor),
            childView.widthAnchor.constraint(equalToConstant: 120),
            childView.heightAnchor.constraint(equalToConstant: 120),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func updateConstraints() { super.updateConstraints() }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
}

class ViewController: UIViewController {
    override func loadView() {
        let rootView = RootView(frame: UIScreen.main.bounds)
        view = rootView
    }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func updateViewConstraints() { super.updateViewConstraints() }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
}

let controller = ViewController()
window.rootViewController = controller
window.makeKeyAndVisible()
// expect: rootView.init
// expect: childView.init
// expect: controller.viewDidLoad
// expect: controller.viewWillAppear
// expect: childView.updateConstraints
// expect: controller.updateViewConstraints
// expect: rootView.updateConstraints
// expect: controller.viewWillLayoutSubviews
// expect: rootView.layoutSubviews
// expect: controller.viewDidLayoutSubviews
// expect: childView.layoutSubviews
// expect: rootView.draw
// expect: childView.draw
// expect: controller.viewDidAppear
