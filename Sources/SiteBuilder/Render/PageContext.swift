/// The values templates see. Every page gets the layout's values; the article, index and 404 templates add
/// their own. All URLs are relative to the page, so the site works from any folder and from `file://`.
///
/// Layout: `site.title`, `site.description`, `site.language`, `title` (the page's), `description`,
/// `root` (`../` up to the site root), `assets` (`root` + `assets/`), `sidebar` (see `Sidebar`; built only
/// when a template other than `partials/sidebar` uses it), `sidebarHTML` (`partials/sidebar` rendered for
/// the page, see `SidebarCache`),
/// `content` (the inner template's HTML), `isArticle`, `isIndex`, `homeHref`.
/// Article: `title`, `summary`, `date`, `tags`, `body`, `toc` (`level`, `text`, `anchor`, `isSub`),
/// `hasToc`, `previous`/`next` (`title`, `href`), `editHref` (from `edit_url` in the site config).
/// Text and counts are `TemplateText`s, which templates see as the strings and numbers they hold.
struct PageContext {
    /// Ids the default layout uses, kept free of heading anchors.
    static let layoutIDs: Set<String> = ["main", "content", "sidebar", "search", "search-input", "search-results",
                                         "toc", "top", "page-title", "site-nav"]

    let environment: SiteEnvironment
    /// Output path of the page being rendered (`navigation/push.html`).
    let page: String
    let articleIndex: Int?

    func layout(title: String, description: String) -> [String: Any] {
        let root = FilePath.rootPrefix(from: page)
        let config = environment.config
        var values: [String: Any] = [
            "site": ["title": TemplateText(config.title), "description": Self.optional(config.description),
                     "language": TemplateText(config.language)] as [String: Any],
            "title": TemplateText(title),
            "description": Self.optional(description.isEmpty ? config.description : description),
            "root": TemplateText(root),
            "assets": TemplateText(root + "assets/"),
            "homeHref": TemplateText(root + "index.html"),
            "isArticle": articleIndex != nil,
            "hasPrintPage": config.writesPrintPage(articleCount: environment.outline.articles.count),
        ]
        guard let templates = environment.templates else { return values }
        // Built only for templates that show it: on a large site the sidebar is most of the shell's work.
        if templates.usesSidebarValues {
            values["sidebar"] = Sidebar(outline: environment.outline).context(forPage: page, currentArticle: articleIndex)
        }
        if templates.usesSidebarHTML {
            var html = environment.sidebars.html(forPage: page, currentArticle: articleIndex,
                                                 outline: environment.outline, templates: templates, values: values)
            // `{{{sidebarHTML}}}` alone on its line keeps that line's break, which a standalone
            // `{{> partials/sidebar}}` drops: the partial's own last one goes instead.
            if html.utf8.last == UInt8(ascii: "\n") { html = String(Substring(html.utf8.dropLast())) }
            values["sidebarHTML"] = TemplateText(html)
        }
        return values
    }

    /// The page as pieces to write one after the other: the shell before the body, the body's pieces, the
    /// shell after it.
    func render(article: Article, body: [String], headings: [(heading: MarkdownDocument.Heading, anchor: String)],
                templates: TemplateSet) -> [String] {
        var context = layout(title: article.title, description: article.frontMatter.summary ?? "")
        let toc = headings.filter { (2...3).contains($0.heading.level) }.map { heading, anchor -> [String: Any] in
            ["level": TemplateText(count: heading.level), "text": TemplateText(heading.text),
             "anchor": TemplateText(anchor), "isSub": heading.level == 3]
        }
        context["summary"] = Self.optional(article.frontMatter.summary)
        context["date"] = Self.optional(article.frontMatter.date)
        context["tags"] = article.frontMatter.tags.map(TemplateText.init)
        context["hasTags"] = !article.frontMatter.tags.isEmpty
        context["hasMeta"] = article.frontMatter.date != nil || !article.frontMatter.tags.isEmpty
        // The body (figures included) is most of the page: templates get a marker, and the body is written
        // at its place instead of being copied through two template renders.
        context["body"] = TemplateText(Self.bodyMarker.text)
        context["editHref"] = Self.optional(environment.config.editURL.map {
            $0.replacing("{path}", with: FilePath.urlEscaped(article.sourcePath))
        })
        context["toc"] = toc
        context["hasToc"] = !toc.isEmpty
        if let index = articleIndex {
            context["previous"] = link(to: environment.outline.previous(of: index)) ?? false
            context["next"] = link(to: environment.outline.next(of: index)) ?? false
        }
        context["content"] = TemplateText(templates.render("article", context))
        let page = templates.render("layout", context)
        guard let shell = Self.bodyMarker.split(page, count: 1) else {
            // A template or a title holds the marker's characters, or the body is not used exactly once.
            context["body"] = TemplateText(body.joined())
            context["content"] = TemplateText(templates.render("article", context))
            return [templates.render("layout", context)]
        }
        return [String(shell[0])] + body + [String(shell[1])]
    }

    static let bodyMarker = Marker("article-body")

    /// Mustache renders a section for any string, even an empty one; `false` hides it.
    static func optional(_ text: String?) -> Any {
        guard let text, !text.isEmpty else { return false }
        return TemplateText(text)
    }

    func link(to article: Article?) -> [String: Any]? {
        article.map {
            ["title": TemplateText($0.title), "href": TemplateText(FilePath.relativeURL(from: page, to: $0.outputPath))]
        }
    }
}
