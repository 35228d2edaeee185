import ScenarioLanguage

/// Runs of identical groups of events (a layout loop, a timer firing fifty times), found so the diagram
/// draws the group once in a frame saying how often it ran. The table keeps every row.
///
/// Two groups are identical when their events are, one for one, in everything the drawing shows but
/// the turn number and the time: kind, receiver, call, output, depth, phase, and where turns and phases
/// change. A group is closed: whatever its events are nested in is inside it or encloses the whole group.
/// Among the runs starting at an event, the one covering most events wins (the shorter group on a tie);
/// a run needs at least `minimumRepetitions` groups.
struct DiagramLoops {
    struct Run {
        /// Index of the run's first event in the records.
        var start: Int
        /// Events per group.
        var length: Int
        /// Groups in the run.
        var count: Int
        /// Position of the drawn group's first event among the drawn events.
        var firstDrawn: Int
        /// Sequence numbers of the run's first and last events.
        var firstSeq: Int
        var lastSeq: Int
    }

    static let minimumRepetitions = 3
    /// Longer groups are not looked for: the search stays linear in the trace.
    static let maximumGroupLength = 40

    /// Indices of the events the diagram draws, in order.
    private(set) var drawn: [Int] = []
    private(set) var runs: [Run] = []

    /// Stops once `limit` events are drawn: the diagram draws no more. `nesting` is the records' events'
    /// own when the caller has it already.
    init(_ records: [EventRecord], limit: Int, nesting: TraceNesting? = nil) {
        let keys = Self.keys(records)
        let parent = (nesting ?? TraceNesting(records.map(\.event))).parent
        var index = 0
        while index < records.count, drawn.count < limit {
            if let run = Self.longestRun(at: index, keys: keys, parent: parent) {
                let end = index + run.length * run.count
                runs.append(Run(start: index, length: run.length, count: run.count, firstDrawn: drawn.count,
                                firstSeq: records[index].event.seq, lastSeq: records[end - 1].event.seq))
                drawn.append(contentsOf: index..<(index + run.length))
                index += run.length * run.count
            } else {
                drawn.append(index)
                index += 1
            }
        }
    }
}

private extension DiagramLoops {
    /// What must match for two events to be drawn alike.
    struct Shape: Hashable {
        var kind: TraceEvent.Kind
        var receiver: String?
        var message: String
        var text: String?
        var depth: Int
        var inferred: Bool
        var phase: TracePhase
        var startsTurn: Bool
        var startsPhase: Bool

        /// The call, receiver and depth tell nearly all shapes apart; the other fields are compared only.
        func hash(into hasher: inout Hasher) {
            hasher.combine(message)
            hasher.combine(receiver)
            hasher.combine(depth)
        }
    }

    /// Each event's shape as a small number, equal numbers for equal shapes; the event's fields are read in
    /// place.
    static func keys(_ records: [EventRecord]) -> [Int] {
        var numbers: [Shape: Int] = [:]
        numbers.reserveCapacity(records.count)
        var keys: [Int] = []
        keys.reserveCapacity(records.count)
        for index in records.indices {
            let shape = Shape(
                kind: records[index].event.kind, receiver: records[index].event.receiver,
                message: records[index].message, text: records[index].event.text, depth: records[index].event.depth,
                inferred: records[index].event.inferred, phase: records[index].event.phase,
                startsTurn: index == 0 || records[index - 1].event.turn != records[index].event.turn,
                startsPhase: index == 0 || records[index - 1].event.phase != records[index].event.phase)
            // Nearly every shape is new: insert first, and put the earlier number back when it was not.
            let number = numbers.count
            if let earlier = numbers.updateValue(number, forKey: shape) {
                numbers[shape] = earlier
                keys.append(earlier)
            } else {
                keys.append(number)
            }
        }
        return keys
    }

    static func longestRun(at start: Int, keys: [Int], parent: [Int?]) -> (length: Int, count: Int)? {
        var best: (length: Int, count: Int)?
        let available = keys.count - start
        for length in 1...max(1, min(maximumGroupLength, available / minimumRepetitions)) {
            guard length * minimumRepetitions <= available,
                  keys[start] == keys[start + length], keys[start] == keys[start + 2 * length],
                  isClosed(start, length: length, start: start, parent: parent) else { continue }
            var count = 1
            while start + (count + 1) * length <= keys.count,
                  repeats(start, length: length, at: start + count * length, keys: keys),
                  isClosed(start + count * length, length: length, start: start, parent: parent) {
                count += 1
            }
            // Nothing after the run may be nested in its last group, which the drawing leaves out.
            while count >= minimumRepetitions, nestsAfter(start + count * length, length: length, parent: parent) {
                count -= 1
            }
            guard count >= minimumRepetitions else { continue }
            if best.map({ length * count > $0.length * $0.count }) ?? true { best = (length, count) }
        }
        return best
    }

    static func repeats(_ first: Int, length: Int, at other: Int, keys: [Int]) -> Bool {
        for offset in 0..<length where keys[first + offset] != keys[other + offset] { return false }
        return true
    }

    /// Every event of the group at `group` is nested in the group or in what encloses the run's start.
    static func isClosed(_ group: Int, length: Int, start: Int, parent: [Int?]) -> Bool {
        let range = group..<(group + length)
        for index in range {
            if parent[index] == parent[start] { continue }
            guard let enclosing = parent[index], range.contains(enclosing) else { return false }
        }
        return true
    }

    /// Whether the event at `end` (just after a run) is nested in the group ending there.
    static func nestsAfter(_ end: Int, length: Int, parent: [Int?]) -> Bool {
        guard end < parent.count, let enclosing = parent[end] else { return false }
        return ((end - length)..<end).contains(enclosing)
    }
}
