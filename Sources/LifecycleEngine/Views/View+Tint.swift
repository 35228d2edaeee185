/// Tint inheritance (iOS 7+). A view's `tintColor` is the first one set on it or an ancestor, else the
/// system's; its `tintAdjustmentMode` the first one other than `.automatic`, else `.normal`, and a dimmed
/// mode dims the color. UIKit sends `tintColorDidChange()` to every view whose effective tint changes:
/// the view whose `tintColor` the app set (also when its effective color stays the same) and, below it,
/// the views that inherit the change (UIView.h and UIKit's documentation of both properties). A view
/// moved under a superview with a different effective tint changes too. An alert's presentation
/// controller sets its presenter's view to `.dimmed` while the alert is up (Apple's reply in
/// rdar://36531447). Where these calls fall (inside the setter, after `didMoveToSuperview()`, as the
/// alert's presentation and dismissal start) and their pre-order are inferred.
public enum TintAdjustmentMode: String, CaseIterable, Sendable {
    case automatic, normal, dimmed
}

extension View {
    /// What a view's tint is: the color's identity (nil: the system's) and whether it is dimmed.
    struct TintState: Equatable {
        var color: String?
        var isDimmed: Bool
    }

    /// The `tintColor` setter: `color` identifies the color (nil: none of its own).
    public func setTintColor(_ color: String?) throws {
        guard color != ownTintColor else { return }
        try changingTint(alwaysTelling: self) { ownTintColor = color }
    }

    /// The `tintAdjustmentMode` setter.
    public func setTintAdjustmentMode(_ mode: TintAdjustmentMode) throws {
        guard mode != ownTintAdjustmentMode else { return }
        try changingTint(alwaysTelling: nil) { ownTintAdjustmentMode = mode }
    }

    /// `tintColor`'s identity as the getter finds it: the first color up the superview chain.
    public var effectiveTintColor: String? {
        var node: View? = self
        while let current = node {
            if let color = current.ownTintColor { return color }
            node = current.superview
        }
        return nil
    }

    /// `tintAdjustmentMode` as the getter reads it: never `.automatic`.
    public var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var node: View? = self
        while let current = node {
            if current.ownTintAdjustmentMode != .automatic { return current.ownTintAdjustmentMode }
            node = current.superview
        }
        return .normal
    }

    var tintState: TintState { TintState(color: effectiveTintColor, isDimmed: effectiveTintAdjustmentMode == .dimmed) }

    /// Runs `change` and tells the views in this subtree whose tint it changed, `always` in any case.
    func changingTint(alwaysTelling always: View?, _ change: () throws -> Void) throws {
        engine.tintIsInUse = true
        let before = try tintStates()
        try change()
        try tellTintChanges(since: before, always: always)
    }

    /// The tint of every view of the subtree, by object id.
    func tintStates() throws -> [Int: TintState] {
        guard engine.tintIsInUse else { return [:] }
        var states: [Int: TintState] = [:]
        try collectTintStates(inherited: superview?.tintState ?? TintState(color: nil, isDimmed: false), into: &states)
        return states
    }

    private func collectTintStates(inherited: TintState, into states: inout [Int: TintState]) throws {
        try engine.countWork()
        let mode = ownTintAdjustmentMode
        let state = TintState(color: ownTintColor ?? inherited.color,
                              isDimmed: mode == .automatic ? inherited.isDimmed : mode == .dimmed)
        states[id] = state
        for subview in subviews where subview.superview === self {
            try subview.collectTintStates(inherited: state, into: &states)
        }
    }

    /// Sends `tintColorDidChange()` in pre-order to the views whose state differs from `before`.
    func tellTintChanges(since before: [Int: TintState], always: View? = nil) throws {
        guard engine.tintIsInUse, !before.isEmpty || always != nil else { return }
        let after = try tintStates()
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if view === always || before[view.id] != after[view.id] {
                try engine.inferred { try engine.send(.tintColorDidChange, to: view) }
            }
            pending += view.subviews.filter { $0.superview === view }.reversed()
        }
    }

    /// An alert's presentation dims the presenter's view; its dismissal puts back the mode it had.
    func dimTintForPresentation() throws {
        guard modeBeforePresentationDimming == nil else { return }
        modeBeforePresentationDimming = ownTintAdjustmentMode
        try setTintAdjustmentMode(.dimmed)
    }

    func restoreTintAfterPresentation() throws {
        guard let mode = modeBeforePresentationDimming else { return }
        modeBeforePresentationDimming = nil
        try setTintAdjustmentMode(mode)
    }
}
