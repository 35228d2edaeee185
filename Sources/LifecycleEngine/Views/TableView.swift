/// `UITableView`: asks its data source for rows when it lays itself out, places a cell for each row
/// that fits its height, and reuses cells. The counts and cells are asked for in the table's own
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

    override func dropReferences() {
        dataSource = nil
        delegate = nil
        super.dropReferences()
    }

    /// `reloadData()` (also a new data source or row height): visible cells go back to the reuse queues;
    /// the rows are asked for at the next layout.
    public func reload() {
        needsReload = true
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
            if needsReload { try loadVisibleRows() }
            return result
        default:
            return try super.uikitImplementation(method, arguments)
        }
    }

    private func loadVisibleRows() throws {
        needsReload = false
        for (cell, _, _) in visibleRows { reuseQueues.enqueue(cell) }
        visibleRows = []
        guard let dataSource else { return }
        try engine.inferred {
            let sections = try engine.send(.numberOfSections, to: dataSource, [.object(self)]).intValue ?? 1
            var counts: [Int] = []
            for section in 0..<max(0, min(sections, 1_000)) {
                counts.append(try engine.send(.numberOfRowsInSection, to: dataSource, [.object(self), .int(section)])
                    .intValue ?? 0)
            }
            rowCounts = counts
            var y = 0.0
            for (section, count) in counts.enumerated() {
                for row in 0..<max(0, count) where y < bounds.size.height + contentOffset.y {
                    let answer = try engine.send(.cellForRowAt, to: dataSource,
                                                 [.object(self), .indexPath(section: section, row: row)])
                    guard let cell = answer.objectValue as? View else {
                        throw engine.raise("NSInternalInconsistencyException",
                                           "UITableView (\(name)) failed to obtain a cell from its dataSource (\(dataSource.name))")
                    }
                    if cell.superview !== self { try engine.send(.addSubview, to: self, [.object(cell)]) }
                    cell.setFrame(Rect(x: 0, y: y, width: bounds.size.width, height: rowHeight))
                    cell.isHidden = false
                    visibleRows.append((cell, section, row))
                    y += rowHeight
                }
            }
        }
        // Queued cells no row needed stay in the table, hidden, as UIKit keeps them.
        for cell in reuseQueues.cells where !visibleRows.contains(where: { $0.cell === cell }) { cell.isHidden = true }
        reuseQueues.remove { cell in visibleRows.contains { $0.cell === cell } }
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

