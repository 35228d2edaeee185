/// Core Animation's commit at the end of a turn: the constraint pass, the layout pass and the display
/// pass over every visible window.
extension Engine {
    func commit() throws {
        guard runLoop.commitRequested else { return }
        runLoop.commitRequested = false
        commitSerial += 1
        let visible = windows.filter(\.isVisible)
        clock.phase = .layout
        // Views the layout pass will lay out update their subtree's constraints as part of their layout
        // (`layOut`); this pass takes the views outside such subtrees.
        for window in visible where window.usesConstraintBasedLayout {
            try within(.constraintPass) { try updateConstraintsOutsideLaidOutSubtrees(window) }
        }
        for window in visible {
            try within(.layoutPass) { try layOutRepeatedly(window) }
            if !window.statusBarHasSettled { try settleStatusBar(of: window) }
        }
        clock.phase = .display
        for window in visible {
            try within(.displayPass) { try display(window, hidden: false) }
        }
    }

    /// `layoutIfNeeded()`: the receiver's pending layout, now, constraints first (spec §4.4).
    func layOutNow(_ view: View) throws {
        if view.window?.usesConstraintBasedLayout == true {
            try updateConstraintsBottomUp(view)
        }
        try layOutRepeatedly(view)
    }

    /// `updateConstraintsIfNeeded()`.
    func updateConstraints(in view: View) throws {
        try updateConstraintsBottomUp(view)
    }

    // MARK: Constraints

    /// Subviews before their superview; a controller's root view through `updateViewConstraints()`
    /// (spec §4.1, recorded: subviews' `updateConstraints()` before the controller's).
    private func updateConstraintsBottomUp(_ view: View) throws {
        try updateConstraints(under: view, skippingLaidOut: false)
    }

    /// Bottom-up, like `updateConstraintsBottomUp`, but leaves out every subtree whose root will be laid out.
    private func updateConstraintsOutsideLaidOutSubtrees(_ view: View) throws {
        try updateConstraints(under: view, skippingLaidOut: true)
    }

    private func updateConstraints(under view: View, skippingLaidOut: Bool) throws {
        if skippingLaidOut, view.needsLayout { return }
        try countWork()
        for subview in view.subviews where subview.superview === view {
            try updateConstraints(under: subview, skippingLaidOut: skippingLaidOut)
        }
        guard view.needsUpdateConstraints else { return }
        view.needsUpdateConstraints = false
        if let controller = view.owningController {
            try send(.updateViewConstraints, to: controller)
        } else {
            try send(.updateConstraints, to: view)
        }
    }

    // MARK: Layout

    /// Lays out the subtree, again while layout re-dirties views, up to the budget: a view that keeps
    /// invalidating its own layout is a layout loop, reported instead of hanging.
    func layOutRepeatedly(_ root: View) throws {
        var rounds = 0
        repeat {
            rounds += 1
            if rounds > configuration.maxLayoutRounds {
                warn("Layout loop: \(root.name)'s subtree was still asking for layout after "
                     + "\(configuration.maxLayoutRounds) layout rounds in one pass")
                throw terminate(.budgetExceeded(
                    "layout loop: layoutSubviews() keeps calling setNeedsLayout() "
                        + "(\(configuration.maxLayoutRounds) rounds in one layout pass)"))
            }
            layoutRequestedDuringPass = false
            try layOut(root)
        } while layoutRequestedDuringPass && subtreeNeedsLayout(root)
    }

    private func subtreeNeedsLayout(_ view: View) -> Bool {
        if view.needsLayout { return true }
        return view.subviews.contains { $0.superview === view && subtreeNeedsLayout($0) }
    }

    /// Top-down; siblings last-added first (seed S0, spec §16). A controller's root view is laid out as
    /// `viewWillLayoutSubviews()`, `layoutSubviews()`, `viewDidLayoutSubviews()`, then its subviews (spec §4.2).
    private func layOut(_ view: View) throws {
        try countWork()
        try updateSafeArea(of: view)
        if let controller = view.owningController, controller.isAppearingPending, view.window != nil {
            try controller.deliverViewIsAppearing()
        }
        if view.needsLayout {
            view.needsLayout = false
            view.laidOutSize = view.bounds.size
            // A view laid out updates its subtree's constraints first, as UIKit's layout of a layer does
            // before `layoutSubviews()`. A controller's root view already in the window when the pass began
            // does it after `viewWillLayoutSubviews()` (views added to a shown screen, recorded in p17); one
            // installed during this pass (a pushed controller's, trace 14) and the subtree of a window laid
            // out whole (a launch, p16) have theirs before the controller hears of the layout.
            let constrained = view.window?.usesConstraintBasedLayout == true
            if let controller = view.owningController {
                let alreadyShown = view.windowEntryCommit != commitSerial
                if constrained, !alreadyShown { try updateConstraintsBottomUp(view) }
                try send(.viewWillLayoutSubviews, to: controller)
                if constrained, alreadyShown { try updateConstraintsBottomUp(view) }
                try send(.layoutSubviews, to: view)
                try send(.viewDidLayoutSubviews, to: controller)
            } else {
                if constrained { try updateConstraintsBottomUp(view) }
                try send(.layoutSubviews, to: view)
            }
        }
        let subviews = view.subviews
        for index in subviews.indices.reversed() where subviews[index].superview === view {
            try layOut(subviews[index])
        }
    }

    // MARK: Display

    /// `draw(_:)` for every due view that draws, is on screen, not hidden and not empty, in layout order
    /// (spec §5, seed S0.a step 7). A view that cannot be drawn yet keeps its request.
    private func display(_ view: View, hidden ancestorHidden: Bool) throws {
        try countWork()
        let hidden = ancestorHidden || view.isHidden || view.alpha <= 0
        if !hidden, view.needsDisplay, view.drawsContent, !view.bounds.isEmpty {
            let rect = view.dirtyRect ?? view.bounds
            view.needsDisplay = false
            view.dirtyRect = nil
            try send(.draw, to: view, [.rect(rect)])
        }
        let subviews = view.subviews
        for index in subviews.indices.reversed() where subviews[index].superview === view {
            try display(subviews[index], hidden: hidden)
        }
    }
}
