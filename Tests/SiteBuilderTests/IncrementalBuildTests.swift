import Foundation
import Testing
import ScenarioLanguage
@testable import SiteBuilder

/// Builds after an edit give what a build without any cache gives (`ContentIndex`, `PageCache`, in-place
/// publishing), whatever changed: an article's body, its name, its title, a template, or nothing.
@Suite struct IncrementalBuildTests {
    /// A site of 30 articles in two folders, the default templates (sidebar, search, print page).
    func site() throws -> FixtureSite {
        let site = try FixtureSite("markdown")
        for number in 1...30 {
            let folder = number <= 15 ? "guide" : "more"
            try FileManager.default.createDirectory(atPath: site.content + "/" + folder, withIntermediateDirectories: true)
            try site.write("---\ntitle: Article \(number)\nsummary: About \(number)\norder: \(number)\n---\n\n## Part\n\nText of \(number).\n",
                           to: "content/\(folder)/article-\(number < 10 ? "0" : "")\(number).md")
        }
        return site
    }

    func options(_ site: FixtureSite, jobs: Int = 2) -> BuildOptions {
        site.options(jobs: jobs, templates: FixtureSite.defaultTemplates)
    }

    /// Builds, then checks that the output is what a build without a cache makes of the same input.
    func expectSameAsColdBuild(_ site: FixtureSite, _ comment: Comment? = nil,
                               sourceLocation: SourceLocation = #_sourceLocation) throws {
        let report = SiteBuilder.build(options(site))
        #expect(report.exitStatus == 0, "\(site.text(of: report.problems))", sourceLocation: sourceLocation)
        let incremental = FixtureSite.tree(site.output)
        let cold = try FixtureSite("markdown")
        try FileManager.default.removeItem(atPath: cold.content)
        try FileManager.default.copyItem(atPath: site.content, toPath: cold.content)
        var uncached = options(cold)
        uncached.useCache = false
        #expect(SiteBuilder.build(uncached).exitStatus == 0, sourceLocation: sourceLocation)
        let reference = FixtureSite.tree(cold.output)
        // The cold build's pages name its own folder in nothing: the trees compare byte for byte.
        #expect(incremental.keys.sorted() == reference.keys.sorted(), comment, sourceLocation: sourceLocation)
        for (path, data) in reference where incremental[path] != data {
            Issue.record("\(path) differs from a cold build's", sourceLocation: sourceLocation)
        }
    }

