import ScenarioLanguage

/// What a page keeps of a scenario's run: what it shows and what it compares, without the trace itself.
/// Small and made of strings, so the cache stores and reads it cheaply.
struct ScenarioOutput: Sendable, Equatable {
    enum Outcome: Sendable, Equatable {
        case completed
        case exception(String)
        case stopped(String)
        /// The run reached the scenario's `until=` time: what was still scheduled, in words.
        case ended(String)
        case rejected
    }

    var outcome: Outcome
    /// Errors and warnings of the run; outputs with any are never cached (they carry file positions).
    var diagnostics: [Diagnostic]
    /// The trace in the plain format, under the expectation's filter (see `ExpectationBlock.lines`); nil when
    /// nothing reads it: a scenario without an expectation, unless `check --update` writes one (`needsLines`).
    var actualLines: [String]?
    /// Method names of every event, for the search index.
    var callbacks: [String]
    /// The figure's inside: highlighted source, exception note, diagram and table; nil when not rendered
    /// (`check` compares traces and renders nothing).
    var figureBody: String?

    /// The lines compared with the expectation: after its `after=` marker, cut to its length for `match=prefix`.
    /// `shown` is the figure's records (`block.options.filter` applied), when the caller has them: an expectation
    /// without its own filter or `after=` marker compares exactly those events, so they are neither filtered
    /// nor spelled again.
    static func actualLines(_ block: ScenarioBlock, _ events: [TraceEvent], filter: TraceFilter,
                            shown: (events: [TraceEvent], records: [EventRecord])? = nil) -> [String] {
        let lines: [String]
        if let shown, block.expectation?.startAfter == nil, filter == block.options.filter {
            lines = ExpectationBlock.lines(for: shown.events, records: shown.records)
        } else {
            lines = ExpectationBlock.lines(for: ExpectationBlock.events(events, after: block.expectation?.startAfter),
                                           filter: filter)
        }
        guard let expectation = block.expectation, expectation.matchesPrefix else { return lines }
        return Array(lines.prefix(expectation.lines.count))
    }

    /// Whether the plain lines are read: by the expectation check and a recording's comparison, and by
    /// `check --update` (`writesExpectations`), which writes an expectation for a scenario that has none.
    static func needsLines(_ block: ScenarioBlock, writesExpectations: Bool) -> Bool {
        writesExpectations || block.expectation != nil
    }

    /// Runs the block and keeps what the page needs. `render` is false for `check`.
    static func make(_ block: ScenarioBlock, run: ScenarioRun, render: Bool,
                     writesExpectations: Bool = false) -> ScenarioOutput {
        let outcome: Outcome = switch run.outcome {
        case .completed: .completed
        case .exception(let message): .exception(message)
        case .stopped(let message): .stopped(message)
        case .ended(let seconds, let pending):
            // An app would go on; the page says where the trace stops and why.
            .ended(sentence(RunEnd.note(seconds: seconds, stillScheduled: pending)))
        case .rejected: .rejected
        }
        let filter = block.expectation?.filter ?? block.options.filter
        // One pass over the trace. Each event's selector is looked up in the trace's spellings
        // (`SelectorSpelling.Table`); the table's selectors are the run's methods for the search index, and
        // its spellings tell the display filter which calls are UIKit's API and spell the figure's calls.
        // The figure's events are the loop's copies, moved into the array rather than copied again. (Reading the
        // events in place does not spare the copy: a whole event passed to another module's function is copied
        // to guarantee it does not change during the call.)
        var spellings = SelectorSpelling.Table()
        var shown: [TraceEvent] = []
        // The figure's records spell each call once for the table, the diagram and the expectation's lines.
        var records: [EventRecord] = []
        let display = block.options.filter
        if render {
            shown.reserveCapacity(run.events.count)
            records.reserveCapacity(run.events.count)
        }
        for event in run.events {
            let spelling = spellings.spelling(of: event.method)
            guard render, display.includes(event, methodIsAPI: spelling?.isAPI ?? false) else { continue }
            records.append(EventRecord(event, spelling: spelling))
            shown.append(consume event)
        }
        return ScenarioOutput(
            outcome: outcome, diagnostics: run.diagnostics,
            actualLines: needsLines(block, writesExpectations: writesExpectations)
                ? actualLines(block, run.events, filter: filter, shown: render ? (shown, records) : nil) : nil,
            callbacks: spellings.methods.sorted(),
            figureBody: render ? ScenarioFigure.body(block, events: shown, records: records, outcome: outcome,
                                                     highlightedCode: run.highlightedCode) : nil)
    }

    private static func sentence(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() + "." }
}
