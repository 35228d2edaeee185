// Recording: blog post "UIView LifeCycle" (beankhan.tistory.com/21, Korean, posted 2016-07-24; console output dated
// 2016-05-05, Xcode 7 log format: iOS 9 assumed). A custom view overrides didMoveToSuperview, awakeFromNib,
// willMove(toWindow:), didMoveToWindow, layoutSubviews and draw(_:), each logging after super. The post asks
// why awakeFromNib is not called: the view is created in code. Where it is added is not shown; the root
// controller's viewDidLoad is used, with a non-empty frame so that it draws.
// args: --ios 9
// receivers: lifeView
// methods: didMoveToSuperview(), awakeFromNib(), willMove(toWindow:), didMoveToWindow(), layoutSubviews(), draw(_:)
class LifeView: UIView {
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func awakeFromNib() { super.awakeFromNib() }
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
}

class ViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let lifeView = LifeView(frame: CGRect(x: 20, y: 80, width: 200, height: 120))
        view.addSubview(lifeView)
    }
}

window.rootViewController = ViewController()
window.makeKeyAndVisible()
// expect: lifeView.didMoveToSuperview
// expect: lifeView.willMove(toWindow:)
// expect: lifeView.didMoveToWindow
// expect: lifeView.layoutSubviews
// expect: lifeView.draw