    /// Rewrites a file in place (same inode) and sets its modification time back, as a clock that keeps
    /// whole seconds would leave it after two writes within one second.
    func rewriteKeepingTimes(_ path: String, _ text: String) throws {
        var before = stat()
        #expect(stat(path, &before) == 0)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        var after = stat()
        #expect(stat(path, &after) == 0)
        #expect(after.st_size == before.st_size && after.st_mtim.tv_sec == before.st_mtim.tv_sec
                && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec && after.st_ino == before.st_ino)
    }

    @Test func anEditWithTheSameSizeAndModificationTimeShows() throws {
        let site = try site()
        #expect(SiteBuilder.build(options(site)).exitStatus == 0)
        let file = site.content + "/guide/article-07.md"
        let text = try site.read("content/guide/article-07.md")
        try rewriteKeepingTimes(file, text.replacingOccurrences(of: "Text of 7.", with: "Word of 7."))
        try expectSameAsColdBuild(site)
        #expect(try site.read("public/guide/article-07.html").contains("Word of 7."))
    }

    /// The same once the index holds the article (its status older than the clock's margin): the edit
    /// changes the status-change time, which no tool sets back.
    @Test func anEditOfAnIndexedArticleWithTheSameSizeAndModificationTimeShows() throws {
        let site = try site()
        #expect(SiteBuilder.build(options(site)).exitStatus == 0)
        Thread.sleep(forTimeInterval: Double(FileStatus.clockMargin) / 1e9 + 0.1)
        #expect(SiteBuilder.build(options(site)).exitStatus == 0)
        let index = ContentIndex(cacheDirectory: site.root.appendingPathComponent("cache").path, contentDirectory: site.content)
        let status = try #require(FileStatus.of(site.content + "/guide/article-07.md"))
        #expect(index.entry("guide/article-07.md", status: status) != nil, "recorded once settled")
        let text = try site.read("content/guide/article-07.md")
        try rewriteKeepingTimes(site.content + "/guide/article-07.md", text.replacingOccurrences(of: "Text of 7.", with: "Word of 7."))
        try expectSameAsColdBuild(site)
        #expect(try site.read("public/guide/article-07.html").contains("Word of 7."))
    }

    @Test func anAppendedParagraphShowsAndOnlyItsPageIsBuilt() throws {
        let site = try site()
        #expect(SiteBuilder.build(options(site)).exitStatus == 0)
        let before = SiteFileReuseTests().inodes(site.output)
        let handle = try #require(FileHandle(forWritingAtPath: site.content + "/more/article-20.md"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("\nAn appended paragraph.\n".utf8))
        try handle.close()
        try expectSameAsColdBuild(site)
        #expect(try site.read("public/more/article-20.html").contains("<p>An appended paragraph.</p>"))
        _ = SiteBuilder.build(options(site))
        let after = SiteFileReuseTests().inodes(site.output)
        let pages = after.filter { $0.key.hasSuffix(".html") && $0.key != "print.html" && before[$0.key] != $0.value }
        #expect(pages.keys.sorted() == ["more/article-20.html"])
    }

    @Test func aRenamedArticleMovesItsPage() throws {
        let site = try site()
        #expect(SiteBuilder.build(options(site)).exitStatus == 0)
        try FileManager.default.moveItem(atPath: site.content + "/guide/article-03.md", toPath: site.content + "/more/moved.md")
        try expectSameAsColdBuild(site)
        #expect(!FileManager.default.fileExists(atPath: site.output + "/guide/article-03.html"))
        #expect(try site.read("public/more/moved.html").contains("Text of 3."))
    }

    @Test func anAddedAndADeletedArticle() throws {
        let site = try site()
        #expect(SiteBuilder.build(options(site)).exitStatus == 0)
        try FileManager.default.removeItem(atPath: site.content + "/guide/article-05.md")
        try FileManager.default.createDirectory(atPath: site.content + "/extra", withIntermediateDirectories: true)
        try site.write("---\ntitle: New one\n---\n\nFresh.\n", to: "content/extra/new.md")
        try expectSameAsColdBuild(site)
        #expect(try site.read("public/guide/article-04.html").contains("extra/new.html"), "every sidebar lists it")
        // And the folder goes with its last article.
        try FileManager.default.removeItem(atPath: site.content + "/extra/new.md")
        try expectSameAsColdBuild(site)
        #expect(!FileManager.default.fileExists(atPath: site.output + "/extra"))
    }

    @Test func aChangedTitleChangesTheSidebarOfEveryPage() throws {
        let site = try site()
        #expect(SiteBuilder.build(options(site)).exitStatus == 0)
        let text = try site.read("content/guide/article-02.md")
        try site.write(text.replacingOccurrences(of: "title: Article 2", with: "title: Second article"), to: "content/guide/article-02.md")
        try expectSameAsColdBuild(site)
        for page in ["guide/article-01.html", "more/article-30.html", "intro.html"] {
            #expect(try site.read("public/" + page).contains("Second article"), "\(page)")
        }
    }

    @Test func aChangedTemplateRebuildsEveryPage() throws {
        let site = try site()
        let templates = site.root.appendingPathComponent("templates").path
        try? FileManager.default.removeItem(atPath: templates)
        try FileManager.default.copyItem(atPath: FixtureSite.defaultTemplates, toPath: templates)
        var options = site.options(templates: templates)
        #expect(SiteBuilder.build(options).exitStatus == 0)
        let layout = templates + "/layout.mustache"
        let text = try String(contentsOfFile: layout, encoding: .utf8)
        try text.replacingOccurrences(of: "</body>", with: "<!-- changed layout --></body>")
            .write(toFile: layout, atomically: true, encoding: .utf8)
        #expect(SiteBuilder.build(options).exitStatus == 0)
        for page in ["guide/article-01.html", "more/article-30.html", "index.html"] {
            #expect(try site.read("public/" + page).contains("<!-- changed layout -->"), "\(page)")
        }
        options.useCache = false
        let incremental = FixtureSite.tree(site.output)
        #expect(SiteBuilder.build(options).exitStatus == 0)
        #expect(FixtureSite.tree(site.output) == incremental)
    }

    @Test func aTouchedButUnchangedArticleKeepsItsPage() throws {
        let site = try site()
        #expect(SiteBuilder.build(options(site)).exitStatus == 0)
        let page = site.output + "/guide/article-09.html"
        let before = try FileManager.default.attributesOfItem(atPath: page)[.systemFileNumber] as? UInt64
        // Both times set to now, as `touch` does.
        #expect(utimensat(AT_FDCWD, site.content + "/guide/article-09.md", nil, 0) == 0)
        try expectSameAsColdBuild(site)
        _ = SiteBuilder.build(options(site))
        #expect(try FileManager.default.attributesOfItem(atPath: page)[.systemFileNumber] as? UInt64 == before,
                "read again, found the same, page reused")
    }

    @Test func theOutputIsTheSameForAnyNumberOfJobs() throws {
        let site = try site()
        #expect(SiteBuilder.build(options(site, jobs: 1)).exitStatus == 0)
        try site.write("---\ntitle: Article 12\nsummary: About 12\norder: 12\n---\n\n## Part\n\nChanged 12.\n", to: "content/guide/article-12.md")
        #expect(SiteBuilder.build(options(site, jobs: 4)).exitStatus == 0)
        let four = FixtureSite.tree(site.output)
        try site.write("---\ntitle: Article 12\nsummary: About 12\norder: 12\n---\n\n## Part\n\nChanged 12.\n\n", to: "content/guide/article-12.md")
        #expect(SiteBuilder.build(options(site, jobs: 1)).exitStatus == 0)
        try site.write("---\ntitle: Article 12\nsummary: About 12\norder: 12\n---\n\n## Part\n\nChanged 12.\n", to: "content/guide/article-12.md")
        #expect(SiteBuilder.build(options(site, jobs: 1)).exitStatus == 0)
        #expect(FixtureSite.tree(site.output) == four)
    }

    @Test func anArticleWithAnErrorIsReportedOnEveryBuild() throws {
        let site = try site()
        try site.write("---\ntitle: [unclosed\n---\n\nText.\n", to: "content/broken.md")
        let first = SiteBuilder.build(options(site))
        #expect(first.exitStatus != 0)
        let second = SiteBuilder.build(options(site))
        #expect(second.problems.map(\.formatted) == first.problems.map(\.formatted))
    }
}

