/// `check --update`: rewrites expectation blocks from the engine's traces, and adds one after each scenario
/// that has none. Only the lines inside (or of) those blocks change; every other byte of the file is kept,
/// including its line breaks and the indentation or `> ` of a block inside a list or quote.
enum ExpectationRewriter {
    /// The file's new text, or nil when nothing changes.
    static func rewrite(_ source: SourceText, _ scenarios: [EvaluatedScenario]) -> String? {
        let newline = source.lineBreak
        var edits: [(range: Range<Int>, text: String)] = []
        for scenario in scenarios where scenario.status != .notRun {
            if case .verified = scenario.status { continue }
            let block = scenario.block
            // A device recording is a fact about UIKit: the engine answers to it, never the other way round.
            if block.expectation?.recording != nil { continue }
            if let expectation = block.expectation {
                edits.append(replacement(of: expectation, in: source, lines: scenario.output.actualLines ?? [],
                                         newline: newline))
            } else {
                // `check` keeps every scenario's lines (`ScenarioOutput.needsLines`).
                edits.append(insertion(after: block, in: source, lines: scenario.output.actualLines ?? [],
                                       newline: newline))
            }
        }
        guard !edits.isEmpty else { return nil }
        var bytes = source.bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

private extension ExpectationRewriter {
    /// Replaces the lines between the fences, keeping leading `#` comment lines the author wrote.
    /// A fence never closed ends with its container (a quote, a list item, the file): its content is as many
    /// lines as cmark's literal holds (cmark's `endLine` may count blank lines after it). The rewrite closes it.
    static func replacement(of expectation: ExpectationBlock, in source: SourceText, lines: [String],
                            newline: String) -> (Range<Int>, String) {
        let firstContentLine = expectation.line + 1
        let closed = isClosingFence(source, line: expectation.endLine, fence: expectation.fence,
                                    after: expectation.line)
        let lastContentLine = closed ? expectation.endLine - 1 : expectation.line + expectation.contentLineCount
        var keptComments: [String] = []
        var line = firstContentLine
        while line <= lastContentLine {
            let text = source.line(line)
            let content = text.dropFirst(min(expectation.prefix.count, text.count))
                .drop(while: { $0 == " " || $0 == "\t" })
            guard content.hasPrefix("#") else { break }
            keptComments.append(text)
            line += 1
        }
        var body = keptComments + lines.map { expectation.prefix + $0 }
        if !closed { body.append(expectation.prefix + expectation.fence) }
        let start = startOfLine(firstContentLine, in: source)
        let end = startOfLine(lastContentLine + 1, in: source)
        return (start..<end, breakBefore(start, in: source, newline: newline) + body.map { $0 + newline }.joined())
    }

    static func insertion(after block: ScenarioBlock, in source: SourceText, lines: [String],
                          newline: String) -> (Range<Int>, String) {
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(lines) + 1))
        let blankLine = String(block.prefix.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
        var text = [blankLine, block.prefix + fence + ExpectationBlock.infoWord]
        text += lines.map { block.prefix + $0 } + [block.prefix + fence]
        var endLine = block.endLine
        if !isClosingFence(source, line: block.endLine, fence: block.fence, after: block.line) {
            text.insert(block.prefix + block.fence, at: 0)
            endLine = block.line + block.code.utf8.count(where: { $0 == UInt8(ascii: "\n") })
        }
        let position = startOfLine(endLine + 1, in: source)
        return (position..<position, breakBefore(position, in: source, newline: newline) + text.map { $0 + newline }.joined())
    }

    /// A file whose last line has no line break gets one before text added at its end.
    static func breakBefore(_ position: Int, in source: SourceText, newline: String) -> String {
        position == source.bytes.count && source.bytes.last.map { $0 != UInt8(ascii: "\n") } == true ? newline : ""
    }

    static func startOfLine(_ line: Int, in source: SourceText) -> Int {
        line <= source.lineCount ? source.lineStarts[line - 1] : source.bytes.count
    }

    /// Whether `line` closes a fence opened on `openingLine` (cmark reports the file's last line otherwise).
    static func isClosingFence(_ source: SourceText, line: Int, fence: String, after openingLine: Int) -> Bool {
        guard line > openingLine, let character = fence.first else { return false }
        let content = source.line(line).drop(while: { $0 == " " || $0 == ">" || $0 == "\t" })
        let run = content.prefix(while: { $0 == character })
        return run.count >= fence.count && content.dropFirst(run.count).allSatisfy { $0 == " " || $0 == "\t" }
    }

    static func longestBacktickRun(_ lines: [String]) -> Int {
        var longest = 0
        for line in lines {
            var run = 0
            for character in line {
                run = character == "`" ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        return longest
    }
}
