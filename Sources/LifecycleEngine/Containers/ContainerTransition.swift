/// One container transition (push, pop, present, dismiss, tab switch, page turn, `transition(from:to:)`):
/// the outgoing controller's appearance ends, the incoming one's begins, and the views are swapped.
///
/// Who takes part follows from window membership, as all appearance does (spec §2.9): the incoming
/// controller appears if its view is not in the window yet (a dismissed sheet's presenter never left, so
/// it hears nothing), and the outgoing one disappears if its view leaves (a sheet leaves its presenter on
/// screen). Each side's did-callback follows its view: the outgoing controller finishes disappearing once
/// its view has left the window. What differs between containers, as recorded in logs (spec §13, "model
/// per container"), is two facts: which will-callback comes first, and when the outgoing view leaves.
struct ContainerTransition {
    enum Side {
        case outgoing, incoming
    }

    /// When the outgoing view leaves the window.
    enum OutgoingViewLeaves {
        /// As the animation ends, before the incoming controller finishes appearing (navigation, tabs).
        case asTheAnimationEnds
        /// Once the incoming controller has appeared: "views belonging to the presenting view controller
        /// are removed after the presentation completes" (presentations, dismissals, `transition(from:to:)`).
        case afterTheIncomingAppears
    }

    /// Shown in stacks: `navigation transition`, `presentation`, `tab switch`.
    var name: String
    var from: ViewController?
    var to: ViewController?
    var animated: Bool
    /// The view the incoming controller's view goes into.
    var container: View
    /// Index in `container` for the incoming view; nil puts it on top.
    var insertionIndex: Int? = nil
    /// Where the incoming view goes, worked out as it is installed (a navigation controller asks the
    /// child how far it extends under the bars, seed S1.6).
    var incomingFrame: (() throws -> Rect?)? = nil
    /// Whose will-callback comes first: the outgoing one's, except in a tab switch (spec §11, recorded) and a
    /// page turn (wangling.me 2014, recorded).
    var beginsFirst = Side.outgoing
    var outgoingViewLeaves = OutgoingViewLeaves.asTheAnimationEnds
    /// Whether the outgoing view leaves the window at all (not for a sheet's presenter, spec §10.2).
    var removesOutgoingView = true
    /// Whether UIKit asks for the incoming view (`loadViewIfNeeded()`) as it installs it: an animation's
    /// transition context does, after `viewWillAppear` (trace 01: a pushed or revealed controller). A
    /// navigation controller showing a child without animation asked before the callbacks instead.
    var asksForViewAsItInstalls = true
    /// Without an animation, whether the transition ends where it started rather than after this turn's
    /// commit: a navigation controller already on screen swaps its children inside its own layout, so the
    /// incoming controller has appeared before the layout pass reaches its view (Mac Catalyst, iPadOS
    /// 26.5: no layout callback before `viewDidAppear` in an unanimated push; the same is reported for an
    /// iOS 12 simulator).
    var endsWhereItStartsWithoutAnimation = false
    /// An interactive transition the user abandons: it runs back from where it stands (spec §2.4).
    var cancels = false
    var duration = ContainerTransition.standardDuration
    /// No log records this container's order: its events are marked inferred.
    var isInferred = false
    /// When animated, UIKit gives the transition a coordinator, which this controller's `transitionCoordinator`
    /// answers (and its children's, and a presenter's): the navigation controller of a push or pop, the
    /// presented controller of a presentation or dismissal (`TransitionCoordination.swift`).
    var coordinatorHost: ViewController? = nil

    /// Runs after the will-callbacks, before the incoming view is installed (a custom presentation's
    /// controller puts up its container view and hears `presentationTransitionWillBegin()`).
    var afterWillCallbacks: (() throws -> Void)? = nil
    /// Runs after the will-callbacks and the view swap (delegate `willShow`, animations blocks).
    var afterStart: (() throws -> Void)? = nil
    /// Runs as the transition ends, before the did-callbacks or the run back, told whether it completed
    /// (a custom presentation's `presentationTransitionDidEnd(_:)`).
    var beforeDidCallbacks: ((_ completed: Bool) throws -> Void)? = nil
    /// An app's animator drives the transition (`animateTransition(using:)`): started after the will-callbacks
    /// in place of installing the incoming view, which it does itself; the transition ends when it calls the
    /// function it is given (`completeTransition(_:)`, false to cancel), never if it does not.
    var animator: ((_ end: @escaping (_ completed: Bool) throws -> Void) throws -> Void)? = nil
    /// Runs once both did-callbacks have been delivered (`didShow`, `didMove(toParent:)`, completion blocks).
    var afterFinish: (() throws -> Void)? = nil

    /// UIKit's default push, pop and present animation length in simulated seconds.
    static let standardDuration = 0.35
}

