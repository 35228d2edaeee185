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

    @Test func normalisation() {
        #expect(FilePath.normalize("a/./b/../c.md") == "a/c.md")
        #expect(FilePath.normalize("../a.md") == nil)
        #expect(FilePath.directory(of: "/public") == "/")
        #expect(FilePath.urlEscaped("视图 #1?.html") == "视图%20%231%3F.html")
    }
}
