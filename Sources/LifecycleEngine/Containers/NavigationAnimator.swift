/// An animated push or pop driven by the animator a navigation controller's delegate returns from
/// `navigationController(_:animationControllerFor:from:to:)` (Apple's documentation of
/// `UINavigationControllerDelegate`; nil keeps UIKit's own animation). The animator gets the same
/// `TransitionContext` as a presentation's (`TransitionContext.swift`): the container is the navigation
/// controller's view, both views take part, the outgoing view starts at its frame and the incoming one ends
/// at the frame the navigation controller gives its children (a zero rect at the other ends, as UIKit
/// answers for a frame it does not know). The animator installs the incoming view itself; the transition,
/// and with it the did-appearance callbacks, waits for `completeTransition(_:)`, then `animationEnded(_:)`
/// follows. `completeTransition(false)` runs the transition back and leaves the stack as it was.
///
/// No recording fixes where the delegate is asked: here after the incoming view has loaded and before the
/// will-appearance callbacks (the animator decides how the transition starts), marked inferred.
extension NavigationController {
    /// The delegate's animator for an animated push or pop from `outgoing` to `incoming`, or nil.
    func delegateAnimator(from outgoing: ViewController, to incoming: ViewController, isPush: Bool) throws -> EngineObject? {
        guard let delegate, delegate.behavior?.overrides(.navigationAnimationController) == true else { return nil }
        return try engine.inferred {
            try engine.send(.navigationAnimationController, to: delegate,
                            [.object(self), .enumCase(isPush ? "push" : "pop"), .object(outgoing), .object(incoming)])
        }.objectValue
    }

    /// Lets `animator` drive `transition`: it is given a context as the will-callbacks are over.
    func drive(_ transition: inout ContainerTransition, by animator: EngineObject, in view: View) {
        guard let outgoing = transition.from, let incoming = transition.to else { return }
        transition.animator = { [unowned self, unowned view] end in
            let context = TransitionContext(
                engine: self.engine, container: view, from: outgoing, to: incoming,
                fromView: outgoing.storedView, toView: incoming.storedView,
                fromFrames: (outgoing.storedView?.frame ?? .zero, .zero),
                toFrames: (.zero, try self.frame(forChild: incoming, in: view)), end: end)
            self.animatorContext = context
            self.animatorObject = animator
            if let seconds = try self.engine.startAnimator(animator, with: context) {
                self.hostedCoordination?.duration = seconds
            }
        }
    }

    /// The animator's transition is over: `animationEnded(_:)`; whether it completed.
    func endDrivenTransition() throws -> Bool {
        guard let animator = animatorObject, let context = animatorContext else { return true }
        defer {
            animatorObject = nil
            animatorContext = nil
        }
        return try engine.endAnimator(animator, with: context)
    }

    /// A push or pop the animator called off: the stack is what it was (the children that had not just
    /// joined, in order), the controllers that joined leave, and a popped controller stays (told it is still
    /// a child, as after an abandoned back swipe; inferred).
    func restoreStackAfterCancel(showing outgoing: ViewController?) throws {
        isTransitioning = false
        viewControllers = children.filter { !$0.isMovingToParent }
        shownViewController = outgoing
        let stacked = Set(viewControllers.map(ObjectIdentifier.init))
        try engine.countWork(children.count)
        for child in children where !stacked.contains(ObjectIdentifier(child)) {
            try engine.send(.removeFromParent, to: child)
        }
        for child in viewControllers where child.isMovingFromParent {
            try engine.inferred { try engine.send(.didMoveToParent, to: child, [.object(self)]) }
        }
    }
}
