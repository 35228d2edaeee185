import ScenarioLanguage

/// What the `…` of a "called from" cell stands for, when the cell shows only the innermost two frames of a
/// longer stack: the nearest visible row whose own stack and call begin those left-out frames, and the
/// frames after that call (UIKit's machinery, which has no row), if any. Following the references from row
/// to row gives the whole stack, so a nested row carries a link and a few frames instead of a copy of its
/// stack. Without such a row (a display filter removed it), the left-out frames are all the `…` carries.
struct CallerRows {
    struct Reference {
        /// Sequence number of the row whose call the left-out frames begin with.
        var seq: Int?
        /// The left-out frames after that row's call (all of them when there is no row).
        var frames: ArraySlice<String>
    }

    /// How many innermost frames a "called from" cell shows.
    static let shownFrames = 2

    private let nesting: TraceNesting
    private let events: [TraceEvent]

    /// `nesting` is the events' own when the caller has it already.
    init(_ events: [TraceEvent], nesting: TraceNesting? = nil) {
        self.events = events
        self.nesting = nesting ?? TraceNesting(events)
    }

    /// nil when the cell shows the whole stack.
    func reference(of index: Int) -> Reference? {
        let stack = events[index].stack
        guard stack.count > Self.shownFrames else { return nil }
        let hidden = stack[..<(stack.count - Self.shownFrames)]
        for ancestor in nesting.ancestors(of: index) {
            let candidate = events[ancestor]
            let depth = candidate.stack.count
            guard depth < hidden.count, TraceNesting.frameLabel(candidate) == hidden[depth],
                  candidate.stack[...] == hidden[..<depth] else { continue }
            return Reference(seq: candidate.seq, frames: hidden[(depth + 1)...])
        }
        return Reference(seq: nil, frames: hidden)
    }
}
