// Recording: GitHub markdown "【iOS】UIViewController：生命周期的真实顺序与容器控制器" (2026-07-27, stored file id
// 62778495297), section 4: Mac Catalyst binary, UIDevice reports iPadOS 26.5.
// A tab bar controller shows A; the code sets selectedIndex = 1 (T2, not yet loaded), then prints a marker.
// args: --ios 18
// receivers: a, t2
// methods: viewDidLoad(), viewWillAppear(_:), viewIsAppearing(_:), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
// from: switch
class LoggingController: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class AController: LoggingController {}
class T2Controller: LoggingController {}

let a = AController()
let t2 = T2Controller()
let tabs = UITabBarController()
tabs.viewControllers = [a, t2]
window.rootViewController = tabs

DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print("switch")
    tabs.selectedIndex = 1
    print("selectedIndex set")
}
// expect: t2.viewDidLoad
// expect: t2.viewWillAppear
// expect: a.viewWillDisappear
// expect: print: selectedIndex set
// expect: t2.viewIsAppearing
// expect: a.viewDidDisappear
// expect: t2.viewDidAppear
