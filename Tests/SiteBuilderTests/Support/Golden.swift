import Foundation
import Testing

/// Compares text with a golden file beside the tests. `CALLSHEET_RECORD=1 swift test` rewrites the goldens
/// (in the source tree, not the test bundle) instead of comparing, and fails; review the diff, then run again.
enum Golden {
    static var recording: Bool { ProcessInfo.processInfo.environment["CALLSHEET_RECORD"] == "1" }

    static let sourceFixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// `path` is relative to `Fixtures/` (`scenarios/expected/intro.html`).
    static func check(_ actual: String, against path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = sourceFixtures.appendingPathComponent(path)
        if recording {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            // A recording run proves nothing: it fails, so only a later run that compares can pass.
            Issue.record("recorded golden \(path); run again without CALLSHEET_RECORD to check it", sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(actual == expected, "differs from golden \(path) (re-record with CALLSHEET_RECORD=1)",
                sourceLocation: sourceLocation)
    }
}
