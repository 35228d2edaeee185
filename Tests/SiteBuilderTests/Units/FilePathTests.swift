import Foundation
import Testing
@testable import SiteBuilder

@Suite struct FilePathTests {
    @Test func relativeURLs() {
        #expect(FilePath.relativeURL(from: "index.html", to: "guide/a.html") == "guide/a.html")
        #expect(FilePath.relativeURL(from: "guide/a.html", to: "index.html") == "../index.html")
        #expect(FilePath.relativeURL(from: "guide/a.html", to: "guide/b.html") == "b.html")
        #expect(FilePath.relativeURL(from: "x/y/a.html", to: "x/z/b c.html") == "../z/b%20c.html")
        #expect(FilePath.rootPrefix(from: "x/y/a.html") == "../../")
    }

    /// The switch escapes exactly the listed bytes: C0 controls, space, DEL and `"#%<>?[\]^`{|}`.
    @Test func escapedBytesAreTheListedOnes() {
        for byte in UInt8.min...UInt8.max {
            let listed = byte <= 0x20 || byte == 0x7F || "\"#%<>?[\\]^`{|}".utf8.contains(byte)
            #expect(FilePath.needsEscape(byte) == listed, "\(byte)")
        }
        #expect(FilePath.urlEscaped("a b/c#d?é.html") == "a%20b/c%23d%3Fé.html")
    }

    /// Slashes are found on bytes for ASCII paths, by character otherwise: the same places either way.
    @Test(arguments: ["a/b/c.html", "c.html", "/", "/a", "a/", "", "导航/推入.md", "a/\u{301}b/c", "\u{600}/x/y", "a\r\n/b"])
    func slashesAreTheCharacterSearchs(path: String) {
        #expect(FilePath.firstSlash(in: path) == path.firstIndex(of: "/"))
        #expect(FilePath.lastSlash(in: path) == path.lastIndex(of: "/"))
        let directory = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ""
        #expect(FilePath.directory(of: path) == directory)
    }

    /// On bytes, the way from one page to another is the one a split into `Substring`s gives for every path
    /// a site holds (ASCII, Chinese, folders shared or not, the site root, empty and doubled slashes).
    @Test(arguments: ["index.html", "a.html", "guide/a.html", "guide/sub/b.html", "x/y/a.html", "导航/推入.html",
                      "导航/子/视图.html", "", "a//b.html", "/abs/c.html", "guide/"])
    func relativePathsAreTheSplitOnes(from: String) {
        for to in ["index.html", "guide/b.html", "guide/sub/c.html", "x/z/b c.html", "导航/推入.html", "导航/其他.html",
                   "", "a//b.html", "guide/", "/abs/d.html"] {
            let fromParts = FilePath.directory(of: from).split(separator: "/")
            let toParts = to.split(separator: "/")
            var common = 0
            while common < fromParts.count, common < toParts.count - 1, fromParts[common] == toParts[common] { common += 1 }
            let expected = (Array(repeating: "..", count: fromParts.count - common)
                + toParts[min(common, toParts.count)...].map(String.init)).joined(separator: "/")
            #expect(FilePath.relative(from: from, to: to) == expected, "\(from) → \(to)")
        }
    }

    @Test func normalisation() {
        #expect(FilePath.normalize("a/./b/../c.md") == "a/c.md")
        #expect(FilePath.normalize("../a.md") == nil)
        #expect(FilePath.directory(of: "/public") == "/")
        #expect(FilePath.urlEscaped("视图 #1?.html") == "视图%20%231%3F.html")
    }

    /// Joined on bytes, as the string operations did for every path a site holds.
    @Test(arguments: [("a", "b"), ("a/", "b"), ("", "b"), (".", "b"), ("a", "/b"), ("/", "b"), ("导航", "推入.md"),
                      ("/tmp/out/", "guide/a.html"), ("a", "")])
    func joining(base: String, path: String) {
        let expected = base.isEmpty || base == "." ? path
            : path.hasPrefix("/") ? path : base.hasSuffix("/") ? base + path : base + "/" + path
        #expect(FilePath.join(base, path) == expected)
    }

    /// The byte copy behind `join` and the page cache's keys gives what `joined(separator:)` gives.
    @Test(arguments: [[], [""], ["a"], ["a", "", "b"], ["导航", "推入.md", "é"], ["/tmp/out/", "guide/a.html"]])
    func concatenating(parts: [String]) {
        #expect(String(concatenating: parts) == parts.joined())
        #expect(String(concatenating: parts, separator: UInt8(ascii: "\n")) == parts.joined(separator: "\n"))
    }

    /// The lexical part of resolving a path, as `URL.standardizedFileURL` gives it.
    @Test(arguments: ["/a/b/../c", "/a/./b/", "//a//b", "/..", "/a/../../b", "/", "/视图/./推入", "/a/b/.."])
    func lexicalPaths(path: String) {
        #expect(ResolvedPath.lexical(path) == URL(fileURLWithPath: path).standardizedFileURL.path)
    }
}
