/// `UICollectionView` with a `UICollectionViewFlowLayout`. Like a table view, it asks its data source in
/// its own `layoutSubviews()` (on its first layout, after `reloadData()`, after its layout was
/// invalidated, or when it scrolls): the counts, then, as a flow layout prepares, every item's size
/// (`collectionView(_:layout:sizeForItemAt:)` for every item, as a recorded log shows: rdar://31748196),
/// then a cell for each item whose frame meets the visible rect, each added as a subview, framed and
/// announced to the delegate (`collectionView(_:willDisplay:forItemAt:)`). Items that leave the visible
/// rect go back to the reuse queues. These positions inside `layoutSubviews()` are inferred, and marked.
public final class CollectionView: ScrollView {
    public override class var uikitClassName: String { "UICollectionView" }

    public var dataSource: EngineObject?
    public var delegate: EngineObject?
    /// The layout, kept strongly as UIKit keeps `collectionViewLayout`.
    public private(set) var layout: CollectionViewFlowLayout

    /// The data is asked for again at the next layout (all cells are queued first).
    var needsReload = true
    /// The item frames are computed again at the next layout (the visible cells stay where still visible).
    var needsLayoutPreparation = true
    public private(set) var visibleItems: [(cell: View, section: Int, item: Int)] = []
    private var reuseQueues = CellReuseQueues()
    private var itemCounts: [Int]?
    private var itemFrames: [[Rect]] = []
    /// The last visible rect the cells were chosen for.
    private var placedRect: Rect?

    public init(in engine: Engine, name: String? = nil, frame: Rect, layout: CollectionViewFlowLayout, behavior: Behavior? = nil) {
        self.layout = layout
        super.init(in: engine, name: name, frame: frame, behavior: behavior)
        layout.collectionView = self
    }

    public func setLayout(_ newLayout: CollectionViewFlowLayout) {
        if layout.collectionView === self { layout.collectionView = nil }
        layout = newLayout
        newLayout.collectionView = self
        invalidateItemLayout()
    }

    /// `reloadData()` (also a new data source).
    public func reload() {
        needsReload = true
        markNeedsLayout()
    }

    /// The layout's `invalidateLayout()`, and any change to a flow layout's metrics.
    public func invalidateItemLayout() {
        needsLayoutPreparation = true
        markNeedsLayout()
    }

    public func setReuseIdentifier(_ identifier: String, of cell: View) { reuseQueues.register(cell, as: identifier) }

    public func reuseIdentifier(of cell: View) -> String? { reuseQueues.identifier(of: cell) }

    /// A queued cell for `identifier`, told `prepareForReuse()`; nil when the queue is empty.
    public func dequeueQueuedCell(withIdentifier identifier: String) throws -> View? {
        try reuseQueues.dequeue(identifier, engine: engine)
    }

    /// Where the layout puts an item (nil before it was prepared, or for an item it does not have).
    public func frameOfItem(section: Int, item: Int) -> Rect? {
        guard itemFrames.indices.contains(section), itemFrames[section].indices.contains(item) else { return nil }
        return itemFrames[section][item]
    }

    public func indexPath(of cell: View) -> (section: Int, item: Int)? {
        visibleItems.first { $0.cell === cell }.map { ($0.section, $0.item) }
    }

    /// `numberOfSections`, `numberOfItems(inSection:)`: what the data source said last (0 before it was asked).
    public var numberOfSections: Int { itemCounts?.count ?? 0 }

    public func numberOfItems(inSection section: Int) -> Int {
        guard let itemCounts, itemCounts.indices.contains(section) else { return 0 }
        return itemCounts[section]
    }

    /// A tap on a visible cell: the delegate is told (`collectionView(_:didSelectItemAt:)`).
    public func selectItem(of cell: View) throws {
        guard let (section, item) = indexPath(of: cell), let delegate else { return }
        try engine.send(.didSelectItemAt, to: delegate, [.object(self), .indexPath(section: section, row: item)])
    }

    override func uikitImplementation(_ method: Method, _ arguments: [Argument]) throws -> Argument {
        switch method {
        case .reloadData:
            reload()
            return .void
        case .layoutSubviews:
            let result = try super.uikitImplementation(method, arguments)
            try updateVisibleItems()
            return result
        default:
            return try super.uikitImplementation(method, arguments)
        }
    }

    override func dropReferences() {
        dataSource = nil
        delegate = nil
        super.dropReferences()
    }

    override func forEachUIKitReference(_ body: (EngineObject) -> Void) {
        super.forEachUIKitReference(body)
        body(layout)
    }

    private func updateVisibleItems() throws {
        let visibleRect = bounds
        guard needsReload || needsLayoutPreparation || placedRect != visibleRect else { return }
        if needsReload {
            for (cell, _, _) in visibleItems { enqueue(cell) }
            visibleItems = []
        }
        guard let dataSource else {
            needsReload = false
            return
        }
        try engine.inferred {
            if needsReload || itemCounts == nil {
                let sections = try engine.send(.numberOfSections, to: dataSource, [.object(self)]).intValue ?? 1
                var counts: [Int] = []
                for section in 0..<max(0, min(sections, 1_000)) {
                    counts.append(max(0, try engine.send(.numberOfItemsInSection, to: dataSource,
                                                         [.object(self), .int(section)]).intValue ?? 0))
                }
                itemCounts = counts
                needsLayoutPreparation = true
            }
            needsReload = false
            if needsLayoutPreparation {
                needsLayoutPreparation = false
                try prepareLayout()
            }
            placedRect = visibleRect
            try placeCells(in: visibleRect, dataSource: dataSource)
        }
    }

