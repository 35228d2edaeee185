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

    /// Shared sidebars are kept in the cache under the site's fingerprint (`StoredSidebars`): a build that
    /// renders a page takes its sidebar from there, and a changed title (another fingerprint) renders it again.
    @Test func storedSidebarsServeWhileTheSiteIsUnchanged() throws {
        let site = try FixtureSite("markdown")
        let options = site.options(templates: FixtureSite.defaultTemplates)
        #expect(SiteBuilder.build(options).exitStatus == 0)
        let cache = try #require(options.resolvedCacheDirectory)
        let folder = FilePath.join(cache, StoredSidebars.folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(!files.isEmpty)
        // A mark in each stored sidebar's first piece, in a record that stays valid: only a page whose sidebar
        // comes from the store can show it.
        for file in files {
            let path = FilePath.join(folder, file)
            var fields = try #require(CacheFile.read(path))
            let firstPiece = 4 + (try #require(Int(fields[3])))
            fields[firstPiece] += "<!-- stored -->"
            CacheFile.write(CacheRecord.encode(fields), to: path, cache: cache)
        }
        try site.write(try site.read("content/guide/details.md") + "\nOne more paragraph.\n", to: "content/guide/details.md")
        #expect(SiteBuilder.build(options).exitStatus == 0)
        #expect(try site.read("public/guide/details.html").contains("One more paragraph."))
        #expect(try site.read("public/guide/details.html").contains("<!-- stored -->"), "the edited page's sidebar came from the store")
        try site.write(try site.read("content/intro.md").replacingOccurrences(of: "title: \"Intro: a page\"", with: "title: Renamed"),
                       to: "content/intro.md")
        #expect(SiteBuilder.build(options).exitStatus == 0)
        let rebuilt = FixtureSite.tree(site.output)
        #expect(!rebuilt.values.contains { String(decoding: $0, as: UTF8.self).contains("<!-- stored -->") })
        var uncached = options
        uncached.useCache = false
        #expect(SiteBuilder.build(uncached).exitStatus == 0)
        #expect(FixtureSite.tree(site.output) == rebuilt, "the pages a full build gives")
    }

    @Test func aPageWithWarningsIsReusedAndReportsThemAgain() throws {
        let site = try FixtureSite("markdown")
        try site.write("---\ntitle: Pictures\n---\n\n![A picture](https://example.com/a.png)\n", to: "content/pictures.md")
        let first = SiteBuilder.build(site.options())
        #expect(first.exitStatus == 0)
        #expect(site.text(of: first.problems).contains("warning: image `https://example.com/a.png` is not part of the site"))
        let before = inode(site.output + "/pictures.html")
        let second = SiteBuilder.build(site.options())
        #expect(inode(site.output + "/pictures.html") == before, "linked, not rebuilt")
        #expect(second.problems == first.problems)
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

    /// A site of 63 articles (eight search index parts) with a body to edit.
    func largeSite() throws -> FixtureSite {
        let site = try FixtureSite("markdown")
        for number in 1...60 {
            try site.write("---\ntitle: Article \(number)\nsummary: About \(number)\n---\n\n## Part\n\nText of \(number).\n",
                           to: "content/guide/article-\(number < 10 ? "0" : "")\(number).md")
        }
        return site
    }

    func inodes(_ folder: String) -> [String: UInt64] {
        var result: [String: UInt64] = [:]
        for file in FixtureSite.tree(folder).keys {
            result[file] = (try? FileManager.default.attributesOfItem(atPath: folder + "/" + file))?[.systemFileNumber] as? UInt64
        }
        return result
    }

    @Test func anEditedBodyRewritesOnlyItsSearchPartAndPage() throws {
        let site = try largeSite()
        #expect(SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates)).exitStatus == 0)
        let before = inodes(site.output)
        let parts = before.keys.filter { $0.hasPrefix("assets/search/") }
        #expect(parts.count == SearchIndex.parts(articleCount: 63).count, "\(parts.sorted())")
        try site.write("---\ntitle: Article 30\nsummary: About 30\n---\n\n## Part\n\nNew words here.\n",
                       to: "content/guide/article-30.md")
        #expect(SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates)).exitStatus == 0)
        let after = inodes(site.output)
        let rewritten = after.filter { before[$0.key] != $0.value }.map(\.key).sorted()
        let newPart = try #require(rewritten.first { $0.hasPrefix("assets/search/") })
        // The page, its search part, the list of parts and the print page; the assets are copied every time.
        #expect(rewritten.filter { !$0.hasPrefix("assets/") || $0.hasPrefix("assets/search/") || $0 == SearchIndex.path }
                == [SearchIndex.path, newPart, "guide/article-30.html", "print.html"])
        #expect(try site.read("public/" + newPart).contains("\"new\":"))
        #expect(!after.keys.contains { parts.contains($0) && before[$0] == nil })
        // What the reused files hold is what a build without any cache writes.
        let incremental = FixtureSite.tree(site.output)
        var uncached = site.options(templates: FixtureSite.defaultTemplates)
        uncached.useCache = false
        #expect(SiteBuilder.build(uncached).exitStatus == 0)
        #expect(FixtureSite.tree(site.output) == incremental)
    }

    @Test func aLostSearchEntryBuildsItsPageAgain() throws {
        let site = try largeSite()
        #expect(SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates)).exitStatus == 0)
        let reference = FixtureSite.tree(site.output)
        let before = inodes(site.output)
        // Article 30's part must be made again, and its other pages' entries are gone from the cache.
        try FileManager.default.removeItem(atPath: site.root.appendingPathComponent("cache/search").path)
        try site.write("---\ntitle: Article 30\nsummary: About 30\n---\n\n## Part\n\nText of 30.\n\n", to: "content/guide/article-30.md")
        #expect(SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates)).exitStatus == 0)
        let after = FixtureSite.tree(site.output)
        #expect(after == reference, "the same site: the part holds article 29 again")
        let built = inodes(site.output).filter { $0.key.hasSuffix(".html") && before[$0.key] != $0.value }.keys
        let partSize = SearchIndex.parts(articleCount: 63)[0].count
        #expect(built.sorted().count == partSize + 1, "article 30's part-mates built, not linked; and print.html: \(built.sorted())")
    }

    @Test func nothingChangedLinksEverySiteFile() throws {
        let site = try largeSite()
        #expect(SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates)).exitStatus == 0)
        let before = inodes(site.output)
        #expect(SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates)).exitStatus == 0)
        let after = inodes(site.output)
        #expect(after.filter { before[$0.key] != $0.value && !$0.key.hasPrefix("assets/") }.isEmpty)
        #expect(after.keys.filter { $0.hasPrefix("assets/search/") || $0 == SearchIndex.path }.allSatisfy { before[$0] == after[$0] })
        #expect(after["assets/trace.css"] == before["assets/trace.css"])
    }

    @Test func aSiteFileChangedInTheOutputIsWrittenAgain() throws {
        let site = try largeSite()
        _ = SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates))
        let original = try site.read("public/index.html")
        try site.write("edited by hand", to: "public/index.html")
        #expect(SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates)).exitStatus == 0)
        #expect(try site.read("public/index.html") == original)
    }
}
