import Foundation
import Testing
@testable import SiteBuilder

@Suite struct LocalFileTests {
    private func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("callsheet-local-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        ScratchFolders.register(folder)
        return folder.path
    }

    @Test func readsWhatItWritesAndWhatFoundationWrites() throws {
        let folder = try scratch()
        let text = "视图 1\n" + String(repeating: "x", count: 10_000)
        try LocalFile.write(text, to: folder + "/a.txt")
        #expect(LocalFile.read(folder + "/a.txt") == Array(text.utf8))
        #expect(FileManager.default.contents(atPath: folder + "/a.txt") == Data(text.utf8))
        // Writing over a longer file truncates it, as `Data.write(to:)` did.
        try LocalFile.write("short", to: folder + "/a.txt")
        #expect(LocalFile.read(folder + "/a.txt") == Array("short".utf8))
        try LocalFile.write("", to: folder + "/empty")
        #expect(LocalFile.read(folder + "/empty") == [])
        #expect(LocalFile.read(folder + "/missing") == nil)
        #expect(LocalFile.read(folder) == nil)
        // A failed write says what `Data.write(to:)` said.
        let missing = folder + "/no/such/folder/file"
        var ours: Error?, foundations: Error?
        do { try LocalFile.write("x", to: missing) } catch { ours = error }
        do { try Data("x".utf8).write(to: URL(fileURLWithPath: missing)) } catch { foundations = error }
        #expect(ours != nil && ours?.localizedDescription == foundations?.localizedDescription)
    }

    @Test func listsAndTellsFolders() throws {
        let folder = try scratch()
        for name in ["b", ".hidden", "视图.md"] { try LocalFile.write(name, to: folder + "/" + name) }
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        #expect(LocalFile.names(in: folder)?.sorted() == (try FileManager.default.contentsOfDirectory(atPath: folder)).sorted())
        #expect(LocalFile.names(in: folder + "/missing") == nil)
        #expect(LocalFile.isFolder(folder + "/sub"))
        #expect(!LocalFile.isFolder(folder + "/b"))
        #expect(LocalFile.exists(folder + "/b") && !LocalFile.exists(folder + "/c"))
    }

    /// Names of every length a file system allows, each read up to its end and no further.
    @Test func listsNamesOfEveryLength() throws {
        let folder = try scratch()
        for length in 1...255 {
            let name = String(repeating: "n", count: length - 1) + String(length % 10)
            try LocalFile.write("", to: folder + "/" + name)
        }
        try LocalFile.write("", to: folder + "/" + String(repeating: "视", count: 85))
        let listed = try #require(LocalFile.names(in: folder))
        #expect(listed.count == 256)
        #expect(listed.sorted() == (try FileManager.default.contentsOfDirectory(atPath: folder)).sorted())
    }

    /// The template files are found as `FileManager.enumerator(atPath:)` found them: hidden ones included,
    /// nothing under the top `assets/`, folders behind links not entered.
    @Test func templateFilesAsTheEnumeratorListedThem() throws {
        let folder = try scratch()
        for path in ["layout.mustache", ".hidden.mustache", "partials/nav.mustache", "partials/deep/x.mustache",
                     ".theme/y.mustache", "assets/z.mustache", "sub/assets/w.mustache", "notes.txt"] {
            try FileManager.default.createDirectory(atPath: FilePath.directory(of: folder + "/" + path),
                                                    withIntermediateDirectories: true)
            try LocalFile.write("{{title}}", to: folder + "/" + path)
        }
        try FileManager.default.createSymbolicLink(atPath: folder + "/linked", withDestinationPath: folder + "/partials")
        var expected: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)!
        while let file = enumerator.nextObject() as? String {
            if file.hasPrefix("assets/") || file == "assets" { continue }
            if file.hasSuffix(".mustache") { expected.append(file) }
        }
        #expect(TemplateSet.templateFiles(in: folder) == expected.sorted())
        #expect(TemplateSet.templateFiles(in: folder).contains("sub/assets/w.mustache"))
    }

    /// The identity a reused page's file is compared by, spelled as before it was written digit by digit.
    @Test func pageFileIdentity() throws {
        let folder = try scratch()
        try LocalFile.write("<p>page</p>", to: folder + "/a.html")
        let status = try #require(FileStatus.of(folder + "/a.html"))
        #expect(PageCache.identity(of: folder + "/a.html")
                == "\(status.size) \(status.inode) \(status.modified / 1_000_000_000).\(status.modified % 1_000_000_000)")
        #expect(PageCache.identity(of: folder + "/missing") == nil)
    }
}
