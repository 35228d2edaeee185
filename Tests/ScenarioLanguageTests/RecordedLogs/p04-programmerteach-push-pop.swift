// Recording: https://programmerteach.com/p/ios-at-the-time-of-transition-appear-and-disappear-the-order-of-calls-is-explored
// ("Push & Pop" printout): A_ViewController pushes B_ViewController, then B is popped. iOS version not
// stated. Each override calls super, then logs.
// receivers: a, b
// methods: viewWillAppear(_:), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
// from: PUSH
class Logging: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class A_ViewController: Logging {}
class B_ViewController: Logging {}

let a = A_ViewController()
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
let b = B_ViewController()
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print("PUSH")
    nav.pushViewController(b, animated: true)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    print("POP")
    nav.popViewController(animated: true)
}
// expect: a.viewWillDisappear
// expect: b.viewWillAppear
// expect: a.viewDidDisappear
// expect: b.viewDidAppear
// expect: print: POP
// expect: b.viewWillDisappear
// expect: a.viewWillAppear
// expect: b.viewDidDisappear
// expect: a.viewDidAppear
