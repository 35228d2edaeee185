import ScenarioLanguage

/// The expected trace written right after a scenario:
///
/// ````markdown
/// ```expect show=appearance
/// # one event per line, in the plain trace format; blank lines and `#` comments are ignored
/// root.viewWillAppear(false)
/// root.viewDidAppear(false)
/// ```
/// ````
///
/// Without options it covers what the scenario's table shows; `show=` and `objects=` choose other events.
///
/// `recorded=URL` marks the lines as a console log recorded on a real device and published at URL: a fact
/// the engine is measured against, not a claim about the engine. The page then sets the recording beside
/// the engine's trace; a difference is a warning shown in the page (the evidence stays readable) rather than
/// a failed build, and `check --update` never rewrites a recording.
struct ExpectationBlock {
    static let infoWord = "expect"

    let node: MarkdownDocument.NodeID
    /// The trace filter the expected lines were written against.
    let filter: TraceFilter
    /// The expected events, comments and blank lines removed.
    let lines: [String]
    /// The opening fence's line and character column; `endLine` is the closing fence or the end of the file.
    let line: Int, column: Int, endLine: Int
    let fence: String
    let prefix: String
    /// Lines of content between the fences, as cmark read them.
    let contentLineCount: Int
    /// Where the recording was published, for an expectation that is a device recording.
    var recording: String?
    /// `after="text"`: the expectation covers only what follows the printed line with this text, for a
    /// recording published from the middle of a run (the setup before it was not logged).
    var startAfter: String?
    /// `match=prefix`: the trace may go on after the expected lines, for a recording that stops where its
    /// author stopped the app (a hang) rather than where the run ends.
    var matchesPrefix = false

    static func read(_ block: MarkdownDocument.CodeBlock, optionsText: String, scenarioFilter: TraceFilter,
                     fence: FenceLine, path: String, problems: inout [Diagnostic]) -> ExpectationBlock? {
        var filter = scenarioFilter
        var optionsText = optionsText
        let recording = take("recorded", from: &optionsText)
        let startAfter = take("after", from: &optionsText)
        let match = take("match", from: &optionsText)
        if let match, match != "prefix" {
            problems.append(Diagnostic(.error, "`match=` takes `prefix` (the trace may go on after the expected lines)",
                                       path: path, line: fence.line, column: fence.column))
            return nil
        }
        if let recording, !(recording.hasPrefix("https://") || recording.hasPrefix("http://")) || recording.count < 12 {
            problems.append(Diagnostic(.error, "`recorded=` takes the web address where the recording was published",
                                       path: path, line: fence.line, column: fence.column))
            return nil
        }
        if !optionsText.isEmpty {
            do {
                let options = try BlockOptions.parse(optionsText)
                if options.title != nil || options.iOSVersion != nil || options.endTime != nil {
                    problems.append(Diagnostic(.error, "an expectation takes only `show=` and `objects=`; "
                                               + "put `title=`, `ios=` and `until=` on the scenario", path: path,
                                               line: fence.line, column: fence.column))
                    return nil
                }
                filter = options.filter
            } catch {
                problems.append(fence.diagnostic(error, in: optionsText, path: path))
                return nil
            }
        }
        return ExpectationBlock(node: block.id, filter: filter, lines: parseLines(block.literal),
                                line: fence.line, column: fence.column, endLine: block.endLine,
                                fence: fence.fence, prefix: fence.prefix,
                                contentLineCount: block.literal.utf8.count(where: { $0 == UInt8(ascii: "\n") }),
                                recording: recording, startAfter: startAfter, matchesPrefix: match != nil)
    }

    /// The events after the first print whose text is `marker` (all of them when there is no marker; none
    /// when the print never happens, so the difference shows).
    static func events(_ events: [TraceEvent], after marker: String?) -> [TraceEvent] {
        guard let marker else { return events }
        guard let index = events.firstIndex(where: { $0.kind == .print && $0.text == marker }) else { return [] }
        return Array(events[(index + 1)...])
    }

    /// Removes a `key=value` or `key="quoted value"` option from the options text and returns its value.
    static func take(_ key: String, from options: inout String) -> String? {
        guard let start = options.range(of: key + "="),
              start.lowerBound == options.startIndex || options[options.index(before: start.lowerBound)] == " " else { return nil }
        var end = start.upperBound
        var value: String
        if end < options.endIndex, options[end] == "\"" {
            let open = options.index(after: end)
            guard let close = options[open...].firstIndex(of: "\"") else { return nil }
            value = String(options[open..<close])
            end = options.index(after: close)
        } else {
            end = options[end...].firstIndex(of: " ") ?? options.endIndex
            value = String(options[start.upperBound..<end])
        }
        options.removeSubrange(start.lowerBound..<end)
        options = options.split(separator: " ").joined(separator: " ")
        return value
    }

    static func parseLines(_ literal: String) -> [String] {
        literal.split(separator: "\n", omittingEmptySubsequences: false).compactMap { raw in
            let line = trimmingTrailingSpace(raw)
            let content = line.drop(while: { $0 == " " || $0 == "\t" })
            return content.isEmpty || content.hasPrefix("#") ? nil : String(line)
        }
    }

    /// The lines a trace must match: one event per line (the trace already shows control characters in
    /// printed text as escapes, `ConsoleText`, so no event spans two lines).
    static func lines(for events: [TraceEvent], filter: TraceFilter) -> [String] {
        lines(forFiltered: filter.apply(events))
    }

    /// The lines of events that are already filtered: each call spelled once per selector (`SelectorSpelling`),
    /// as the figure spells it.
    static func lines(forFiltered events: [TraceEvent]) -> [String] {
        var spellings = SelectorSpelling.Table()
        return events.map { event in
            let message = spellings.spelling(of: event.method)?.message(arguments: event.arguments) ?? ""
            return trimmed(EventRecord.plainLine(event, message: message))
        }
    }

    /// The lines of a figure's events, from the messages their records already spell.
    static func lines(for events: [TraceEvent], records: [EventRecord]) -> [String] {
        EventRecord.plainLines(events, records).map(trimmed)
    }

    /// The line without trailing spaces, tabs and carriage returns.
    private static func trimmed(_ text: String) -> String {
        // Most lines end in a letter or `)`: only a last byte that is a space, tab or CR can start the
        // trailing run `trimmingTrailingSpace` removes (each is a character of its own), so the others are
        // kept as they are rather than cut into a substring and copied back.
        guard let last = text.utf8.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t")
                || last == UInt8(ascii: "\r") else { return text }
        return String(trimmingTrailingSpace(Substring(text)))
    }

    static func trimmingTrailingSpace(_ text: Substring) -> Substring {
        var text = text
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }
}
