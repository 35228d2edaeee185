/// The navigation sidebar of one page, bounded so that a site of thousands of articles does not repeat its
/// whole index on every page: small sites show everything; large ones show the current section's block of
/// articles and link every section to its place on the index page (sites with very many sections show the
/// block of sections around the current one the same way).
///
/// Blocks are fixed (articles 1–25, 26–50…), not centred on the current article, so that the pages of one
/// block in one folder share one sidebar (`Group`), rendered once (`SidebarCache`).
struct Sidebar {
    /// Sites with at most this many articles list them all on every page; at most this many sections are
    /// listed without cutting them into blocks.
    static let fullListLimit = 60
    /// Articles (or sections) listed in one block.
    static let window = 25

    /// What a page's sidebar depends on: pages with the same group have the same sidebar but for which
    /// link is the current page.
    struct Group: Hashable, Sendable {
        /// The page's folder, which every relative link depends on.
        let directory: String
        let section: Int?
        /// First listed article of the current section, when the section is cut into blocks.
        let articleBlock: Int?
        let sectionBlock: Int?
        let isArticle: Bool
    }

    let outline: SiteOutline

    func group(forPage page: String, currentArticle: Int?) -> Group {
        let section = currentArticle.map { outline.sectionOfArticle[$0] }
        let articles = section.map { outline.sections[$0].articles } ?? []
        return Group(directory: FilePath.directory(of: page), section: section,
                     articleBlock: articles.count <= Self.window
                        ? nil : Self.blockStart(of: Self.position(of: currentArticle, in: articles), count: articles.count),
                     sectionBlock: sectionBlock(section), isArticle: currentArticle != nil)
    }

    /// Mustache context: `sections` with `title`, `href`, `current`, `articles` (`title`, `href`, `current`)
    /// and `more` (count of articles not listed, with `moreHref`). `current(index)` gives an article's
    /// `current` value (a page's own marks its article; a shared render marks every article's place).
    func context(forPage page: String, currentArticle: Int?, current: ((Int) -> Any)? = nil) -> [[String: Any]] {
        let showAll = outline.articles.count <= Self.fullListLimit
        let currentSection = currentArticle.map { outline.sectionOfArticle[$0] }
        let shownSections = sectionBlock(currentSection).map {
            $0..<min($0 + Self.window, outline.sections.count)
        } ?? outline.sections.indices
        let indexHref = FilePath.relativeURL(from: page, to: "index.html")
        return shownSections.map { sectionIndex in
            let section = outline.sections[sectionIndex]
            var context: [String: Any] = [
                "title": PageContext.optional(section.title), "href": TemplateText(indexHref + "#" + section.anchor),
                "current": sectionIndex == currentSection,
            ]
            guard showAll || sectionIndex == currentSection else {
                context["articles"] = [[String: Any]]()
                context["more"] = TemplateText(count: section.articles.count)
                return context
            }
            let listed = visible(section.articles, around: currentArticle)
            context["articles"] = listed.map { index -> [String: Any] in
                let article = outline.articles[index]
                return ["title": TemplateText(article.title),
                        "href": TemplateText(FilePath.relativeURL(from: page, to: article.outputPath)),
                        "current": current?(index) ?? (index == currentArticle)]
            }
            let hidden = section.articles.count - listed.count
            context["more"] = hidden > 0 ? TemplateText(count: hidden) : false
            return context
        }
    }

    /// The articles a page's sidebar lists, in order (what `context` shows).
    func listedArticles(forPage page: String, currentArticle: Int?) -> [Int] {
        let currentSection = currentArticle.map { outline.sectionOfArticle[$0] }
        let showAll = outline.articles.count <= Self.fullListLimit
        let shownSections = sectionBlock(currentSection).map {
            $0..<min($0 + Self.window, outline.sections.count)
        } ?? outline.sections.indices
        return shownSections.flatMap { sectionIndex -> [Int] in
            guard showAll || sectionIndex == currentSection else { return [] }
            return Array(visible(outline.sections[sectionIndex].articles, around: currentArticle))
        }
    }

    private func sectionBlock(_ section: Int?) -> Int? {
        guard outline.sections.count > Self.fullListLimit else { return nil }
        return Self.blockStart(of: section ?? 0, count: outline.sections.count)
    }

    /// The block holding `position`; the last block is filled from before, so every block is full.
    private static func blockStart(of position: Int, count: Int) -> Int {
        min(position / window * window, count - window)
    }

    private func visible(_ articles: [Int], around current: Int?) -> ArraySlice<Int> {
        guard articles.count > Self.window else { return articles[...] }
        let start = Self.blockStart(of: Self.position(of: current, in: articles), count: articles.count)
        return articles[start..<(start + Self.window)]
    }

    /// Where the current article is in a section's list (0 when it is not there). A section's articles are
    /// consecutive in reading order, so this is a subtraction, not a search.
    private static func position(of current: Int?, in articles: [Int]) -> Int {
        guard let current, let first = articles.first else { return 0 }
        let offset = current - first
        return articles.indices.contains(offset) && articles[offset] == current ? offset : 0
    }
}
