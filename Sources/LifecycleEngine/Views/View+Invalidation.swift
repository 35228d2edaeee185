/// Requests UIKit's own members make when a property changes: what a `UILabel`'s new text or an
/// activated constraint sets in motion. They only mark; the commit's passes do the work (spec §4–§5).
extension View {
    /// A property that affects how subviews are placed changed (`UIStackView.spacing`).
    public func invalidateLayout() {
        markNeedsLayout()
    }

    /// A property that affects how the view draws changed (`UILabel.textColor`).
    public func invalidateDisplay() {
        markNeedsDisplay(in: nil)
    }

    /// `invalidateIntrinsicContentSize()`: the content changed size. Where the view's size is decided by
    /// constraints (it opted out of autoresizing masks), its content-size constraints are updated in the
    /// next constraint pass and its superview is laid out again. A view placed by its frame keeps its
    /// frame, so nothing is laid out.
    public func invalidateIntrinsicContentSize() {
        guard !translatesAutoresizingMaskIntoConstraints else { return }
        needsUpdateConstraints = true
        markNeedsLayout()
        superview?.markNeedsLayout()
    }

    /// A constraint involving the view was activated, deactivated or changed: the window now lays out
    /// with constraints, the view is laid out (its subviews may move), and, if constraints place it (it
    /// opted out of autoresizing masks), its superview too. A view that still translates its autoresizing
    /// mask keeps the frame the mask gives it: a constraint to one of its subviews does not move it, so
    /// its superview is not laid out (a controller's root view is not, and its window with it: p17).
    /// Constraints are updated before the layout; `updateConstraints()` only for views that asked for it.
    public func constraintsDidChange() {
        hasInstalledConstraints = true
        markNeedsLayout()
        if !translatesAutoresizingMaskIntoConstraints { superview?.markNeedsLayout() }
    }

    /// Sets the size constant constraints give the view, keeping its origin.
    func applyConstrainedSize() {
        guard constrainedWidth != nil || constrainedHeight != nil else { return }
        let size = Size(width: constrainedWidth ?? frame.size.width, height: constrainedHeight ?? frame.size.height)
        guard size != frame.size else { return }
        // The superview is being laid out already: only the resized view itself needs layout (and a redraw).
        storedFrame.size = size
        markNeedsLayout()
        if contentMode == .redraw { markNeedsDisplay(in: nil) }
    }
}
