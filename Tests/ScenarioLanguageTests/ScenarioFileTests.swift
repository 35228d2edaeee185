import Testing
@testable import ScenarioLanguage

/// Runs every scenario under `Scenarios/` and compares its filtered trace with its `// expect:` lines.
@Suite struct ScenarioFileTests {
    @Test(arguments: ScenarioFile.all())
    func scenarioMatchesItsExpectations(_ file: ScenarioFile) {
        let run = Scenario.run(ScenarioSource(code: file.code, path: file.name),
                               options: ScenarioOptions(iOSVersion: file.iOSVersion, endTime: file.endTime))
        let errors = run.diagnostics.filter { $0.severity == .error }
            .map { "\($0.path):\($0.line):\($0.column): \($0.message)" }
        #expect(errors == file.expectedErrors, "diagnostics of \(file.name)")
        let outcome = switch run.outcome {
        case .completed: "completed"
        case .ended: "ended"
        case .exception: "exception"
        case .stopped: "stopped"
        case .rejected: "rejected"
        }
        #expect(outcome == file.expectedOutcome, "outcome of \(file.name)")
        let lines = file.filter.apply(run.events).map(\.plainText)
        expectLines(lines, file.expectedLines, file.name)
    }

    @Test func thereAreScenarioFiles() {
        #expect(ScenarioFile.all().count >= 10)
    }

    @Test(arguments: ScenarioFile.all())
    func showHeadersAreValid(_ file: ScenarioFile) {
        #expect(file.showIsValid, "\(file.name) has an unknown `// show:` value")
    }
}

/// Compares two traces and reports the first difference with both listings.
func expectLines(_ actual: [String], _ expected: [String], _ name: String,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    let index = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actual.count, expected.count)
    let found = index < actual.count ? actual[index] : "<end of trace>"
    let wanted = index < expected.count ? expected[index] : "<end of trace>"
    Issue.record("""
        \(name): traces differ at line \(index + 1): expected `\(wanted)`, found `\(found)`
        --- expected
        \(expected.joined(separator: "\n"))
        --- found
        \(actual.joined(separator: "\n"))
        """, sourceLocation: sourceLocation)
}
