// setViewControllers([]) right after an animated pop: the pop never starts, the shown controller leaves
// with nothing in its place, and every child leaves the navigation controller.
// show: overrides
class Logging: UIViewController {
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
}
let a = Logging()
let b = Logging()
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    nav.pushViewController(b, animated: false)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    print("pop, then empty")
    nav.popViewController(animated: true)
    nav.setViewControllers([], animated: false)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
    print(nav.viewControllers.count, b.parent == nil, a.parent == nil, nav.children.count)
}
// expect: a.willMove(toParent: nav)
// expect: a.didMove(toParent: nav)
// expect: b.willMove(toParent: nav)
// expect: a.viewWillDisappear(false)
// expect: a.viewDidDisappear(false)
// expect: b.didMove(toParent: nav)
// expect: print: pop, then empty
// expect: b.willMove(toParent: nil)
// expect: a.willMove(toParent: nil)
// expect: b.viewWillDisappear(false)
// expect: b.viewDidDisappear(false)
// expect: a.didMove(toParent: nil)
// expect: b.didMove(toParent: nil)
// expect: print: 0 true true 0
