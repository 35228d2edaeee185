/// Moving a view subtree into or out of a window (UIKit's `_willMoveToWindow:` / `_didMoveToWindow:`).
extension Engine {
    /// Runs `change` (the structural edit) inside the window move it causes, if the window changes:
    /// `willMove(toWindow:)` pre-order over the subtree, the change, then `didMoveToWindow()` post-order,
    /// children first (seed S0, spec §16). A controller whose root view moves gets its appearance
    /// callback before its view's `willMove(toWindow:)` (spec §6.5, seed S4.7).
    func moveSubtree(_ root: View, to newWindow: Window?, change: () -> Void) throws {
        guard root.window !== newWindow else {
            change()
            return
        }
        try within(.windowMove) {
            // A first responder leaving its window resigns before the move is announced (inferred).
            if let oldWindow = root.window, let responder = oldWindow.firstResponder, responder.isDescendant(of: root) {
                try inferred { try firstResponderLeavesWindow?(responder) }
                if oldWindow.firstResponder === responder { oldWindow.firstResponder = nil }
            }
            try announceWindowMove(root, to: newWindow)
            change()
            hierarchyGeneration += 1
            setWindow(newWindow, forSubtree: root)
            try completeWindowMove(root)
        }
    }

    private func announceWindowMove(_ view: View, to newWindow: Window?) throws {
        if let controller = view.owningController {
            try controller.rootViewWillMove(to: newWindow)
        }
        try send(.willMoveToWindow, to: view, [.object(newWindow)])
        for subview in view.subviews where subview.superview === view {
            try announceWindowMove(subview, to: newWindow)
        }
    }

    private func completeWindowMove(_ view: View) throws {
        for subview in view.subviews where subview.superview === view {
            try completeWindowMove(subview)
        }
        try send(.didMoveToWindow, to: view)
    }

    private func setWindow(_ window: Window?, forSubtree view: View) {
        view.window = window
        view.windowEntryCommit = window != nil && clock.phase == .layout ? commitSerial : nil
        if window != nil {
            // A view entering a window is laid out and, if it draws, displayed at the next commit.
            requestCommit()
        }
        for subview in view.subviews {
            setWindow(window, forSubtree: subview)
        }
    }
}
