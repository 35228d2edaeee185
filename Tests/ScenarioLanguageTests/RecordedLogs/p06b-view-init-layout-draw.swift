// Recording: blog post "控制器view加载原理学习笔记" (author "MIN", 2018-05-30), GitHub-hosted markdown (stored
// file id 3678267348), "View的加载过程", first run: ThirdView created with init() (which calls
// init(frame:)), a marker, then added to a shown controller's view: one layout, one draw. Where it is
// added is not stated (a button action on a shown screen is written as a later turn) nor its frame (a
// non-empty one is chosen so that it draws).
// receivers: thirdView
// methods: init(), init(frame:), layoutSubviews(), draw(_:)
class ThirdView: UIView {
    // The Objective-C original overrides both -init and -initWithFrame:; UIView's -init calls
    // -initWithFrame:, which a convenience initializer says in Swift.
    convenience init() { self.init(frame: .zero) }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
}
let root = UIViewController()
window.rootViewController = root
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    let thirdView = ThirdView()
    print("------Before add------")
    thirdView.frame = CGRect(x: 20, y: 100, width: 200, height: 100)
    root.view.addSubview(thirdView)
}
// expect: thirdView.init
// expect: thirdView.init
// expect: print: ------Before add------
// expect: thirdView.layoutSubviews
// expect: thirdView.draw