/// Updating the output in place (`OutputPlan`, `StagingFolder.update`): only when the output is the one
/// the last build recorded, never half done, never touching what the build did not make.
@Suite struct InPlaceUpdateTests {
    let incremental = IncrementalBuildTests()

    @Test func anEditUpdatesTheOutputFolderInPlace() throws {
        let site = try incremental.site()
        #expect(SiteBuilder.build(incremental.options(site)).exitStatus == 0)
        let folder = FileStatus.of(site.output)?.inode
        try site.write("---\ntitle: Article 4\n---\n\nChanged.\n", to: "content/guide/article-04.md")
        try incremental.expectSameAsColdBuild(site)
        #expect(FileStatus.of(site.output)?.inode == folder, "the same folder, updated")
        #expect(!FileManager.default.fileExists(atPath: site.output + "/" + StagingFolder.updateJournalName))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".public") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test func aFailedBuildLeavesTheOutputAsItWas() throws {
        let site = try incremental.site()
        #expect(SiteBuilder.build(incremental.options(site)).exitStatus == 0)
        let before = FixtureSite.tree(site.output)
        try site.write("---\ntitle: Article 4\n---\n\nChanged [broken](missing.md).\n", to: "content/guide/article-04.md")
        let report = SiteBuilder.build(incremental.options(site))
        #expect(report.exitStatus != 0)
        #expect(site.text(of: report.problems).contains("<site>/content/guide/article-04.md:5:9: error: broken link"))
        #expect(FixtureSite.tree(site.output) == before, "nothing written")
        // And the next good build still updates in place, from the same record.
        try site.write("---\ntitle: Article 4\n---\n\nFixed.\n", to: "content/guide/article-04.md")
        try incremental.expectSameAsColdBuild(site)
    }

