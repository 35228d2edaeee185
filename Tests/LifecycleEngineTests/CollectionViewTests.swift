import LifecycleEngine
import Testing

/// A collection view asks in its own layout: counts, every item's size (rdar://31748196 logs
/// `sizeForItemAt` for each item in a row), then a cell and `willDisplay` for each item in the visible
/// rect; scrolling asks for the items that come into view with the cells that left. Positions inferred.
@Suite struct CollectionViewTests {
    func calls(_ engine: Engine, _ receivers: Set<String>) -> [String] {
        engine.events().filter { event in
            guard event.kind == .callback, let receiver = event.receiver, receivers.contains(receiver) else { return false }
            let asked: Set<Method> = [.numberOfItemsInSection, .sizeForItemAt, .cellForItemAt, .willDisplayCell, .prepareForReuse]
            return asked.contains { $0.rawValue == event.method }
        }.map { "\($0.receiver!).\($0.method!) \($0.arguments.last ?? "")" + ($0.inferred ? "*" : "") }
    }

    @Test func itemsInTheVisibleRectAndReuseOnScroll() {
        let engine = Engine()
        let layout = CollectionViewFlowLayout(in: engine, name: "layout")
        layout.itemSize = Size(width: 100, height: 100)
        let grid = CollectionView(in: engine, name: "grid", frame: Rect(x: 0, y: 0, width: 390, height: 220), layout: layout)
        var made = 0
        let source = ViewController(in: engine, name: "source", behavior: Subclass("Source")
            .replacing(.numberOfItemsInSection) { _, _ in .int(9) }
            .replacing(.sizeForItemAt) { _, _ in .size(Size(width: 100, height: 100)) }
            .replacing(.cellForItemAt) { _, _ in
                if let cell = try grid.dequeueQueuedCell(withIdentifier: "Cell") { return .object(cell) }
                made += 1
                let cell = View(in: engine, name: "cell\(made)", behavior: Subclass("Cell", logging: [.prepareForReuse]))
                grid.setReuseIdentifier("Cell", of: cell)
                return .object(cell)
            }
            .replacing(.willDisplayCell) { _, _ in .void })
        grid.dataSource = source
        grid.delegate = source
        engine.hold(source)
        engine.run {
            try engine.window.addSubview(grid)
            engine.asyncAfter(1) { grid.setContentOffset(Point(x: 0, y: 120)) }
        }
        let trace = calls(engine, ["source", "cell1", "cell2", "cell3"])
        let sizes = (0..<9).map { "source.collectionView(_:layout:sizeForItemAt:) [0, \($0)]*" }
        let firstCells = (0..<6).flatMap { item in [
            "source.collectionView(_:cellForItemAt:) [0, \(item)]*",
            "source.collectionView(_:willDisplay:forItemAt:) [0, \(item)]*",
        ] }
        let scrolled = (6..<9).flatMap { item in [
            "source.collectionView(_:cellForItemAt:) [0, \(item)]*", "cell\(item - 5).prepareForReuse() *",
            "source.collectionView(_:willDisplay:forItemAt:) [0, \(item)]*",
        ] }
        expectTrace(trace, ["source.collectionView(_:numberOfItemsInSection:) 0*"] + sizes + firstCells + scrolled)
        #expect(grid.visibleItems.map(\.item) == [3, 4, 5, 6, 7, 8])
        #expect(made == 6)
    }
}
