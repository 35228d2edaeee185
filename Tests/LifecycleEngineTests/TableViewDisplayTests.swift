import LifecycleEngine
import Testing

/// A table view announces each row's cell right after `cellForRowAt` (a recorded log prints "cellForRowAt: n"
/// then "Will Display Cell : n" per row); a scroll ends the rows that left the visible rect and queues
/// their cells before the rows that came in are asked for; `reloadData()` ends every visible cell.
/// Positions inside the table's layout are inferred.
@Suite struct TableViewDisplayTests {
    func calls(_ engine: Engine, _ receivers: Set<String>) -> [String] {
        engine.events().filter { event in
            guard event.kind == .callback, let receiver = event.receiver, receivers.contains(receiver) else { return false }
            let asked: Set<Method> = [.cellForRowAt, .willDisplayRow, .didEndDisplayingRow, .prepareForReuse]
            return asked.contains { $0.rawValue == event.method }
        }.map { "\($0.receiver!).\($0.method!) \($0.arguments.last ?? "")" + ($0.inferred ? "*" : "") }
    }

    @Test func rowsAnnouncedAsTheyEnterAndLeaveTheVisibleRect() {
        let engine = Engine()
        let table = TableView(in: engine, name: "table", frame: Rect(x: 0, y: 0, width: 390, height: 100))
        table.rowHeight = 40
        var made = 0
        let source = ViewController(in: engine, name: "source", behavior: Subclass("Source")
            .replacing(.numberOfRowsInSection) { _, _ in .int(6) }
            .replacing(.cellForRowAt) { _, _ in
                if let cell = try table.dequeueQueuedCell(withIdentifier: "Row") { return .object(cell) }
                made += 1
                let cell = View(in: engine, name: "cell\(made)", behavior: Subclass("Cell", logging: [.prepareForReuse]))
                table.setReuseIdentifier("Row", of: cell)
                return .object(cell)
            }
            .replacing(.willDisplayRow) { _, _ in .void }
            .replacing(.didEndDisplayingRow) { _, _ in .void })
        table.dataSource = source
        table.delegate = source
        engine.hold(source)
        engine.run {
            try engine.window.addSubview(table)
            engine.asyncAfter(1) { table.setContentOffset(Point(x: 0, y: 90)) }
            engine.asyncAfter(2) { table.reload() }
        }
        let trace = calls(engine, ["source", "cell1", "cell2", "cell3", "cell4"])
        let first = (0..<3).flatMap { row in [
            "source.tableView(_:cellForRowAt:) [0, \(row)]*", "source.tableView(_:willDisplay:forRowAt:) [0, \(row)]*",
        ] }
        // Rows 0 and 1 (0–80) leave the rect 90–190; rows 3 and 4 come in with their cells.
        let scrolled = [
            "source.tableView(_:didEndDisplaying:forRowAt:) [0, 0]*", "source.tableView(_:didEndDisplaying:forRowAt:) [0, 1]*",
            "source.tableView(_:cellForRowAt:) [0, 3]*", "cell1.prepareForReuse() *",
            "source.tableView(_:willDisplay:forRowAt:) [0, 3]*",
            "source.tableView(_:cellForRowAt:) [0, 4]*", "cell2.prepareForReuse() *",
            "source.tableView(_:willDisplay:forRowAt:) [0, 4]*",
        ]
        let reloaded = (2..<5).map { "source.tableView(_:didEndDisplaying:forRowAt:) [0, \($0)]*" }
            + ["source.tableView(_:cellForRowAt:) [0, 2]*", "cell3.prepareForReuse() *",
               "source.tableView(_:willDisplay:forRowAt:) [0, 2]*",
               "source.tableView(_:cellForRowAt:) [0, 3]*", "cell1.prepareForReuse() *",
               "source.tableView(_:willDisplay:forRowAt:) [0, 3]*",
               "source.tableView(_:cellForRowAt:) [0, 4]*", "cell2.prepareForReuse() *",
               "source.tableView(_:willDisplay:forRowAt:) [0, 4]*"]
        expectTrace(trace, first + scrolled + reloaded)
        #expect(table.visibleRows.map(\.row) == [2, 3, 4])
        #expect(made == 3)
    }

