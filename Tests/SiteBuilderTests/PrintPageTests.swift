import Foundation
import Testing
@testable import SiteBuilder
import ScenarioLanguage

/// `print.html`: every article in outline order, with its ids kept apart from the other articles' and its
/// links pointing at places on the print page.
@Suite struct PrintPageTests {
    static let articles = ["zeta.html", "intro.html", "guide/deep.html"]
    static let anchors = ["article-zeta", "article-intro", "article-guide-deep"]

    @Test func holdsEveryArticleInOutlineOrder() throws {
        let site = try FixtureSite("print")
        let report = SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates))
        #expect(report.problems.isEmpty, "\(site.text(of: report.problems))")
        let page = try site.read("public/print.html")
        let order = Self.matches(#"<article class="cs-article cs-print-article" id="([^"]*)""#, in: page)
        #expect(order == Self.anchors)
        let titles = Self.matches(#"<h1 id="article-[^"]*--title">([^<]*)</h1>"#, in: page)
        #expect(titles == ["First by order", "Introduction", "Deep dive"])
        // Each body is its own page's, figures included, but for the ids and the links that name them.
        for (path, anchor) in zip(Self.articles, Self.anchors) {
            let own = try Self.body(of: site.read("public/" + path))
            let printed = try #require(Self.printedBody(anchor, in: page))
            #expect(Self.withoutReferences(printed) == Self.withoutReferences(own), "\(path)")
            #expect(own.contains("cs-scenario") == (path != "zeta.html"))
        }
    }

    @Test func idsAreUniqueAndEveryInternalLinkArrives() throws {
        let site = try FixtureSite("print")
        let report = SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates))
        #expect(report.problems.isEmpty, "\(site.text(of: report.problems))")
        let page = try site.read("public/print.html")
        let ids = Self.matches(#"\sid="([^"]*)""#, in: page)
        #expect(Set(ids).count == ids.count, "duplicates: \(Dictionary(grouping: ids) { $0 }.filter { $1.count > 1 }.keys.sorted())")
        let known = Set(ids)
        var references = 0
        for target in Self.matches(##"\s(?:href|data-href)="#([^"]*)""##, in: page) {
            references += 1
            #expect(known.contains(target.removingPercentEncoding ?? target), "#\(target)")
        }
        for list in Self.matches(#"\s(?:aria-labelledby|aria-describedby|aria-controls|for)="([^"]*)""#, in: page) {
            for id in list.split(separator: " ") { #expect(known.contains(String(id)), "\(id)") }
        }
        #expect(references > 10)
        // Arrowheads are markers named by `url(#…)`.
        let markers = Self.matches(#"\smarker-end="url\(#([^)"]*)\)""#, in: page)
        #expect(!markers.isEmpty)
        for target in markers { #expect(known.contains(target), "url(#\(target))") }
        // A diagram's event shapes name their rows by number, from the diagram's own (prefixed) id.
        var shapes = 0
        for diagram in Self.matches(#"(<svg [^>]*id="[^"]*-diagram"[\s\S]*?</svg>)"#, in: page) {
            let prefix = try #require(Self.matches(#"id="[^"]*-diagram" data-rows="([^"]*)""#, in: diagram).first)
            for list in Self.matches(#"\sdata-e="([^"]*)""#, in: diagram) {
                for seq in list.split(separator: " ") {
                    shapes += 1
                    #expect(known.contains("\(prefix)\(seq)"), "\(prefix)\(seq)")
                }
            }
        }
        #expect(shapes > 0)
        // Links between articles land on the article or its heading; files still resolve from the root.
        #expect(page.contains("<a href=\"#article-guide-deep--setup\">the deep setup</a>"))
        #expect(page.contains("<a href=\"#article-guide-deep\">the whole deep page</a>"))
        #expect(page.contains("<a href=\"#article-intro--setup\">the introduction</a>"))
        #expect(page.contains("<a href=\"#article-intro\">Next</a>"))
        #expect(page.contains("<a href=\"https://example.org\">the web</a>"))
        #expect(page.contains("<a href=\"pic.png\">picture</a>"))
        #expect(page.contains("<img src=\"pic.png\""))
        for url in Self.matches(##"\s(?:href|src)="([^"#][^"]*)""##, in: page)
        where !PrintBody.hasScheme(url) {
            let path = String(url.prefix { $0 != "#" })
            #expect(FileManager.default.fileExists(atPath: site.output + "/" + path), "\(url)")
        }
        // The dialog opens from the button only.
        #expect(page.contains("data-print hidden>Print this page</button>"))
        #expect(!page.contains("onload"))
        #expect(try site.read("public/guide/deep.html").contains("href=\"../print.html\""))
    }

    @Test func reusedPagesGiveTheSamePrintPageAndAnEditShowsInIt() throws {
        let site = try FixtureSite("print")
        #expect(SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates)).problems.isEmpty)
        let first = try site.read("public/print.html")
        #expect(SiteBuilder.build(site.options(jobs: 1, templates: FixtureSite.defaultTemplates)).problems.isEmpty)
        #expect(try site.read("public/print.html") == first)
        let text = try site.read("content/zeta.md")
        try site.write(text.replacingOccurrences(of: "Comes first", with: "Still comes first"), to: "content/zeta.md")
        #expect(SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates)).problems.isEmpty)
        let edited = try site.read("public/print.html")
        #expect(edited.contains("Still comes first"))
        #expect(edited.replacingOccurrences(of: "Still comes first", with: "Comes first") == first)
    }

    /// A page whose text holds the shell's marker is rendered whole; its body still reaches the print page,
    /// on the first build and on the next, where that page is built again rather than reused.
    @Test func aPageRenderedWholeIsPrintedToo() throws {
        let site = try FixtureSite("print")
        let text = try site.read("content/zeta.md")
        try site.write(text + "\nHolds \(PageContext.bodyMarker.text) here.\n", to: "content/zeta.md")
        for _ in 0..<2 {
            #expect(SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates)).problems.isEmpty)
            let page = try site.read("public/print.html")
            let printed = try #require(Self.printedBody("article-zeta", in: page))
            #expect(printed.contains("Holds \(PageContext.bodyMarker.text) here."))
            #expect(Self.withoutReferences(printed) == Self.withoutReferences(try Self.body(of: site.read("public/zeta.html"))))
        }
    }

    @Test func bodyLinksAreRewrittenByKind() {
        let body = PrintBody(page: "guide/deep.html",
                             articleAnchors: ["intro.html": "article-intro", "guide/deep.html": "article-guide-deep"])
        let html = "<p id=\"x\"><a href=\"#x\">x</a> <a href=\"../intro.html#s\">s</a> <a href=\"mailto:a@b.c\">m</a>"
            + " <img src=\"img/a.png\" alt=\"id=&quot;y&quot;\"> <a href=\"../files/f.txt#top\">f</a>"
            + " <g data-href=\"#scenario-1-e2\"></g> <g marker-end=\"url(#scenario-1-t)\"></g> <label for=\"a b\">l</label></p>"
        #expect(body.rewrite(html) == "<p id=\"article-guide-deep--x\"><a href=\"#article-guide-deep--x\">x</a>"
            + " <a href=\"#article-intro--s\">s</a> <a href=\"mailto:a@b.c\">m</a>"
            + " <img src=\"guide/img/a.png\" alt=\"id=&quot;y&quot;\"> <a href=\"files/f.txt#top\">f</a>"
            + " <g data-href=\"#article-guide-deep--scenario-1-e2\"></g> <g marker-end=\"url(#article-guide-deep--scenario-1-t)\"></g>"
            + " <label for=\"article-guide-deep--a article-guide-deep--b\">l</label></p>")
    }

    /// A page of several megabytes is written a stretch at a time (`PrintPage.flushSize`): every body arrives
    /// whole and in order, the shell closes it, and a build reusing every page gives it byte for byte.
    @Test func aPageLargerThanOneWriteHoldsEveryBody() throws {
        let site = try FixtureSite("print")
        for part in 1...3 {
            // Sections with headings (ids and self-links to rewrite) and links to another article.
            var text = "---\ntitle: Long part \(part)\n---\n"
            for section in 1...700 {
                text += "\n## Section \(section)\n\nSee [the introduction](intro.md#setup) or [this section](#section-\(section)). "
                    + String(repeating: "Words to fill a printed page. ", count: 30) + "\n"
            }
            try site.write(text, to: "content/long-\(part).md")
        }
        for _ in 0..<2 {
            let report = SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates))
            #expect(report.problems.isEmpty, "\(site.text(of: report.problems))")
        }
        let page = try site.read("public/print.html")
        #expect(page.utf8.count > 2 * PrintPage.flushSize)
        #expect(page.hasSuffix("</html>\n"))
        let anchors = Self.matches(#"<article class="cs-article cs-print-article" id="([^"]*)""#, in: page)
        #expect(anchors == Self.anchors.prefix(2) + ["article-long-1", "article-long-2", "article-long-3"] + Self.anchors.suffix(1))
        for (path, anchor) in zip(Self.articles + ["long-1.html", "long-2.html", "long-3.html"],
                                  Self.anchors + ["article-long-1", "article-long-2", "article-long-3"]) {
            let own = try Self.body(of: site.read("public/" + path))
            let printed = try #require(Self.printedBody(anchor, in: page))
            #expect(Self.withoutReferences(printed) == Self.withoutReferences(own), "\(path)")
        }
        #expect(page.contains("<a href=\"#article-long-3--section-700\">this section</a>"))
        #expect(page.contains("<h2 id=\"article-long-2--section-350\">"))
        // Rebuilt without the cache, from nothing: the same bytes.
        try FileManager.default.removeItem(atPath: site.output)
        var options = site.options(jobs: 1, templates: FixtureSite.defaultTemplates)
        options.useCache = false
        #expect(SiteBuilder.build(options).problems.isEmpty)
        #expect(try site.read("public/print.html") == page)
    }

    /// Rewritten bodies that earlier versions stored in the cache are removed by the cache's daily sweep;
    /// nothing else in that folder is.
    @Test func bodiesStoredByEarlierVersionsAreRemoved() throws {
        let site = try FixtureSite("print")
        let folder = site.root.appendingPathComponent("cache/print").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let stored = "0123456789abcdef0123456789abcdef"
        for name in [stored, "notes.txt"] { FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("x".utf8)) }
        #expect(SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates)).problems.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["notes.txt"])
        try FileManager.default.removeItem(atPath: folder + "/notes.txt")
        FileManager.default.createFile(atPath: folder + "/" + stored, contents: Data("x".utf8))
        try FileManager.default.removeItem(atPath: site.root.appendingPathComponent("cache/scenarios/" + CacheSweep.stampName).path)
        #expect(SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates)).problems.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// What the rewriting leaves alone and how it reads values, byte by byte: one-letter and unknown names,
    /// names without a space before them, ids lists with extra spaces, empty values, a value left open,
    /// links that climb above the root, `url(…)` without a fragment.
    @Test func bodyEdgeCases() {
        let body = PrintBody(page: "guide/deep.html",
                             articleAnchors: ["intro.html": "article-intro", "guide/deep.html": "article-guide-deep"])
        let cases: [(String, String)] = [
            ("<path d=\"M0\" x=\"1\" class=\"id\" ID=\"a\" data-e=\"1 2\"/>", "<path d=\"M0\" x=\"1\" class=\"id\" ID=\"a\" data-e=\"1 2\"/>"),
            ("id=\"first\"<p\tid=\"a\">", "id=\"first\"<p\tid=\"article-guide-deep--a\">"),
            ("<td headers=\" a  b \" id=\"\">", "<td headers=\"article-guide-deep--a article-guide-deep--b\" id=\"\">"),
            ("<a href=\"#\">top</a>", "<a href=\"#article-guide-deep--\">top</a>"),
            ("<a href=\"../../up.html\">up</a> <a href=\"/root.html\">r</a>", "<a href=\"../../up.html\">up</a> <a href=\"/root.html\">r</a>"),
            ("<img src=\"./a/../b//c.png\">", "<img src=\"guide/b/c.png\">"),
            ("<a href=\"deep.html\">self</a> <a href=\"../intro.html\">i</a>", "<a href=\"#article-guide-deep\">self</a> <a href=\"#article-intro\">i</a>"),
            ("<g marker-end=\"none\"></g><g marker-end=\"url(x)\"></g>", "<g marker-end=\"none\"></g><g marker-end=\"url(x)\"></g>"),
            ("<a href=\"C++:x\">s</a> <a href=\"a/b:c\">p</a> <a href=\":x\">c</a>",
             "<a href=\"C++:x\">s</a> <a href=\"guide/a/b:c\">p</a> <a href=\"guide/:x\">c</a>"),
            ("<p title=\"中文\" id=\"中\">é</p>", "<p title=\"中文\" id=\"article-guide-deep--中\">é</p>"),
            ("<a href=\"#open", "<a href=\"#open"),
            ("<p id=", "<p id="),
            ("", ""),
        ]
        for (html, expected) in cases { #expect(body.rewrite(html) == expected, "\(html)") }
        // A page that is not an article of the outline keeps its body as it is.
        #expect(PrintBody(page: "other.html", articleAnchors: [:]).rewrite("<p id=\"a\">") == "<p id=\"a\">")
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
    }

    static func body(of page: String) throws -> String {
        let start = try #require(page.range(of: "<div class=\"cs-body\">\n"))
        let end = try #require(page.range(of: "\n</div>\n<nav class=\"cs-pager\"", range: start.upperBound..<page.endIndex))
        return String(page[start.upperBound..<end.lowerBound])
    }

    static func printedBody(_ anchor: String, in page: String) -> String? {
        guard let article = page.range(of: "id=\"\(anchor)\""),
              let start = page.range(of: "<div class=\"cs-body\">\n", range: article.upperBound..<page.endIndex),
              let end = page.range(of: "\n</div>\n</article>\n", range: start.upperBound..<page.endIndex) else { return nil }
        return String(page[start.upperBound..<end.lowerBound])
    }

    /// The HTML with every attribute that names an id or a URL emptied.
    static func withoutReferences(_ html: String) -> String {
        html.replacingOccurrences(of: #"\s(id|href|src|data-href|aria-labelledby|aria-describedby|aria-controls|for|marker-end|data-rows)="[^"]*""#,
                                  with: " $1=\"\"", options: .regularExpression)
    }
}

/// `print_page` in the site config, and the default that leaves the page out of very large sites.
@Suite struct PrintPageSettingTests {
    @Test func aSiteCanTurnThePrintPageOff() throws {
        let site = try FixtureSite("print")
        try site.write("title: Print fixture\nprint_page: false\n", to: "content/callsheet.yml")
        let report = SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates))
        #expect(report.problems.isEmpty, "\(site.text(of: report.problems))")
        #expect(!FileManager.default.fileExists(atPath: site.output + "/print.html"))
        #expect(try !site.read("public/intro.html").contains("print.html"))
    }

    @Test func largeSitesGetThePrintPageOnlyWhenTheyAskForIt() {
        #expect(SiteConfig().writesPrintPage(articleCount: SiteConfig.automaticPrintPageLimit))
        #expect(!SiteConfig().writesPrintPage(articleCount: SiteConfig.automaticPrintPageLimit + 1))
        var asked = SiteConfig()
        asked.printPage = true
        #expect(asked.writesPrintPage(articleCount: 10_000))
    }

    @Test func anUnknownValueIsLocated() {
        var problems: [Diagnostic] = []
        _ = SiteConfig.parse("print_page: sometimes\n", path: "callsheet.yml", problems: &problems)
        #expect(problems.map { "\($0.line):\($0.column): \($0.message)" } == ["1:1: `print_page` must be `true` or `false`"])
    }
}
