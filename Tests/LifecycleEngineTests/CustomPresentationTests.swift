import LifecycleEngine
import Testing

/// A `.custom` presentation whose transitioning delegate vends a presentation controller: its phases
/// among the appearance callbacks, its container view, and the positions the engine infers (`*`).
@Suite struct CustomPresentationTests {
    static let controllerLog: [Method] = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]
    static let phases: [Method] = [
        .presentationTransitionWillBegin, .presentationTransitionDidEnd, .dismissalTransitionWillBegin,
        .dismissalTransitionDidEnd, .containerViewWillLayoutSubviews, .containerViewDidLayoutSubviews,
    ]

    struct Setup {
        let engine: Engine
        let home: ViewController
        let card: ViewController
        let controller: PresentationController
    }

    /// `home` presents `card` through a delegate that vends `controller`; with `removesPresenter` the
    /// controller's `shouldRemovePresentersView` answers true.
    func setUp(removesPresenter: Bool = false) -> Setup {
        let engine = Engine()
        let home = engine.loggingController("home", logging: Self.controllerLog)
        let card = engine.loggingController("card", logging: Self.controllerLog)
        card.modalPresentationStyle = .custom
        let behavior = Subclass("CardPresentationController", logging: Self.phases)
        let controller = PresentationController(in: engine, presented: card, presenting: nil,
                                                behavior: removesPresenter
                                                    ? behavior.replacing(.shouldRemovePresentersView) { _, _ in .bool(true) }
                                                    : behavior)
        controller.name = "cardPresentation"
        let delegate = engine.makeObject(name: "transitioning", behavior: Subclass("Transitioning")
            .replacing(.presentationControllerForPresented) { _, _ in .object(controller) })
        card.transitioningDelegate = delegate
        engine.hold(card)
        engine.hold(delegate)
        engine.hold(controller)
        return Setup(engine: engine, home: home, card: card, controller: controller)
    }

    /// The card's transitioning delegate vends `animator` for the presentation; the engine keeps it alive.
    func vend(_ animator: EngineObject, in setup: Setup) {
        setup.engine.hold(animator)
        let delegate = setup.card.transitioningDelegate!
        delegate.behavior = (delegate.behavior as! Subclass)
            .replacing(.animationControllerForPresented) { _, _ in .object(animator) }
    }

    /// The callbacks `receivers` heard, each `receiver.method`, with `*` where the trace marks it inferred.
    func markedCallbacks(of receivers: [String], in setup: Setup) -> [String] {
        setup.engine.events().filter { event in
            guard event.kind == .callback, let receiver = event.receiver else { return false }
            return receivers.contains(receiver)
        }.map { "\($0.receiver!).\($0.method!)" + ($0.inferred ? "*" : "") }
    }

    func run(_ setup: Setup, animated: Bool = true) {
        setup.engine.runSteps(launch: { try setup.engine.window.setRootViewController(setup.home) }, [
            ("present", { try setup.home.present(setup.card, animated: animated, completion: nil) }),
            ("dismiss", { try setup.home.dismiss(animated: animated, completion: nil) }),
        ])
    }

    /// The presenter stays in the window and hears nothing (`shouldRemovePresentersView` is false in
    /// UIKit's implementation); the container's layout is bracketed by the controller's callbacks.
    @Test func presentationControllerPhases() {
        let setup = setUp()
        run(setup)
        expectTrace(setup.engine.printed(inStep: "present"), [
            "card.viewWillAppear(true)", "cardPresentation.presentationTransitionWillBegin()",
            "cardPresentation.containerViewWillLayoutSubviews()", "cardPresentation.containerViewDidLayoutSubviews()",
            "cardPresentation.presentationTransitionDidEnd(true)", "card.viewDidAppear(true)",
        ])
        expectTrace(setup.engine.printed(inStep: "dismiss"), [
            "card.viewWillDisappear(true)", "cardPresentation.dismissalTransitionWillBegin()",
            "cardPresentation.dismissalTransitionDidEnd(true)", "card.viewDidDisappear(true)",
        ])
        #expect(setup.home.viewIfLoaded?.window != nil)
        #expect(setup.controller.containerView == nil)
        #expect(setup.card.viewIfLoaded?.superview == nil)
    }

    /// The container view (`UITransitionView`) is over the presenter and fills the window; the presented
    /// view is in it at `frameOfPresentedViewInContainerView` (the container's bounds by default).
    @Test func containerViewHoldsThePresentedView() {
        let setup = setUp()
        setup.engine.run { try setup.engine.window.setRootViewController(setup.home) }
        setup.engine.run { try setup.home.present(setup.card, animated: false, completion: nil) }
        let container = setup.controller.containerView
        #expect(container?.uikitClass == "UITransitionView")
        #expect(container?.superview === setup.engine.window)
        #expect(setup.engine.window.subviews.last === container)
        #expect(setup.card.viewIfLoaded?.superview === container)
        #expect(setup.card.viewIfLoaded?.frame == setup.engine.window.bounds)
        #expect(setup.card.presentationController === setup.controller)
    }

    /// `shouldRemovePresentersView` true: the presenter's view leaves, so it disappears and reappears. It is
    /// moved into the container first (spec §10.2.4) and leaves it at the end, which lays the container out again.
    @Test func removingThePresentersView() {
        let setup = setUp(removesPresenter: true)
        run(setup)
        expectTrace(setup.engine.printed(inStep: "present"), [
            "home.viewWillDisappear(true)", "card.viewWillAppear(true)",
            "cardPresentation.presentationTransitionWillBegin()",
            "cardPresentation.containerViewWillLayoutSubviews()", "cardPresentation.containerViewDidLayoutSubviews()",
            "cardPresentation.presentationTransitionDidEnd(true)", "card.viewDidAppear(true)",
            "home.viewDidDisappear(true)",
            "cardPresentation.containerViewWillLayoutSubviews()", "cardPresentation.containerViewDidLayoutSubviews()",
        ])
        #expect(setup.home.viewIfLoaded?.superview === setup.engine.window)
        expectTrace(setup.engine.printed(inStep: "dismiss"), [
            "card.viewWillDisappear(true)", "home.viewWillAppear(true)",
            "cardPresentation.dismissalTransitionWillBegin()", "cardPresentation.dismissalTransitionDidEnd(true)",
            "home.viewDidAppear(true)", "card.viewDidDisappear(true)",
        ])
    }

    /// No recording fixes where the delegate is asked or where the phases fall among the appearance
    /// callbacks: the trace marks them inferred; the container's layout callbacks are documented.
    @Test func inferredPositionsAreMarked() {
        let setup = setUp()
        run(setup)
        let marked = markedCallbacks(of: ["transitioning", "cardPresentation"], in: setup)
        expectTrace(marked, [
            "transitioning.presentationController(forPresented:presenting:source:)*",
            "cardPresentation.shouldRemovePresentersView*",
            "cardPresentation.presentationTransitionWillBegin()*",
            "cardPresentation.frameOfPresentedViewInContainerView*",
            "cardPresentation.containerViewWillLayoutSubviews()", "cardPresentation.containerViewDidLayoutSubviews()",
            "cardPresentation.presentationTransitionDidEnd(_:)*",
            "cardPresentation.dismissalTransitionWillBegin()*", "cardPresentation.dismissalTransitionDidEnd(_:)*",
        ])
    }

    /// An animator vended with the presentation controller: the controller's will-begin callback precedes
    /// `animateTransition(using:)`; the did-callbacks wait for `completeTransition(_:)`, then
    /// `animationEnded(_:)` (inferred) follows.
    @Test func animatorDrivesTheTransition() {
        let setup = setUp()
        let animator = setup.engine.makeObject(name: "animator", behavior: Subclass("Animator", logging: [
            .transitionDuration, .animationEnded,
        ]).replacing(.animateTransition) { object, arguments in
            let context = arguments[0].objectValue as! TransitionContext
            object.engine.print("animate: to \(context.to.name), from view \(context.fromView?.name ?? "nil")")
            try context.completeTransition(true)
            try context.completeTransition(false)
            return .void
        })
        vend(animator, in: setup)
        run(setup)
        expectTrace(setup.engine.printed(inStep: "present"), [
            "card.viewWillAppear(true)", "cardPresentation.presentationTransitionWillBegin()",
            "animator.transitionDuration(using: _UIViewControllerOneToOneTransitionContext#1)",
            "animate: to card, from view nil",
            "cardPresentation.presentationTransitionDidEnd(true)", "card.viewDidAppear(true)",
            "animator.animationEnded(true)",
            "cardPresentation.containerViewWillLayoutSubviews()", "cardPresentation.containerViewDidLayoutSubviews()",
        ])
        #expect(setup.card.viewIfLoaded?.window == nil, "the animator never put the card's view in the container")
    }

    /// An animator that never calls `completeTransition(_:)` leaves the presentation open, as in UIKit.
    @Test func transitionWaitsForCompleteTransition() {
        let setup = setUp()
        let animator = setup.engine.makeObject(name: "animator", behavior: Subclass("Animator", logging: [.animationEnded])
            .replacing(.animateTransition) { _, _ in .void })
        vend(animator, in: setup)
        setup.engine.runSteps(launch: { try setup.engine.window.setRootViewController(setup.home) }, [
            ("present", { try setup.home.present(setup.card, animated: true, completion: nil) }),
        ])
        expectTrace(setup.engine.printed(inStep: "present"), [
            "card.viewWillAppear(true)", "cardPresentation.presentationTransitionWillBegin()",
            "cardPresentation.containerViewWillLayoutSubviews()", "cardPresentation.containerViewDidLayoutSubviews()",
        ])
        #expect(setup.card.isBeingPresented)
    }

    /// The delegate's question for an animator, `transitionDuration(using:)` and `animationEnded(_:)` have no
    /// recorded position: marked inferred; `animateTransition(using:)` starts the animation (documented).
    @Test func animatorPositionsAreMarked() {
        let setup = setUp()
        let animator = setup.engine.makeObject(name: "animator", behavior: Subclass("Animator", logging: [
            .transitionDuration, .animationEnded,
        ]).replacing(.animateTransition) { _, arguments in
            try (arguments[0].objectValue as! TransitionContext).completeTransition(true)
            return .void
        })
        vend(animator, in: setup)
        run(setup)
        let marked = markedCallbacks(of: ["transitioning", "animator"], in: setup)
        expectTrace(marked, [
            "transitioning.presentationController(forPresented:presenting:source:)*",
            "transitioning.animationController(forPresented:presenting:source:)*",
            "animator.transitionDuration(using:)*", "animator.animateTransition(using:)", "animator.animationEnded(_:)*",
        ])
    }
}
