import Foundation
@testable import ScenarioLanguage

/// A test scenario: Swift code with `// expect: <trace line>` comments (jlox style) and optional
/// header comments `// show: <values of the block option show=>`, `// ios: <version>`,
/// `// until: <seconds, as the block option until=>`, `// outcome: completed|ended|exception|stopped|rejected`, `// error: <diagnostic as path:line:col: message>`.
struct ScenarioFile: CustomStringConvertible, Sendable {
    let name: String
    let code: String

    var description: String { name }

    var expectedLines: [String] { values(of: "expect") }
    var expectedErrors: [String] { values(of: "error") }
    var expectedOutcome: String { values(of: "outcome").first ?? (expectedErrors.isEmpty ? "completed" : "rejected") }
    var iOSVersion: Int { values(of: "ios").first.flatMap(Int.init) ?? newestIOSVersion }
    var endTime: Double? { values(of: "until").first.flatMap(Double.init) }

    var filter: TraceFilter {
        guard let show = values(of: "show").first else { return TraceFilter(preset: .overrides) }
        return (try? BlockOptions.parse("show=" + show).filter) ?? TraceFilter(preset: .overrides)
    }

    var showIsValid: Bool {
        guard let show = values(of: "show").first else { return true }
        return (try? BlockOptions.parse("show=" + show)) != nil
    }

    private func values(of key: String) -> [String] {
        code.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            guard let range = line.range(of: "// \(key): ") else { return nil }
            return String(line[range.upperBound...])
        }
    }

    static func all() -> [ScenarioFile] {
        guard let directory = Bundle.module.url(forResource: "Scenarios", withExtension: nil),
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
            guard let code = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) else { return nil }
            return ScenarioFile(name: name, code: code)
        }
    }
}
