/// Adding, removing and reordering subviews, with the callbacks of spec §6 and seed S0.
extension View {
    /// Inserts `view` at `index` (clamped), running the whole callback sequence.
    ///
    /// Order: the old superview's `willRemoveSubview(_:)`, `willMove(toSuperview:)`, the window move of
    /// the subtree if its window changes, `didMoveToSuperview()`, then `didAddSubview(_:)` on the
    /// receiver (spec §6.1, §6.3, §6.4.1). A move between superviews is one pair, not a nil pair first.
    func insertSubviewNow(_ view: View, at index: Int) throws {
        if view === self {
            throw engine.raise("NSInvalidArgumentException", "Can't add self as subview")
        }
        if isDescendant(of: view) {
            throw engine.raise("CALayerInvalid", "layer <CALayer: \(view.name).layer> is a part of cycle in its layer tree")
        }
        try checkNestingDepth(adding: view)
        if view.superview === self {
            // Already a subview: only the z-order changes, no callbacks (spec §6.4.2).
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        let oldSuperview = view.superview
        let enteringWindow = window != nil && view.window !== window
        let tintBefore = try view.tintStates()
        if let oldSuperview {
            try engine.inferred { try engine.send(.willRemoveSubview, to: oldSuperview, [.object(view)]) }
        }
        try engine.send(.willMoveToSuperview, to: view, [.object(self)])
        try engine.moveSubtree(view, to: window) {
            oldSuperview?.detach(view)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            view.superview = self
        }
        oldSuperview?.markNeedsLayout()
        // Spec §6.3: no log isolates the superview callbacks of an add into a window; §15.2: the slot of
        // didAddSubview is the re-implementations' (after didMoveToSuperview).
        try engine.inferred(if: enteringWindow) { try engine.send(.didMoveToSuperview, to: view) }
        try view.tellTintChanges(since: tintBefore)
        try engine.inferred { try engine.send(.didAddSubview, to: self, [.object(view)]) }
        // addSubview lays out the added view and the view it was added to (spec §4.5). A view that comes
        // back already laid out at its size (the controller a pop reveals, traces 01, 02) is not laid out
        // again: nothing in it changed.
        if view.laidOutSize != view.bounds.size { view.markNeedsLayout() }
        markNeedsLayout()
    }

    /// Every pass over the tree (layout, display, window moves, release) recurses once per level, so a
    /// tree deeper than `Configuration.maxHierarchyDepth` is reported instead of overflowing the stack.
    /// No app nests views this deep; a scenario that does is a runaway loop.
    private func checkNestingDepth(adding view: View) throws {
        var depth = 1
        var ancestor = superview
        while let next = ancestor { depth += 1; ancestor = next.superview }
        let total = depth + view.subtreeHeight()
        try engine.countWork(total)
        if total > engine.configuration.maxHierarchyDepth {
            throw engine.terminate(.budgetExceeded(
                "views nested more than \(engine.configuration.maxHierarchyDepth) levels deep (a runaway loop?)"))
        }
    }

    /// Levels below and including this view. Recursive, without a list per level (most views added have no
    /// subviews): every tree is at most `maxHierarchyDepth` deep, since each addition is checked.
    func subtreeHeight() -> Int {
        var below = 0
        for subview in subviews where subview.superview === self { below = max(below, subview.subtreeHeight()) }
        return below + 1
    }

    /// `removeFromSuperview()`: `willMove(toSuperview: nil)`, the window move out, `didMoveToSuperview()`
    /// (spec §6.2, recorded); the superview's `willRemoveSubview(_:)` first (re-implementations).
    func removeFromSuperviewNow() throws {
        guard let oldSuperview = superview else { return }
        let tintBefore = try tintStates()
        try engine.inferred { try engine.send(.willRemoveSubview, to: oldSuperview, [.object(self)]) }
        try engine.send(.willMoveToSuperview, to: self, [.object(nil)])
        try engine.moveSubtree(self, to: nil) {
            oldSuperview.detach(self)
        }
        try engine.send(.didMoveToSuperview, to: self)
        try tellTintChanges(since: tintBefore)
        // Removing a view lays out its former superview only (spec §4.5).
        oldSuperview.markNeedsLayout()
    }

    func index(of sibling: View?) -> Int? {
        guard let sibling, sibling.superview === self else { return nil }
        return subviews.firstIndex { $0 === sibling }
    }

    func reorder(_ view: View, toFront: Bool) {
        guard view.superview === self, let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: index)
        if toFront { subviews.append(view) } else { subviews.insert(view, at: 0) }
    }

    private func detach(_ view: View) {
        subviews.removeAll { $0 === view }
        if view.superview === self { view.superview = nil }
    }
}

extension Engine {
    /// `inferred(_:)` when `condition` holds, else `body` as recorded.
    @discardableResult
    public func inferred<T>(if condition: Bool, _ body: () throws -> T) rethrows -> T {
        condition ? try inferred(body) : try body()
    }
}
