import Foundation
import Testing
@testable import SiteBuilder

/// Inputs an attacker or an accident may hand a build: links out of the content folder, names that Swift
/// considers equal, damaged cache entries. Each ends in a located diagnostic or a correct site, never a crash.
@Suite struct HostileInputTests {
    @Test func aLinkOutOfTheContentFolderIsALocatedErrorAndNothingIsPublished() throws {
        let site = try FixtureSite("atomic")
        try FileManager.default.createSymbolicLink(atPath: site.content + "/secret.md", withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: site.content + "/host.txt", withDestinationPath: "/etc/hostname")
        let report = SiteBuilder.build(site.options())
        #expect(report.exitStatus == 2)
        #expect(site.text(of: report.problems) == """
            <site>/content/host.txt:1:1: error: this link leads outside the folder '<site>/content'; only files inside it are published
            <site>/content/secret.md:1:1: error: this link leads outside the folder '<site>/content'; only files inside it are published
            """)
        #expect(!FileManager.default.fileExists(atPath: site.output))
    }

    @Test func aLinkInsideTheContentFolderIsPublishedAsAFile() throws {
        let site = try FixtureSite("atomic")
        try FileManager.default.createDirectory(atPath: site.content + "/images", withIntermediateDirectories: true)
        try site.write("PNG", to: "content/images/a.png")
        try FileManager.default.createSymbolicLink(atPath: site.content + "/b.png", withDestinationPath: "images/a.png")
        try FileManager.default.createSymbolicLink(atPath: site.content + "/nowhere.png", withDestinationPath: "missing.png")
        let report = SiteBuilder.build(site.options())
        #expect(site.text(of: report.problems) == "<site>/content/nowhere.png:1:1: error: this link leads nowhere")
        try FileManager.default.removeItem(atPath: site.content + "/nowhere.png")
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        let published = try FileManager.default.attributesOfItem(atPath: site.output + "/b.png")
        #expect(published[.type] as? FileAttributeType == .typeRegular)
        #expect(try site.read("public/b.png") == "PNG")
    }

    @Test func aContentFolderThatIsALinkIsBuilt() throws {
        let site = try FixtureSite("atomic")
        let real = site.root.appendingPathComponent("real-content").path
        try FileManager.default.moveItem(atPath: site.content, toPath: real)
        try FileManager.default.createSymbolicLink(atPath: site.content, withDestinationPath: real)
        let report = SiteBuilder.build(site.options())
        #expect(report.exitStatus == 0, "\(site.text(of: report.problems))")
        #expect(FileManager.default.fileExists(atPath: site.output + "/page.html"))
    }

    @Test func namesEqualUnderUnicodeNormalizationAreALocatedError() throws {
        let site = try FixtureSite("atomic")
        try site.write("# composed\n", to: "content/caf\u{E9}.md")
        try site.write("# decomposed\n", to: "content/cafe\u{301}.md")
        let report = SiteBuilder.build(site.options())
        #expect(report.exitStatus == 2)
        #expect(report.problems.count == 1)
        #expect(report.problems.first?.diagnostic.message.hasPrefix("another file, ") == true)
        #expect(report.problems.first?.diagnostic.message.hasSuffix("has this name in another Unicode normalization form, so both would be one page; rename one") == true)
    }

    /// Every cache entry of a built site torn in half: the next build discards each with a warning and
    /// builds the same site; the build after that is quiet again.
    @Test func damagedCacheEntriesAreDiscardedAndRecomputed() throws {
        let site = try FixtureSite("atomic")
        var options = site.options()
        options.runner = ScenarioRunner.language
        try site.write("# Page\n\n```swift scenario\nlet v = UIView()\nwindow.addSubview(v)\n```\n", to: "content/page.md")
        #expect(SiteBuilder.build(options).exitStatus == 0)
        let before = FixtureSite.tree(site.output)
        let cache = site.root.appendingPathComponent("cache").path
        let entries = SourceTree.files(in: cache).filter { !$0.hasPrefix("tmp/") }
        #expect(entries.count >= 3)
        for entry in entries {
            let path = FilePath.join(cache, entry)
            let data = try #require(FileManager.default.contents(atPath: path))
            try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: path))
        }
        let damaged = SiteBuilder.build(options)
        #expect(damaged.exitStatus == 0)
        // A page's stored search entry is read only when the page is reused; its torn manifest had the page
        // built again, which replaced the entry unread.
        #expect(damaged.problems.count == entries.filter { !$0.hasPrefix("search/") }.count)
        #expect(damaged.problems.allSatisfy { $0.diagnostic.message.hasPrefix("damaged cache entry discarded") })
        #expect(FixtureSite.tree(site.output) == before)
        #expect(SiteBuilder.build(options).problems.isEmpty)
    }

    /// Well-formed records with impossible counts (as a hand edit or another version might leave) are
    /// ignored, not used as ranges.
    @Test func impossibleCountsInACacheEntryAreIgnored() throws {
        for count in ["-1", String(Int.max), "99"] {
            let fields = [ScenarioCache.format, "key", "completed", "", "<svg/>", count, "a.viewDidLoad()"]
            #expect(CacheRecord.decode(CacheRecord.encode(fields)) == fields)
            #expect(ScenarioCache.decode(fields, key: "key") == nil)
            let manifest = [PageManifest.format, "key", "1 2 3", "0", "0", "0", count, "x", count]
            #expect(PageManifest(decoding: manifest, key: "key") == nil)
        }
    }

    @Test func staleTemporariesOfAKilledBuildAreRemoved() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("cache-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        try FileManager.default.createDirectory(atPath: cache + "/tmp", withIntermediateDirectories: true)
        let stale = cache + "/tmp/old.tmp", fresh = cache + "/tmp/new.tmp"
        FileManager.default.createFile(atPath: stale, contents: Data("x".utf8))
        FileManager.default.createFile(atPath: fresh, contents: Data("x".utf8))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: stale)
        CacheFile.removeStaleTemporaries(in: cache)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: fresh), "a write in progress is left alone")
    }

    /// Thousands of broken links on one line: a screenful of located errors and a count, short lines.
    @Test func brokenLinksInBulkGiveAScreenfulAndACount() throws {
        let site = try FixtureSite("atomic")
        let links = (0..<2_000).map { "[a](#x\($0)) [b](page.md#y\($0)) [中](#z\($0))" }.joined(separator: " ")
        try site.write("# Page\n\n" + links + "\n", to: "content/page.md")
        let report = SiteBuilder.build(site.options())
        #expect(report.exitStatus == 2)
        #expect(report.problems.count == ProblemLimit.perFile + 1)
        #expect(report.problems.last?.diagnostic.message == "\(6_000 - ProblemLimit.perFile) more problems in this file not shown")
        let printed = report.problems.map(\.formatted).joined(separator: "\n")
        #expect(printed.utf8.count < 12_000, "\(printed.utf8.count) bytes printed")
        #expect(report.problems[1].formatted.contains("…"))
    }

    @Test func columnsOfManyLinksOnOneLineMatchTheCharacterColumns() {
        let text = "# T\n\n" + (0..<50).map { "[链接\($0)](#a) é\u{301} " }.joined() + "\n"
        let source = SourceText(text)
        var mapper = SourceText.ColumnMapper(source)
        let range = source.lineRange(3)
        let linkStarts = range.filter { source.bytes[$0] == UInt8(ascii: "[") }.map { $0 - range.lowerBound + 1 }
        #expect(linkStarts.count == 50)
        for byte in linkStarts {
            #expect(mapper.column(line: 3, byteColumn: byte) == source.characterColumn(line: 3, byteColumn: byte))
        }
        #expect(mapper.column(line: 1, byteColumn: 3) == 3, "going back to an earlier line starts again")
    }
}
