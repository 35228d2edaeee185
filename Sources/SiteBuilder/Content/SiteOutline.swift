/// The reading order of the site and its sections: the index lists it, the sidebar shows part of it,
/// previous/next links follow it.
///
/// Articles are sorted by `order` (then path); a section is the first folder below the content root, and
/// sections come in the order of their first article, each keeping its articles together.
struct SiteOutline: Sendable {
    struct Section: Sendable {
        /// Folder name, "" for articles at the content root.
        let name: String
        /// Indices into `articles`.
        var articles: [Int]

        var title: String {
            guard let first = name.first else { return "" }
            return first.uppercased() + String(name.dropFirst()).replacingDashes
        }

        var anchor: String { name.isEmpty ? "articles" : "section-" + Slugger.slug(name) }
    }

    /// Articles in reading order.
    let articles: [Article]
    let sections: [Section]
    /// For each article, the index of its section.
    let sectionOfArticle: [Int]

    init(_ unordered: [Article]) {
        let sorted = unordered.sorted { a, b in
            let (orderA, orderB) = (a.frontMatter.order ?? Int.max, b.frontMatter.order ?? Int.max)
            if orderA != orderB { return orderA < orderB }
            return a.sourcePath.utf8Precedes(b.sourcePath)
        }
        var sectionIndex: [String: Int] = [:]
        var grouped: [[Article]] = []
        for article in sorted {
            if let index = sectionIndex[article.section] {
                grouped[index].append(article)
            } else {
                sectionIndex[article.section] = grouped.count
                grouped.append([article])
            }
        }
        articles = grouped.flatMap { $0 }
        var sections: [Section] = []
        var sectionOfArticle: [Int] = []
        var next = 0
        for group in grouped {
            sections.append(Section(name: group[0].section, articles: Array(next..<(next + group.count))))
            sectionOfArticle += Array(repeating: sections.count - 1, count: group.count)
            next += group.count
        }
        self.sections = sections
        self.sectionOfArticle = sectionOfArticle
    }

    func previous(of index: Int) -> Article? { index > 0 ? articles[index - 1] : nil }
    func next(of index: Int) -> Article? { index + 1 < articles.count ? articles[index + 1] : nil }
}
