import Foundation
import Testing
@testable import SiteBuilder

/// A build replaces its output folder, so it must never be pointed at the author's files, must survive being
/// killed at any moment, and must not share its staging folder with a second build.
@Suite struct OutputSafetyTests {
    /// Every file below `root` (hidden ones too), for "nothing was touched" checks.
    static func snapshot(_ root: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let manager = FileManager.default
        guard let walk = manager.enumerator(atPath: root.path) else { return files }
        while let path = walk.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let full = root.appendingPathComponent(path).path
            if manager.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = manager.contents(atPath: full)
            }
        }
        return files
    }

    func refuses(_ output: String, in site: FixtureSite, message: String) throws {
        try site.write("notes", to: "notes.txt")
        let before = Self.snapshot(site.root)
        var options = site.options()
        options.outputDirectory = output
        let report = SiteBuilder.build(options)
        #expect(report.exitStatus == 2)
        #expect(report.problems.count == 1)
        #expect(report.problems.first?.diagnostic.message.contains(message) == true,
                "\(site.text(of: report.problems))")
        #expect(report.problems.first?.formatted.hasPrefix(output + ":1:1: error: ") == true)
        #expect(Self.snapshot(site.root) == before, "nothing written or deleted")
    }

    @Test func theProjectFolderIsNeverTheOutput() throws {
        let site = try FixtureSite("atomic")
        try refuses(site.root.path, in: site, message: "holds the content folder")
        try refuses(site.root.path + "/.", in: site, message: "holds the content folder")
        try refuses(site.root.deletingLastPathComponent().path, in: site, message: "holds the content folder")
    }

    @Test func theSourceFoldersAreNeverTheOutput() throws {
        let site = try FixtureSite("atomic")
        try refuses(site.content, in: site, message: "holds the content folder")
        try refuses(site.content + "/public", in: site, message: "lies inside the content folder")
        let templates = site.options().templatesDirectory
        try refuses(templates, in: site, message: "holds the templates folder")
        try refuses(templates + "/assets/out", in: site, message: "lies inside the templates folder")
    }

    @Test func aLinkToTheContentFolderIsSeenThrough() throws {
        let site = try FixtureSite("atomic")
        let link = site.root.appendingPathComponent("site-link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: site.content)
        try refuses(link, in: site, message: "holds the content folder")
    }

    @Test func aFolderCallsheetDidNotWriteIsNeverReplaced() throws {
        let site = try FixtureSite("atomic")
        try FileManager.default.createDirectory(atPath: site.root.appendingPathComponent("mine").path,
                                                withIntermediateDirectories: true)
        try site.write("my work", to: "mine/draft.txt")
        try refuses(site.root.appendingPathComponent("mine").path, in: site, message: "was not written by callsheet")
        try refuses(site.root.appendingPathComponent("notes.txt").path, in: site, message: "is not a folder")
    }

    @Test func anEmptyOrHiddenOnlyFolderBecomesTheOutputAndKeepsItsHiddenEntries() throws {
        let site = try FixtureSite("atomic")
        try FileManager.default.createDirectory(atPath: site.output + "/.git", withIntermediateDirectories: true)
        try site.write("gitdir", to: "public/.git/HEAD")
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        #expect(try site.read("public/.git/HEAD") == "gitdir")
        #expect(OutputFolderGuard.isMarked(site.output))
        // The marked output is replaced by a build without the cache's record of it, stale pages and all;
        // hidden entries stay. (With the record, the build updates it in place: `InPlaceUpdateTests`.)
        try site.write("stale", to: "public/stale.html")
        var uncached = site.options()
        uncached.useCache = false
        #expect(SiteBuilder.build(uncached).exitStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: site.output + "/stale.html"))
        #expect(try site.read("public/.git/HEAD") == "gitdir")
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.root.path).filter { $0.hasPrefix(".") }.isEmpty,
                "no staging folder, retired site or lock file is left")
    }

    /// A build killed after the swap but before the old site's hidden entries moved across: the old site,
    /// with its `.git`, waits in the staging folder. The next build carries `.git` over before deleting it.
    @Test func aBuildKilledAfterTheSwapLosesNoHiddenEntry() throws {
        let site = try FixtureSite("atomic")
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        let staging = StagingFolder(output: site.output)
        try FileManager.default.copyItem(atPath: site.output, toPath: staging.staging)
        try FileManager.default.createDirectory(atPath: staging.staging + "/.git", withIntermediateDirectories: true)
        try "gitdir".write(toFile: staging.staging + "/.git/HEAD", atomically: true, encoding: .utf8)
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        #expect(try site.read("public/.git/HEAD") == "gitdir")
        #expect(!FileManager.default.fileExists(atPath: staging.staging))
    }

    /// A build killed before publishing leaves an unfinished staging folder whose hidden files are its own
    /// temporaries: they are deleted with it, not carried into the site.
    @Test func anUnfinishedStagingFolderIsDeletedWithItsTemporaries() throws {
        let site = try FixtureSite("atomic")
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        let staging = StagingFolder(output: site.output)
        try staging.create()
        try "partial".write(toFile: staging.staging + "/.dat.nosync1234", atomically: false, encoding: .utf8)
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: site.output + "/.dat.nosync1234"))
        #expect(!FileManager.default.fileExists(atPath: site.output + "/" + StagingFolder.unfinishedName))
        #expect(!FileManager.default.fileExists(atPath: staging.staging))
    }

    /// Without an atomic exchange, publishing is two renames; a kill between them leaves no output, only the
    /// retired site. The next start puts it back before anything else.
    @Test func aBuildKilledBetweenTheRenamesGetsItsOutputBack() throws {
        let site = try FixtureSite("atomic")
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        let before = FixtureSite.tree(site.output)
        let staging = StagingFolder(output: site.output)
        #expect(rename(site.output, staging.retired) == 0)
        try staging.recover()
        #expect(FixtureSite.tree(site.output) == before)
        #expect(!FileManager.default.fileExists(atPath: staging.retired))
    }

    @Test func aLeftoverThatCallsheetDidNotWriteIsNotDeleted() throws {
        let site = try FixtureSite("atomic")
        let staging = StagingFolder(output: site.output)
        try FileManager.default.createDirectory(atPath: staging.staging, withIntermediateDirectories: true)
        try "mine".write(toFile: staging.staging + "/file.txt", atomically: true, encoding: .utf8)
        let report = SiteBuilder.build(site.options())
        #expect(report.exitStatus == 2)
        #expect(report.problems.first?.diagnostic.message.contains("was not written by callsheet") == true)
        #expect(FileManager.default.fileExists(atPath: staging.staging + "/file.txt"))
    }

    /// A second build of the same output waits for the first, says so, and goes on once it is released.
    @Test func aSecondBuildWaitsForTheLock() async throws {
        let site = try FixtureSite("atomic")
        var first: OutputLock? = try OutputLock(output: site.output) { _ in }
        let heard = Heard()
        let second = Task.detached {
            _ = try OutputLock(output: site.output) { heard.record($0) }
            return heard.messages
        }
        while heard.messages.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        #expect(heard.messages.first?.hasPrefix("waiting for another build of ") == true)
        #expect(heard.messages.first?.contains("(process \(getpid()))") == true)
        first = nil
        _ = first
        #expect(try await second.value.count == 1)
        #expect(!FileManager.default.fileExists(atPath: OutputLock.path(for: site.output)))
    }
}

/// Messages a waiting lock reports, read from another task.
private final class Heard: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func record(_ message: String) { lock.withLock { list.append(message) } }
    var messages: [String] { lock.withLock { list } }
}