    @Test func filesTheBuildDidNotMakeAreKept() throws {
        let site = try incremental.site()
        #expect(SiteBuilder.build(incremental.options(site)).exitStatus == 0)
        try site.write("mine", to: "public/guide/notes.txt")
        try FileManager.default.removeItem(atPath: site.content + "/guide/article-01.md")
        #expect(SiteBuilder.build(incremental.options(site)).exitStatus == 0)
        #expect(try site.read("public/guide/notes.txt") == "mine")
        #expect(!FileManager.default.fileExists(atPath: site.output + "/guide/article-01.html"), "the build's own page goes")
    }

    /// A build killed while it moved files in leaves a mix of two builds' files, the journal, and no record
    /// of the output (removed before the first move): either makes the next build replace the output
    /// whole, which drops what no build of this input makes (a file left half way, here `stray.txt`).
    @Test(arguments: [true, false]) func anInterruptedUpdateIsRepairedByTheNextBuild(journal: Bool) throws {
        let site = try incremental.site()
        #expect(SiteBuilder.build(incremental.options(site)).exitStatus == 0)
        let oldPage = try site.read("public/guide/article-06.html")
        try site.write("---\ntitle: Sixth\n---\n\nNewer text.\n", to: "content/guide/article-06.md")
        #expect(SiteBuilder.build(incremental.options(site)).exitStatus == 0)
        try site.write(oldPage, to: "public/guide/article-06.html")
        try site.write("half", to: "public/guide/stray.txt")
        if journal {
            try site.write("", to: "public/" + StagingFolder.updateJournalName)
        } else {
            try FileManager.default.removeItem(atPath: site.root.appendingPathComponent("cache/site/output").path)
        }
        try incremental.expectSameAsColdBuild(site)
        #expect(!FileManager.default.fileExists(atPath: site.output + "/" + StagingFolder.updateJournalName))
        #expect(!FileManager.default.fileExists(atPath: site.output + "/guide/stray.txt"))
        #expect(try site.read("public/guide/article-06.html").contains("Newer text."))
    }

    @Test func anOutputFolderReplacedByHandIsReplacedWhole() throws {
        let site = try incremental.site()
        #expect(SiteBuilder.build(incremental.options(site)).exitStatus == 0)
        let copy = site.root.appendingPathComponent("copy").path
        try FileManager.default.copyItem(atPath: site.output, toPath: copy)
        try FileManager.default.removeItem(atPath: site.output)
        try FileManager.default.moveItem(atPath: copy, toPath: site.output)
        try site.write("stale", to: "public/more/article-20.html")
        try site.write("---\ntitle: Article 4\n---\n\nChanged.\n", to: "content/guide/article-04.md")
        try incremental.expectSameAsColdBuild(site)
    }

    /// A build without the cache replaces the output and leaves the record as it was: the next build must
    /// not take the new folder for the recorded one (whose file list lacks the pages made since).
    @Test func anOutputReplacedByABuildWithoutTheCacheIsNotTheRecordedOne() throws {
        let site = try incremental.site()
        #expect(SiteBuilder.build(incremental.options(site)).exitStatus == 0)
        try site.write("---\ntitle: Added\n---\n\nAdded.\n", to: "content/guide/added.md")
        var uncached = incremental.options(site)
        uncached.useCache = false
        #expect(SiteBuilder.build(uncached).exitStatus == 0)
        try FileManager.default.removeItem(atPath: site.content + "/guide/added.md")
        try incremental.expectSameAsColdBuild(site)
        #expect(!FileManager.default.fileExists(atPath: site.output + "/guide/added.html"))
    }

