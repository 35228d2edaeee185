import Foundation
import Testing
@testable import SiteBuilder

/// The scenario cache drops entries no build has read for a month, at most once a day.
@Suite struct CacheSweepTests {
    static func scratchCache() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-" + UUID().uuidString)
        ScratchFolders.register(folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("scenarios/ab"),
                                                withIntermediateDirectories: true)
        return folder.path
    }

    static func age(_ path: String, days: Double) throws {
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-days * 86_400)],
                                              ofItemAtPath: path)
    }

    static func entries(under cache: String) -> [String] {
        AssetCopier.files(in: FilePath.join(cache, "scenarios")).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func entriesUnusedForAMonthGoAndNothingElse() throws {
        let cache = try Self.scratchCache()
        let old = "ab/" + String(repeating: "a", count: 32), recent = "ab/" + String(repeating: "b", count: 32)
        let foreign = "ab/notes.txt"
        for name in [old, recent, foreign] {
            FileManager.default.createFile(atPath: cache + "/scenarios/" + name, contents: Data("x".utf8))
        }
        try Self.age(cache + "/scenarios/" + old, days: 31)
        try Self.age(cache + "/scenarios/" + foreign, days: 400)
        try Self.age(cache + "/scenarios/" + recent, days: 29)
        #expect(CacheSweep.sweepIfDue(cache: cache) == 1)
        #expect(Self.entries(under: cache) == [recent, foreign].sorted())
        // Within a day of the last sweep nothing is looked at; a day later the sweep runs again.
        try Self.age(cache + "/scenarios/" + recent, days: 31)
        #expect(CacheSweep.sweepIfDue(cache: cache) == 0)
        #expect(CacheSweep.sweepIfDue(cache: cache, now: FileStatus.now() + 86_401 * 1_000_000_000) == 1)
        #expect(Self.entries(under: cache) == [foreign])
    }

    /// A build that reads an entry marks it used, so it survives the sweep; a page reused whole reads none,
    /// and its scenarios simply run again when the page is next built.
    @Test func aBuildMarksWhatItReadsAndSweepsTheRest() throws {
        let site = try FixtureSite("scenarios")
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        let cache = site.root.appendingPathComponent("cache").path
        let stored = Self.entries(under: cache)
        #expect(!stored.isEmpty)
        func ageAll() throws {
            for entry in Self.entries(under: cache) { try Self.age(cache + "/scenarios/" + entry, days: 40) }
            try FileManager.default.removeItem(atPath: cache + "/scenarios/" + CacheSweep.stampName)
        }
        // Pages built again from the cached scenarios (their page cache gone): every entry is read and kept.
        try ageAll()
        try FileManager.default.removeItem(atPath: cache + "/pages")
        let output = FixtureSite.tree(site.output)
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        #expect(Self.entries(under: cache) == stored)
        let used = try FileManager.default.attributesOfItem(atPath: cache + "/scenarios/" + stored[0])[.modificationDate] as? Date
        #expect(used.map { Date().timeIntervalSince($0) < 3_600 } == true)
        // Nothing changed: every page is reused, no entry is read, and the month-old entries go.
        try ageAll()
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        #expect(Self.entries(under: cache).isEmpty)
        // The next build that needs them runs the scenarios again; the site is the same.
        try FileManager.default.removeItem(atPath: cache + "/pages")
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        #expect(Self.entries(under: cache) == stored)
        #expect(FixtureSite.tree(site.output) == output)
    }

    /// The page cache keeps one search entry per article, replaced when the page is built again; the sweep
    /// removes those of an article that was deleted, and keeps the others.
    @Test func pageEntriesOfDeletedArticlesGo() throws {
        let site = try FixtureSite("scenarios")
        let cache = site.root.appendingPathComponent("cache").path
        func entries(_ folder: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: cache + "/" + folder)) ?? []).sorted()
        }
        try site.write("---\ntitle: Extra\n---\n# Extra\n\nA page to delete.\n", to: "content/extra.md")
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        let kept = [Fingerprint.of("loading.md")], both = [Fingerprint.of("extra.md"), Fingerprint.of("loading.md")].sorted()
        #expect(entries("search") == both)
        try FileManager.default.removeItem(atPath: site.content + "/extra.md")
        // Swept today already: the deleted article's entries wait for the next sweep.
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        #expect(entries("search") == both)
        try FileManager.default.removeItem(atPath: cache + "/scenarios/" + CacheSweep.stampName)
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        #expect(entries("search") == kept)
    }
}
