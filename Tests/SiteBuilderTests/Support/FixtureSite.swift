import Foundation
import Testing
@testable import SiteBuilder

/// A fixture site (`Fixtures/<name>/content`, optional `templates/`, `expected/`) copied to a scratch folder,
/// so builds and `check --update` can write freely.
struct FixtureSite {
    let name: String
    let root: URL

    /// The repository's default templates, for tests about the bundled theme.
    static let defaultTemplates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("templates").path

    static var fixtures: URL { Golden.sourceFixtures }

    /// Bare templates shared by fixtures whose goldens should show the article body, not the theme.
    static var minimalTemplates: String { fixtures.appendingPathComponent("minimal-templates").path }

    init(_ name: String) throws {
        self.name = name
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("callsheet-tests")
            .appendingPathComponent(name + "-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        ScratchFolders.register(root)
        for folder in ["content", "templates"] {
            let source = Self.fixtures.appendingPathComponent(name).appendingPathComponent(folder)
            if FileManager.default.fileExists(atPath: source.path) {
                try FileManager.default.copyItem(at: source, to: root.appendingPathComponent(folder))
            }
        }
    }

    var content: String { root.appendingPathComponent("content").path }
    var output: String { root.appendingPathComponent("public").path }
    var expected: URL { Self.fixtures.appendingPathComponent(name).appendingPathComponent("expected") }

    /// Build options for this site: its own templates if it has some, else the minimal ones; canned traces.
    func options(jobs: Int = 2, templates: String? = nil) -> BuildOptions {
        let own = root.appendingPathComponent("templates").path
        var options = BuildOptions(
            contentDirectory: content,
            templatesDirectory: templates ?? (FileManager.default.fileExists(atPath: own) ? own : Self.minimalTemplates),
            outputDirectory: output, jobs: jobs, cacheDirectory: root.appendingPathComponent("cache").path)
        options.runner = FakeScenarioRunner.runner
        return options
    }

    func read(_ path: String) throws -> String {
        try String(contentsOfFile: root.appendingPathComponent(path).path, encoding: .utf8)
    }

    func write(_ text: String, to path: String) throws {
        try text.write(toFile: root.appendingPathComponent(path).path, atomically: true, encoding: .utf8)
    }

    /// Every file below `folder`, relative path → bytes.
    static func tree(_ folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for path in AssetCopier.files(in: folder) {
            files[path] = FileManager.default.contents(atPath: FilePath.join(folder, path))
        }
        return files
    }

    /// Problems as the command line prints them, with the scratch folder replaced by `<site>`.
    func text(of problems: [BuildProblem]) -> String {
        problems.map(\.formatted).joined(separator: "\n").replacingOccurrences(of: root.path, with: "<site>")
    }
}
