// Recording (part 1, adding): blog post "UIView生命周期详解" (jianshu mirror http://39.103.169.235/p/f5e7a1e899ac), console output
// dated 2019-04-12 (iOS 12 assumed from the date; the device is not stated). MyView overrides init() and
// init(frame:), the hierarchy and window callbacks, layoutSubviews(), removeFromSuperview() and dealloc, each
// logging after super ("Step n -- -[MyView …]"). A controller does `MyView()` and `view.addSubview(_:)`; the
// timestamps (10 ms between didMoveToSuperview and willMoveToWindow) show its view was not yet in a window: the
// root controller's viewDidLoad is used. 9 s later the view is removed; nothing else keeps it.
// args: --ios 12
// receivers: myView
// methods: init(), init(frame:), willMove(toSuperview:), didMoveToSuperview(), willMove(toWindow:), didMoveToWindow(), layoutSubviews(), removeFromSuperview(), deinit
class MyView: UIView {
    convenience init() { self.init(frame: .zero) }   // -[UIView init] calls -initWithFrame:
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func layoutSubviews() { super.layoutSubviews() }
    override func removeFromSuperview() { super.removeFromSuperview() }
    deinit {}
}

class ViewController: UIViewController {
    var myView: MyView?
    override func viewDidLoad() {
        super.viewDidLoad()
        let myView = MyView()
        view.addSubview(myView)
        self.myView = myView
    }
    func removeMyView() {
        myView?.removeFromSuperview()
        myView = nil
    }
}

let root = ViewController()
window.rootViewController = root
window.makeKeyAndVisible()
// expect: myView.init
// expect: myView.init
// expect: myView.willMove(toSuperview:)
// expect: myView.didMoveToSuperview
// expect: myView.willMove(toWindow:)
// expect: myView.didMoveToWindow
// expect: myView.layoutSubviews
