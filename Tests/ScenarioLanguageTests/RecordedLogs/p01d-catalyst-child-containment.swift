// Recording: GitHub markdown "【iOS】UIViewController：生命周期的真实顺序与容器控制器" (2026-07-27, stored file id
// 62778495297), section 5: Mac Catalyst binary, UIDevice reports iPadOS 26.5.
// A container already on screen adds a child with the three documented steps, printing a marker before
// each step; then a second child C2 without didMove(toParent:), then a third C3 without addChild.
// args: --ios 18
// receivers: c1, c2, c3
// methods: willMove(toParent:), didMove(toParent:), viewDidLoad(), viewWillAppear(_:), viewIsAppearing(_:), viewDidAppear(_:)
// from: full: addChild
class Child: UIViewController {
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
}
class Container: UIViewController {}

let container = Container()
window.rootViewController = container

DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    let c1 = Child()
    print("full: addChild")
    container.addChild(c1)
    c1.view.frame = container.view.bounds
    print("full: addSubview")
    container.view.addSubview(c1.view)
    print("full: didMove")
    c1.didMove(toParent: container)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    let c2 = Child()
    print("no didMove: addChild")
    container.addChild(c2)
    c2.view.frame = container.view.bounds
    print("no didMove: addSubview")
    container.view.addSubview(c2.view)
}
var c3: Child? = Child()
DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
    print("no addChild: addSubview")
    container.view.addSubview(c3!.view)
}
// expect: c1.willMove(toParent:)
// expect: c1.viewDidLoad
// expect: print: full: addSubview
// expect: c1.viewWillAppear
// expect: print: full: didMove
// expect: c1.didMove(toParent:)
// expect: c1.viewIsAppearing
// expect: c1.viewDidAppear
// expect: c1.didMove(toParent:)
// expect: print: no didMove: addChild
// expect: c2.willMove(toParent:)
// expect: c2.viewDidLoad
// expect: print: no didMove: addSubview
// expect: c2.viewWillAppear
// expect: c2.viewIsAppearing
// expect: c2.viewDidAppear
// expect: print: no addChild: addSubview
// expect: c3.viewDidLoad
// expect: c3.viewWillAppear
// expect: c3.viewIsAppearing
// expect: c3.viewDidAppear
