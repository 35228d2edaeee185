import Foundation
import Testing
@testable import SiteBuilder

@Suite struct ScaffoldTests {
    @Test func aNewSiteHasContentAndTemplates() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("callsheet-new-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = try SiteScaffold.create(at: folder, title: "My \"docs\"", templates: FixtureSite.defaultTemplates)
        #expect(files.contains("content/getting-started.md"))
        #expect(files.contains("templates/layout.mustache"))
        #expect(files.contains("templates/assets/search.js"))
        var problems: [ScenarioLanguageDiagnostic] = []
        let config = SiteConfig.parse(try String(contentsOfFile: folder + "/content/callsheet.yml", encoding: .utf8),
                                      path: "callsheet.yml", problems: &problems)
        #expect(problems.isEmpty)
        #expect(config.title == "My \"docs\"")
        #expect(throws: SiteError.self) { try SiteScaffold.create(at: folder, title: "x", templates: FixtureSite.defaultTemplates) }
    }

    /// An empty name once scaffolded into the current folder, whatever it held.
    @Test func anEmptyNameOrAFileIsRefused() throws {
        for name in ["", "  "] {
            #expect(throws: SiteError("the new site needs a folder name")) {
                try SiteScaffold.create(at: name, title: "x", templates: FixtureSite.defaultTemplates)
            }
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("callsheet-file-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: file) }
        FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        #expect(throws: SiteError("\(file) already exists and is not a folder")) {
            try SiteScaffold.create(at: file, title: "x", templates: FixtureSite.defaultTemplates)
        }
    }
}

import ScenarioLanguage
typealias ScenarioLanguageDiagnostic = ScenarioLanguage.Diagnostic
