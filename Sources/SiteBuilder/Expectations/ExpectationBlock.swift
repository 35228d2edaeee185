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

    static func read(_ block: MarkdownDocument.CodeBlock, optionsText: String, scenarioFilter: TraceFilter,
                     fence: FenceLine, path: String, problems: inout [Diagnostic]) -> ExpectationBlock? {
        var filter = scenarioFilter
        var optionsText = optionsText
        let recording = takeRecording(from: &optionsText)
        if let recording, !(recording.hasPrefix("https://") || recording.hasPrefix("http://")) || recording.count < 12 {
            problems.append(Diagnostic(.error, "`recorded=` takes the web address where the recording was published",
                                       path: path, line: fence.line, column: fence.column))
            return nil
        }
        if !optionsText.isEmpty {
            do {
                let options = try BlockOptions.parse(optionsText)
                if options.title != nil || options.iOSVersion != nil {
                    problems.append(Diagnostic(.error, "an expectation takes only `show=` and `objects=`; "
                                               + "put `title=` and `ios=` on the scenario", path: path,
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
                                recording: recording)
    }

    /// Removes a `recorded=URL` (or `recorded="URL"`) option from the options text and returns its value.
    static func takeRecording(from options: inout String) -> String? {
        var words = options.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let index = words.firstIndex(where: { $0.hasPrefix("recorded=") }) else { return nil }
        var value = String(words[index].dropFirst("recorded=".count))
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
        words.remove(at: index)
        options = words.joined(separator: " ")
        return value
    }

    static func parseLines(_ literal: String) -> [String] {
        literal.split(separator: "\n", omittingEmptySubsequences: false).compactMap { raw in
            let line = trimmingTrailingSpace(raw)
            let content = line.drop(while: { $0 == " " || $0 == "\t" })
            return content.isEmpty || content.hasPrefix("#") ? nil : String(line)
        }
    }

    /// The lines a trace must match: one event per line, line breaks inside a print written as `\n`.
    static func lines(for events: [TraceEvent], filter: TraceFilter) -> [String] {
        filter.apply(events).map { event in
            String(trimmingTrailingSpace(Substring(event.plainText.escapingLineBreaks)))
        }
    }

    static func trimmingTrailingSpace(_ text: Substring) -> Substring {
        var text = text
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }
}

extension String {
    var escapingLineBreaks: String {
        guard contains(where: \.isNewline) else { return self }
        var result = ""
        for character in self {
            switch character {
            case "\n": result += "\\n"
            case "\r\n": result += "\\r\\n"
            case "\r": result += "\\r"
            default: result.append(character)
            }
        }
        return result
    }
}
