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
    init(_ records: [EventRecord], events: [TraceEvent], limit: Int, nesting: TraceNesting? = nil) {
        let shapes = Shapes(records, events)
        let parent = (nesting ?? TraceNesting(events)).parent
        var index = 0
        while index < records.count, drawn.count < limit {
            if let run = Self.longestRun(at: index, shapes: shapes, parent: parent) {
                let end = index + run.length * run.count
                runs.append(Run(start: index, length: run.length, count: run.count, firstDrawn: drawn.count,
                                firstSeq: events[index].seq, lastSeq: events[end - 1].seq))
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
    struct Shape: Equatable {
        var kind: TraceEvent.Kind
        var receiver: String?
        var message: String
        var text: String?
        var depth: Int
        var inferred: Bool
        var phase: TracePhase
        var startsTurn: Bool
        var startsPhase: Bool

        init(_ shapes: Shapes, _ index: Int) {
            let events = shapes.events
            kind = events[index].kind
            receiver = events[index].receiver
            message = shapes.records[index].message
            text = events[index].text
            depth = events[index].depth
            inferred = events[index].inferred
            phase = events[index].phase
            startsTurn = index == 0 || events[index - 1].turn != events[index].turn
            startsPhase = index == 0 || events[index - 1].phase != events[index].phase
        }
    }

    /// The events' shapes, compared by a fingerprint of each first: nearly every shape differs from those it
    /// is compared with, and equal fingerprints are confirmed by comparing the shapes, so a collision costs a
    /// comparison, never a wrong loop. A fingerprint is a few multiplications per eight bytes of the receiver
    /// and the call; numbering the shapes through a dictionary (hashing and comparing each), or hashing each
    /// with `Hasher`, cost several times as much.
    struct Shapes {
        let records: [EventRecord]
        let events: [TraceEvent]
        private let fingerprints: [UInt64]

        init(_ records: [EventRecord], _ events: [TraceEvent]) {
            self.records = records
            self.events = events
            fingerprints = records.indices.map { index in
                var fingerprint = ShapeFingerprint()
                fingerprint.add(UInt64(truncatingIfNeeded: events[index].depth))
                fingerprint.add(records[index].message)
                fingerprint.add(events[index].receiver ?? "")
                return fingerprint.value
            }
        }

        var count: Int { fingerprints.count }

        @inline(__always)
        func same(_ first: Int, _ second: Int) -> Bool {
            fingerprints[first] == fingerprints[second] && Shape(self, first) == Shape(self, second)
        }
    }

    /// FNV-1a over 64-bit words: not a hash table's hash, only a quick way to tell most shapes apart.
    struct ShapeFingerprint {
        private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

        @inline(__always)
        mutating func add(_ word: UInt64) { value = (value ^ word) &* 0x0000_0100_0000_01b3 }

        /// The text's bytes eight at a time, then the rest and the length, so that texts of which one is a
        /// prefix of the other differ.
        mutating func add(_ text: String) {
            let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
                let raw = UnsafeRawBufferPointer(bytes)
                var offset = 0
                while raw.count - offset >= 8 {
                    add(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    offset += 8
                }
                var tail: UInt64 = 0
                while offset < raw.count {
                    tail = tail << 8 | UInt64(raw[offset])
                    offset += 1
                }
                add(tail)
            }
            if done == nil { for byte in text.utf8 { add(UInt64(byte)) } }
            add(UInt64(text.utf8.count))
        }
    }

    static func longestRun(at start: Int, shapes: Shapes, parent: [Int?]) -> (length: Int, count: Int)? {
        var best: (length: Int, count: Int)?
        let available = shapes.count - start
        for length in 1...max(1, min(maximumGroupLength, available / minimumRepetitions)) {
            guard length * minimumRepetitions <= available,
                  shapes.same(start, start + length), shapes.same(start, start + 2 * length),
                  isClosed(start, length: length, start: start, parent: parent) else { continue }
            var count = 1
            while start + (count + 1) * length <= shapes.count,
                  repeats(start, length: length, at: start + count * length, shapes: shapes),
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

    static func repeats(_ first: Int, length: Int, at other: Int, shapes: Shapes) -> Bool {
        for offset in 0..<length where !shapes.same(first + offset, other + offset) { return false }
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
