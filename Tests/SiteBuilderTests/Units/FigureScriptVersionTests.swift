import Foundation
import Testing
@testable import SiteBuilder

/// A site's own copy of the figures' script is checked against the markup the build writes.
@Suite struct FigureScriptVersionTests {
    /// The bundled templates, copied to a scratch folder with `edit` applied to their script.
    static func templates(editingScript edit: (String) -> String?) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-" + UUID().uuidString).path
        ScratchFolders.register(URL(fileURLWithPath: folder))
        try FileManager.default.copyItem(atPath: FixtureSite.defaultTemplates, toPath: folder)
        let script = FilePath.join(folder, FigureScriptVersion.scriptPath)
        let text = try String(contentsOfFile: script, encoding: .utf8)
        if let edited = edit(text) {
            try edited.write(toFile: script, atomically: true, encoding: .utf8)
        } else {
            try FileManager.default.removeItem(atPath: script)
        }
        return folder
    }

    @Test func theBundledScriptReadsTheCurrentMarkup() {
        #expect(FigureScriptVersion.warning(templatesDirectory: FixtureSite.defaultTemplates) == nil)
    }

    @Test func aScriptForEarlierMarkupIsAWarningAtItsMarker() throws {
        let folder = try Self.templates {
            $0.replacingOccurrences(of: "figure markup \(FigureScriptVersion.current)", with: "figure markup 1")
        }
        let warning = try #require(FigureScriptVersion.warning(templatesDirectory: folder))
        #expect(warning.severity == .warning)
        #expect(warning.line == 13 && warning.column == 16)
        #expect(warning.message.hasPrefix("this script reads figure markup 1 but this Callsheet writes markup "))
    }

    @Test func aScriptThatNamesNoMarkupIsAWarningOnItsFirstLine() throws {
        let folder = try Self.templates { $0.replacingOccurrences(of: FigureScriptVersion.marker, with: "") }
        let warning = try #require(FigureScriptVersion.warning(templatesDirectory: folder))
        #expect(warning.line == 1 && warning.column == 1)
        #expect(warning.message.hasPrefix("this script does not say which figure markup it reads"))
    }

    @Test func aThemeWithoutTheScriptIsNotChecked() throws {
        #expect(FigureScriptVersion.warning(templatesDirectory: try Self.templates { _ in nil }) == nil)
    }

    /// The build reports it and still succeeds: the pages read without the script.
    @Test func theBuildWarnsAndSucceeds() throws {
        let site = try FixtureSite("escaping")
        let folder = try Self.templates { $0.replacingOccurrences(of: FigureScriptVersion.marker, with: "") }
        let report = SiteBuilder.build(site.options(templates: folder))
        #expect(report.exitStatus == 0)
        #expect(report.problems.map(\.formatted).filter { $0.contains("figure markup") }.count == 1)
    }
}
