// Recording: GitHub markdown "【iOS】UIViewController：生命周期的真实顺序与容器控制器" (2026-07-27, stored file id
// 62778495297), sections 2 and 4: Mac Catalyst binary, UIDevice reports iPadOS 26.5.
// A is the root of a navigation controller; B is pushed (animated), later popped (animated).
// The layout callbacks are left out: the author marks layout counts as Catalyst-specific.
// args: --ios 18
// receivers: a, b
// methods: viewDidLoad(), viewWillAppear(_:), viewIsAppearing(_:), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
class LoggingController: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class AController: LoggingController {}
class BController: LoggingController {}

let a = AController()
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav

DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    let b = BController()
    print("push")
    nav.pushViewController(b, animated: true)
    print("push returned")
}
DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
    nav.popViewController(animated: true)
}
// expect: a.viewDidLoad
// expect: a.viewWillAppear
// expect: a.viewIsAppearing
// expect: a.viewDidAppear
// expect: print: push
// expect: print: push returned
// expect: b.viewDidLoad
// expect: a.viewWillDisappear
// expect: b.viewWillAppear
// expect: b.viewIsAppearing
// expect: a.viewDidDisappear
// expect: b.viewDidAppear
// expect: b.viewWillDisappear
// expect: a.viewWillAppear
// expect: a.viewIsAppearing
// expect: b.viewDidDisappear
// expect: a.viewDidAppear
