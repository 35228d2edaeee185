import ScenarioLanguage

/// One scenario's trace as the page shows it.
struct TraceRenderInput {
    /// The events after the block's display filter, in order.
    let events: [TraceEvent]
    /// One record per event, shared by the diagram and the table.
    let records: [EventRecord]
    /// Who encloses whom among `events`, worked out once for the table's caller links, the diagram's loops
    /// and, when it draws every event, the diagram itself.
    let nesting: TraceNesting
    /// Unique within the page (`scenario-3`): anchors and element ids derive from it.
    let id: String
    /// What a table row's id is made of with the event's number after it (see `rowPrefix(_:)`), worked out
    /// once since every row writes it.
    let rowPrefix: String
    /// The block's title, or a generated one ("Scenario 3").
    var title: String
    /// The diagram draws at most this many events and folds the rest into a marker; the table lists all.
    var foldLimit: Int
    /// A page links the shared `trace.css` (see `TraceStylesheet`); a standalone SVG carries its own rules.
    var embedsStyle: Bool

    /// `records` are the events' own (`EventRecord.records(events)`) when the caller has made them already.
    init(events: [TraceEvent], records: [EventRecord]? = nil, id: String, title: String,
         foldLimit: Int = DiagramMetrics.defaultFoldLimit, embedsStyle: Bool = false) {
        self.events = events
        self.records = records ?? EventRecord.records(events)
        nesting = TraceNesting(events)
        self.id = id
        rowPrefix = Self.rowPrefix(id)
        self.title = title
        self.foldLimit = foldLimit
        self.embedsStyle = embedsStyle
    }

    /// `s3_` for `scenario-3` (row `s3_12`), the id and `_` for any other. Short because every row carries
    /// it; never a heading's slug (slugs have no `_`), and unique within the page as the figure's id is.
    static func rowPrefix(_ id: String) -> String {
        let number = id.dropFirst("scenario-".count)
        // ASCII digits, read as bytes (an ASCII character that is a number is one of them).
        if id.hasPrefix("scenario-"), !number.isEmpty, number.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
            return "s" + number + "_"
        }
        return id + "_"
    }
}
