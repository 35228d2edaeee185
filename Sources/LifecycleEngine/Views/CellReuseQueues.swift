/// The reuse queues of a table or collection view: the identifier each cell it made was registered under,
/// and the cells waiting, per identifier, to be dequeued again. A dequeued cell is told
/// `prepareForReuse()`, as UIKit does before handing it out.
struct CellReuseQueues {
    private var queued: [String: [View]] = [:]
    private var identifiers: [Int: String] = [:]

    mutating func register(_ cell: View, as identifier: String) { identifiers[cell.id] = identifier }

    func identifier(of cell: View) -> String? { identifiers[cell.id] }

    /// Queues a cell made for an identifier (once); a cell made otherwise is not reused.
    mutating func enqueue(_ cell: View) {
        guard let identifier = identifiers[cell.id], !(queued[identifier]?.contains { $0 === cell } ?? false) else { return }
        queued[identifier, default: []].append(cell)
    }

    /// The first cell queued for `identifier`, told `prepareForReuse()`; nil when none waits.
    mutating func dequeue(_ identifier: String, engine: Engine) throws -> View? {
        guard var queue = queued[identifier], !queue.isEmpty else { return nil }
        let cell = queue.removeFirst()
        queued[identifier] = queue
        try engine.send(.prepareForReuse, to: cell)
        return cell
    }

    /// Every queued cell.
    var cells: [View] { queued.values.flatMap { $0 } }

    /// Takes cells that are in use again out of the queues.
    mutating func remove(where isInUse: (View) -> Bool) {
        queued = queued.mapValues { $0.filter { !isInUse($0) } }
    }
}
