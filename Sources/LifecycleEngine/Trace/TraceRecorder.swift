/// Collects events while a scenario runs, cheaply: objects and arguments are kept as they are,
/// stacks are shared frames, and nothing is formatted until `events()` is asked for.
final class TraceRecorder {
    struct Record {
        var kind: TraceEvent.Kind
        var receiver: EngineObject?
        var method: Method?
        /// The selector of an app method UIKit calls that the registry does not list (an action).
        var selector: String? = nil
        var arguments: [Argument]
        var text: String?
        var turn: Int
        var phase: Phase
        var time: Double
        var depth: Int
        var frame: Int
        var inferred: Bool
        var overridden: Bool
    }

    enum FrameLabel {
        case record(Int)
        case mechanism(Mechanism)
    }

    struct Frame {
        var label: FrameLabel
        var parent: Int
    }

    private(set) var records: [Record] = []
    private var frames: [Frame] = []

    init() {
        // Room for a typical scenario's trace (about a hundred events, each in a frame of its own and of the
        // machinery around it), instead of growing and copying every record as it does.
        records.reserveCapacity(128)
        frames.reserveCapacity(256)
    }
    /// Index of the innermost frame, -1 at the top of the run loop.
    private(set) var currentFrame = -1
    /// Number of calls and callbacks currently executing.
    private(set) var depth = 0

    var count: Int { records.count }

    /// Takes the record rather than borrowing it: a borrowed one was copied into the array (a retain of
    /// each of its references) and the caller's copy destroyed, for every event.
    @discardableResult
    func append(_ record: consuming Record) -> Int {
        records.append(record)
        return records.count - 1
    }

    func makeRecord(kind: TraceEvent.Kind, receiver: EngineObject?, method: Method?, arguments: [Argument],
                    text: String?, clock: Clock, inferred: Bool, overridden: Bool) -> Record {
        Record(kind: kind, receiver: receiver, method: method, arguments: arguments, text: text,
               turn: clock.turn, phase: clock.phase, time: clock.time, depth: depth, frame: currentFrame,
               inferred: inferred, overridden: overridden)
    }

    /// Names the receiver of a record made before its object existed (an initializer's entry).
    func setReceiver(_ object: EngineObject, ofRecord index: Int) {
        records[index].receiver = object
    }

    /// Enters the call or callback recorded at `index`; returns the frame to restore on exit.
    func enter(record index: Int) -> Int {
        let saved = currentFrame
        frames.append(Frame(label: .record(index), parent: currentFrame))
        currentFrame = frames.count - 1
        depth += 1
        return saved
    }

    func exit(record saved: Int) {
        currentFrame = saved
        depth -= 1
    }

    /// Enters a step of UIKit's machinery; returns the frame to restore on exit.
    func enter(_ mechanism: Mechanism) -> Int {
        let saved = currentFrame
        frames.append(Frame(label: .mechanism(mechanism), parent: currentFrame))
        currentFrame = frames.count - 1
        return saved
    }

    func exit(mechanism saved: Int) {
        currentFrame = saved
    }

    /// Drops the frame stack after an exception unwound it.
    func resetStack() {
        currentFrame = -1
        depth = 0
    }

    /// The finished trace, with every object printed under its final display name.
    func events() -> [TraceEvent] {
        // Only frames that enclose an event need their stack; events under one frame share one array.
        var stacks = [[String]?](repeating: nil, count: frames.count)
        // The frames between one and its nearest ancestor with a stack; one buffer for every lookup.
        var chain: [Int] = []
        func stack(of frame: Int) -> [String] {
            guard frame >= 0 else { return [] }
            if let cached = stacks[frame] { return cached }
            chain.removeAll(keepingCapacity: true)
            var current = frame
            while current >= 0, stacks[current] == nil {
                chain.append(current)
                current = frames[current].parent
            }
            var result = current >= 0 ? stacks[current]! : []
            for index in chain.reversed() {
                result.append(label(of: frames[index]))
                stacks[index] = result
            }
            return result
        }
        var events: [TraceEvent] = []
        events.reserveCapacity(records.count)
        for index in records.indices {
            // Fields read in place (a copy of the record would retain everything it holds), in the order that
            // names objects: the receiver, the arguments, then the stack's receivers.
            let receiver = records[index].receiver
            let method = records[index].method
            let selector = records[index].selector
            let receiverName = receiver?.name
            let receiverClass = receiver?.className
            let arguments = records[index].arguments.map { ConsoleText.visible($0.rendered) }
            let text = records[index].text.map(ConsoleText.visible)
            events.append(TraceEvent(
                seq: index + 1, kind: records[index].kind, receiver: receiverName, receiverClass: receiverClass,
                receiverID: receiver?.id, receiverMadeByUIKit: receiver?.isMadeByUIKit ?? false,
                method: method?.rawValue ?? selector, arguments: arguments, text: text, turn: records[index].turn,
                phase: records[index].phase, time: records[index].time, depth: records[index].depth,
                stack: stack(of: records[index].frame), inferred: records[index].inferred,
                category: method?.category ?? selector.map { _ in .action }, overridden: records[index].overridden))
        }
        return events
    }

    private func label(of frame: Frame) -> String {
        switch frame.label {
        case .record(let index):
            // Fields read in place: a copy of the record would retain everything it holds.
            return (records[index].receiver?.name ?? "") + "." + (records[index].method?.rawValue ?? records[index].selector ?? "")
        case .mechanism(let mechanism):
            return mechanism.label
        }
    }
}
