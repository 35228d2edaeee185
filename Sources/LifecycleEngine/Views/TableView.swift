/// `UITableView`: asks its data source for rows when it lays itself out, places a cell for each row
/// in its visible rect (again when it scrolls or is resized), announces cells to its delegate as they come
/// into view and leave it, and reuses cells. The counts and cells are asked for in the table's own
/// `layoutSubviews()` after `reloadData()` or on its first layout; that position is the spec's
/// inference, so those calls are marked inferred.
public final class TableView: ScrollView {
    public override class var uikitClassName: String { "UITableView" }

    public var dataSource: EngineObject?
    public var delegate: EngineObject?
    public var rowHeight = 44.0
    /// The rows are asked for again at the next layout.
    var needsReload = true
    public private(set) var visibleRows: [(cell: View, section: Int, row: Int)] = []
    private var reuseQueues = CellReuseQueues()
    /// Row counts per section from the last time the data source was asked.
    private var rowCounts: [Int]?
    /// Whether `rowCounts` were asked since the last reload.
    private var countsAreCurrent = false
    /// The visible rect the cells were last placed for.
    private var placedRect: Rect?

    override func dropReferences() {
        dataSource = nil
        delegate = nil
        super.dropReferences()
    }

    /// `reloadData()` (also a new data source or row height): visible cells go back to the reuse queues;
    /// the rows are asked for at the next layout.
    public func reload() {
        needsReload = true
        countsAreCurrent = false
        markNeedsLayout()
    }

    /// Remembers which queue a cell made for `identifier` goes back to.
    public func setReuseIdentifier(_ identifier: String, of cell: View) { reuseQueues.register(cell, as: identifier) }

    public func reuseIdentifier(of cell: View) -> String? { reuseQueues.identifier(of: cell) }

    /// A queued cell for `identifier`, told `prepareForReuse()`; nil when the queue is empty.
    public func dequeueQueuedCell(withIdentifier identifier: String) throws -> View? {
        try reuseQueues.dequeue(identifier, engine: engine)
    }

    /// The row a visible cell shows.
    public func indexPath(of cell: View) -> (section: Int, row: Int)? {
        visibleRows.first { $0.cell === cell }.map { ($0.section, $0.row) }
    }

    /// `numberOfRows(inSection:)`: the count the table last had from its data source (0 before it asked).
    public func numberOfRows(inSection section: Int) -> Int {
        guard let rowCounts, rowCounts.indices.contains(section) else { return 0 }
        return rowCounts[section]
    }

    /// A tap on a visible cell's row: the delegate is told (`tableView(_:didSelectRowAt:)`).
    public func selectRow(of cell: View) throws {
        guard let (section, row) = indexPath(of: cell), let delegate else { return }
        try engine.send(.didSelectRowAt, to: delegate, [.object(self), .indexPath(section: section, row: row)])
    }

    override func uikitImplementation(_ method: Method, _ arguments: [Argument]) throws -> Argument {
        switch method {
        case .reloadData:
            reload()
            return .void
        case .layoutSubviews:
            let result = try super.uikitImplementation(method, arguments)
            try updateVisibleRows()
            return result
        default:
            return try super.uikitImplementation(method, arguments)
        }
    }

    /// The rows are asked for again after `reloadData()` (or on the first layout); the cells are placed
    /// again when the visible rect changed (a scroll, a new size). Cells of rows that left the visible
    /// rect, or that a reload takes away, are told to the delegate (`tableView(_:didEndDisplaying:forRowAt:)`)
    /// and queued before the cells of rows that came in are asked for, as the collection view does; each new
    /// row's cell is announced (`tableView(_:willDisplay:forRowAt:)`) right after its `cellForRowAt`, as a
    /// recorded log shows (jeongchoyi.github.io, 2021: "cellForRowAt: n" then "Will Display Cell : n" for each
    /// row). Their place inside `layoutSubviews()` is inferred, and marked.
    private func updateVisibleRows() throws {
        let visibleRect = bounds
        guard needsReload || placedRect != visibleRect else { return }
        placedRect = visibleRect
        try engine.inferred {
            if needsReload {
                needsReload = false
                let leaving = visibleRows
                visibleRows = []
                try endDisplaying(leaving)
            }
            try askRowCountsIfNeeded()
            guard let dataSource, let rowCounts else { return }
            try placeRows(counts: rowCounts, in: visibleRect, dataSource: dataSource)
        }
        hideQueuedCells()
    }

    /// Queued cells no row needed stay in the table, hidden, as UIKit keeps them.
    private func hideQueuedCells() {
        for cell in reuseQueues.cells where !visibleRows.contains(where: { $0.cell === cell }) { cell.isHidden = true }
        reuseQueues.remove { cell in visibleRows.contains { $0.cell === cell } }
    }

