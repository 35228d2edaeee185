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

    /// Slashes are found on bytes for ASCII paths, by character otherwise: the same places either way.
    @Test(arguments: ["a/b/c.html", "c.html", "/", "/a", "a/", "", "导航/推入.md", "a/\u{301}b/c", "\u{600}/x/y", "a\r\n/b"])
    func slashesAreTheCharacterSearchs(path: String) {
        #expect(FilePath.firstSlash(in: path) == path.firstIndex(of: "/"))
        #expect(FilePath.lastSlash(in: path) == path.lastIndex(of: "/"))
        let directory = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? ""
        #expect(FilePath.directory(of: path) == directory)
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

    /// The lexical part of resolving a path, as `URL.standardizedFileURL` gives it.
    @Test(arguments: ["/a/b/../c", "/a/./b/", "//a//b", "/..", "/a/../../b", "/", "/视图/./推入", "/a/b/.."])
    func lexicalPaths(path: String) {
        #expect(ResolvedPath.lexical(path) == URL(fileURLWithPath: path).standardizedFileURL.path)
    }
}
