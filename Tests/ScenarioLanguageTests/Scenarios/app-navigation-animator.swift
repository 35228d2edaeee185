// A navigation controller's delegate returns an animator from
// navigationController(_:animationControllerFor:from:to:): it drives the animated push and pop with the same
// transition context as a presentation's animator (the navigation controller's view as container, both views,
// the frames), the did-appearance callbacks wait for completeTransition(_:), then animationEnded(_:). The
// coordinator's alongside blocks run after animateTransition(using:) and it reports the animator's duration.
// An animator that calls the push off (completeTransition(false)) runs it back: the stack is as before and
// the coordinator's completion sees isCancelled. A nil answer keeps UIKit's own animation. Where the delegate is
// asked, transitionDuration(using:) and animationEnded(_:) fall is inferred.
class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var completes = true

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let to = transitionContext.view(forKey: .to)!
        to.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        print("from frame: \(transitionContext.initialFrame(for: transitionContext.viewController(forKey: .from)!))")
        print("to frame: \(to.frame)")
        transitionContext.containerView.addSubview(to)
        to.alpha = 0
        UIView.animate(withDuration: 0.25, animations: { to.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(self.completes)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { print("ended: \(transitionCompleted)") }
}

class Delegate: NSObject, UINavigationControllerDelegate {
    let animator = FadeAnimator()

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        print("asked for \(operation == .push ? "push" : "pop")")
        return toVC.title == "plain" ? nil : animator
    }
}

class Page: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(alongsideTransition: { c in print("\(self.title!) alongside, \(c.transitionDuration)") },
                                       completion: { c in print("\(self.title!) completion, cancelled \(c.isCancelled)") })
    }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

func page(_ title: String) -> Page {
    let page = Page()
    page.title = title
    return page
}

let delegate = Delegate()
let root = page("root")
let navigation = UINavigationController(rootViewController: root)
navigation.delegate = delegate
window.rootViewController = navigation
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
let second = page("second")
navigation.pushViewController(second, animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
navigation.popViewController(animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
delegate.animator.completes = false
navigation.pushViewController(page("called off"), animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("stack: \(navigation.viewControllers.map { $0.title! }), top: \(navigation.topViewController!.title!)")
delegate.animator.completes = true
navigation.pushViewController(second, animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("stack: \(navigation.viewControllers.map { $0.title! })")
navigation.pushViewController(page("plain"), animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("stack: \(navigation.viewControllers.map { $0.title! })")
// expect: page.viewWillAppear(false)
// expect: page.viewDidAppear(false)
// expect: delegate.navigationController(navigation, animationControllerFor: .push, from: page, to: page#2)
// expect: print: asked for push
// expect: page.viewWillDisappear(true)
// expect: page#2.viewWillAppear(true)
// expect: animator.transitionDuration(using: _UIViewControllerOneToOneTransitionContext#1)
// expect: animator.animateTransition(using: _UIViewControllerOneToOneTransitionContext#1)
// expect: print: from frame: (0.0, 0.0, 390.0, 844.0)
// expect: print: to frame: (0.0, 0.0, 390.0, 844.0)
// expect: print: second alongside, 0.25
// expect: print: second completion, cancelled false
// expect: page.viewDidDisappear(true)
// expect: page#2.viewDidAppear(true)
// expect: animator.animationEnded(true)
// expect: print: ended: true
// expect: delegate.navigationController(navigation, animationControllerFor: .pop, from: page#2, to: page)
// expect: print: asked for pop
// expect: page#2.viewWillDisappear(true)
// expect: page.viewWillAppear(true)
// expect: animator.transitionDuration(using: _UIViewControllerOneToOneTransitionContext#2)
// expect: animator.animateTransition(using: _UIViewControllerOneToOneTransitionContext#2)
// expect: print: from frame: (0.0, 0.0, 390.0, 844.0)
// expect: print: to frame: (0.0, 0.0, 390.0, 844.0)
// expect: print: root alongside, 0.25
// expect: print: root completion, cancelled false
// expect: page#2.viewDidDisappear(true)
// expect: page.viewDidAppear(true)
// expect: animator.animationEnded(true)
// expect: print: ended: true
// expect: delegate.navigationController(navigation, animationControllerFor: .push, from: page, to: page#3)
// expect: print: asked for push
// expect: page.viewWillDisappear(true)
// expect: page#3.viewWillAppear(true)
// expect: animator.transitionDuration(using: _UIViewControllerOneToOneTransitionContext#3)
// expect: animator.animateTransition(using: _UIViewControllerOneToOneTransitionContext#3)
// expect: print: from frame: (0.0, 0.0, 390.0, 844.0)
// expect: print: to frame: (0.0, 0.0, 390.0, 844.0)
// expect: print: called off alongside, 0.25
// expect: print: called off completion, cancelled true
// expect: page#3.viewWillDisappear(true)
// expect: page#3.viewDidDisappear(true)
// expect: page.viewWillAppear(true)
// expect: page.viewDidAppear(true)
// expect: animator.animationEnded(false)
// expect: print: ended: false
// expect: print: stack: ["root"], top: root
// expect: delegate.navigationController(navigation, animationControllerFor: .push, from: page, to: page#2)
// expect: print: asked for push
// expect: page.viewWillDisappear(true)
// expect: page#2.viewWillAppear(true)
// expect: animator.transitionDuration(using: _UIViewControllerOneToOneTransitionContext#4)
// expect: animator.animateTransition(using: _UIViewControllerOneToOneTransitionContext#4)
// expect: print: from frame: (0.0, 0.0, 390.0, 844.0)
// expect: print: to frame: (0.0, 0.0, 390.0, 844.0)
// expect: print: second alongside, 0.25
// expect: print: second completion, cancelled false
// expect: page.viewDidDisappear(true)
// expect: page#2.viewDidAppear(true)
// expect: animator.animationEnded(true)
// expect: print: ended: true
// expect: print: stack: ["root", "second"]
// expect: delegate.navigationController(navigation, animationControllerFor: .push, from: page#2, to: page#3)
// expect: print: asked for push
// expect: page#2.viewWillDisappear(true)
// expect: page#3.viewWillAppear(true)
// expect: print: plain alongside, 0.35
// expect: print: plain completion, cancelled false
// expect: page#2.viewDidDisappear(true)
// expect: page#3.viewDidAppear(true)
// expect: print: stack: ["root", "second", "plain"]
