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
    let output: ScenarioOutput
    let iOSVersion: Int
    let status: Status

    /// Runs one block (or finds its output in the cache) and compares it with its expectation.
    /// `render` is false for `check`, which needs the trace but no figure.
    /// `writesExpectations` is true for `check --update`, which needs the lines of scenarios without one.
    static func evaluate(_ block: ScenarioBlock, path: String, defaultIOS: Int, render: Bool,
                         writesExpectations: Bool = false, runner: ScenarioRunner,
                         cache: ScenarioCache) -> EvaluatedScenario {
        let iOSVersion = block.options.iOSVersion ?? defaultIOS
        let output = cache.output(for: block, iOSVersion: iOSVersion, needsFigure: render,
                                  needsLines: ScenarioOutput.needsLines(block, writesExpectations: writesExpectations)) {
            let run = runner.run(block.source(path: path), ScenarioOptions(iOSVersion: iOSVersion, highlightsSource: render,
                                                                           endTime: block.options.endTime))
            return ScenarioOutput.make(block, run: run, render: render, writesExpectations: writesExpectations)
        }
        let status: Status
        if output.outcome == .rejected {
            status = .notRun
        } else if let expectation = block.expectation {
            // An output for a block with an expectation always has its lines (`ScenarioOutput.needsLines`).
            let actual = output.actualLines ?? []
            status = expectation.lines == actual
                ? .verified(actual.count)
                : .mismatch(diff: UnifiedDiff.text(old: expectation.lines, new: actual,
                                                   oldName: "expected (\(path):\(expectation.line))",
                                                   newName: "actual trace"))
        } else {
            status = .unchecked
        }
        return EvaluatedScenario(block: block, path: path, output: output, iOSVersion: iOSVersion, status: status)
    }

    /// Diagnostics of the run, and the mismatch as a located error with its diff.
    var problems: [BuildProblem] {
        // A warning (a run stopped where an app would hang) that the article's expectation records is
        // what the article means to show: it is not repeated on every build.
        let acknowledged: Bool = if case .verified = status { true } else { false }
        var problems = output.diagnostics.filter { !(acknowledged && $0.severity == .warning) }
            .map { BuildProblem(diagnostic: $0, kind: .input) }
        if case .mismatch(let diff) = status, let expectation = block.expectation {
            // A recording is evidence, shown in the page either way; its difference is news, not a broken article.
            let recorded = expectation.recording != nil
            problems.append(BuildProblem(
                diagnostic: Diagnostic(recorded ? .warning : .error,
                                       recorded ? "the engine's trace differs from the device recording" : "trace differs from expectation",
                                       path: path, line: expectation.line, column: expectation.column),
                kind: .expectation, detail: diff))
        }
        return problems
    }
}
