import Testing
@testable import SiteBuilder

@Suite struct LinkResolverTests {
    let resolver = LinkResolver(articles: ["a.md": "a.html", "guide/b.md": "guide/b.html", "guide/my page.md": "guide/my page.html"],
                                files: ["guide/pic.png"])
    let article = Article(sourcePath: "guide/b.md", displayPath: "content/guide/b.md", outputPath: "guide/b.html",
                          source: SourceText(""), markdownStart: 0, frontMatter: FrontMatter())

    @Test func internalLinksAreRewritten() {
        #expect(resolver.resolve("../a.md", from: article) == .article(outputPath: "a.html", url: "../a.html", anchor: nil))
        #expect(resolver.resolve("b.md#x", from: article) == .article(outputPath: "guide/b.html", url: "b.html#x", anchor: "x"))
        #expect(resolver.resolve("my%20page.md", from: article)
            == .article(outputPath: "guide/my page.html", url: "my%20page.html", anchor: nil))
        #expect(resolver.resolve("#top", from: article) == .sameDocument(anchor: "top"))
        #expect(resolver.resolve("pic.png", from: article) == .file)
    }

    @Test func externalLinksAreLeftAlone() {
        for url in ["https://example.org/a.md", "mailto:a@b.c", "//cdn.example.org/x.js"] {
            #expect(resolver.resolve(url, from: article) == .external)
        }
    }

    @Test func brokenLinks() {
        for url in ["nope.md", "../../outside.md", "/a.md", "missing.png", ""] {
            guard case .broken = resolver.resolve(url, from: article) else {
                Issue.record("\(url) should be broken")
                continue
            }
        }
    }
}
