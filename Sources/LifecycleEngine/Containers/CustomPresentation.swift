/// A presentation run through a transitioning delegate: for `.custom`, by the app's
/// `UIPresentationController` subclass that the delegate vends from
/// `presentationController(forPresented:presenting:source:)` (else by UIKit's own controller), and, when
/// animated, by the app's animator the delegate vends from `animationController(forPresented:presenting:source:)`
/// and `animationController(forDismissed:)` (`TransitionContext.swift`). UIKit uses the delegate's objects
/// for `.custom` (its documentation of `transitioningDelegate`) and full-screen presentations (Apple's
/// CustomTransitions sample, [D-sample-CT]); the other styles keep UIKit's own presentation.
///
/// UIKit documents the phases (UIPresentationController, "The Presentation Process"): the presentation
/// controller is made for the presentation and kept while the presented controller is on screen; as
/// the transition starts it gets a container view (UIKit's `UITransitionView`, over the presenter and
/// filling the window) and hears `presentationTransitionWillBegin()`; the presented view goes into the
/// container at `frameOfPresentedViewInContainerView`; the container's layout passes are bracketed by
/// `containerViewWillLayoutSubviews()` and `containerViewDidLayoutSubviews()`; `presentationTransitionDidEnd(_:)`
/// reports the end. Dismissal mirrors it with `dismissalTransitionWillBegin()` and
/// `dismissalTransitionDidEnd(_:)`, after which the container leaves the window. `shouldRemovePresentersView`
/// (false in UIKit's implementation for `.custom`) decides whether the presenter's view leaves, and with it
/// whether the presenter hears the disappearance callbacks, as for the built-in styles (spec §10.2.2); a view
/// that leaves is first moved into the container (spec §10.2.4) and put back into the window on dismissal.
///
/// Where these calls fall among the appearance callbacks is not fixed by a recording: the delegate is
/// asked inside `present` once the presented view has loaded, the will-begin callbacks follow the
/// will-appearance callbacks and precede the presented view's installation, and the did-end callbacks
/// precede the did-appearance ones (a dismissal's presented view leaves first, the container after
/// `dismissalTransitionDidEnd(_:)`). Those calls are marked inferred in the trace.
extension ViewController {
    /// Whether a presentation of `self` in `style` goes through its transitioning delegate.
    func presentsThroughTransitioningDelegate(_ style: ModalPresentationStyle) -> Bool {
        guard transitioningDelegate != nil else { return false }
        return style == .custom || style == .fullScreen || style == .overFullScreen
    }

    /// The presentation controller that runs a presentation of `self` through its transitioning delegate:
    /// for `.custom`, the delegate's (nil when it does not implement the method or returns nil), else
    /// UIKit's; nil when the delegate takes no part.
    func transitioningPresentationController(style: ModalPresentationStyle, presenting presenter: ViewController,
                                             source: ViewController) throws -> PresentationController? {
        guard presentsThroughTransitioningDelegate(style), let delegate = transitioningDelegate else { return nil }
        var vended: PresentationController?
        if style == .custom {
            let answer = try engine.inferred {
                try engine.send(.presentationControllerForPresented, to: delegate,
                                [.object(self), .object(presenter), .object(source)])
            }
            vended = answer.objectValue as? PresentationController
            if let vended, vended.presented !== self {
                throw engine.raise("NSInternalInconsistencyException",
                                   "The presentation controller of a presented view controller must have it as its "
                                   + "presentedViewController.")
            }
        }
        let controller = vended ?? presentationController
        if controller.presenting == nil { controller.presenting = presenter }
        ownPresentationController = controller
        controller.runsPresentation = true
        return controller
    }

    /// The delegate's animator for an animated presentation of `self`, or nil.
    func presentationAnimator(presenting presenter: ViewController, source: ViewController) throws -> EngineObject? {
        guard let delegate = transitioningDelegate else { return nil }
        return try engine.inferred {
            try engine.send(.animationControllerForPresented, to: delegate,
                            [.object(self), .object(presenter), .object(source)])
        }.objectValue
    }

