/// `UIViewController.transitionCoordinator` during the transitions UIKit animates: an animated push, pop or
/// `setViewControllers(_:animated:)` and an animated presentation or dismissal (Apple's documentation of
/// `transitionCoordinator`: the coordinator of a presentation or dismissal in progress, and a navigation
/// controller's push or pop; a child controller that is not itself being transitioned answers its parent's).
/// The engine gives such a transition a `TransitionCoordination` held by its host (`ContainerTransition.
/// coordinatorHost`); a presentation through a transitioning delegate uses its presentation controller's
/// (`CustomPresentation.swift`). Blocks run at the same points in both: the alongside blocks after the view swap
/// (and the navigation delegate's `willShow`), the completions as the transition ends, before the
/// did-appearance callbacks (inferred positions, marked in the trace).
///
/// UIKit makes no coordinator for an unanimated transition or a tab switch (a tab bar controller's delegate
/// animator aside), so `transitionCoordinator` is nil there. The coordinators of interactive transitions
/// (back swipes, sheet swipes) and of animated page turns and `transition(from:to:)` are not modelled: reading
/// one is an error where it is read.

/// The coordination of one animated transition, held by its host while the transition runs. The
/// `TransitionCoordinator` object is made when app code first reads `transitionCoordinator`, so a transition
/// nobody asks about makes no object (and traces no release).
final class TransitionCoordination {
    private unowned let engine: Engine
    /// The transition's length; an app's animator answers it (`transitionDuration(using:)`).
    var duration: Double {
        didSet { coordinator?.duration = duration }
    }
    private let container: View
    let from: ViewController?
    private let to: ViewController?
    private let fromView: View?
    private let toView: View?
    /// Made on first read; nil before, and after the transition for one nobody read.
    private(set) var coordinator: TransitionCoordinator?
    /// The transition has ended: `transitionCoordinator` is nil from now on.
    private(set) var hasEnded = false
    /// The alongside blocks' moment has come: a coordinator made later runs the blocks it is given at once.
    private var alongsideStarted = false

    init(engine: Engine, transition: ContainerTransition) {
        self.engine = engine
        duration = transition.duration
        container = transition.container
        from = transition.from
        to = transition.to
        fromView = transition.removesOutgoingView ? transition.from?.storedView : nil
        toView = transition.to?.storedView?.window == nil ? transition.to?.storedView : nil
    }

    /// The coordinator while the transition runs, made on first read.
    var activeCoordinator: TransitionCoordinator? {
        guard !hasEnded else { return nil }
        if let coordinator { return coordinator }
        let made = TransitionCoordinator(engine: engine, duration: duration, container: container, from: from, to: to,
                                         fromView: fromView, toView: toView)
        if alongsideStarted { made.alongsideHaveStarted() }
        coordinator = made
        return made
    }

    func runAlongside() throws {
        alongsideStarted = true
        try coordinator?.runAlongside()
    }

    func end(completed: Bool) throws {
        hasEnded = true
        try coordinator?.runCompletions(cancelled: !completed)
    }
}

extension Engine {
    /// Gives an animated transition with a host its coordination, run alongside the transition's phases.
    func coordinated(_ transition: ContainerTransition) throws -> ContainerTransition {
        guard transition.animated, let host = transition.coordinatorHost, host.hostedCoordination == nil else {
            return transition
        }
        let coordination = TransitionCoordination(engine: self, transition: transition)
        host.hostedCoordination = coordination
        var coordinated = transition
        // The alongside blocks run once the animations have started: after the animator's
        // `animateTransition(using:)`, else after the view swap.
        if let animator = transition.animator {
            coordinated.animator = { end in
                try animator(end)
                try coordination.runAlongside()
            }
        } else {
            let start = transition.afterStart
            coordinated.afterStart = {
                try start?()
                try coordination.runAlongside()
            }
        }
        let end = transition.beforeDidCallbacks
        coordinated.beforeDidCallbacks = { completed in
            try coordination.end(completed: completed)
            try end?(completed)
        }
        // The host keeps the ended coordination until the transition is over: `transitionCoordinator` is nil
        // in the did-callbacks and the completion blocks, not an unmodelled transition's.
        let finish = transition.afterFinish
        coordinated.afterFinish = { [unowned host] in
            defer { if host.hostedCoordination === coordination { host.hostedCoordination = nil } }
            try finish?()
        }
        return coordinated
    }
}

extension ViewController {
    /// `transitionCoordinator`: the coordinator of the transition this controller, or an ancestor, takes part
    /// in (as the host, the presented or the presenting controller).
    public var transitionCoordinator: TransitionCoordinator? {
        var node: ViewController? = self
        while let current = node {
            if let coordination = current.hostedCoordination { return coordination.activeCoordinator }
            if let coordinator = current.ownPresentationController?.coordinator { return coordinator }
            if let presented = current.ownPresentedViewController {
                if let coordination = presented.hostedCoordination { return coordination.activeCoordinator }
                if let coordinator = presented.ownPresentationController?.coordinator { return coordinator }
            }
            // The topmost controller of a chain dismissed from lower down leaves in its presenter's dismissal.
            if let coordination = current.ownPresentingViewController?.hostedCoordination, coordination.from === current {
                return coordination.activeCoordinator
            }
            node = current.parent
        }
        return nil
    }

    /// Whether this controller, or an ancestor, takes part in an animated transition whose coordinator is not
    /// modelled (a back swipe, a sheet swipe, a page turn, `transition(from:to:)`).
    public var isInUncoordinatedTransition: Bool {
        // A transition with a coordinator is coordinated, also once its coordinator is done.
        var node: ViewController? = self
        while let current = node {
            if current.holdsCoordinator || current.ownPresentedViewController?.holdsCoordinator == true { return false }
            if let coordination = current.ownPresentingViewController?.hostedCoordination, coordination.from === current {
                return false
            }
            node = current.parent
        }
        node = self
        while let current = node {
            if let presented = current.ownPresentedViewController,
               presented.isBeingPresented || presented.isBeingDismissed, presented.appearanceAnimated {
                return true
            }
            if current.appearanceAnimated,
               current.isInContainerTransition || current.isBeingPresented || current.isBeingDismissed {
                return true
            }
            // An animated appearance change is a transition (UIKit has no coordinator for an unanimated one at launch).
            if current.appearanceAnimated, current.appearance == .willAppear || current.appearance == .willDisappear {
                return true
            }
            node = current.parent
        }
        return false
    }

    /// Hosts a transition's coordinator, or runs a presentation through a transitioning delegate.
    private var holdsCoordinator: Bool {
        hostedCoordination != nil || ownPresentationController?.runsPresentation == true
    }
}
