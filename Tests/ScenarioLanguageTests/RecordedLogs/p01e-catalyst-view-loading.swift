// Recording: GitHub markdown "【iOS】UIViewController：生命周期的真实顺序与容器控制器" (2026-07-27, stored file id
// 62778495297), section 6: Mac Catalyst binary, UIDevice reports iPadOS 26.5.
// Three experiments on view loading: reading `view` in a comparison loads it; `view = nil` and a later read
// load it again (loadView and viewDidLoad twice); touching `view` while the controller is being created
// loads it before it is made the window's root.
// receivers: x, v, a
// methods: loadView(), viewDidLoad()
class DefaultVC: UIViewController {
    override func loadView() { super.loadView() }
    override func viewDidLoad() { super.viewDidLoad() }
}
class AController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        view.backgroundColor = .systemBlue
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func loadView() { super.loadView() }
    override func viewDidLoad() { super.viewDidLoad() }
}

let x = DefaultVC()
print("isViewLoaded \(x.isViewLoaded)")
print("compare view")
let loaded = x.view != nil
print("isViewLoaded \(x.isViewLoaded)")

let v = DefaultVC()
print("first access")
_ = v.view
print("set view to nil")
v.view = nil
print("access again")
_ = v.view

print("alloc/init A")
let a = AController()
print("init done")
print("set rootViewController")
window.rootViewController = a
// expect: print: isViewLoaded false
// expect: print: compare view
// expect: x.loadView
// expect: x.viewDidLoad
// expect: print: isViewLoaded true
// expect: print: first access
// expect: v.loadView
// expect: v.viewDidLoad
// expect: print: set view to nil
// expect: print: access again
// expect: v.loadView
// expect: v.viewDidLoad
// expect: print: alloc/init A
// expect: a.loadView
// expect: a.viewDidLoad
// expect: print: init done
// expect: print: set rootViewController
