import Foundation
import Mustache
import Testing
@testable import SiteBuilder

/// The layout rendered once for many pages and filled in per page says exactly what a render of its own
/// says, for the default templates and for layouts that use their values in other ways; layouts it cannot
/// fill in exactly are rendered per page.
@Suite struct LayoutShellTests {
    static let awkwardTexts = [
        "Plain", "Tom & 'Jerry' <b>\"bold\"</b>", "e\u{301}&\u{301} combining", "line\nbreak\r\nend", "你好 🙂",
        "", "private \u{E000}callsheet-hole-0&\u{E001} use", "&amp; already",
    ]

    /// A page's layout values as `PageContext` gives them, with a title, description and sidebar to vary.
    static func context(page: String, title: String, description: Any, sidebar: String?, content: String,
                        siteTitle: String = "Site & co") -> [String: Any] {
        let root = FilePath.rootPrefix(from: page)
        var context: [String: Any] = [
            "site": ["title": siteTitle, "description": false, "language": "en"], "title": title,
            "description": description, "root": root, "assets": root + "assets/", "homeHref": root + "index.html",
            "isArticle": true, "hasPrintPage": true, "content": content, "summary": "s", "toc": [[String: Any]](),
            "hasToc": false, "tags": ["a"], "previous": false, "next": ["title": "N", "href": "n.html"],
        ]
        if let sidebar { context["sidebarHTML"] = sidebar }
        return context
    }

    static func templates(layout: String? = nil, partials: [String: String] = [:]) throws -> (TemplateSet, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("callsheet-tests/layout-" + UUID().uuidString)
        try FileManager.default.copyItem(atPath: FixtureSite.defaultTemplates, toPath: folder.path)
        if let layout { try layout.write(to: folder.appendingPathComponent("layout.mustache"), atomically: true, encoding: .utf8) }
        for (name, text) in partials {
            try text.write(to: folder.appendingPathComponent(name + ".mustache"), atomically: true, encoding: .utf8)
        }
        return (try TemplateSet(directory: folder.path), folder)
    }

    /// Each page's filled-in layout against its own render, across folders, titles and descriptions.
    static func expectSameAsOwnRender(_ templates: TemplateSet) {
        for page in ["a.html", "guide/b.html", "guide/deep/c.html", "x.html"] {
            for title in awkwardTexts {
                for description in [false, "About <this> & that" as Any, title as Any] {
                    for sidebar in [nil, "<nav>\n" + title + "\n</nav>\n"] {
                        let context = context(page: page, title: title, description: description, sidebar: sidebar,
                                              content: "<article>\n" + title + "\n</article>")
                        #expect(templates.renderLayout(context) == templates.render("layout", context),
                                "\(page) \(title) \(description)")
                    }
                }
            }
        }
    }

    @Test func theDefaultLayoutIsSharedAndFilledInExactly() throws {
        let templates = try TemplateSet(directory: FixtureSite.defaultTemplates)
        #expect(templates.sharesLayout)
        Self.expectSameAsOwnRender(templates)
    }

    /// Holes in sections, raw and escaped, names that resolve inside another object, partials of
    /// site-wide values: shared, and still exact.
    @Test(arguments: [
        "{{#title}}<h1>{{title}}</h1>{{/title}}{{^title}}none{{/title}}{{{title}}}{{&description}}",
        "{{#site}}<p>{{title}} {{description}} {{language}}</p>{{/site}}{{title}}\n{{{content}}}\n{{{sidebarHTML}}}",
        "{{#description}}<meta content=\"{{description}}\">{{/description}}\n  {{> partials/header}}\n{{{content}}}",
        "{{! a comment naming {{title}} }}{{root}}{{#isArticle}}{{assets}}{{/isArticle}}{{missing}}{{title}}",
    ]) func layoutsUsingTheirHolesDifferentlyStayExact(_ layout: String) throws {
        let (templates, folder) = try Self.templates(layout: layout)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(templates.sharesLayout)
        Self.expectSameAsOwnRender(templates)
    }

    /// Layouts whose output could depend on a page's values in a way the pieces cannot repeat.
    @Test(arguments: [
        "{{#toc}}{{text}}{{/toc}}{{{content}}}", "{{title.count}}", "{{uppercased(title)}}", "{{=<% %>=}}<% title %>",
        "{{#title}}{{.}}{{/title}}", "{{> partials/title}}", "{{>*title}}", "{{% CONTENT_TYPE: TEXT}}{{title}}",
        "{{.title}}", "{{summary}}", "{{<base}}{{$b}}{{title}}{{/b}}{{/base}}",
    ]) func layoutsThatCannotBeSharedRenderPerPage(_ layout: String) throws {
        let (templates, folder) = try Self.templates(layout: layout, partials: ["partials/title": "{{title}}", "base": "<{{$b}}d{{/b}}>"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!templates.sharesLayout, "\(layout)")
        Self.expectSameAsOwnRender(templates)
    }

    /// The escaping used for holes is swift-mustache's own.
    @Test func holesAreEscapedLikeMustache() throws {
        let template = try MustacheTemplate(string: "{{v}}")
        for text in Self.awkwardTexts + ["'\"<>&", "a\u{0}b\u{7F}", "&\u{20DD}", "\u{FEFF}<"] {
            #expect(LayoutShell.escapedLikeMustache(text) == template.render(["v": text]), "\(text)")
        }
    }

    /// A site title or a template holding a placeholder is written as it is, not taken for a hole.
    @Test func placeholdersOutsideTheHolesAreNotFilledIn() throws {
        let templates = try TemplateSet(directory: FixtureSite.defaultTemplates)
        let placeholder = LayoutShell.placeholder(0)
        let context = Self.context(page: "a.html", title: "Page", description: false, sidebar: nil, content: "c",
                                   siteTitle: "Site " + placeholder)
        #expect(templates.renderLayout(context) == templates.render("layout", context))
        #expect(templates.renderLayout(context).contains(placeholder.replacingOccurrences(of: "&", with: "&amp;")))
        let (literal, folder) = try Self.templates(layout: "<p>\u{E000}callsheet-hole-0&\u{E001}</p>{{title}}")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!literal.sharesLayout)
        Self.expectSameAsOwnRender(literal)
    }

    /// A render holding the placeholders' characters elsewhere is not cut.
    @Test func rendersHoldingStrayPlaceholdersAreNotShared() {
        #expect(LayoutShell(rendered: "a\u{E000}b") == nil)
        #expect(LayoutShell(rendered: "a" + LayoutShell.placeholder(1) + "b")?.pieces
                == [.text("a"), .hole(1, escaped: false), .text("b")])
        #expect(LayoutShell(rendered: LayoutShell.placeholder(0).replacingOccurrences(of: "&", with: "&amp;"))?.pieces
                == [.hole(0, escaped: true)])
    }
}
