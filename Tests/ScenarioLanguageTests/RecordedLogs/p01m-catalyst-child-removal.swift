// Recording: GitHub markdown "【iOS】UIViewController：生命周期的真实顺序与容器控制器" (2026-07-27, stored file id
// 62778495297), section 5 ("完整三步的真实日志", removal): Mac Catalyst binary, UIDevice reports iPadOS 26.5.
// A child added with the three documented steps is removed with the documented three: willMove(toParent:
// nil), removeFromSuperview(), removeFromParent(). The author wrote no didMove(toParent: nil) and counted
// two, the first from removeFromParent() and the second from the end of the disappearance
// (`__viewDidDisappear:` in the stack), so the second comes after viewDidDisappear.
// receivers: c1
// methods: willMove(toParent:), didMove(toParent:), viewWillDisappear(_:), viewDidDisappear(_:)
// from: remove
class Child: UIViewController {
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class Container: UIViewController {}

let container = Container()
window.rootViewController = container
let c1 = Child()
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    container.addChild(c1)
    c1.view.frame = container.view.bounds
    container.view.addSubview(c1.view)
    c1.didMove(toParent: container)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    print("remove")
    c1.willMove(toParent: nil)
    c1.view.removeFromSuperview()
    c1.removeFromParent()
}
// expect: c1.willMove(toParent:)
// expect: c1.viewWillDisappear
// expect: c1.didMove(toParent:)
// expect: c1.viewDidDisappear
// expect: c1.didMove(toParent:)
