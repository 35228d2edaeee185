import ScenarioLanguage

/// A ```` ```swift scenario ```` fence and the expectation block that may follow it.
struct ScenarioBlock {
    /// 1-based position in the page; element ids (`scenario-3`) derive from it.
    let number: Int
    let node: MarkdownDocument.NodeID
    let code: String
    let options: BlockOptions
    /// The opening fence's line and character column.
    let line: Int, column: Int
    /// The closing fence's line (the last line of the file when the fence is never closed).
    let endLine: Int
    let fence: String
    /// What precedes the fence on its line (list indentation, `> `): new lines inside the block repeat it.
    let prefix: String
    var expectation: ExpectationBlock?

    var id: String { "scenario-\(number)" }
    var title: String { options.title ?? "Scenario \(number)" }

    /// The code as the scenario language sees it: code line 1 is the line after the fence.
    func source(path: String) -> ScenarioSource {
        ScenarioSource(code: code, path: path, lineOffset: line, columnOffset: prefix.count)
    }
}

/// Reads the blocks of one page: scenarios, their expectations, and the problems with either.
struct ScenarioBlockReader {
    let source: SourceText
    let path: String

    static let scenarioWords = ["swift", "scenario"]

    func read(_ document: MarkdownDocument, problems: inout [Diagnostic]) -> [ScenarioBlock] {
        var blocks: [ScenarioBlock] = []
        var claimedExpectations: Set<MarkdownDocument.NodeID> = []
        let byID = Dictionary(uniqueKeysWithValues: document.codeBlocks.map { ($0.id, $0) })
        for block in document.codeBlocks {
            guard let optionsText = Self.optionsText(block.info, after: Self.scenarioWords) else { continue }
            let fence = FenceLine(source: source, block: block)
            let options: BlockOptions
            do {
                options = try BlockOptions.parse(optionsText)
            } catch {
                problems.append(fence.diagnostic(error, in: optionsText, path: path))
                continue
            }
            var scenario = ScenarioBlock(
                number: blocks.count + 1, node: block.id, code: block.literal, options: options,
                line: block.startLine, column: fence.column, endLine: block.endLine, fence: fence.fence,
                prefix: fence.prefix)
            if let next = block.nextCodeBlock.flatMap({ byID[$0] }),
               let expectationOptions = Self.optionsText(next.info, after: [ExpectationBlock.infoWord]) {
                claimedExpectations.insert(next.id)
                scenario.expectation = ExpectationBlock.read(
                    next, optionsText: expectationOptions, scenarioFilter: options.filter,
                    fence: FenceLine(source: source, block: next), path: path, problems: &problems)
            }
            blocks.append(scenario)
        }
        for block in document.codeBlocks where !claimedExpectations.contains(block.id)
            && Self.optionsText(block.info, after: [ExpectationBlock.infoWord]) != nil {
            let fence = FenceLine(source: source, block: block)
            problems.append(Diagnostic(.error, "an `\(ExpectationBlock.infoWord)` block must directly follow a `swift scenario` block",
                                       path: path, line: block.startLine, column: fence.column))
        }
        return blocks
    }

    /// The rest of an info string after the given leading words, or nil when it does not start with them.
    static func optionsText(_ info: String, after words: [String]) -> String? {
        var rest = Substring(info)
        for word in words {
            rest = rest.drop(while: { $0 == " " || $0 == "\t" })
            guard rest.hasPrefix(word) else { return nil }
            rest = rest.dropFirst(word.count)
            guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        }
        return String(rest.drop(while: { $0 == " " || $0 == "\t" }))
    }
}