    /// The flow layout's `prepare()`: every item's size, then its frame.
    private func prepareLayout() throws {
        var sizes: [[Size]] = []
        for (section, count) in (itemCounts ?? []).enumerated() {
            var sectionSizes: [Size] = []
            for item in 0..<count {
                try engine.countWork()
                var size = layout.itemSize
                if let delegate, delegate.behavior?.overrides(.sizeForItemAt) == true,
                   let answer = try engine.send(.sizeForItemAt, to: delegate,
                                                [.object(self), .object(layout), .indexPath(section: section, row: item)]).sizeValue {
                    size = answer
                }
                sectionSizes.append(size)
            }
            sizes.append(sectionSizes)
        }
        itemFrames = layout.frames(for: sizes, in: bounds.size)
        contentSize = layout.contentSize(of: itemFrames, in: bounds.size)
    }

    /// Cells for the items now in `rect`, in index order; cells of items that left it are queued.
    private func placeCells(in rect: Rect, dataSource: EngineObject) throws {
        var kept: [(cell: View, section: Int, item: Int)] = []
        for entry in visibleItems {
            let frame = itemFrames.indices.contains(entry.section) && itemFrames[entry.section].indices.contains(entry.item)
                ? itemFrames[entry.section][entry.item] : nil
            if let frame, frame.intersects(rect) {
                entry.cell.setFrame(frame)
                kept.append(entry)
            } else {
                enqueue(entry.cell)
            }
        }
        visibleItems = kept
        for (section, frames) in itemFrames.enumerated() {
            for (item, frame) in frames.enumerated() where frame.intersects(rect) {
                try engine.countWork()
                if visibleItems.contains(where: { $0.section == section && $0.item == item }) { continue }
                let answer = try engine.send(.cellForItemAt, to: dataSource, [.object(self), .indexPath(section: section, row: item)])
                guard let cell = answer.objectValue as? View, reuseQueues.identifier(of: cell) != nil else {
                    throw engine.raise("NSInternalInconsistencyException",
                                       "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
                                       + "reuseIdentifier - cells must be retrieved by calling "
                                       + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")
                }
                try place(cell, at: frame)
                visibleItems.append((cell, section, item))
                try announce(.willDisplayCell, of: cell, section: section, row: item, to: delegate)
            }
        }
        visibleItems.sort { ($0.section, $0.item) < ($1.section, $1.item) }
    }

    /// Queued cells stay in the collection view, hidden, as UIKit keeps them.
    private func enqueue(_ cell: View) {
        cell.isHidden = true
        reuseQueues.enqueue(cell)
    }
}

/// `UICollectionViewFlowLayout`: items in lines along its scroll direction, each line as full as the
/// collection view's width (or height) allows after the section insets, sections one after another.
/// Lines are placed at `minimumLineSpacing`, items in a line at `minimumInteritemSpacing` from the
/// start (UIKit spreads a full line's items to fill it; the cells' positions inside a line are not
/// modelled beyond that spacing). Changing a metric invalidates the collection view's layout.
public final class CollectionViewFlowLayout: EngineObject {
    public override class var uikitClassName: String { "UICollectionViewFlowLayout" }

    public enum ScrollDirection: String, CaseIterable, Sendable { case vertical, horizontal }

    public var collectionView: CollectionView?
    public var itemSize = Size(width: 50, height: 50) { didSet { invalidate() } }
    public var minimumLineSpacing = 10.0 { didSet { invalidate() } }
    public var minimumInteritemSpacing = 10.0 { didSet { invalidate() } }
    public var sectionInset = EdgeInsets.zero { didSet { invalidate() } }
    public var scrollDirection = ScrollDirection.vertical { didSet { invalidate() } }

    public init(in engine: Engine, name: String? = nil, behavior: Behavior? = nil) {
        super.init(engine: engine, name: name, behavior: behavior)
    }

    override func dropReferences() {
        collectionView = nil
        super.dropReferences()
    }

    public func invalidate() { collectionView?.invalidateItemLayout() }

    func frames(for sizes: [[Size]], in bounds: Size) -> [[Rect]] {
        let vertical = scrollDirection == .vertical
        // Along the lines (across the scroll direction) and along the scroll direction.
        var offset = 0.0
        return sizes.map { sectionSizes in
            let inset = sectionInset
            offset += vertical ? inset.top : inset.left
            let lineStart = vertical ? inset.left : inset.top
            let lineLength = (vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom)
            var frames: [Rect] = []
            var position = lineStart
            var lineThickness = 0.0
            for size in sectionSizes {
                let along = vertical ? size.width : size.height
                let across = vertical ? size.height : size.width
                if position > lineStart, position + along > lineStart + lineLength {
                    offset += lineThickness + minimumLineSpacing
                    position = lineStart
                    lineThickness = 0
                }
                frames.append(vertical ? Rect(x: position, y: offset, width: size.width, height: size.height)
                                       : Rect(x: offset, y: position, width: size.width, height: size.height))
                position += along + minimumInteritemSpacing
                lineThickness = max(lineThickness, across)
            }
            offset += lineThickness + (vertical ? inset.bottom : inset.right)
            return frames
        }
    }

    func contentSize(of frames: [[Rect]], in bounds: Size) -> Size {
        let end = frames.joined().reduce(0.0) { partial, frame in
            max(partial, scrollDirection == .vertical ? frame.maxY : frame.maxX)
        } + (scrollDirection == .vertical ? sectionInset.bottom : sectionInset.right)
        return scrollDirection == .vertical ? Size(width: bounds.width, height: end) : Size(width: end, height: bounds.height)
    }
}