    /// `scrollToRow` asks for the counts a reload made stale before placing the row (inferred), and raises
    /// for a row the table does not have.
    @Test func scrollToRowAsksForCountsAndRaisesForAMissingRow() throws {
        let engine = Engine()
        let table = TableView(in: engine, name: "table", frame: Rect(x: 0, y: 0, width: 390, height: 100))
        table.rowHeight = 40
        let source = ViewController(in: engine, name: "source", behavior: Subclass("Source")
            .replacing(.numberOfRowsInSection) { _, _ in .int(6) })
        table.dataSource = source
        engine.hold(source)
        #expect(try table.scrollToRow(section: 0, row: 3, at: .top))
        #expect(table.contentOffset.y == 120)
        #expect(try !table.scrollToRow(section: 0, row: 4, at: .none))
        #expect(try table.scrollToRow(section: 0, row: 5, at: .top))
        #expect(table.contentOffset.y == 140)
        #expect(throws: (any Error).self) { try table.scrollToRow(section: 0, row: 6, at: .top) }
        #expect(throws: (any Error).self) { try table.scrollToRow(section: 1, row: 0, at: .top) }
        let asked = engine.events().filter { $0.method == Method.numberOfRowsInSection.rawValue }
        #expect(asked.count == 1 && asked[0].inferred)
    }

    /// Rows above the visible rect are skipped without a walk, so a data source's huge count stays cheap.
    @Test func aHugeCountScrolledFarAsksOnlyForTheVisibleRows() throws {
        let engine = Engine()
        let table = TableView(in: engine, name: "table", frame: Rect(x: 0, y: 0, width: 390, height: 100))
        table.rowHeight = 50
        var asked: [Int] = []
        let source = ViewController(in: engine, name: "source", behavior: Subclass("Source")
            .replacing(.numberOfRowsInSection) { _, _ in .int(1_000_000_000_000) }
            .replacing(.cellForRowAt) { _, arguments in
                if case .indexPath(_, let row)? = arguments.last { asked.append(row) }
                return .object(View(in: engine))
            })
        table.dataSource = source
        engine.hold(source)
        engine.run {
            try engine.window.addSubview(table)
            engine.asyncAfter(1) { _ = try table.scrollToRow(section: 0, row: 900_000_000_000, at: .middle) }
        }
        #expect(asked == [0, 1, 899_999_999_999, 900_000_000_000, 900_000_000_001])
    }

    /// Inserted and deleted rows: deleted index paths are before the update, inserted ones after it; a row
    /// out of range raises, as UIKit does.
    @Test func rowUpdatesMoveCellsAndRaiseForRowsOutOfRange() throws {
        let engine = Engine()
        let table = TableView(in: engine, name: "table", frame: Rect(x: 0, y: 0, width: 390, height: 400))
        table.rowHeight = 100
        var count = 3
        let source = ViewController(in: engine, name: "source", behavior: Subclass("Source")
            .replacing(.numberOfRowsInSection) { _, _ in .int(count) }
            .replacing(.cellForRowAt) { _, _ in .object(View(in: engine)) })
        table.dataSource = source
        engine.hold(source)
        engine.run { try engine.window.addSubview(table) }
        let first = table.visibleRows.map(\.cell)
        count = 4
        try table.updateRows(inserted: [(0, 1), (0, 3)], deleted: [(0, 2)])
        // Row 0 stays, row 1 moves to 2; rows 1 and 3 are new.
        #expect(table.visibleRows.map(\.row) == [0, 1, 2, 3])
        #expect(table.visibleRows[0].cell === first[0] && table.visibleRows[2].cell === first[1])
        #expect(throws: (any Error).self) { try table.updateRows(inserted: [], deleted: [(0, 4)]) }
    }
}
