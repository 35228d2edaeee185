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
    static func articleAnchorsByPath(_ outline: SiteOutline, anchors: [String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: zip(outline.articles.map { FilePath.urlEscaped($0.outputPath) }, anchors))
    }

    /// The page as bytes, a stretch at a time: the layout's shell around the list of articles and each
    /// article's heading and body. `appendBody(i, &buffer)` appends the body of article `i` as its own page
    /// has it, rewritten for this page by `PrintBody`, straight into the buffer; it returns false when it
    /// cannot, and the result is then nil. Whenever the buffer holds `flushSize` bytes after an article,
    /// `flush` gets them and the buffer starts again; the result is what follows the last flush. The page
    /// holds every article, so it is neither held whole nor joined into a `String` (which copied every
    /// body once more and checked it byte by byte). `anchors` are `articleAnchors(environment.outline)`.
    func assemble(anchors: [String], appendBody: (Int, inout [UInt8]) -> Bool, flush: ([UInt8]) -> Void) -> [UInt8]? {
        let outline = environment.outline
        let page = PageContext(environment: environment, page: Self.path, articleIndex: nil)
        var context = page.layout(title: "All articles", description: environment.config.description)
        context["isPrint"] = true
        context["content"] = TemplateText(Self.contentMarker.text)
        let shell = templates.render("layout", context)
        let halves = Self.contentMarker.split(shell, count: 1)
        var output: [UInt8] = []
        output.reserveCapacity(Self.flushSize + Self.flushSize / 4)
        if let halves { Self.append(halves[0], to: &output) }
        Self.append("<div class=\"cs-print\">\n<header class=\"cs-print-header\">\n"
            + "<h1 id=\"print-title\">\(HTMLText.escape(environment.config.title))</h1>\n"
            + "<p class=\"cs-print-intro\">Every article on one page, in reading order.</p>\n"
            + "<p><button type=\"button\" class=\"cs-print-button\" data-print hidden>Print this page</button></p>\n"
            + "<nav class=\"cs-print-contents\" aria-label=\"Articles on this page\">\n<ol>\n", to: &output)
        for (article, anchor) in zip(outline.articles, anchors) {
            Self.append("<li><a href=\"#\(HTMLText.escape(anchor))\">\(HTMLText.escape(article.title))</a></li>\n", to: &output)
        }
        Self.append("</ol>\n</nav>\n</header>\n", to: &output)
        for (index, article) in outline.articles.enumerated() {
            let anchor = HTMLText.escape(anchors[index])
            let title = HTMLText.escape(PrintBody.id("title", in: anchors[index]))
            var opening = "<article class=\"cs-article cs-print-article\" id=\"\(anchor)\" aria-labelledby=\"\(title)\">\n"
                + "<h1 id=\"\(title)\">\(HTMLText.escape(article.title))</h1>\n"
            if let summary = article.frontMatter.summary, !summary.isEmpty {
                opening += "<p class=\"cs-summary\">\(HTMLText.escape(summary))</p>\n"
            }
            // The line breaks around the body are the article template's, so the body reads as on its page.
            Self.append(opening + "<div class=\"cs-body\">\n", to: &output)
            guard appendBody(index, &output) else { return nil }
            Self.append("\n</div>\n</article>\n", to: &output)
            // Without the shell's halves the content goes through the template whole, so it is kept.
            if halves != nil, output.count >= Self.flushSize {
                flush(output)
                output.removeAll(keepingCapacity: true)
            }
        }
        Self.append("</div>\n", to: &output)
        guard let halves else {
            // A template or the site title holds the marker's characters, or the content is not used once.
            context["content"] = TemplateText(String(decoding: output, as: UTF8.self))
            return Array(templates.render("layout", context).utf8)
        }
        Self.append(halves[1], to: &output)
        return output
    }

    /// About how much of the page is assembled before it is written.
    static let flushSize = 1 << 20

    /// Copies from the string's own storage in one piece (appending its `UTF8View` goes byte by byte).
    private static func append<Text: StringProtocol>(_ text: Text, to output: inout [UInt8]) {
        if text.utf8.withContiguousStorageIfAvailable({ output.append(contentsOf: $0) }) == nil {
            output.append(contentsOf: text.utf8)
        }
    }
}
