import ScenarioLanguage

/// A scenario block after its run: what the page shows and how it compares with its expectation.
struct EvaluatedScenario {
    enum Status: Equatable {
        /// The trace matches the expectation's lines (how many).
        case verified(Int)
        case mismatch(diff: String)
        /// No expectation block follows the scenario.
        case unchecked
        /// The scenario was rejected with diagnostics, so there is no trace to compare.
        case notRun
    }

    let block: ScenarioBlock
    /// The Markdown file, as diagnostics name it.
    let path: String
    let result: ScenarioResult
    let iOSVersion: Int
    let status: Status
    /// The lines an expectation block would hold today (what `check --update` writes).
    let actualLines: [String]

    var displayedEvents: [TraceEvent] { block.options.filter.apply(result.run.events) }
    var failed: Bool { result.run.outcome == .rejected }

    /// Runs (or finds in the cache) one block and compares it with its expectation.
    static func evaluate(_ block: ScenarioBlock, path: String, defaultIOS: Int, runner: ScenarioRunner,
                         cache: ScenarioCache) -> EvaluatedScenario {
        let iOSVersion = block.options.iOSVersion ?? defaultIOS
        let options = ScenarioOptions(iOSVersion: iOSVersion)
        let source = block.source(path: path)
        let result = cache.result(for: source, options: options) {
            ScenarioResult(run: runner.run(source, options), highlightedCode: SwiftHighlighter.html(block.code))
        }
        let filter = block.expectation?.filter ?? block.options.filter
        let actual = ExpectationBlock.lines(for: result.run.events, filter: filter)
        let status: Status
        if result.run.outcome == .rejected {
            status = .notRun
        } else if let expectation = block.expectation {
            status = expectation.lines == actual
                ? .verified(actual.count)
                : .mismatch(diff: UnifiedDiff.text(old: expectation.lines, new: actual,
                                                   oldName: "expected (\(path):\(expectation.line))",
                                                   newName: "actual trace"))
        } else {
            status = .unchecked
        }
        return EvaluatedScenario(block: block, path: path, result: result, iOSVersion: iOSVersion, status: status,
                                 actualLines: actual)
    }

    /// Diagnostics of the run, and the mismatch as a located error with its diff.
    var problems: [BuildProblem] {
        var problems = result.run.diagnostics.map { BuildProblem(diagnostic: $0, kind: .input) }
        if case .mismatch(let diff) = status, let expectation = block.expectation {
            problems.append(BuildProblem(
                diagnostic: Diagnostic(.error, "trace differs from expectation", path: path,
                                       line: expectation.line, column: expectation.column),
                kind: .expectation, detail: diff))
        }
        return problems
    }
}
