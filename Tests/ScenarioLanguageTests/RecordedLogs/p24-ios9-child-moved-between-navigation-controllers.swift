// Recording: Apple developer forums thread 52937, https://forums.developer.apple.com/forums/thread/52937 (iOS 9.0
// and later, as the poster states, with a demo project): a container holds two navigation controllers, A and B.
// B pushes C; then, without animation, B's stack is set back to its root and C is added to A's stack.
// The app stops with UIViewControllerHierarchyInconsistency: C "should have parent view controller" B. B has let
// C go, but its view is still in B's view (an unanimated change of B's stack takes effect in B's next layout),
// and UIKit reads the parent from the view tree. The poster adds that removing C's view from its superview
// first avoids the exception: written as a first move, which must pass, before the move that fails.
// args: --ios 9
// from: move d
class Container: UIViewController {
    let navA = UINavigationController(rootViewController: UIViewController())
    let navB = UINavigationController(rootViewController: UIViewController())
    override func viewDidLoad() {
        super.viewDidLoad()
        for nav in [navA, navB] {
            addChild(nav)
            view.addSubview(nav.view)
            nav.didMove(toParent: self)
        }
    }
}

let container = Container()
window.rootViewController = container
window.makeKeyAndVisible()
let c = UIViewController()
let d = UIViewController()

DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    container.navB.pushViewController(c, animated: false)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    // The poster's workaround: the view leaves B's view first.
    container.navB.setViewControllers([container.navB.viewControllers[0]], animated: false)
    c.view.removeFromSuperview()
    container.navA.setViewControllers([container.navA.viewControllers[0], c], animated: false)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
    container.navB.pushViewController(d, animated: false)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 4) {
    print("move d")
    container.navB.setViewControllers([container.navB.viewControllers[0]], animated: false)
    container.navA.setViewControllers(container.navA.viewControllers + [d], animated: false)
}
// expect: navB.setViewControllers
// expect: d.willMove(toParent:)
// expect: navA.setViewControllers
// expect: exception: UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: d> should have parent view controller:<UINavigationController: navB> but requested parent is:<UINavigationController: navA>
