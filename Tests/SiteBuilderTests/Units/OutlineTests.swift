import Testing
@testable import SiteBuilder

@Suite struct OutlineTests {
    static func article(_ path: String, order: Int?) -> Article {
        var matter = FrontMatter()
        matter.order = order
        return Article(sourcePath: path, displayPath: path, outputPath: String(path.dropLast(3)) + ".html",
                       source: SourceText(""), markdownStart: 0, frontMatter: matter)
    }

    @Test func orderThenPathAndSectionsStayTogether() {
        let outline = SiteOutline([
            Self.article("b/two.md", order: 2), Self.article("a/one.md", order: 1), Self.article("b/zero.md", order: nil),
            Self.article("a/three.md", order: 3), Self.article("top.md", order: nil),
        ])
        #expect(outline.articles.map(\.sourcePath) == ["a/one.md", "a/three.md", "b/two.md", "b/zero.md", "top.md"])
        #expect(outline.sections.map(\.name) == ["a", "b", ""])
        #expect(outline.sections.map(\.title) == ["A", "B", ""])
        #expect(outline.next(of: 1)?.sourcePath == "b/two.md")
        #expect(outline.previous(of: 0) == nil)
    }

    @Test func largeSitesListOnlyTheCurrentSectionsNeighbourhood() {
        let articles = (0..<200).map { Self.article("s\($0 % 2)/p\(String($0).leftPadded(to: 3)).md", order: $0) }
        let outline = SiteOutline(articles)
        let sidebar = Sidebar(outline: outline).context(forPage: "s0/p100.html", currentArticle: 50)
        let lists = sidebar.map { ($0["articles"] as? [[String: Any]])?.count ?? -1 }
        #expect(lists == [Sidebar.window, 0])
        #expect((sidebar[0]["more"] as? TemplateText)?.text == String(100 - Sidebar.window))
        #expect((sidebar[1]["more"] as? TemplateText)?.text == "100")
        let current = (sidebar[0]["articles"] as? [[String: Any]])?.first { $0["current"] as? Bool == true }
        #expect((current?["href"] as? TemplateText)?.text == "p100.html")
    }

    @Test func sitemapDates() {
        let outline = SiteOutline([Self.article("a b.md", order: 1)])
        #expect(Sitemap.xml(outline: outline, baseURL: "https://x.org/") == """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
              <url><loc>https://x.org/index.html</loc></url>
              <url><loc>https://x.org/a%20b.html</loc></url>
            </urlset>

            """)
        #expect(Sitemap.isISODate("2024-01-02"))
        #expect(!Sitemap.isISODate("Jan 2"))
    }
}