    @Test func aChangedAssetIsCopiedAndARemovedOneDeleted() throws {
        let site = try incremental.site()
        let templates = site.root.appendingPathComponent("templates").path
        try? FileManager.default.removeItem(atPath: templates)
        try FileManager.default.copyItem(atPath: FixtureSite.defaultTemplates, toPath: templates)
        try "one".write(toFile: templates + "/assets/extra.txt", atomically: false, encoding: .utf8)
        let options = site.options(templates: templates)
        #expect(SiteBuilder.build(options).exitStatus == 0)
        try "two".write(toFile: templates + "/assets/extra.txt", atomically: false, encoding: .utf8)
        #expect(SiteBuilder.build(options).exitStatus == 0)
        #expect(try site.read("public/assets/extra.txt") == "two")
        try FileManager.default.removeItem(atPath: templates + "/assets/extra.txt")
        #expect(SiteBuilder.build(options).exitStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: site.output + "/assets/extra.txt"))
    }
}

/// The index itself: what it trusts, and that a trusted entry stands in for reading the file.
@Suite struct ContentIndexTests {
    let status = FileStatus(size: 10, inode: 7, modified: 1_000_000_000_000, changed: 1_000_000_000_000)

    @Test func onlyAStatusOlderThanTheClocksMarginIsTrusted() {
        let settled = ContentIndex(cacheDirectory: nil, contentDirectory: "c",
                                   now: status.changed + FileStatus.clockMargin)
        #expect(settled.isSettled(status))
        let recent = ContentIndex(cacheDirectory: nil, contentDirectory: "c",
                                  now: status.changed + FileStatus.clockMargin - 1)
        #expect(!recent.isSettled(status), "a second write in the same clock tick would leave the same status")
        var future = status
        future.modified = status.changed + 2 * FileStatus.clockMargin
        let later = ContentIndex(cacheDirectory: nil, contentDirectory: "c", now: status.changed + FileStatus.clockMargin)
        #expect(!later.isSettled(future), "a modification time ahead of the clock")
    }

    @Test func aTrustedEntryIsUsedWithoutReadingTheFile() throws {
        let site = try FixtureSite("markdown")
        let cache = site.root.appendingPathComponent("cache").path
        let path = "guide/details.md"
        let status = try #require(FileStatus.of(site.content + "/" + path))
        let later = status.changed + FileStatus.clockMargin + 1
        let writer = ContentIndex(cacheDirectory: cache, contentDirectory: site.content, now: later)
        var matter = FrontMatter()
        matter.title = "From the index"
        writer.record(path, ContentIndex.Entry(status: status, digest: "d", markdownStart: 0, frontMatter: matter, warnings: [
            .init(.warning, "kept", path: "x", line: 2, column: 3)]))
        writer.save()
        let reader = ContentIndex(cacheDirectory: cache, contentDirectory: site.content, now: later)
        let loader = ContentLoader(contentDirectory: site.content, jobs: 1, index: reader)
        var problems: [ScenarioLanguage.Diagnostic] = []
        let articles = loader.load([(path, status)], problems: &problems)
        #expect(articles.first?.title == "From the index")
        #expect(articles.first?.digest == "d")
        #expect(problems.map(\.message) == ["kept"])
        // Another content folder name: the warnings would name the files wrongly, so nothing is used.
        let other = ContentIndex(cacheDirectory: cache, contentDirectory: site.content + "/", now: later)
        #expect(other.entry(path, status: status) == nil)
        // A changed status is read.
        var changed = status
        changed.changed += 1
        #expect(reader.entry(path, status: changed) == nil)
    }
}

/// The pages' manifests: one whole record, amended by a small one that an edit rewrites.
@Suite struct PageManifestsTests {
    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("callsheet-tests/manifests-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func build(_ cache: String, keep: [String], store: [String: [String]]) {
        let manifests = PageManifests(directory: cache)
        for path in keep { manifests.keep(path) }
        for (path, fields) in store { manifests.store(fields, for: path) }
        manifests.save()
    }

