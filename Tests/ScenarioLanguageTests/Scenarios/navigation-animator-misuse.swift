// An animator given to a push misbehaves: it calls completeTransition(_:) twice (the second call changes
// nothing), from a timer half a second later (the push ends then), starts a push inside
// animateTransition(using:) (UIKit's nested-push warnings; the pushes still end), and never (the navigation
// controller stays in its transition: later pushes and pops only warn, as in UIKit).
class Twice: NSObject, UIViewControllerAnimatedTransitioning {
    var mode = 0
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
        if mode == 0 {
            transitionContext.completeTransition(true)
            transitionContext.completeTransition(false)
        } else if mode == 1 {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { transitionContext.completeTransition(true) }
        } else if mode == 2 {
            mode = 3
            transitionContext.viewController(forKey: .from)!.navigationController!.pushViewController(UIViewController(), animated: true)
            transitionContext.completeTransition(true)
        }
    }
}
class Delegate: NSObject, UINavigationControllerDelegate {
    let animator = Twice()
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }
}
let delegate = Delegate()
let navigation = UINavigationController(rootViewController: UIViewController())
navigation.delegate = delegate
window.rootViewController = navigation
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
navigation.pushViewController(UIViewController(), animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("twice: \(navigation.viewControllers.count)")
delegate.animator.mode = 1
navigation.pushViewController(UIViewController(), animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("later: \(navigation.viewControllers.count)")
delegate.animator.mode = 2
navigation.pushViewController(UIViewController(), animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 2))
print("nested: \(navigation.viewControllers.count)")

navigation.pushViewController(UIViewController(), animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 2))
navigation.popViewController(animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 2))
print("never: \(navigation.viewControllers.count)")
// expect: delegate.navigationController(navigation, animationControllerFor: .push, from: UIViewController#1, to: UIViewController#2)
// expect: animator.transitionDuration(using: _UIViewControllerOneToOneTransitionContext#1)
// expect: animator.animateTransition(using: _UIViewControllerOneToOneTransitionContext#1)
// expect: print: twice: 2
// expect: delegate.navigationController(navigation, animationControllerFor: .push, from: UIViewController#2, to: UIViewController#3)
// expect: animator.transitionDuration(using: _UIViewControllerOneToOneTransitionContext#2)
// expect: animator.animateTransition(using: _UIViewControllerOneToOneTransitionContext#2)
// expect: print: later: 3
// expect: delegate.navigationController(navigation, animationControllerFor: .push, from: UIViewController#3, to: UIViewController#4)
// expect: animator.transitionDuration(using: _UIViewControllerOneToOneTransitionContext#3)
// expect: animator.animateTransition(using: _UIViewControllerOneToOneTransitionContext#3)
// expect: warning: nested push animation can result in corrupted navigation bar
// expect: warning: Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.
// expect: delegate.navigationController(navigation, animationControllerFor: .push, from: UIViewController#4, to: UIViewController#5)
// expect: animator.transitionDuration(using: _UIViewControllerOneToOneTransitionContext#4)
// expect: animator.animateTransition(using: _UIViewControllerOneToOneTransitionContext#4)
// expect: print: nested: 5
// expect: warning: nested push animation can result in corrupted navigation bar
// expect: warning: nested pop animation can result in corrupted navigation bar
// expect: print: never: 5