    /// The delegate's animator for an animated dismissal of `self`, or nil.
    func dismissalAnimator() throws -> EngineObject? {
        guard let delegate = transitioningDelegate else { return nil }
        return try engine.inferred { try engine.send(.animationControllerForDismissed, to: delegate, [.object(self)]) }
            .objectValue
    }
}

extension PresentationController {
    /// Sets up the presentation's transition: the container view, the presented view's frame, whether the
    /// presenter's view leaves, the controller's will-begin and did-end callbacks, and the animator.
    func configurePresentation(_ transition: inout ContainerTransition, in window: View, animator: EngineObject?) throws {
        let container = TransitionContainerView(presenting: self, frame: window.bounds)
        containerView = container
        transition.container = container
        let frame = { [unowned self] in
            try self.engine.inferred { try self.engine.send(.frameOfPresentedViewInContainerView, to: self) }.rectValue
        }
        transition.incomingFrame = frame
        let removes = try engine.inferred { try engine.send(.shouldRemovePresentersView, to: self) }.boolValue ?? false
        transition.removesOutgoingView = removes
        // This presentation controller keeps the coordinator, not the engine's generic one.
        transition.coordinatorHost = nil
        let coordinator = TransitionCoordinator(
            engine: engine, duration: transition.duration, container: container, from: transition.from, to: presented,
            fromView: removes ? transition.from?.storedView : nil, toView: presentedView)
        self.coordinator = coordinator
        if animator == nil { transition.afterStart = { try coordinator.runAlongside() } }
        let presenter = transition.from
        transition.afterWillCallbacks = { [unowned self, unowned window] in
            try self.engine.send(.addSubview, to: window, [.object(container)])
            // A presenter's view that leaves is first moved into the container, where the animation sees it
            // (spec §10.2.4, Apple's CustomTransitions sample); it stays in the window until the end.
            if removes, let view = presenter?.storedView, view.window != nil {
                try self.engine.inferred { try self.engine.send(.addSubview, to: container, [.object(view)]) }
            }
            _ = try self.engine.inferred { try self.engine.send(.presentationTransitionWillBegin, to: self) }
        }
        transition.beforeDidCallbacks = { [unowned self] completed in
            _ = try self.engine.inferred {
                try self.engine.send(.presentationTransitionDidEnd, to: self, [.bool(completed)])
            }
            try self.endCoordination(completed: completed)
        }
        guard let animator, let presenter else { return }
        transition.animator = { [unowned self, unowned presenter] end in
            let presenterFrame = presenter.storedView?.frame ?? .zero
            let context = TransitionContext(
                engine: self.engine, container: container, from: presenter, to: self.presented,
                fromView: removes ? presenter.storedView : nil, toView: self.presentedView,
                fromFrames: (presenterFrame, removes ? .zero : presenterFrame), toFrames: (.zero, try frame() ?? .zero),
                end: end)
            try self.animate(with: animator, context)
        }
        let inner = transition.afterFinish
        transition.afterFinish = { [unowned self, unowned presenter] in
            let completed = try self.endAnimation(by: animator)
            if !completed {
                // Called off: the presented controller is not presented after all.
                if let container = self.containerView, container.superview != nil {
                    try self.engine.send(.removeFromSuperview, to: container)
                }
                self.finishPresentation()
                presenter.ownPresentedViewController = nil
                self.presented.ownPresentingViewController = nil
            }
            try inner?()
        }
    }

