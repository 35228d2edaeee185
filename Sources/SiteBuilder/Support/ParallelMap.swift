import Dispatch
import Foundation

/// Runs independent work on `jobs` threads and returns results in input order, so the output is the same
/// whatever the core count. Workers take the next item as they finish one: articles differ a lot in cost.
enum ParallelMap {
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], jobs: Int, _ transform: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        let results = ResultSlots<Result>(count: items.count)
        let workers = max(1, min(jobs, items.count))
        if workers == 1 {
            for (index, item) in items.enumerated() { results.store(transform(item), at: index) }
        } else {
            let cursor = Cursor()
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let index = cursor.next(below: items.count) {
                    results.store(transform(items[index]), at: index)
                }
            }
        }
        return results.collect()
    }

    /// The number of workers when `--jobs` is not given: one per active core.
    static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }
}

/// Hands out indices 0, 1, 2… to whichever worker asks next.
private final class Cursor: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

/// One slot per item; each slot is written by exactly one worker, and read only after all have finished.
private final class ResultSlots<Result>: @unchecked Sendable {
    private var slots: [Result?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ result: Result, at index: Int) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    func collect() -> [Result] { slots.map { $0! } }
}
