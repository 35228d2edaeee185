/// The appearance state machine (spec §2): will/did pairs, forwarding to children, and the rule that
/// appearance follows window membership (spec §2.9, seed S4).
extension ViewController {
    /// Starts an appearance transition: the state changes, `viewWillAppear(_:)` or `viewWillDisappear(_:)`
    /// runs, then children whose views are inside this controller's view get the same, parent first
    /// (spec §8.6, recorded).
    func beginAppearance(_ appearing: Bool, animated: Bool) throws {
        try engine.within(.appearanceState) {
            appearance = appearing ? .willAppear : .willDisappear
            appearanceAnimated = animated
            isAppearingPending = appearing && engine.features.hasViewIsAppearing
            try engine.send(appearing ? .viewWillAppear : .viewWillDisappear, to: self, [.bool(animated)])
            guard try forwardsAppearanceToChildren(), let view = storedView else {
                forwardedChildren = []
                return
            }
            let target: AppearanceState = appearing ? .willAppear : .willDisappear
            forwardedChildren = children.filter {
                $0.storedView?.isDescendant(of: view) == true && $0.appearance != target
                    && $0.appearance != (appearing ? .appeared : .disappeared)
            }
            try engine.within(.appearanceForwarding) {
                for child in forwardedChildren {
                    try child.beginAppearance(appearing, animated: animated)
                }
            }
        }
    }

    /// Ends the transition in progress: `viewIsAppearing(_:)` if layout never delivered it, then
    /// `viewDidAppear(_:)` or `viewDidDisappear(_:)`, then the forwarded children, parent first.
    func endAppearance() throws {
        guard appearance == .willAppear || appearance == .willDisappear else { return }
        let appearing = appearance == .willAppear
        try engine.within(.appearanceState) {
            if appearing { try deliverViewIsAppearing() }
            appearance = appearing ? .appeared : .disappeared
            try engine.send(appearing ? .viewDidAppear : .viewDidDisappear, to: self, [.bool(appearanceAnimated)])
            try repeatDidMoveAfterTransition(appearing: appearing)
            let forwarded = forwardedChildren
            forwardedChildren = []
            try engine.within(.appearanceForwarding) {
                for child in forwarded where child.appearance == (appearing ? .willAppear : .willDisappear) {
                    try child.endAppearance()
                }
            }
        }
    }

    /// UIKit's `didMove(toParent:)` remembers being called while the controller's view is between its
    /// will- and did-callback: a container that adds a child to a view on screen calls it between
    /// `viewWillAppear` and `viewDidAppear` (and `removeFromParent()` calls it between `viewWillDisappear`
    /// and `viewDidDisappear`).
    func noteDidMoveDuringTransition(toParent: Bool) {
        switch (appearance, toParent) {
        case (.willAppear, true): didMoveDuringTransition = 1
        case (.willDisappear, false): didMoveDuringTransition = -1
        default: didMoveDuringTransition = 0
        }
    }

    /// The appearance state's did-change sends such a `didMove(toParent:)` again, right after
    /// `viewDidAppear`/`viewDidDisappear` (a recording's call stacks show `_setViewAppearState` calling it;
    /// a child whose container never called it gets none). Recorded on Mac Catalyst, iPadOS 26.5; its
    /// position on an iPhone is inferred.
    func repeatDidMoveAfterTransition(appearing: Bool) throws {
        let noted = didMoveDuringTransition
        didMoveDuringTransition = 0
        switch (noted, appearing) {
        case (1, true):
            guard let parent else { return }
            try engine.inferred { try engine.send(.didMoveToParent, to: self, [.object(parent)]) }
        case (-1, false):
            guard parent == nil else { return }
            try engine.inferred { try engine.send(.didMoveToParent, to: self, [.object(nil)]) }
        default:
            return
        }
    }

    /// `viewIsAppearing(_:)`: after `viewWillAppear(_:)`, once the view is in the hierarchy and its
    /// superview has laid it out, before its own layout (spec §2.2; slot inferred).
    func deliverViewIsAppearing() throws {
        guard isAppearingPending else { return }
        isAppearingPending = false
        try engine.inferred { try engine.send(.viewIsAppearing, to: self, [.bool(appearanceAnimated)]) }
    }

    /// Called as the root view is about to enter or leave a window. Unless a container already began the
    /// transition (or drives it itself), the window move begins it and UIKit's after-commit handler ends it:
    /// `viewWillAppear` inside `addSubview`, `viewDidAppear` after the commit (seed S4.2, S4.6, S4.7).
    func rootViewWillMove(to newWindow: Window?) throws {
        let appearing = newWindow != nil
        if storedView?.window != nil, appearing { return }  // window to window: still on screen
        // A container moving a disappearing controller's view through its own views (a push's dimming
        // view) does not make it appear again.
        if appearing, appearance == .willDisappear, isInContainerTransition { return }
        switch (appearing, appearance) {
        case (true, .willAppear), (true, .appeared), (false, .willDisappear), (false, .disappeared):
            return
        default:
            break
        }
        if let parent, try !parent.forwardsAppearanceToChildren() { return }
        try beginAppearance(appearing, animated: false)
        let target: AppearanceState = appearing ? .willAppear : .willDisappear
        engine.afterAppearance {
            guard self.appearance == target else { return }
            try self.endAppearance()
        }
    }

    /// `shouldAutomaticallyForwardAppearanceMethods`, asked only when the class overrides it.
    func forwardsAppearanceToChildren() throws -> Bool {
        guard behavior?.overrides(.shouldAutomaticallyForwardAppearanceMethods) == true else {
            return forwardsAppearanceByDefault
        }
        return try engine.send(.shouldAutomaticallyForwardAppearanceMethods, to: self).boolValue ?? true
    }

    /// `beginAppearanceTransition(_:animated:)` called by a custom container (spec §2.5–2.6).
    func beginAppearanceTransitionRequested(_ appearing: Bool, animated: Bool) throws {
        let target: AppearanceState = appearing ? .willAppear : .willDisappear
        if appearance == target {
            warnUnbalancedAppearanceCalls()
            return
        }
        try beginAppearance(appearing, animated: animated)
    }

    /// `endAppearanceTransition()` called by a custom container.
    func endAppearanceTransitionRequested() throws {
        guard appearance == .willAppear || appearance == .willDisappear else {
            warnUnbalancedAppearanceCalls()
            return
        }
        try endAppearance()
    }

    func warnUnbalancedAppearanceCalls() {
        engine.warn("Unbalanced calls to begin/end appearance transitions for <\(className): \(name)>.")
    }
}
