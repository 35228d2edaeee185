import LifecycleEngine

/// A Mermaid `sequenceDiagram`: one participant per receiver in order of first appearance, plus
/// `Scenario` (calls made by the script) and `UIKit` (callbacks it makes on its own). A call's arrow
/// starts at the receiver of the call it is nested in (read from its stack, so it is right even when
/// the enclosing call is filtered out). Prints, warnings and exceptions become notes; a new run-loop
/// turn is a note spanning every participant.
enum MermaidFormat {
    /// `receiver.method` stack frames end with one of these; other frames are UIKit's mechanisms.
    private static let selectors = Method.allCases.map { "." + $0.rawValue }

    /// The receiver of the innermost call on the stack, if any.
    static func caller(_ event: TraceEvent) -> String? {
        for frame in event.stack.reversed() {
            if let selector = selectors.first(where: { frame.hasSuffix($0) }) {
                return String(frame.dropLast(selector.count))
            }
        }
        return nil
    }

    static func render(_ events: [TraceEvent]) -> String {
        var participants: [String] = []
        var ids: [String: String] = [:]
        func id(_ name: String) -> String {
            if let known = ids[name] { return known }
            let made = "P\(participants.count + 1)"
            ids[name] = made
            participants.append(name)
            return made
        }
        var body: [String] = []
        var turn = 0
        for event in events {
            if event.turn != turn {
                turn = event.turn
                body.append(.turnMarker(turn, event.phase.rawValue))
            }
            let caller = Self.caller(event)
            switch event.kind {
            case .call, .callback, .deinit:
                let receiver = event.receiver ?? "?"
                let from = caller ?? (event.kind == .call ? "Scenario" : "UIKit")
                let call = TraceEvent.callText(receiver: "", method: event.method ?? "", arguments: event.arguments)
                let label = call.hasPrefix(".") ? String(call.dropFirst()) : call
                body.append("    \(id(from))->>\(id(receiver)): \(escape(label))")
            case .print:
                body.append("    Note over \(id(caller ?? "Scenario")): \(escape("print: " + (event.text ?? "")))")
            case .warning, .exception:
                body.append("    Note over \(id("UIKit")): \(escape(event.kind.rawValue + ": " + (event.text ?? "")))")
            }
        }
        let everyone = participants.isEmpty ? "" : "P1" + (participants.count > 1 ? ",P\(participants.count)" : "")
        var lines = ["sequenceDiagram"]
        lines += participants.enumerated().map { "    participant P\($0.offset + 1) as \(escape($0.element))" }
        lines += body.map { line in
            line.hasPrefix("\u{0}turn") ? "    Note over \(everyone): " + line.dropFirst(5) : line
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Mermaid reads `;` and `#` as syntax and some renderers take `<`/`>` as HTML: use its entity codes.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "#": result += "#35;"
            case ";": result += "#59;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            default: result.append(character)
            }
        }
        return result
    }
}

private extension String {
    static func turnMarker(_ turn: Int, _ phase: String) -> String { "\u{0}turn" + "turn \(turn) (\(phase))" }
}
