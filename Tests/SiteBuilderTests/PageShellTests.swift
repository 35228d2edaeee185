import Foundation
import Testing
@testable import SiteBuilder

/// The page shell: sidebars shared by groups of pages, figures and bodies written beside the shell.
@Suite struct PageShellTests {
    static func article(_ path: String) -> Article {
        Article(sourcePath: path, displayPath: path, outputPath: String(path.dropLast(3)) + ".html",
                source: SourceText(""), markdownStart: 0, frontMatter: FrontMatter())
    }

    static func values(forPage page: String, isArticle: Bool) -> [String: Any] {
        let root = FilePath.rootPrefix(from: page)
        return ["site": ["title": "T", "description": false, "language": "en"], "root": root,
                "assets": root + "assets/", "homeHref": root + "index.html", "isArticle": isArticle]
    }

    /// Every page's sidebar, taken from its group's shared render, is the one a render of its own gives:
    /// a small site listing everything, a large one cut into blocks, folders at several depths.
    @Test(arguments: [40, 140]) func sharedSidebarsAreEachPagesOwn(articles count: Int) throws {
        let paths = (0..<count).map { index -> String in
            switch index % 3 {
            case 0: "alpha/a\(String(index).leftPadded(to: 3)).md"
            case 1: "beta/deep/b\(String(index).leftPadded(to: 3)).md"
            default: "c\(String(index).leftPadded(to: 3)).md"
            }
        }
        let outline = SiteOutline(paths.map(Self.article))
        let templates = try TemplateSet(directory: FixtureSite.defaultTemplates)
        #expect(templates.sharesSidebar && templates.usesSidebarHTML && !templates.usesSidebarValues)
        let cache = SidebarCache()
        let pages = outline.articles.indices.map { ($0 as Int?, outline.articles[$0].outputPath) } + [(nil, "index.html")]
        var groups = Set<Sidebar.Group>()
        for (index, page) in pages {
            let values = Self.values(forPage: page, isArticle: index != nil)
            let shared = cache.html(forPage: page, currentArticle: index, outline: outline, templates: templates,
                                    values: values)
            var own = values
            own["sidebar"] = Sidebar(outline: outline).context(forPage: page, currentArticle: index)
            #expect(shared == templates.render(SidebarCache.partial, own), "\(page)")
            #expect(index == nil || shared.components(separatedBy: "aria-current=\"page\"").count == 2, "\(page)")
            groups.insert(Sidebar(outline: outline).group(forPage: page, currentArticle: index))
        }
        // Many pages per render: the small site has one group per folder and section.
        #expect(groups.count < pages.count / 3)
    }

    /// A `current` section holding tags of its own is still rendered with the article's values when shared.
    @Test func currentSectionsWithTagsAreRenderedWhenShared() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("callsheet-tests/shell-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: FixtureSite.defaultTemplates, toPath: folder.path)
        let partial = folder.appendingPathComponent("partials/sidebar.mustache")
        let text = try String(contentsOf: partial, encoding: .utf8)
        try text.replacingOccurrences(of: "{{#current}} aria-current=\"page\"{{/current}}",
                                      with: "{{#current}} aria-current=\"page\" data-title=\"{{title}}\"{{/current}}")
            .write(to: partial, atomically: true, encoding: .utf8)
        let templates = try TemplateSet(directory: folder.path)
        #expect(templates.sharesSidebar)
        let outline = SiteOutline((0..<5).map { Self.article("p\($0).md") })
        let values = Self.values(forPage: "p2.html", isArticle: true)
        let shared = SidebarCache().html(forPage: "p2.html", currentArticle: 2, outline: outline, templates: templates,
                                         values: values)
        var own = values
        own["sidebar"] = Sidebar(outline: outline).context(forPage: "p2.html", currentArticle: 2)
        #expect(shared == templates.render(SidebarCache.partial, own))
        #expect(shared.contains("aria-current=\"page\" data-title=\"p2\""))
    }

    /// A sidebar lists at most one block of articles and one block of sections, however large the site.
    @Test func sidebarsStayBoundedOnHugeSites() {
        let outline = SiteOutline((0..<3_000).map { Self.article("s\($0 % 300)/p\($0).md") })
        let sidebar = Sidebar(outline: outline)
        for index in stride(from: 0, to: 3_000, by: 97) {
            let context = sidebar.context(forPage: outline.articles[index].outputPath, currentArticle: index)
            #expect(context.count == Sidebar.window)
            let listed = context.compactMap { $0["articles"] as? [[String: Any]] }.map(\.count).reduce(0, +)
            #expect(listed <= Sidebar.window)
            #expect(context.contains { $0["current"] as? Bool == true })
        }
    }

    /// Templates that use `current` in ways a shared render cannot mark are rendered per page.
    @Test func sidebarsThatCannotBeSharedAreRenderedPerPage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("callsheet-tests/shell-" + UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: FixtureSite.defaultTemplates, toPath: folder.path)
        let partial = folder.appendingPathComponent("partials/sidebar.mustache")
        let text = try String(contentsOf: partial, encoding: .utf8)
        try text.replacingOccurrences(of: "{{/current}}>", with: "{{/current}}{{^current}} data-other{{/current}}>")
            .write(to: partial, atomically: true, encoding: .utf8)
        let templates = try TemplateSet(directory: folder.path)
        #expect(!templates.sharesSidebar)
        let outline = SiteOutline((0..<5).map { Self.article("p\($0).md") })
        let html = SidebarCache().html(forPage: "p2.html", currentArticle: 2, outline: outline, templates: templates,
                                       values: Self.values(forPage: "p2.html", isArticle: true))
        #expect(html.components(separatedBy: "data-other").count == 5)
        #expect(html.contains("<a href=\"p2.html\" aria-current=\"page\">"))
    }

    @Test func markersSplitOnlyAtTheExpectedCount() {
        let marker = Marker("test")
        #expect(marker.split("a\(marker.text)b中\(marker.text)c", count: 2) == ["a", "b中", "c"])
        #expect(marker.split("a\(marker.text)b", count: 2) == nil)
        #expect(marker.split("a\(marker.text)b\(marker.text)", count: 1) == nil)
        #expect(marker.split("plain", count: 0) == ["plain"])
        #expect(marker.occurs(in: Array("x\(marker.text)y".utf8)))
        #expect(!marker.occurs(in: Array("\u{E000}callsheet-tes".utf8)))
    }

    /// An article that contains the figure marker's characters itself still gets its figures in place,
    /// and its text is kept.
    @Test func articlesHoldingTheMarkerKeepTheirFigures() throws {
        let site = try FixtureSite("scenarios")
        let name = try #require(FileManager.default.contentsOfDirectory(atPath: site.content).first { $0.hasSuffix(".md") })
        let plain = SiteBuilder.build(site.options())
        #expect(plain.exitStatus == 0)
        let page = "public/" + name.dropLast(3) + ".html"
        let before = try site.read(page)
        let source = try site.read("content/" + name)
        try site.write(source + "\nText with \(PageBuilder.figureMarker.text) inside.\n", to: "content/" + name)
        let report = SiteBuilder.build(site.options())
        #expect(report.exitStatus == 0)
        let after = try site.read(page)
        #expect(after.contains("Text with \(PageBuilder.figureMarker.text) inside."))
        let figures = before.components(separatedBy: "<figure class=\"cs-scenario\"").count
        #expect(figures > 1)
        #expect(after.components(separatedBy: "<figure class=\"cs-scenario\"").count == figures)
        #expect(after.hasPrefix(String(before[..<before.range(of: "<figure")!.lowerBound])))
    }
}
