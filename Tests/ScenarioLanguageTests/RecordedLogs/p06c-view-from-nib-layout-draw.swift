// Recording: blog post "控制器view加载原理学习笔记" (author "MIN", 2018-05-30), GitHub-hosted markdown (stored
// file id 3678267348), "View的加载过程", second run: ThirdView loaded from its xib with
// loadNibNamed(_:owner:options:) (init(coder:), then awakeFromNib()), a marker, then added to a shown
// controller's view: one layout, one draw. Where it is added and its frame are not stated (as p06b).
// receivers: thirdView
// methods: init(coder:), awakeFromNib(), layoutSubviews(), draw(_:)
class ThirdView: UIView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func awakeFromNib() { super.awakeFromNib() }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
}
let root = UIViewController()
window.rootViewController = root
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    let thirdView = Bundle.main.loadNibNamed("ThirdView", owner: nil, options: nil)?.first as! ThirdView
    print("------Before add------")
    thirdView.frame = CGRect(x: 20, y: 100, width: 200, height: 100)
    root.view.addSubview(thirdView)
}
// expect: thirdView.init
// expect: thirdView.awakeFromNib
// expect: print: ------Before add------
// expect: thirdView.layoutSubviews
// expect: thirdView.draw
