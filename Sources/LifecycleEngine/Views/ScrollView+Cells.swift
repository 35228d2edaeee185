/// What a table view and a collection view do alike with a cell their data source gave for a visible row or
/// item: put it in place, then tell the delegate it is about to be shown.
extension ScrollView {
    /// A cell joins the scroll view (if it is not already a subview) at `frame`, shown again if it was a
    /// reused one that had been hidden.
    func place(_ cell: View, at frame: Rect) throws {
        if cell.superview !== self { try engine.send(.addSubview, to: self, [.object(cell)]) }
        cell.setFrame(frame)
        cell.isHidden = false
    }

    /// `tableView(_:willDisplay:forRowAt:)` or `collectionView(_:willDisplay:forItemAt:)`, sent only to a
    /// delegate that overrides it.
    func announce(_ method: Method, of cell: View, section: Int, row: Int, to delegate: EngineObject?) throws {
        guard let delegate, delegate.behavior?.overrides(method) == true else { return }
        try engine.send(method, to: delegate, [.object(self), .object(cell), .indexPath(section: section, row: row)])
    }
}
