import Foundation
import Testing
@testable import SiteBuilder

/// Unchanged pages are linked from the previous output instead of being built again (`PageCache`).
@Suite struct PageReuseTests {
    func inode(_ path: String) -> UInt64? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.systemFileNumber] as? UInt64
    }

    @Test func anUnchangedPageIsReusedAndTheSiteIsTheSame() throws {
        let site = try FixtureSite("markdown")
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        let first = FixtureSite.tree(site.output)
        let page = site.output + "/guide/details.html"
        let before = inode(page)
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        #expect(inode(page) == before, "linked, not rewritten")
        #expect(FixtureSite.tree(site.output) == first)
        var uncached = site.options()
        uncached.useCache = false
        #expect(SiteBuilder.build(uncached).exitStatus == 0)
        #expect(FixtureSite.tree(site.output) == first, "reuse gives the pages a full build gives")
    }

    @Test func anotherArticlesTitleChangesEveryPage() throws {
        let site = try FixtureSite("markdown")
        _ = SiteBuilder.build(site.options())
        try site.write(try site.read("content/intro.md").replacingOccurrences(of: "title: \"Intro: a page\"",
                                                                             with: "title: Renamed"),
                       to: "content/intro.md")
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        #expect(try site.read("public/untitled-page.html").contains("Renamed"), "the navigation shows the new title")
    }

    @Test func aPageEditedInTheOutputIsBuiltAgain() throws {
        let site = try FixtureSite("markdown")
        _ = SiteBuilder.build(site.options())
        let original = try site.read("public/guide/details.html")
        try site.write("edited by hand", to: "public/guide/details.html")
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        #expect(try site.read("public/guide/details.html") == original)
    }

    @Test func linksIntoAReusedPageAreStillChecked() throws {
        let site = try FixtureSite("markdown")
        _ = SiteBuilder.build(site.options())
        try site.write(try site.read("content/guide/details.md").replacingOccurrences(of: "## The order", with: "## Another"),
                       to: "content/guide/details.md")
        let report = SiteBuilder.build(site.options())
        #expect(report.exitStatus == 2)
        #expect(report.problems.first?.diagnostic.message == "no heading or scenario `#the-order` in `guide/details.md`")
    }
}

@Suite struct SiteFileReuseTests {
    @Test func theIndexFollowsAChangedSummaryAndConfig() throws {
        let site = try FixtureSite("markdown")
        _ = SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates))
        try site.write(try site.read("content/intro.md").replacingOccurrences(of: "'It''s the first page'", with: "New summary"),
                       to: "content/intro.md")
        _ = SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates))
        #expect(try site.read("public/index.html").contains("New summary"))
        try site.write("title: Renamed site\n", to: "content/callsheet.yml")
        _ = SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates))
        #expect(try site.read("public/404.html").contains("Renamed site"))
        #expect(try site.read("public/sitemap.xml").contains("<loc>index.html</loc>"), "no base_url any more")
    }
}