    @Test func anEditRewritesOnlyTheRecentRecordUntilItOutgrowsItsLimit() throws {
        let cache = try folder()
        let paths = (0..<100).map { "a\($0).md" }
        build(cache, keep: [], store: Dictionary(uniqueKeysWithValues: paths.map { ($0, ["m", $0]) }))
        let whole = cache + "/pages/manifests", recent = cache + "/pages/manifests.recent"
        let before = FileStatus.of(whole)
        // An edit of a1 and a deleted a2.
        build(cache, keep: paths.filter { $0 != "a1.md" && $0 != "a2.md" }, store: ["a1.md": ["m", "edited"]])
        #expect(FileStatus.of(whole) == before, "the whole record is not rewritten")
        #expect(FileManager.default.fileExists(atPath: recent))
        let read = PageManifests(directory: cache)
        #expect(read.stored("a1.md") == ["m", "edited"])
        #expect(read.stored("a2.md") == nil)
        #expect(read.stored("a3.md") == ["m", "a3.md"])
        // Many edits: the whole record is written again and the recent one goes.
        let many = Dictionary(uniqueKeysWithValues: paths.prefix(CacheTable.recentLimit + 1).map { ($0, ["m", "new"]) })
        build(cache, keep: paths, store: many)
        #expect(FileStatus.of(whole) != before)
        #expect(!FileManager.default.fileExists(atPath: recent))
        let after = PageManifests(directory: cache)
        #expect(after.stored("a0.md") == ["m", "new"])
        #expect(after.stored("a2.md") == ["m", "new"], "stored again")
        #expect(after.stored("a99.md") == ["m", "a99.md"])
    }

    /// Tables are remembered between builds of one process (`callsheet serve`), but only while their files
    /// are the ones it wrote.
    @Test func aTableWrittenByAnotherProcessIsReadAgain() throws {
        let cache = try folder()
        build(cache, keep: [], store: ["a.md": ["m", "mine"]])
        #expect(PageManifests(directory: cache).stored("a.md") == ["m", "mine"])
        // Another process's table, written as CacheFile writes it: a new file in place of the old.
        let other = try folder()
        build(other, keep: [], store: ["a.md": ["m", "theirs"]])
        #expect(rename(other + "/pages/manifests", cache + "/pages/manifests") == 0)
        #expect(PageManifests(directory: cache).stored("a.md") == ["m", "theirs"])
    }

    /// A table record is read field by field as its entries are made: well-formed records whose counts do not
    /// fit what follows, that hold more than they say or are of another format are not used (the table reads
    /// as empty), and, being intact, neither deleted nor reported as damaged.
    @Test func aTableRecordWithImpossibleCountsIsNotUsed() throws {
        let cache = try folder()
        build(cache, keep: [], store: ["a.md": ["m", "x"]])
        #expect(PageManifests(directory: cache).stored("a.md") == ["m", "x"])
        for fields in [[PageManifests.format, "1", "a.md", "99", "m"], [PageManifests.format, "-1", "a.md", "1", "m"],
                       [PageManifests.format, "1", "a.md", "1", "m", "extra"], [PageManifests.format, "2", "a.md", "1", "m"],
                       ["other format", "1", "a.md", "1", "m"]] {
            let other = try folder()
            CacheFile.write(CacheRecord.encode(fields), to: other + "/pages/manifests", cache: other)
            #expect(rename(other + "/pages/manifests", cache + "/pages/manifests") == 0)
            #expect(PageManifests(directory: cache).stored("a.md") == nil, "\(fields)")
            #expect(FileManager.default.fileExists(atPath: cache + "/pages/manifests"))
            #expect(CacheFile.drainDiscarded(under: cache).isEmpty)
        }
        // A torn record is damaged: deleted and reported.
        let torn = try folder()
        CacheFile.write(Array(CacheRecord.encode([PageManifests.format, "0"]).dropLast(3)), to: torn + "/pages/manifests",
                        cache: torn)
        #expect(rename(torn + "/pages/manifests", cache + "/pages/manifests") == 0)
        #expect(PageManifests(directory: cache).stored("a.md") == nil)
        #expect(!FileManager.default.fileExists(atPath: cache + "/pages/manifests"))
        #expect(CacheFile.drainDiscarded(under: cache) == [cache + "/pages/manifests"])
        let other = try folder()
        CacheFile.write(CacheRecord.encode([PageManifests.format, "2", "a.md", "2", "m", "视图", "b.md", "0"]),
                        to: other + "/pages/manifests", cache: other)
        #expect(rename(other + "/pages/manifests", cache + "/pages/manifests") == 0)
        let read = PageManifests(directory: cache)
        #expect(read.stored("a.md") == ["m", "视图"])
        #expect(read.stored("b.md") == [])
    }
}
