// Recording: GitHub markdown "【iOS】UIViewController：生命周期的真实顺序与容器控制器" (2026-07-27, stored file id
// 62778495297), section 6 (experiment E1): Mac Catalyst binary, UIDevice reports iPadOS 26.5.
// loadView() that neither calls super nor sets a view: viewDidLoad() still runs once, and the view stays
// unloaded. The author counted the calls (1 and 1) and printed isViewLoaded; the read of `view` is what
// started the load.
// receivers: e1
// methods: loadView(), viewDidLoad()
class EmptyLoader: UIViewController {
    override func loadView() {}
    override func viewDidLoad() { super.viewDidLoad() }
}
let e1 = EmptyLoader()
print("read view")
let view = e1.view
print("isViewLoaded \(e1.isViewLoaded)")
// expect: print: read view
// expect: e1.loadView
// expect: e1.viewDidLoad
// expect: print: isViewLoaded false
