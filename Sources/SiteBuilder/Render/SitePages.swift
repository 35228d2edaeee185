/// The pages that are not articles: the index (every article, by section, in reading order) and 404.
struct SitePages {
    let environment: SiteEnvironment
    let templates: TemplateSet

    /// Index template: `sections` (`title`, `anchor`, `articles` with `title`, `href`, `summary`, `date`, `tags`).
    func index() -> String {
        let page = PageContext(environment: environment, page: "index.html", articleIndex: nil)
        var context = page.layout(title: environment.config.title, description: environment.config.description)
        let outline = environment.outline
        context["isIndex"] = true
        context["sections"] = outline.sections.map { section -> [String: Any] in
            [
                "title": TemplateText(section.title), "anchor": TemplateText(section.anchor),
                "hasTitle": !section.title.isEmpty,
                "articles": section.articles.map { index -> [String: Any] in
                    let article = outline.articles[index]
                    return [
                        "title": TemplateText(article.title),
                        "href": TemplateText(FilePath.relativeURL(from: "index.html", to: article.outputPath)),
                        "summary": PageContext.optional(article.frontMatter.summary),
                        "date": PageContext.optional(article.frontMatter.date),
                        "tags": article.frontMatter.tags.map(TemplateText.init),
                        "hasTags": !article.frontMatter.tags.isEmpty,
                    ]
                },
            ]
        }
        context["articleCount"] = TemplateText(count: outline.articles.count)
        context["content"] = TemplateText(templates.render("index", context))
        return templates.render("layout", context)
    }

    func notFound() -> String {
        let page = PageContext(environment: environment, page: "404.html", articleIndex: nil)
        var context = page.layout(title: "Page not found", description: "")
        context["content"] = TemplateText(templates.render("404", context))
        return templates.render("layout", context)
    }
}
