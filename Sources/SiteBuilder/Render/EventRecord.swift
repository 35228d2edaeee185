import ScenarioLanguage

/// What the table, the diagram and their tooltips show of one event, worked out once per event: the call
/// spelled from its selector and arguments, its one-line form for SVG text and its drawn width. Before,
/// each renderer spelled the call again from the selector, a character at a time.
struct EventRecord {
    let event: TraceEvent
    /// The call without its receiver: `viewWillAppear(false)`, `willMove(toSuperview: root.view)`,
    /// `prefersStatusBarHidden`, `deinit`. Empty for prints and console lines.
    let message: String
    /// `message` on one line, as the diagram draws it.
    let drawnMessage: String
    /// The drawn width of `drawnMessage` in monospace cells.
    let drawnCells: Int

    init(_ event: TraceEvent, spelling: SelectorSpelling?) {
        self.event = event
        message = spelling?.message(arguments: event.arguments) ?? ""
        if TextMetrics.isPrintableASCII(message) {
            drawnMessage = message
            drawnCells = message.utf8.count
        } else {
            drawnMessage = EventText.singleLine(message)
            drawnCells = TextMetrics.cells(drawnMessage)
        }
    }

    /// One record per event; each distinct selector of the trace is taken apart once.
    static func records(_ events: [TraceEvent]) -> [EventRecord] {
        var spellings: [String: SelectorSpelling] = [:]
        spellings.reserveCapacity(64)
        return events.map { event in
            guard let method = event.method else { return EventRecord(event, spelling: nil) }
            if let known = spellings[method] { return EventRecord(event, spelling: known) }
            let spelling = SelectorSpelling(method)
            spellings[method] = spelling
            return EventRecord(event, spelling: spelling)
        }
    }

    /// The plain trace line (`TraceEvent.plainText`), spelled from the record.
    var plainLine: String {
        switch event.kind {
        case .call, .callback, .deinit:
            guard let receiver = event.receiver, event.method != nil else { return "" }
            return receiver + "." + message
        case .print: return "print: " + (event.text ?? "")
        case .warning: return "warning: " + (event.text ?? "")
        case .exception: return "exception: " + (event.text ?? "")
        }
    }
}

/// A Swift selector taken apart: `willMove(toSuperview:)` is the base `willMove` and the labels
/// `["toSuperview"]`; a property (`prefersStatusBarHidden`) has no argument list.
struct SelectorSpelling {
    let base: String
    /// nil for a name without an argument list.
    let labels: [String]?

    init(_ selector: String) {
        // Read as UTF-8 bytes: the punctuation is ASCII, and a search by Character would segment the text.
        let utf8 = selector.utf8
        guard let open = utf8.firstIndex(of: UInt8(ascii: "(")), utf8.last == UInt8(ascii: ")") else {
            base = selector
            labels = nil
            return
        }
        base = String(selector[..<open])
        var labels: [String] = []
        TraceEvent.forEachArgumentLabel(in: selector) { labels.append(String($0)) }
        self.labels = labels
    }

    /// `base(label: value, …)`, an unlabelled argument without its `_`, a missing argument as `_`
    /// (the spelling of `TraceEvent.callText`).
    func message(arguments: [String]) -> String {
        guard let labels else { return base }
        var result = base
        result += "("
        for (index, label) in labels.enumerated() {
            if index > 0 { result += ", " }
            if label != "_" { result += label + ": " }
            result += index < arguments.count ? arguments[index] : "_"
        }
        result += ")"
        return result
    }
}
