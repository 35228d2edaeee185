// Recording: blog post "控制器view加载原理学习笔记" (author "MIN", 2018-05-30), GitHub-hosted markdown (stored
// file id 3678267348; trace 18 is its fifth run), third run: ThirdViewController is the top object of
// its own xib, its view archived with it, loaded with loadNibNamed(_:owner:options:), then shown
// (push or present is not stated; a push is written). Each override logs before calling super.
// The view's own class (ThirdView) is not compared: a scenario's nib holds a plain view.
// receivers: thirdVC
// methods: init(coder:), awakeFromNib(), loadView(), viewDidLoad(), viewWillAppear(_:), viewWillLayoutSubviews(), viewDidLayoutSubviews(), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
class ThirdViewController: UIViewController {
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func awakeFromNib() { super.awakeFromNib() }
    override func loadView() { super.loadView() }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

let root = UIViewController()
let nav = UINavigationController(rootViewController: root)
window.rootViewController = nav
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    let thirdVC = Bundle.main.loadNibNamed("ThirdViewController", owner: nil, options: nil)?.last as! ThirdViewController
    print("------Before Push Or Present------")
    nav.pushViewController(thirdVC, animated: true)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
    nav.popViewController(animated: true)
}
// expect: thirdVC.init
// expect: thirdVC.awakeFromNib
// expect: thirdVC.viewDidLoad
// expect: print: ------Before Push Or Present------
// expect: thirdVC.viewWillAppear
// expect: thirdVC.viewWillLayoutSubviews
// expect: thirdVC.viewDidLayoutSubviews
// expect: thirdVC.viewDidAppear
// expect: thirdVC.viewWillDisappear
// expect: thirdVC.viewDidDisappear
