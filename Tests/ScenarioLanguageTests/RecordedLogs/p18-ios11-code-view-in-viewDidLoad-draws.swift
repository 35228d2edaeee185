// Recording: blog post "UIView的生命周期" (jianshu, copies http://reibang.com/p/50b6a68aa676 and
// https://e-com-net.com/article/1644695866839195648.htm), console output dated 2017-11-06 (Xcode 9 log format:
// iOS 11 assumed). MyView overrides its initializers, awakeFromNib, layoutSubviews, draw, the subview, superview
// and window callbacks, removeFromSuperview and dealloc, each logging after super; the log of its creation
// ("当创建view时") is kept. How it is created is not shown: by code (no init(coder:) or awakeFromNib line),
// added in the root controller's viewDidLoad (6 ms between didMoveToSuperview and willMoveToWindow, the window
// move of the launch), with a non-empty frame, since it draws. The post's drawRect line comes from another run
// of the app (another process id) and is kept as recorded.
// args: --ios 11
// receivers: myView
// methods: didAddSubview(_:), willRemoveSubview(_:), willMove(toSuperview:), didMoveToSuperview(), willMove(toWindow:), didMoveToWindow(), layoutSubviews(), draw(_:)
class MyView: UIView {
    override func awakeFromNib() { super.awakeFromNib() }
    override func layoutSubviews() { super.layoutSubviews() }
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview) }
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview) }
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
}

class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let myView = MyView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        view.addSubview(myView)
    }
}

window.rootViewController = ViewController()
window.makeKeyAndVisible()
// expect: myView.willMove(toSuperview:)
// expect: myView.didMoveToSuperview
// expect: myView.willMove(toWindow:)
// expect: myView.didMoveToWindow
// expect: myView.layoutSubviews
// expect: myView.draw
