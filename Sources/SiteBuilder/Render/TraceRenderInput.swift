import ScenarioLanguage

/// One scenario's trace as the page shows it.
struct TraceRenderInput {
    /// The events after the block's display filter, in order.
    let events: [TraceEvent]
    /// One record per event, shared by the diagram and the table.
    let records: [EventRecord]
    /// Unique within the page (`scenario-3`): anchors and element ids derive from it.
    var id: String
    /// The block's title, or a generated one ("Scenario 3").
    var title: String
    /// The diagram draws at most this many events and folds the rest into a marker; the table lists all.
    var foldLimit: Int
    /// A page links the shared `trace.css` (see `TraceStylesheet`); a standalone SVG carries its own rules.
    var embedsStyle: Bool

    init(events: [TraceEvent], id: String, title: String, foldLimit: Int = DiagramMetrics.defaultFoldLimit,
         embedsStyle: Bool = false) {
        self.events = events
        records = EventRecord.records(events)
        self.id = id
        self.title = title
        self.foldLimit = foldLimit
        self.embedsStyle = embedsStyle
    }
}
