// A full-screen presentation animated by the transitioning delegate's animators (as in Apple's
// CustomTransitions sample). UIKit asks the animator for its duration and has it animate with a
// transition context; the animator puts the incoming view into the container itself. The transition
// waits for `completeTransition(_:)`: the did-callbacks (and the presenter's view leaving) come when the
// animation's completion calls it, then `animationEnded(_:)`, then present's completion. The positions of
// the delegate's questions, of `transitionDuration(using:)` and of `animationEnded(_:)` are inferred.
// A second controller's animator never calls `completeTransition(_:)`: its presentation stays open.
class HomeViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
}
class DetailViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if presenting {
            let toView = transitionContext.view(forKey: .to)!
            let to = transitionContext.viewController(forKey: .to)!
            let from = transitionContext.viewController(forKey: .from)!
            toView.frame = transitionContext.finalFrame(for: to)
            toView.alpha = 0
            container.addSubview(toView)
            print("animated: \(transitionContext.isAnimated), from view: \(transitionContext.view(forKey: .from) === from.view)")
            print("to: \(transitionContext.initialFrame(for: to)) → \(transitionContext.finalFrame(for: to))")
            print("from: \(transitionContext.initialFrame(for: from)) → \(transitionContext.finalFrame(for: from))")
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                toView.alpha = 1
            }, completion: { finished in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            let fromView = transitionContext.view(forKey: .from)!
            let toView = transitionContext.view(forKey: .to)!
            container.insertSubview(toView, belowSubview: fromView)
            UIView.animate(withDuration: 0.5, animations: { fromView.alpha = 0 }, completion: { _ in
                transitionContext.completeTransition(true)
            })
        }
    }
    func animationEnded(_ transitionCompleted: Bool) { print("animation ended: \(transitionCompleted)") }
}

class StuckAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
    }
}

class Fade: NSObject, UIViewControllerTransitioningDelegate {
    var stuck = false
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        stuck ? StuckAnimator() : FadeAnimator(presenting: true)
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator(presenting: false)
    }
}

let home = HomeViewController()
let fade = Fade()
window.rootViewController = home
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
let detail = DetailViewController()
detail.modalPresentationStyle = .fullScreen
detail.transitioningDelegate = fade
home.present(detail, animated: true) { print("presented") }
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
detail.dismiss(animated: true) { print("dismissed") }
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("home's view back in the window: \(home.view.superview === window)")
fade.stuck = true
let stuck = DetailViewController()
stuck.modalPresentationStyle = .fullScreen
stuck.transitioningDelegate = fade
home.present(stuck, animated: true) { print("never printed") }
RunLoop.main.run(until: Date(timeIntervalSinceNow: 2))
print("still being presented: \(stuck.isBeingPresented)")
// expect: home.viewWillAppear(false)
// expect: home.viewDidAppear(false)
// expect: fade.animationController(forPresented: detail, presenting: home, source: home)
// expect: home.viewWillDisappear(true)
// expect: detail.viewWillAppear(true)
// expect: FadeAnimator#1.transitionDuration(using: _UIViewControllerOneToOneTransitionContext#1)
// expect: FadeAnimator#1.animateTransition(using: _UIViewControllerOneToOneTransitionContext#1)
// expect: print: animated: true, from view: true
// expect: print: to: (0.0, 0.0, 0.0, 0.0) → (0.0, 0.0, 390.0, 844.0)
// expect: print: from: (0.0, 0.0, 390.0, 844.0) → (0.0, 0.0, 0.0, 0.0)
// expect: detail.viewDidAppear(true)
// expect: home.viewDidDisappear(true)
// expect: FadeAnimator#1.animationEnded(true)
// expect: print: animation ended: true
// expect: print: presented
// expect: fade.animationController(forDismissed: detail)
// expect: detail.viewWillDisappear(true)
// expect: home.viewWillAppear(true)
// expect: FadeAnimator#2.transitionDuration(using: _UIViewControllerOneToOneTransitionContext#2)
// expect: FadeAnimator#2.animateTransition(using: _UIViewControllerOneToOneTransitionContext#2)
// expect: home.viewDidAppear(true)
// expect: detail.viewDidDisappear(true)
// expect: FadeAnimator#2.animationEnded(true)
// expect: print: animation ended: true
// expect: print: dismissed
// expect: print: home's view back in the window: true
// expect: fade.animationController(forPresented: stuck, presenting: home, source: home)
// expect: home.viewWillDisappear(true)
// expect: stuck.viewWillAppear(true)
// expect: StuckAnimator#1.transitionDuration(using: _UIViewControllerOneToOneTransitionContext#3)
// expect: StuckAnimator#1.animateTransition(using: _UIViewControllerOneToOneTransitionContext#3)
// expect: print: still being presented: true
