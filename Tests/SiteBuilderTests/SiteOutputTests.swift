import Foundation
import Testing
@testable import SiteBuilder

/// Whole-site properties: Markdown and front matter, escaping, links, determinism, atomic output, search.
@Suite struct SiteOutputTests {
    @Test func markdownAndFrontMatter() throws {
        let site = try FixtureSite("markdown")
        let report = SiteBuilder.build(site.options())
        #expect(report.problems.isEmpty, "\(site.text(of: report.problems))")
        #expect(report.pages == 5)
        for page in ["intro.html", "guide/details.html", "untitled-page.html", "index.html", "sitemap.xml"] {
            try Golden.check(try site.read("public/" + page), against: "markdown/expected/" + page)
        }
    }

    @Test func scenarioTextIsEscapedEverywhere() throws {
        let site = try FixtureSite("escaping")
        let report = SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates))
        #expect(report.problems.isEmpty, "\(site.text(of: report.problems))")
        for (path, data) in FixtureSite.tree(site.output) where path.hasSuffix(".html") || path.hasSuffix(".js") {
            // The diagram's own escaping is tested with its renderer; here, everything the page builder writes.
            let text = Self.removingDiagrams(String(decoding: data, as: UTF8.self))
            #expect(!text.contains("<script>alert"), "raw script in \(path)")
            #expect(!text.contains("<b>not bold"), "raw markup in \(path)")
        }
        let page = try site.read("public/escape.html")
        #expect(page.contains("&lt;script&gt;alert(&#39;title&#39;)&lt;/script&gt; &amp; more"))
    }

    static func removingDiagrams(_ html: String) -> String {
        var text = html
        while let start = text.range(of: "<div class=\"cs-diagram\""),
              let end = text.range(of: "</div>", range: start.upperBound..<text.endIndex) {
            text.removeSubrange(start.lowerBound..<end.upperBound)
        }
        return text
    }

    @Test func brokenLinksAreLocatedErrors() throws {
        let site = try FixtureSite("links")
        let report = SiteBuilder.build(site.options())
        #expect(report.exitStatus == 2)
        try Golden.check(site.text(of: report.problems) + "\n", against: "links/expected/errors.txt")
        #expect(!FileManager.default.fileExists(atPath: site.output))
    }

    @Test func goodLinksAreRewrittenToPages() throws {
        let site = try FixtureSite("links")
        let text = try site.read("content/index-of-links.md")
        try site.write(String(text[..<text.range(of: "## Bad")!.lowerBound]), to: "content/index-of-links.md")
        let report = SiteBuilder.build(site.options())
        #expect(report.problems.isEmpty, "\(site.text(of: report.problems))")
        let page = try site.read("public/index-of-links.html")
        #expect(page.contains("<a href=\"guide/page.html\">page</a>"))
        #expect(page.contains("<a href=\"guide/page.html#target\">anchor</a>"))
        #expect(page.contains("<a href=\"https://example.org\">web</a>"))
        #expect(try site.read("public/pic.png") == "PNG")
    }

    @Test func twoBuildsAreByteIdenticalWhateverTheCoreCount() throws {
        let site = try FixtureSite("markdown")
        _ = SiteBuilder.build(site.options(jobs: 1))
        let first = FixtureSite.tree(site.output)
        var uncached = site.options(jobs: 4)
        uncached.useCache = false
        _ = SiteBuilder.build(uncached)
        #expect(FixtureSite.tree(site.output) == first)
        let scenarios = try FixtureSite("scenarios")
        _ = SiteBuilder.build(scenarios.options(jobs: 1, templates: FixtureSite.defaultTemplates))
        let withTheme = FixtureSite.tree(scenarios.output)
        _ = SiteBuilder.build(scenarios.options(jobs: 3, templates: FixtureSite.defaultTemplates))
        #expect(FixtureSite.tree(scenarios.output) == withTheme)
    }

    @Test func aFailedBuildLeavesThePreviousOutputUntouched() throws {
        let site = try FixtureSite("atomic")
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        let before = FixtureSite.tree(site.output)
        try site.write("---\ntitle: [unclosed\n---\n", to: "content/page.md")
        let report = SiteBuilder.build(site.options())
        #expect(report.exitStatus == 2)
        #expect(site.text(of: report.problems).hasPrefix("<site>/content/page.md:3:1: error: invalid YAML"))
        #expect(FixtureSite.tree(site.output) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty, "staging folder removed: \(leftovers)")
    }

    @Test func hiddenFilesOfTheOutputFolderSurviveABuild() throws {
        let site = try FixtureSite("atomic")
        try FileManager.default.createDirectory(atPath: site.output, withIntermediateDirectories: true)
        try site.write("", to: "public/.gitkeep")
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        try site.write("stale", to: "public/stale.html")
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        #expect(FileManager.default.fileExists(atPath: site.output + "/.gitkeep"))
        // Updated in place, the output keeps what the build did not make; replaced whole, it does not.
        #expect(FileManager.default.fileExists(atPath: site.output + "/stale.html"))
        var uncached = site.options()
        uncached.useCache = false
        #expect(SiteBuilder.build(uncached).exitStatus == 0)
        #expect(FileManager.default.fileExists(atPath: site.output + "/.gitkeep"))
        #expect(!FileManager.default.fileExists(atPath: site.output + "/stale.html"))
    }

    @Test func chineseIsSearchableByBigrams() throws {
        let site = try FixtureSite("cjk")
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        let list = try site.read("public/assets/search-index.js")
        #expect(list.hasPrefix("window.CALLSHEET_SEARCH_INDEX = {\"parts\": [\"search/"))
        let part = list.split(separator: "\"")[3]
        let index = try site.read("public/assets/" + part)
        // Postings are section × 64 + weight: the title's terms rank in the page's top section (0), the
        // heading's, the text's and the code's in the heading's section (1).
        let postings = ["视图": 32, "图控": 32, "布局": 64 + 16 + 4, "合并": 64 + 4, "layout": 64 + 4,
                        "viewdidlayoutsubviews": 64 + 2]
        for (term, posting) in postings {
            #expect(index.contains("\"\(term)\":[\(posting)]"), "term \(term)")
        }
        #expect(index.contains("[0,\"布局过程\",\"布局过程\",\"注意：布局请求会被合并，直到下一次运行循环。Layout passes run once per turn.\","))
    }

    @Test func aMissingPartialIsAnError() throws {
        let site = try FixtureSite("missing-partial")
        let report = SiteBuilder.build(site.options())
        #expect(site.text(of: report.problems)
            == "<site>/templates/layout.mustache:1:20: error: partial `partials/missing` not found (looked for <site>/templates/partials/missing.mustache)")
    }

    @Test func aMissingTemplateAndASyntaxErrorAreReported() throws {
        let site = try FixtureSite("missing-template")
        let report = SiteBuilder.build(site.options())
        let messages = report.problems.map(\.diagnostic.message)
        #expect(messages.contains("missing template `article.mustache`"))
        #expect(messages.contains { $0.hasPrefix("template syntax") })
        let folder = SiteBuilder.build(site.options(templates: site.root.appendingPathComponent("nothing").path))
        #expect(folder.problems.map(\.diagnostic.message) == ["template folder not found"])
    }
}
