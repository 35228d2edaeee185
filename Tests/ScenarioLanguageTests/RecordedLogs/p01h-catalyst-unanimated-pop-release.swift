// Recording: GitHub markdown "【iOS】UIViewController：生命周期的真实顺序与容器控制器" (2026-07-27, stored file id
// 62778495297), section 7: Mac Catalyst binary, UIDevice reports iPadOS 26.5.
// C is pushed, then popped without animation with nothing else holding it (a weak variable watches it):
// it disappears, A appears, then it is released. A's viewWillAppear is not in the author's printout, so
// it is not compared.
// receivers: a, c
// methods: viewWillDisappear(_:), viewDidDisappear(_:), viewDidAppear(_:), deinit
// from: pop C
class Logging: UIViewController {
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    deinit {}
}
class AController: Logging {}
class CController: Logging {}

let a = AController()
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
weak var watched: CController?
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    let c = CController()
    watched = c
    nav.pushViewController(c, animated: false)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    print("pop C")
    nav.popViewController(animated: false)
    print("pop returned")
}
// expect: print: pop returned
// expect: c.viewWillDisappear
// expect: c.viewDidDisappear
// expect: a.viewDidAppear
// expect: c.deinit
