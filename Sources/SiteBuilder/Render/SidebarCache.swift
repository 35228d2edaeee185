import Foundation
import Mustache

/// Sidebars rendered once per `Sidebar.Group` (the pages of one folder and one block of articles) instead
/// of once per page: the `partials/sidebar` template is rendered with every listed article's `current`
/// section marked, the result is cut at the marks once, and each page joins the pieces, keeping the mark's
/// text (`aria-current="page"`) only at its own article.
///
/// The shared render sees `site`, `root`, `assets`, `homeHref`, `isArticle` and `sidebar`, not the page's
/// own values. Templates that use `current` other than as a section (`{{^current}}`, `{{current}}`), or that
/// the marks do not cut cleanly, are rendered once per page as before (`TemplateSet.sharesSidebar`).
final class SidebarCache: @unchecked Sendable {
    /// A group's sidebar cut at the marks: `pieces[0]`, then for each listed article its mark's text and the
    /// next piece. With no marks at all, the one piece is every page's sidebar.
    struct Shared {
        let pieces: [String]
        let marks: [String]
        let articles: [Int]
    }

    static let partial = "partials/sidebar"
    private static let open = Marker("current-start"), close = Marker("current-end")

    private let lock = NSLock()
    private var shared: [Sidebar.Group: Shared?] = [:]
    /// Sidebars kept from earlier builds, nil without a cache.
    private let stored: StoredSidebars?

    init(stored: StoredSidebars? = nil) {
        self.stored = stored
    }

    /// The page's sidebar HTML. `values` are the page's layout values, used when the page renders its own.
    func html(forPage page: String, currentArticle: Int?, outline: SiteOutline, templates: TemplateSet,
              values: [String: Any]) -> String {
        let sidebar = Sidebar(outline: outline)
        guard templates.has(Self.partial) else { return "" }
        if templates.sharesSidebar {
            let group = sidebar.group(forPage: page, currentArticle: currentArticle)
            if let shared = lookUp(group, page: page, currentArticle: currentArticle, sidebar: sidebar,
                                   templates: templates, values: values) {
                return Self.compose(shared, current: currentArticle)
            }
        }
        var context = values
        context["sidebar"] = sidebar.context(forPage: page, currentArticle: currentArticle)
        return templates.render(Self.partial, context)
    }

    private func lookUp(_ group: Sidebar.Group, page: String, currentArticle: Int?, sidebar: Sidebar,
                        templates: TemplateSet, values: [String: Any]) -> Shared? {
        lock.lock()
        if let found = shared[group] {
            lock.unlock()
            return found
        }
        lock.unlock()
        // Two workers may render the same group at once; both results are the same.
        var made = stored?.read(group)
        if made == nil {
            made = Self.render(page: page, currentArticle: currentArticle, sidebar: sidebar, templates: templates,
                               values: values)
            if let made { stored?.write(made, for: group) }
        }
        lock.lock()
        shared[group] = made
        lock.unlock()
        return made
    }

    private static func render(page: String, currentArticle: Int?, sidebar: Sidebar, templates: TemplateSet,
                               values: [String: Any]) -> Shared? {
        var context: [String: Any] = [:]
        for key in ["site", "root", "assets", "homeHref", "isArticle"] { context[key] = values[key] }
        context["sidebar"] = sidebar.context(forPage: page, currentArticle: currentArticle) { _ in
            // A lambda's `String` is parsed as a template and rendered; anything else is written as it is.
            // Marked text without tags renders as itself, so it is handed back as a `Substring` and not
            // parsed once per listed article.
            MustacheLambda { text -> Any in
                let marked = open.text + text + close.text
                return text.contains("{{") ? marked : Substring(marked)
            }
        }
        let listed = sidebar.listedArticles(forPage: page, currentArticle: currentArticle)
        let html = templates.render(partial, context)
        guard let starts = open.split(html, count: listed.count) else {
            // A template that marks no article shows every page of the group the same sidebar.
            return open.split(html, count: 0).map { _ in Shared(pieces: [html], marks: [], articles: []) }
        }
        if listed.isEmpty { return Shared(pieces: [html], marks: [], articles: []) }
        var pieces = [String(starts[0])], marks: [String] = []
        for part in starts.dropFirst() {
            guard let halves = close.split(String(part), count: 1) else { return nil }
            marks.append(String(halves[0]))
            pieces.append(String(halves[1]))
        }
        return Shared(pieces: pieces, marks: marks, articles: listed)
    }

    private static func compose(_ shared: Shared, current: Int?) -> String {
        var html = shared.pieces[0]
        for (index, article) in shared.articles.enumerated() {
            if article == current { html += shared.marks[index] }
            html += shared.pieces[index + 1]
        }
        return html
    }
}
