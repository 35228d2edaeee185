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

    /// Text outside ASCII is split and tested by characters; a mark combining with `#`, `?` or `:` makes
    /// them part of another character, not a separator.
    @Test func linksOutsideASCIIAreSplitByCharacters() {
        let chinese = LinkResolver(articles: ["指南/视图.md": "指南/视图.html", "a.md": "a.html"], files: [])
        let inChinese = Article(sourcePath: "指南/开始.md", displayPath: "content/指南/开始.md", outputPath: "指南/开始.html",
                                source: SourceText(""), markdownStart: 0, frontMatter: FrontMatter())
        #expect(chinese.resolve("视图.md#生命周期", from: inChinese)
            == .article(outputPath: "指南/视图.html", url: "视图.html#生命周期", anchor: "生命周期"))
        #expect(chinese.resolve("../a.md?x=1#%E8%A7%86", from: inChinese)
            == .article(outputPath: "a.html", url: "../a.html#%E8%A7%86", anchor: "视"))
        #expect(LinkResolver.split("a.md#\u{301}b") == (path: "a.md#\u{301}b", fragment: nil))
        #expect(LinkResolver.split("é.md?q#frag") == (path: "é.md", fragment: "frag"))
        #expect(!LinkResolver.hasScheme("ab:\u{301}c"))
        #expect(LinkResolver.hasScheme("web+é:x") == false)
        #expect(LinkResolver.hasScheme("web+x.y-z:é"))
        #expect(!LinkResolver.hasScheme(":x") && !LinkResolver.hasScheme("a b:x"))
    }
}
