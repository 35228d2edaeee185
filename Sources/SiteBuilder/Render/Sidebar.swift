/// The navigation sidebar of one page, bounded so that a site of thousands of articles does not repeat its
/// whole index on every page: small sites show everything; large ones show the current section's
/// neighbourhood and link every section to its place on the index page.
struct Sidebar {
    /// Sites with at most this many articles list them all on every page.
    static let fullListLimit = 60
    /// Articles listed around the current one in a large section.
    static let window = 25

    let outline: SiteOutline

    /// Mustache context: `sections` with `title`, `href`, `current`, `articles` (`title`, `href`, `current`)
    /// and `more` (count of articles not listed, with `moreHref`).
    func context(forPage page: String, currentArticle: Int?) -> [[String: Any]] {
        let showAll = outline.articles.count <= Self.fullListLimit
        let currentSection = currentArticle.map { outline.sectionOfArticle[$0] }
        return outline.sections.enumerated().map { sectionIndex, section in
            let sectionHref = FilePath.relativeURL(from: page, to: "index.html") + "#" + section.anchor
            var context: [String: Any] = [
                "title": PageContext.optional(section.title), "href": sectionHref, "current": sectionIndex == currentSection,
            ]
            guard showAll || sectionIndex == currentSection else {
                context["articles"] = [[String: Any]]()
                context["more"] = section.articles.count
                return context
            }
            let listed = visible(section.articles, around: currentArticle)
            context["articles"] = listed.map { index -> [String: Any] in
                let article = outline.articles[index]
                return ["title": article.title, "href": FilePath.relativeURL(from: page, to: article.outputPath),
                        "current": index == currentArticle]
            }
            let hidden = section.articles.count - listed.count
            context["more"] = hidden > 0 ? hidden : false
            return context
        }
    }

    private func visible(_ articles: [Int], around current: Int?) -> ArraySlice<Int> {
        guard articles.count > Self.window else { return articles[...] }
        let position = current.flatMap { articles.firstIndex(of: $0) } ?? 0
        let start = min(max(position - Self.window / 2, 0), articles.count - Self.window)
        return articles[start..<(start + Self.window)]
    }
}
