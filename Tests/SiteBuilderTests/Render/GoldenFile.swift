import Foundation
import Testing

/// Compares rendered text with a golden file beside the tests (`Render/Goldens/<name>`).
/// `CALLSHEET_RECORD=1 swift test` rewrites the goldens and fails; review them as a diff, then run again.
enum GoldenFile {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Goldens")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["CALLSHEET_RECORD"] == "1" }

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if isRecording {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            #expect(throws: Never.self, sourceLocation: sourceLocation) {
                try actual.write(to: url, atomically: true, encoding: .utf8)
            }
            // A recording run proves nothing: it fails, so only a later run that compares can pass.
            Issue.record("recorded golden \(name); run again without CALLSHEET_RECORD to check it", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden \(name); run with CALLSHEET_RECORD=1 to create it", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let line = firstDifferentLine(expected, actual)
            Issue.record("\(name) differs from its golden at line \(line); run with CALLSHEET_RECORD=1 and review the diff",
                         sourceLocation: sourceLocation)
        }
    }

    /// 1-based number of the first line that differs, with both versions, for a readable failure.
    static func firstDifferentLine(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? String(old[index]) : "<end of file>"
            let after = index < new.count ? String(new[index]) : "<end of file>"
            if before != after { return "\(index + 1)\n- \(before)\n+ \(after)" }
        }
        return "?"
    }
}