    /// Sets up the dismissal's transition: the controller's will-begin and did-end callbacks, the animator,
    /// then the presented view and the container view leave the window and the presenter's view is back in it.
    func configureDismissal(_ transition: inout ContainerTransition, in window: View, animator: EngineObject?) {
        transition.coordinatorHost = nil
        let coordinator = TransitionCoordinator(
            engine: engine, duration: transition.duration, container: containerView, from: presented,
            to: transition.to, fromView: presentedView,
            toView: transition.to?.storedView?.window == nil ? transition.to?.storedView : nil)
        self.coordinator = coordinator
        if animator == nil { transition.afterStart = { try coordinator.runAlongside() } }
        transition.afterWillCallbacks = { [unowned self] in
            _ = try self.engine.inferred { try self.engine.send(.dismissalTransitionWillBegin, to: self) }
        }
        let presenter = transition.to
        transition.beforeDidCallbacks = { [unowned self, unowned window] completed in
            try self.engine.inferred { () throws -> Void in
                guard completed else {
                    _ = try self.engine.send(.dismissalTransitionDidEnd, to: self, [.bool(false)])
                    try self.endCoordination(completed: false)
                    return
                }
                if let view = self.presented.storedView, view.superview != nil {
                    try self.engine.send(.removeFromSuperview, to: view)
                }
                // An animator may have put the presenter's view into the container, or not at all.
                if let view = presenter?.storedView, view.superview !== window,
                   view.superview == nil || view.superview === self.containerView {
                    try self.engine.send(.insertSubviewAt, to: window, [.object(view), .int(0)])
                }
                try self.engine.send(.dismissalTransitionDidEnd, to: self, [.bool(true)])
                try self.endCoordination(completed: true)
                if let container = self.containerView, container.superview != nil {
                    try self.engine.send(.removeFromSuperview, to: container)
                }
            }
        }
        guard let animator, let container = containerView, let presenter else { return }
        let removes = presenter.storedView?.window == nil
        transition.animator = { [unowned self, unowned presenter] end in
            let presentedFrame = self.presentedView?.frame ?? .zero
            let presenterFrame = presenter.storedView?.frame ?? .zero
            let context = TransitionContext(
                engine: self.engine, container: container, from: self.presented, to: presenter,
                fromView: self.presentedView, toView: removes ? presenter.storedView : nil,
                fromFrames: (presentedFrame, .zero), toFrames: (removes ? .zero : presenterFrame, presenterFrame),
                end: end)
            try self.animate(with: animator, context)
        }
        let inner = transition.afterFinish
        transition.afterFinish = { [unowned self] in
            if try self.endAnimation(by: animator) {
                try inner?()
            } else {
                // Called off: the presented controller stays presented, and dismiss's completion waits.
                self.presented.isBeingDismissed = false
            }
        }
    }

    /// UIKit asks the animator for its duration, then has it animate (the question's position is inferred).
    private func animate(with animator: EngineObject, _ context: TransitionContext) throws {
        transitionContext = context
        transitionAnimator = animator
        let seconds = try engine.startAnimator(animator, with: context)
        if let seconds, let coordinator { coordinator.duration = seconds }
        try coordinator?.runAlongside()
    }

    /// The coordinator's completions run and it takes no more blocks.
    private func endCoordination(completed: Bool) throws {
        guard let coordinator else { return }
        self.coordinator = nil
        try coordinator.runCompletions(cancelled: !completed)
    }

    /// Tells the animator the transition ended (`animationEnded(_:)`, inferred position); whether it completed.
    private func endAnimation(by animator: EngineObject?) throws -> Bool {
        guard let animator, let context = transitionContext else { return true }
        defer {
            transitionContext = nil
            transitionAnimator = nil
        }
        return try engine.endAnimator(animator, with: context)
    }

    /// The presentation is over: an app's controller is let go, UIKit's own forgets its container.
    func finishPresentation() {
        containerView = nil
        runsPresentation = false
        if behavior != nil, presented.ownPresentationController === self { presented.ownPresentationController = nil }
    }
}

/// UIKit's `UITransitionView`: the view a custom presentation happens in. Its layout pass tells the
/// presentation controller before and after the subviews are laid out (Apple's documentation of
/// `containerViewWillLayoutSubviews()`).
final class TransitionContainerView: View {
    override class var uikitClassName: String { "UITransitionView" }

    private unowned let presentationController: PresentationController

    init(presenting presentationController: PresentationController, frame: Rect) {
        self.presentationController = presentationController
        super.init(in: presentationController.engine, frame: frame)
        isMadeByUIKit = true
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    override func uikitImplementation(_ method: Method, _ arguments: [Argument]) throws -> Argument {
        guard method == .layoutSubviews else { return try super.uikitImplementation(method, arguments) }
        try engine.send(.containerViewWillLayoutSubviews, to: presentationController)
        let result = try super.uikitImplementation(method, arguments)
        try engine.send(.containerViewDidLayoutSubviews, to: presentationController)
        return result
    }
}
