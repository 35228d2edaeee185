/// The text forms of a trace, shared by `callsheet run` and the site.
public enum TraceFormat: String, CaseIterable, Sendable {
    /// One `plainText` line per event: the form expectation blocks use.
    case plain
    /// Aligned columns for a terminal: #, turn and phase, receiver, callback (indented by nesting),
    /// called from, text.
    case table
    /// A stable contract for tools: `{"events":[{"seq",…}]}`, keys in a fixed order.
    case json
    /// A Mermaid `sequenceDiagram`.
    case mermaid

    /// Renders `events` (already filtered); the result ends with a newline unless it is empty.
    public func render(_ events: [TraceEvent]) -> String {
        switch self {
        case .plain: return events.isEmpty ? "" : events.map(\.plainText).joined(separator: "\n") + "\n"
        case .table: return TableFormat.render(events)
        case .json: return JSONFormat.render(events)
        case .mermaid: return MermaidFormat.render(events)
        }
    }
}
