import ScenarioLanguage

/// The HTML that replaces a scenario block: title and status, the highlighted source, the sequence diagram
/// and the callback table. The diagram and the table come from their renderers; this only arranges them.
enum ScenarioFigure {
    static func html(_ scenario: EvaluatedScenario) -> String {
        pieces(scenario).joined()
    }

    /// The figure as pieces a page writes one after another: the opening (element, caption and status), the
    /// run's body as the cache keeps it, and the closing tag, ending with a line break unless `lineBreak` is
    /// false. The body is most of a figure: a page writes it from where it is rather than from a copy.
    static func pieces(_ scenario: EvaluatedScenario, lineBreak: Bool = true) -> [String] {
        let block = scenario.block
        var opening = "<figure class=\"cs-scenario\" id=\"\(block.id)\" aria-labelledby=\"\(block.id)-title\">\n"
        opening += "<figcaption id=\"\(block.id)-title\"><span class=\"cs-scenario-title\">"
            + HTMLText.escape(block.title) + "</span> <span class=\"cs-ios\">iOS \(scenario.iOSVersion)</span></figcaption>\n"
        opening += status(scenario)
        return [opening, scenario.output.figureBody ?? "", lineBreak ? "</figure>\n" : "</figure>"]
    }

    /// The part that depends only on the run (cached with it): source, exception note, diagram, table.
    /// `records` are the events' own when the caller made them for the expectation's lines too.
    static func body(_ block: ScenarioBlock, events: [TraceEvent], records: [EventRecord]? = nil,
                     outcome: ScenarioOutput.Outcome, highlightedCode: String? = nil) -> String {
        let input = TraceRenderInput(events: events, records: records, id: block.id, title: block.title)
        // A run that parsed the source hands its highlighting over; otherwise highlight here (the highlighter
        // shows code plain when it breaks the language's nesting limits).
        let code = highlightedCode ?? SwiftHighlighter.html(block.code)
        // One buffer for the whole figure: the diagram and the table are written into it, not joined.
        var markup = MarkupWriter(capacity: code.utf8.count + 4_096 + 480 * input.records.count)
        markup.raw("<pre class=\"cs-code\"><code class=\"language-swift\">")
        markup.raw(string: code)
        markup.raw("</code></pre>\n")
        switch outcome {
        case .exception(let message):
            markup.raw("<p class=\"cs-exception\" role=\"note\">The scenario stopped with an exception, as an app would crash: <code>")
            markup.text(message)
            markup.raw("</code></p>\n")
        case .stopped(let message):
            markup.raw("<p class=\"cs-exception\" role=\"note\">The scenario was stopped where an app would hang or crash: <code>")
            markup.text(message)
            markup.raw("</code></p>\n")
        case .ended(let note):
            markup.raw("<p class=\"cs-run-end\" role=\"note\">")
            markup.text(note)
            markup.raw("</p>\n")
        case .completed, .rejected:
            break
        }
        // Wide diagrams and tables scroll sideways; a focusable, labelled region lets keyboards scroll them too.
        markup.raw("<div class=\"cs-diagram\" tabindex=\"0\" role=\"region\" aria-label=\"Sequence diagram: ")
        markup.text(block.title)
        markup.raw("\">\n")
        SequenceDiagram.write(input, to: &markup)
        markup.raw("\n</div>\n")
        markup.raw(string: DiagramLegend.html)
        markup.raw("<div class=\"cs-table\" tabindex=\"0\" role=\"region\" aria-label=\"Callback table: ")
        markup.text(block.title)
        markup.raw("\">\n")
        CallbackTable.write(input, to: &markup)
        markup.raw("\n</div>\n")
        return markup.output
    }

    /// Readers see that the trace was checked, not the expected lines a second time.
    static func status(_ scenario: EvaluatedScenario) -> String {
        if let expectation = scenario.block.expectation, let recording = expectation.recording {
            return RecordingComparison.html(scenario, expectation: expectation, source: recording)
        }
        switch scenario.status {
        case .verified(let count):
            let events = count == 1 ? "1 expected event" : "\(count) expected events"
            return "<p class=\"cs-status cs-verified\"><span aria-hidden=\"true\">✓</span> Verified: "
                + "the engine's trace matches the article's \(events).</p>\n"
        case .unchecked:
            return "<p class=\"cs-status cs-unchecked\">Trace shown as the engine produced it; "
                + "the article states no expectation for it.</p>\n"
        case .mismatch:
            return "<p class=\"cs-status cs-mismatch\">The trace differs from the article's expectation.</p>\n"
        case .notRun:
            return "<p class=\"cs-status cs-mismatch\">This scenario could not run.</p>\n"
        }
    }
}
