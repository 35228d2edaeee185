import Foundation
import Testing
@testable import ScenarioLanguage

/// Diagnostic identifiers: the list in docs/scenario-language.md is generated from `DiagnosticCode`
/// (`CALLSHEET_RECORD=1 swift test` rewrites it), and every identifier is produced by a real scenario.
@Suite struct DiagnosticCodeTests {
    static let begin = "<!-- diagnostic identifiers: generated from DiagnosticCode; a test checks this list -->"
    static let end = "<!-- end of diagnostic identifiers -->"

    static var generated: String {
        var lines = [begin, "| identifier | meaning |", "|---|---|"]
        for code in DiagnosticCode.allCases { lines.append("| `\(code.rawValue)` | \(code.summary) |") }
        lines.append(end)
        return lines.joined(separator: "\n")
    }

    @Test func documentedListMatchesTheIdentifiers() throws {
        let url = SurfaceDocumentationTests.document
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let start = text.range(of: Self.begin),
              let stop = text.range(of: Self.end, range: start.upperBound..<text.endIndex) else {
            Issue.record("docs/scenario-language.md has no list of diagnostic identifiers")
            return
        }
        let current = String(text[start.lowerBound..<stop.upperBound])
        if ProcessInfo.processInfo.environment["CALLSHEET_RECORD"] == "1", current != Self.generated {
            try text.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: Self.generated)
                .write(to: url, atomically: true, encoding: .utf8)
            Issue.record("rewrote the diagnostic identifiers; run again without CALLSHEET_RECORD to check them")
            return
        }
        #expect(current == Self.generated, "the list of diagnostic identifiers is out of date; run with CALLSHEET_RECORD=1")
    }

    /// One scenario per identifier, producing it as its first diagnostic.
    static let examples: [DiagnosticCode: String] = [
        .syntax: "let x = = 3",
        .syntaxLimit: "let x = " + String(repeating: "(", count: 500) + "1" + String(repeating: ")", count: 500),
        .unsupported: "let v = UIView()\nlet t = v.mask",
        .unknownName: "print(missing)",
        .unknownMember: "struct Row { var title = \"\" }\nprint(Row().subtitle)",
        .invalidOverride: "class A: UIView {\n    override func viewDidLoad() {}\n}",
        .invalidDeclaration: "struct Row {}\nstruct Row {}",
        .immutableValue: "struct Row { var title = \"\" }\nlet row = Row()\nrow.title = \"new\"",
        .nilValue: "let a: Int? = nil\nprint(a!)",
        .runtimeError: "let a = [1]\nprint(a[3])",
        .budgetExceeded: "var n = 0\nwhile true { n += 1 }",
        .uikitStopped: "var parent: UIView = window\nfor _ in 0..<10000 {\n    let child = UIView()\n    parent.addSubview(child)\n    parent = child\n}",
    ]

    @Test(arguments: DiagnosticCode.allCases)
    func everyIdentifierIsProducedByAScenario(_ code: DiagnosticCode) throws {
        let source = try #require(Self.examples[code], "no example for \(code.rawValue)")
        let run = Scenario.run(ScenarioSource(code: source, path: "code.swift"))
        let first = try #require(run.diagnostics.first)
        #expect(first.code == code, "\(code.rawValue): \(first.formatted)")
        #expect(first.formatted.hasPrefix("code.swift:\(first.line):\(first.column): \(first.severity.rawValue): "))
        #expect(first.message.hasSuffix(" [\(code.rawValue)]"))
    }

    @Test func notesCarryNoIdentifier() {
        let run = Scenario.run(ScenarioSource(code: "print(1,\n  2\nlet y = 3\n", path: "code.swift"))
        #expect(run.diagnostics.filter { $0.severity == .note }.allSatisfy { $0.code == nil })
        #expect(run.diagnostics.contains { $0.severity == .note })
    }
}
