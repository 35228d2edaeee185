// Recording: GitHub markdown "【iOS】UIViewController：生命周期的真实顺序与容器控制器" (2026-07-27, stored file id
// 62778495297), section 7: Mac Catalyst binary, UIDevice reports iPadOS 26.5.
// B, pushed earlier, is popped (animated) while a variable still holds it; it is released only when the
// variable lets go. The author logged B alone here.
// receivers: b
// methods: viewWillDisappear(_:), viewDidDisappear(_:), viewDidAppear(_:), deinit
// from: pop B
class Logging: UIViewController {
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    deinit {}
}
class AController: Logging {}
class BController: Logging {}
class CController: Logging {}

let a = AController()
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
var b: BController? = BController()
nav.pushViewController(b!, animated: false)

DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print("pop B")
    nav.popViewController(animated: true)
    print("pop returned")
}
DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
    print("release B")
    b = nil
}
// expect: print: pop returned
// expect: b.viewWillDisappear
// expect: b.viewDidDisappear
// expect: print: release B
// expect: b.deinit
