import ScenarioLanguage

/// Builds hand-written traces the way the engine records them: sequence numbers, depth and stacks follow
/// from `enter`/`leave` and `within`, so test traces stay consistent without spelling every field.
struct TraceSketch {
    private(set) var events: [TraceEvent] = []
    var turn = 1
    var phase: TracePhase = .event
    var time = 0.0
    /// Open frames, outermost first: calls and callbacks (`root.viewDidLoad()`) and mechanisms.
    private var frames: [(label: String, isRecord: Bool)] = []

    private var depth: Int { frames.filter(\.isRecord).count }

    /// Starts a new run-loop turn.
    mutating func turn(_ number: Int, _ phase: TracePhase, at time: Double) {
        turn = number
        self.phase = phase
        self.time = time
    }

    /// A call or callback that returns at once.
    mutating func send(_ receiver: String, _ receiverClass: String, _ method: String, _ arguments: [String] = [],
                       kind: TraceEvent.Kind = .callback, category: TraceCategory? = nil,
                       inferred: Bool = false, overridden: Bool = false) {
        enter(receiver, receiverClass, method, arguments, kind: kind, category: category, inferred: inferred,
              overridden: overridden)
        leave()
    }

    /// A call or callback whose nested events follow until `leave()`.
    mutating func enter(_ receiver: String, _ receiverClass: String, _ method: String, _ arguments: [String] = [],
                        kind: TraceEvent.Kind = .callback, category: TraceCategory? = nil,
                        inferred: Bool = false, overridden: Bool = false) {
        append(kind: kind, receiver: receiver, receiverClass: receiverClass, method: method,
               arguments: arguments, text: nil, category: category, inferred: inferred, overridden: overridden)
        frames.append((receiver + "." + method, true))
    }

    mutating func leave() {
        frames.removeLast()
    }

    /// Runs `body` under a named step of UIKit's machinery (`window move`).
    mutating func within(_ mechanism: String, _ body: (inout TraceSketch) -> Void) {
        frames.append((mechanism, false))
        body(&self)
        frames.removeLast()
    }

    mutating func print(_ text: String) { line(.print, text) }
    mutating func warning(_ text: String) { line(.warning, text) }
    mutating func exception(_ text: String) { line(.exception, text) }

    /// An object released at the end of the turn; its overridden deinit may print inside.
    mutating func deinitialize(_ receiver: String, _ receiverClass: String, overridden: Bool = false,
                               body: (inout TraceSketch) -> Void = { _ in }) {
        append(kind: .deinit, receiver: receiver, receiverClass: receiverClass, method: "deinit",
               arguments: [], text: nil, category: .lifetime, inferred: false, overridden: overridden)
        frames.append((receiver + ".deinit", true))
        body(&self)
        frames.removeLast()
    }
}

private extension TraceSketch {
    mutating func line(_ kind: TraceEvent.Kind, _ text: String) {
        append(kind: kind, receiver: nil, receiverClass: nil, method: nil, arguments: [], text: text,
               category: nil, inferred: false, overridden: false)
    }

    mutating func append(kind: TraceEvent.Kind, receiver: String?, receiverClass: String?, method: String?,
                         arguments: [String], text: String?, category: TraceCategory?, inferred: Bool,
                         overridden: Bool) {
        events.append(TraceEvent(
            seq: events.count + 1, kind: kind, receiver: receiver, receiverClass: receiverClass, method: method,
            arguments: arguments, text: text, turn: turn, phase: phase, time: time, depth: depth,
            stack: frames.map(\.label), inferred: inferred, category: category, overridden: overridden))
    }
}
