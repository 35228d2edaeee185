import Foundation

/// `print.html`: every article in outline order (the sidebar's) on one page, each body with its figures as
/// on its own page (`PrintBody` keeps its ids apart from the other articles'), inside the site's layout.
/// The print stylesheet (`@media print` in `callsheet.css`) hides the navigation and starts each article on
/// a new sheet; the page asks for the print dialog only from its button.
struct PrintPage {
    static let path = "print.html"

    static let contentMarker = Marker("print-content")

    let environment: SiteEnvironment
    let templates: TemplateSet

    /// The anchor of each article on the print page, in outline order (`article-fidelity-containers`):
    /// unique, never one of the layout's ids.
    static func articleAnchors(_ outline: SiteOutline) -> [String] {
        var slugger = Slugger(reserved: PageContext.layoutIDs.union(["print-title"]))
        return outline.articles.map { article in
            let name = article.outputPath.hasSuffix(".html") ? String(article.outputPath.dropLast(5)) : article.outputPath
            // Prefixed, so that every id made from it starts with a letter, as SVG's ids (XML names) must.
            return slugger.slug(for: "article " + name.replacing("/", with: "-"))
        }
    }

    /// The anchor of each article on the print page by its output path, URL-escaped as links spell it
    /// (what `PrintBody` rewrites links with).
    static func articleAnchorsByPath(_ outline: SiteOutline) -> [String: String] {
        Dictionary(uniqueKeysWithValues: zip(outline.articles.map { FilePath.urlEscaped($0.outputPath) },
                                             articleAnchors(outline)))
    }

    /// `printBodies[i]` is the body of article `i` as its own page has it, rewritten for this page by
    /// `PrintBody` (the caller keeps rewritten bodies of unchanged articles from one build to the next).
    /// The page as pieces to write one after the other (see `PageFile`): the articles are not copied
    /// through the layout template.
    func pieces(printBodies: [String]) -> [String] {
        let outline = environment.outline
        let anchors = Self.articleAnchors(outline)
        let page = PageContext(environment: environment, page: Self.path, articleIndex: nil)
        var context = page.layout(title: "All articles", description: environment.config.description)
        var content = "<div class=\"cs-print\">\n<header class=\"cs-print-header\">\n"
            + "<h1 id=\"print-title\">\(HTMLText.escape(environment.config.title))</h1>\n"
            + "<p class=\"cs-print-intro\">Every article on one page, in reading order.</p>\n"
            + "<p><button type=\"button\" class=\"cs-print-button\" data-print hidden>Print this page</button></p>\n"
            + "<nav class=\"cs-print-contents\" aria-label=\"Articles on this page\">\n<ol>\n"
        for (article, anchor) in zip(outline.articles, anchors) {
            content += "<li><a href=\"#\(HTMLText.escape(anchor))\">\(HTMLText.escape(article.title))</a></li>\n"
        }
        content += "</ol>\n</nav>\n</header>\n"
        for (index, article) in outline.articles.enumerated() {
            let anchor = HTMLText.escape(anchors[index])
            let title = HTMLText.escape(PrintBody.id("title", in: anchors[index]))
            let body = index < printBodies.count ? printBodies[index] : ""
            content += "<article class=\"cs-article cs-print-article\" id=\"\(anchor)\" aria-labelledby=\"\(title)\">\n"
                + "<h1 id=\"\(title)\">\(HTMLText.escape(article.title))</h1>\n"
            if let summary = article.frontMatter.summary, !summary.isEmpty {
                content += "<p class=\"cs-summary\">\(HTMLText.escape(summary))</p>\n"
            }
            // The line breaks around the body are the article template's, so the body reads as on its page.
            content += "<div class=\"cs-body\">\n" + body + "\n</div>\n</article>\n"
        }
        content += "</div>\n"
        context["isPrint"] = true
        context["content"] = Self.contentMarker.text
        let shell = templates.render("layout", context)
        guard let halves = Self.contentMarker.split(shell, count: 1) else {
            // A template or the site title holds the marker's characters, or the content is not used once.
            context["content"] = content
            return [templates.render("layout", context)]
        }
        return [String(halves[0]), content, String(halves[1])]
    }
}