    /// The counts, asked once after each reload: by the layout, or earlier by `scrollToRow`.
    private func askRowCountsIfNeeded() throws {
        guard !countsAreCurrent, let dataSource else { return }
        countsAreCurrent = true
        let sections = try engine.send(.numberOfSections, to: dataSource, [.object(self)]).intValue ?? 1
        var counts: [Int] = []
        for section in 0..<max(0, min(sections, 1_000)) {
            counts.append(try engine.send(.numberOfRowsInSection, to: dataSource, [.object(self), .int(section)])
                .intValue ?? 0)
        }
        rowCounts = counts
    }

    /// `insertRows(at:with:)` and `deleteRows(at:with:)`: the table asks its data source for the counts
    /// again and raises, as UIKit does, when a section's new count is not its old count plus the rows
    /// inserted minus those deleted. Visible cells of deleted rows are ended and queued, the other cells
    /// move to their rows' new index paths, and rows that now come into the visible rect get their cells,
    /// all at once (the row animation is not modelled; positions inferred). A table that has not had its
    /// counts since it was (re)loaded has nothing to update: the pending load asks for everything.
    public func updateRows(inserted: [(section: Int, row: Int)], deleted: [(section: Int, row: Int)]) throws {
        guard countsAreCurrent, !needsReload, let before = rowCounts, let dataSource else { return }
        try engine.inferred {
            countsAreCurrent = false
            try askRowCountsIfNeeded()
            let after = rowCounts ?? []
            for (section, row) in deleted where !before.indices.contains(section) || row < 0 || row >= before[section] {
                throw engine.raise("NSInternalInconsistencyException",
                                   "attempt to delete row \(row) from section \(section) which only contains "
                                   + "\(before.indices.contains(section) ? before[section] : 0) rows before the update")
            }
            for (section, row) in inserted where !after.indices.contains(section) || row < 0 || row >= after[section] {
                throw engine.raise("NSInternalInconsistencyException",
                                   "attempt to insert row \(row) into section \(section), but there are only "
                                   + "\(after.indices.contains(section) ? after[section] : 0) rows in section \(section) after the update")
            }
            for section in after.indices {
                let insertedHere = inserted.filter { $0.section == section }.count
                let deletedHere = deleted.filter { $0.section == section }.count
                let old = before.indices.contains(section) ? before[section] : 0
                guard before.indices.contains(section), after.count == before.count,
                      after[section] == old + insertedHere - deletedHere else {
                    throw engine.raise("NSInternalInconsistencyException",
                                       "Invalid update: invalid number of rows in section \(section). The number of rows "
                                       + "contained in an existing section after the update (\(after[section])) must be equal "
                                       + "to the number of rows contained in that section before the update (\(old)), plus "
                                       + "or minus the number of rows inserted or deleted from that section (\(insertedHere) "
                                       + "inserted, \(deletedHere) deleted) and plus or minus the number of rows moved into "
                                       + "or out of that section (0 moved in, 0 moved out).")
                }
            }
            // Deleted rows' cells end; the others take their rows' index paths after the update.
            var leaving: [(cell: View, section: Int, row: Int)] = []
            var kept: [(cell: View, section: Int, row: Int)] = []
            for entry in visibleRows {
                if deleted.contains(where: { $0.section == entry.section && $0.row == entry.row }) {
                    leaving.append(entry)
                    continue
                }
                let survivingRow = entry.row - deleted.filter { $0.section == entry.section && $0.row < entry.row }.count
                let newRow = inserted.filter { $0.section == entry.section }.map(\.row).sorted()
                    .reduce(survivingRow) { row, insertedRow in insertedRow <= row ? row + 1 : row }
                kept.append((entry.cell, entry.section, newRow))
            }
            visibleRows = kept
            try endDisplaying(leaving)
            placedRect = bounds
            try placeRows(counts: after, in: bounds, dataSource: dataSource)
        }
        hideQueuedCells()
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row in the visible rect.
    public enum ScrollPosition: String, CaseIterable, Sendable { case none, top, middle, bottom }

    /// `scrollToRow(at:at:animated:)`: the table needs its counts to place the row, so it asks for them
    /// first if it has not since it was (re)loaded (inferred), and raises for a row it does not have. The
    /// offset puts the row's top at the top, its middle in the middle or its bottom at the bottom of the
    /// bounds (`.none`: the least scroll that shows it whole), kept inside the rows. Returns whether the
    /// offset changed; the cells follow at the next layout, as for any scroll.
    public func scrollToRow(section: Int, row: Int, at position: ScrollPosition) throws -> Bool {
        try engine.inferred { try askRowCountsIfNeeded() }
        let counts = rowCounts ?? []
        guard counts.indices.contains(section) else {
            throw engine.raise("NSRangeException", "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:"
                               + "usingPresentationValues:]: section (\(section)) beyond bounds (\(counts.count)).")
        }
        guard row >= 0, row < counts[section] else {
            throw engine.raise("NSRangeException", "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:"
                               + "usingPresentationValues:]: row (\(row)) beyond bounds (\(counts[section])) for section (\(section)).")
        }
        // Summed as Double: counts are the data source's numbers, and their Int sum may overflow.
        let top = (counts[..<section].reduce(0.0) { $0 + Double(max(0, $1)) } + Double(row)) * rowHeight
        let height = bounds.size.height
        let current = contentOffset.y
        let wanted: Double
        switch position {
        case .top: wanted = top
        case .middle: wanted = top + rowHeight / 2 - height / 2
        case .bottom: wanted = top + rowHeight - height
        case .none: wanted = top < current ? top : (top + rowHeight > current + height ? top + rowHeight - height : current)
        }
        let end = max(0, counts.reduce(0.0) { $0 + Double(max(0, $1)) } * rowHeight - height)
        let y = min(max(0, wanted), end)
        guard y != current else { return false }
        setContentOffset(Point(x: contentOffset.x, y: y))
        return true
    }

    /// Cells for the rows that meet `rect`, in index order; the cells of rows that left it are ended first.
    private func placeRows(counts: [Int], in rect: Rect, dataSource: EngineObject) throws {
        var wanted: [(section: Int, row: Int, y: Double)] = []
        var y = 0.0
        // Rows above the rect are skipped arithmetically and the walk stops below it, so a huge count costs nothing.
        rows: for (section, count) in counts.enumerated() where count > 0 {
            let sectionHeight = Double(count) * rowHeight
            guard y + sectionHeight > rect.origin.y else {
                y += sectionHeight
                continue
            }
            let skip = rowHeight > 0 ? ((rect.origin.y - y) / rowHeight).rounded(.down) : 0
            var row = skip.isFinite ? Int(max(0, min(Double(count), skip))) : 0
            var rowY = y + Double(row) * rowHeight
            while row < count, rowY < rect.size.height + rect.origin.y {
                if rowY + rowHeight > rect.origin.y { wanted.append((section, row, rowY)) }
                try engine.countWork()
                row += 1
                rowY += rowHeight
            }
            if row < count { break rows }
            y += sectionHeight
        }
        let leaving = visibleRows.filter { entry in !wanted.contains { $0.section == entry.section && $0.row == entry.row } }
        visibleRows.removeAll { entry in leaving.contains { $0.cell === entry.cell } }
        try endDisplaying(leaving)
        for (section, row, y) in wanted {
            try engine.countWork()
            if let kept = visibleRows.first(where: { $0.section == section && $0.row == row }) {
                kept.cell.setFrame(Rect(x: 0, y: y, width: rect.size.width, height: rowHeight))
                continue
            }
            let answer = try engine.send(.cellForRowAt, to: dataSource,
                                         [.object(self), .indexPath(section: section, row: row)])
            guard let cell = answer.objectValue as? View else {
                throw engine.raise("NSInternalInconsistencyException",
                                   "UITableView (\(name)) failed to obtain a cell from its dataSource (\(dataSource.name))")
            }
            try place(cell, at: Rect(x: 0, y: y, width: rect.size.width, height: rowHeight))
            visibleRows.append((cell, section, row))
            try announce(.willDisplayRow, of: cell, section: section, row: row, to: delegate)
        }
        visibleRows.sort { ($0.section, $0.row) < ($1.section, $1.row) }
    }

    /// Cells that no longer show their rows: the delegate is told, and they go back to the reuse queues.
    private func endDisplaying(_ entries: [(cell: View, section: Int, row: Int)]) throws {
        for (cell, section, row) in entries {
            reuseQueues.enqueue(cell)
            if let delegate, delegate.behavior?.overrides(.didEndDisplayingRow) == true {
                try engine.send(.didEndDisplayingRow, to: delegate, [.object(self), .object(cell),
                                                                    .indexPath(section: section, row: row)])
            }
        }
    }
}

/// `UITableViewController`: its root view is a table view whose data source and delegate it is.
public final class TableViewController: ViewController {
    public override class var uikitClassName: String { "UITableViewController" }

    public var tableView: TableView? { viewIfLoaded as? TableView }

    override func makeDefaultRootView() -> View {
        let table = TableView(in: engine, name: name + ".view", frame: Window.screenBounds)
        table.isMadeByUIKit = true
        // UIKit's `loadView()` makes a root view that follows its container's size.
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        return table
    }
}

