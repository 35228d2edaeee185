/// Geometry changes and the layout and display requests they cause (spec §4.5, §5.4, seed S3.6–S3.7).
extension View {
    /// The `frame` setter. A size change lays out the view and its superview and, with
    /// `contentMode == .redraw`, redraws it; an origin-only move or an equal value does nothing.
    public func setFrame(_ newFrame: Rect) {
        let old = storedFrame
        storedFrame = newFrame
        if newFrame.size != old.size {
            sizeDidChange(from: old.size)
        } else if newFrame.origin != old.origin, window != nil {
            // A move lays nothing out by itself, but the next layout pass rechecks the safe area (iOS 11+),
            // which lays the view out if the move took it into or out of the status bar's reach.
            engine.requestCommit()
        }
    }

    /// The `bounds` setter: the origin scrolls the content, the size resizes the view.
    public func setBounds(_ newBounds: Rect) {
        let originChanged = newBounds.origin != boundsOrigin
        boundsOrigin = newBounds.origin
        if newBounds.size != storedFrame.size {
            let oldSize = storedFrame.size
            storedFrame.size = newBounds.size
            sizeDidChange(from: oldSize)
        } else if originChanged {
            boundsOriginDidChange()
        }
    }

    private func sizeDidChange(from oldSize: Size) {
        resizeSubviews(from: oldSize)
        markNeedsLayout()
        superview?.markNeedsLayout()
        if contentMode == .redraw { markNeedsDisplay(in: nil) }
    }

    /// `setNeedsLayout()`: only marks; the next layout pass does the work (spec §4.4).
    func markNeedsLayout() {
        needsLayout = true
        engine.requestCommit()
        engine.layoutRequestedDuringPass = true
    }

    /// `setNeedsDisplay()`/`setNeedsDisplay(_:)`: only marks; requests coalesce into one `draw(_:)` (spec §5.3).
    func markNeedsDisplay(in rect: Rect?) {
        guard drawsContent else { return }
        if needsDisplay, dirtyRect == nil {
            // The whole view is already due.
        } else if let rect {
            dirtyRect = needsDisplay ? (dirtyRect ?? rect).union(rect) : rect
        } else {
            dirtyRect = nil
        }
        needsDisplay = true
        engine.requestCommit()
    }
}
