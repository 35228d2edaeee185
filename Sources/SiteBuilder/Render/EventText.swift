import ScenarioLanguage

/// The words the table and the diagram show for an event, in Swift spelling.
enum EventText {
    /// The call without its receiver: `viewWillAppear(false)`, `willMove(toSuperview: root.view)`,
    /// `prefersStatusBarHidden`, `deinit`. Empty for prints and console lines.
    static func message(_ event: TraceEvent) -> String {
        guard let method = event.method else { return "" }
        return SelectorSpelling(method).message(arguments: event.arguments)
    }

    /// The output column: a print's text, or a console line's text.
    static func output(_ event: TraceEvent) -> String {
        event.text ?? ""
    }

    /// A note's text on one line, console lines labelled so they are told apart without colour.
    static func note(_ event: TraceEvent) -> String {
        let text = singleLine(output(event))
        switch event.kind {
        case .warning: return "warning: " + text
        case .exception: return "exception: " + text
        default: return text
        }
    }

    /// The diagram's link to the table, for readers who prefer rows to arrows.
    static let tableLink = "Events as a table ↓"

    /// The marker that replaces the events of a folded trace.
    static func foldMarker(_ count: Int) -> String {
        "… \(count) more \(count == 1 ? "event" : "events"), see the table"
    }

    /// The label of a loop frame: `loop × 50 · #12–#161`.
    static func loopLabel(count: Int, firstSeq: Int, lastSeq: Int) -> String {
        "loop × \(count) · #\(firstSeq)–#\(lastSeq)"
    }

    /// Line breaks and tabs as spaces: SVG text is one line.
    static func singleLine(_ text: String) -> String {
        // Printable ASCII has neither; anything else (controls, and non-ASCII line separators) is looked at
        // character by character.
        if TextMetrics.isPrintableASCII(text) { return text }
        guard text.contains(where: { $0.isNewline || $0 == "\t" }) else { return text }
        return String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }

    /// The separator label for a run-loop turn: `turn 2 · after commit · 0.35 s`.
    static func turnLabel(turn: Int, phase: TracePhase, time: Double) -> String {
        "turn \(turn) · \(phase.rawValue) · \(DiagramNumber.seconds(time))"
    }

    /// The separator label for a new phase inside the same turn: `layout · 0.35 s`.
    static func phaseLabel(phase: TracePhase, time: Double) -> String {
        "\(phase.rawValue) · \(DiagramNumber.seconds(time))"
    }

    /// A one-sentence summary for screen readers: `12 events between scenario, UIKit, root; see the table below.`
    static func summary(eventCount: Int, participants: [String]) -> String {
        let events = eventCount == 1 ? "1 event" : "\(eventCount) events"
        guard !participants.isEmpty else { return "\(events); see the table below." }
        return "\(events) between \(participants.joined(separator: ", ")); see the table below."
    }
}
