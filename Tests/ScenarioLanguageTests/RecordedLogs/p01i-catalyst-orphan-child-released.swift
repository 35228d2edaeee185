// Recording: GitHub markdown "【iOS】UIViewController：生命周期的真实顺序与容器控制器" (2026-07-27, stored file id
// 62778495297), section 5 ("漏掉 addChildViewController:"): Mac Catalyst binary, UIDevice reports iPadOS 26.5.
// In a local scope (the author's autorelease pool) a controller is created and only its view is added to the root's view; a
// weak variable watches it. Nothing owns the controller: UIKit keeps it through its appearance
// transition and it is released right after viewDidAppear, while its view stays on screen.
// receivers: z
// methods: viewWillAppear(_:), viewIsAppearing(_:), viewDidAppear(_:), deinit
// from: add orphan
class Child: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    deinit {}
}
class Root: UIViewController {}

let root = Root()
window.rootViewController = root
weak var watched: Child?
var orphanView: UIView?
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print("add orphan")
    do {
        let z = Child()
        z.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.view.addSubview(z.view)
        orphanView = z.view
        watched = z
    }
    print("scope ended, alive \(watched != nil)")
}
// expect: z.viewWillAppear
// expect: print: scope ended, alive true
// expect: z.viewIsAppearing
// expect: z.viewDidAppear
// expect: z.deinit
