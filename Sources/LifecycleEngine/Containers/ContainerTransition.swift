/// One container transition (push, pop, present, dismiss, tab switch, `transition(from:to:)`): the
/// outgoing controller's appearance ends, the incoming one's begins, and the views are swapped.
///
/// What differs between containers is recorded in logs and kept as data here (spec §13 "model per
/// container"): which will-callback comes first, which did-callback comes first, and whether the
/// outgoing view leaves the window. Everything else (window moves, layout, deferral) is the shared
/// machinery.
struct ContainerTransition {
    /// Shown in stacks: `navigation transition`, `presentation`, `tab switch`.
    var name: String
    var from: ViewController?
    var to: ViewController?
    var animated: Bool
    /// The view the incoming controller's view goes into.
    var container: View
    /// Index in `container` for the incoming view; nil puts it on top.
    var insertionIndex: Int? = nil
    var incomingFrame: Rect? = nil
    /// Tab bars send the incoming `viewWillAppear` before the outgoing `viewWillDisappear` (spec §11).
    var incomingBeginsFirst = false
    /// Presentations end the incoming controller before the outgoing one (spec §10.1); navigation the reverse.
    var incomingEndsFirst = false
    /// Sheets leave the presenter's view (and its appearance) alone (spec §10.2).
    var outgoingDisappears = true
    /// Dismissing a sheet: the presenter was never told it disappeared, so it is not told it reappears.
    var incomingAppears = true
    /// An interactive transition the user abandons: the incoming side backs out and the outgoing side
    /// comes back, with no did-callback for the aborted direction (spec §2.4, recorded).
    var cancels = false
    /// Remove the outgoing view from the window when done (full-screen presentation, push, pop, tab).
    var removesOutgoingView = true
    var duration = ContainerTransition.standardDuration

    /// Runs after the will-callbacks and the view swap (delegate `willShow`, animations blocks).
    var afterStart: (() throws -> Void)? = nil
    /// Runs once both did-callbacks have been delivered (`didShow`, `didMove(toParent:)`, completion blocks).
    var afterFinish: (() throws -> Void)? = nil

    /// UIKit's default push, pop and present animation length in simulated seconds.
    static let standardDuration = 0.35
}

extension Engine {
    /// Starts `transition` now; its end comes after the animation, or after this turn's commit when not
    /// animated (spec §2.3, §13 last row).
    func run(_ transition: ContainerTransition) throws {
        try within(.transition(transition.name)) {
            try begin(transition)
        }
        let finish = { [unowned self] in
            try self.within(.transition(transition.name)) { try self.finish(transition) }
        }
        if transition.animated {
            scheduleAnimationEnd(after: transition.duration, finish)
        } else {
            afterTransition(finish)
        }
    }

    private func begin(_ transition: ContainerTransition) throws {
        let from = transition.outgoingDisappears ? transition.from : nil
        let to = transition.incomingAppears ? transition.to : nil
        if transition.incomingBeginsFirst {
            try to?.beginAppearance(true, animated: transition.animated)
            try from?.beginAppearance(false, animated: transition.animated)
        } else {
            try from?.beginAppearance(false, animated: transition.animated)
            try to?.beginAppearance(true, animated: transition.animated)
        }
        if transition.incomingAppears, let to = transition.to {
            // UIKit asks for the view through the overridable method here (spec §1.4, L-readke).
            try send(.loadViewIfNeeded, to: to)
            if let view = to.storedView {
                if let frame = transition.incomingFrame { view.setFrame(frame) }
                if let index = transition.insertionIndex {
                    try send(.insertSubviewAt, to: transition.container, [.object(view), .int(index)])
                } else {
                    try send(.addSubview, to: transition.container, [.object(view)])
                }
            }
        }
        try transition.afterStart?()
    }

    private func finish(_ transition: ContainerTransition) throws {
        let from = transition.outgoingDisappears ? transition.from : nil
        let to = transition.incomingAppears ? transition.to : nil
        if transition.cancels {
            try to?.beginAppearance(false, animated: transition.animated)
            if transition.incomingAppears, let view = transition.to?.storedView,
               view !== transition.from?.storedView, view.superview != nil {
                try send(.removeFromSuperview, to: view)
            }
            try to?.endAppearance()
            try from?.beginAppearance(true, animated: transition.animated)
            try from?.endAppearance()
        } else if transition.incomingEndsFirst {
            try to?.endAppearance()
            try removeOutgoingView(of: transition)
            try from?.endAppearance()
        } else {
            try removeOutgoingView(of: transition)
            try from?.endAppearance()
            try to?.endAppearance()
        }
        try transition.afterFinish?()
    }

    private func removeOutgoingView(of transition: ContainerTransition) throws {
        guard transition.removesOutgoingView, let view = transition.from?.storedView, view.superview != nil,
              transition.to?.storedView !== view else { return }
        try send(.removeFromSuperview, to: view)
    }
}
