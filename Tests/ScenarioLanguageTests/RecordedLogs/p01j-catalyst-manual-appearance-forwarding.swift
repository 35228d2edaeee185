// Recording: GitHub markdown "【iOS】UIViewController：生命周期的真实顺序与容器控制器" (2026-07-27, stored file id
// 62778495297), section 5 ("关掉自动转发"): Mac Catalyst binary, UIDevice reports iPadOS 26.5.
// A container whose shouldAutomaticallyForwardAppearanceMethods is false adds a child while on screen:
// the child gets no appearance callback until the container calls beginAppearanceTransition(true,
// animated: false) and endAppearanceTransition() on it.
// receivers: d
// methods: viewWillAppear(_:), viewIsAppearing(_:), viewDidAppear(_:)
// from: child added
class ManualContainer: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}
class DChild: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
}

let container = ManualContainer()
window.rootViewController = container
let d = DChild()
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    container.addChild(d)
    d.view.frame = container.view.bounds
    container.view.addSubview(d.view)
    d.didMove(toParent: container)
    print("child added")
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    print("manual begin/end")
    d.beginAppearanceTransition(true, animated: false)
    d.endAppearanceTransition()
}
// expect: print: manual begin/end
// expect: d.viewWillAppear
// expect: d.viewIsAppearing
// expect: d.viewDidAppear