extension Engine {
    /// Starts `transition` now; its end comes after the animation, or after this turn's commit when not
    /// animated (spec §2.3, §13 last row).
    func run(_ transition: ContainerTransition) throws {
        let transition = try coordinated(transition)
        let (outgoing, incoming) = try within(.transition(transition.name)) {
            try inferred(if: transition.isInferred) { try begin(transition) }
        }
        let finish = { [unowned self] (completed: Bool) in
            var ending = transition
            if !completed { ending.cancels = true }
            try self.within(.transition(transition.name)) {
                try self.inferred(if: transition.isInferred) {
                    try self.finish(ending, outgoing: outgoing, incoming: incoming)
                }
            }
        }
        if let animator = transition.animator {
            var ended = false
            try within(.transition(transition.name)) {
                try animator { completed in
                    // UIKit ends a transition once: a second `completeTransition(_:)` changes nothing.
                    guard !ended else { return }
                    ended = true
                    try finish(completed)
                }
            }
        } else if transition.animated {
            scheduleAnimationEnd(after: transition.duration) { try finish(true) }
        } else if transition.endsWhereItStartsWithoutAnimation {
            try finish(true)
        } else {
            afterTransition { try finish(true) }
        }
    }

    /// The will-callbacks and the view swap; returns the controllers that take part.
    private func begin(_ transition: ContainerTransition) throws -> (ViewController?, ViewController?) {
        let outgoing = transition.removesOutgoingView ? transition.from : nil
        let incoming = transition.to.flatMap { $0.storedView?.window == nil ? $0 : nil }
        switch transition.beginsFirst {
        case .outgoing:
            try outgoing?.beginAppearance(false, animated: transition.animated)
            try incoming?.beginAppearance(true, animated: transition.animated)
        case .incoming:
            try incoming?.beginAppearance(true, animated: transition.animated)
            try outgoing?.beginAppearance(false, animated: transition.animated)
        }
        outgoing?.isInContainerTransition = true
        incoming?.isInContainerTransition = true
        try transition.afterWillCallbacks?()
        if let incoming, transition.animator == nil {
            try installView(of: incoming, in: transition.container, at: transition.insertionIndex,
                            asking: transition.asksForViewAsItInstalls, frame: transition.incomingFrame)
        }
        try transition.afterStart?()
        return (outgoing, incoming)
    }

    private func finish(_ transition: ContainerTransition, outgoing: ViewController?, incoming: ViewController?) throws {
        defer {
            outgoing?.isInContainerTransition = false
            incoming?.isInContainerTransition = false
        }
        try transition.beforeDidCallbacks?(!transition.cancels)
        if transition.cancels {
            // Run back from where it stands: the incoming side, half appeared, disappears and its view
            // leaves; then the outgoing side, half gone, appears again. Neither abandoned direction gets
            // its did-callback (recorded: back swipe, sheet swipe).
            if let incoming {
                try incoming.beginAppearance(false, animated: transition.animated)
                if let view = incoming.storedView, view !== transition.from?.storedView, view.superview != nil {
                    try send(.removeFromSuperview, to: view)
                }
                try incoming.endAppearance()
            }
            try outgoing?.beginAppearance(true, animated: transition.animated)
            try outgoing?.endAppearance()
        } else {
            switch transition.outgoingViewLeaves {
            case .asTheAnimationEnds:
                try removeOutgoingView(of: transition)
                try outgoing?.endAppearance()
                try incoming?.endAppearance()
            case .afterTheIncomingAppears:
                try incoming?.endAppearance()
                try removeOutgoingView(of: transition)
                try outgoing?.endAppearance()
            }
        }
        try transition.afterFinish?()
    }

    private func removeOutgoingView(of transition: ContainerTransition) throws {
        guard transition.removesOutgoingView, let view = transition.from?.storedView, view.superview != nil,
              transition.to?.storedView !== view else { return }
        try send(.removeFromSuperview, to: view)
    }

    /// Puts a controller's view into a container. UIKit asks for the view through the overridable
    /// `loadViewIfNeeded()` as it installs it, after `viewWillAppear` (spec §1.4, seed S0.a, trace 01).
    func installView(of controller: ViewController, in container: View, at index: Int?, asking: Bool = true,
                     frame: (() throws -> Rect?)?) throws {
        if asking, features.asksForViewsThroughLoadViewIfNeeded { try send(.loadViewIfNeeded, to: controller) }
        guard let view = controller.storedView else { return }
        if let frame = try frame?() { view.setFrame(frame) }
        if let index {
            try send(.insertSubviewAt, to: container, [.object(view), .int(index)])
        } else {
            try send(.addSubview, to: container, [.object(view)])
        }
    }
}
