import Testing
@testable import SiteBuilder

/// `edit_url` in callsheet.yml puts an "Edit this page" link on every article.
@Suite struct EditLinkTests {
    @Test func articlesLinkToTheirSource() throws {
        let site = try FixtureSite("atomic")
        try site.write("edit_url: https://example.org/edit/main/content/{path}\n", to: "content/callsheet.yml")
        try site.write("---\ntitle: A page\n---\n\nText.\n", to: "content/a page.md")
        let report = SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates))
        #expect(report.exitStatus == 0, "\(site.text(of: report.problems))")
        #expect(try site.read("public/a page.html")
            .contains("<a href=\"https://example.org/edit/main/content/a%20page.md\">Edit this page</a>"))
    }

    @Test func aChangedPatternRebuildsUnchangedArticles() throws {
        let site = try FixtureSite("atomic")
        try site.write("edit_url: https://one.example/{path}\n", to: "content/callsheet.yml")
        _ = SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates))
        try site.write("edit_url: https://two.example/{path}\n", to: "content/callsheet.yml")
        _ = SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates))
        #expect(try site.read("public/page.html").contains("https://two.example/page.md"))
    }

    @Test func aPatternWithoutThePathIsAnError() throws {
        let site = try FixtureSite("atomic")
        try site.write("edit_url: https://example.org/edit\n", to: "content/callsheet.yml")
        let report = SiteBuilder.build(site.options(templates: FixtureSite.defaultTemplates))
        #expect(report.exitStatus == 2)
        #expect(site.text(of: report.problems).contains("callsheet.yml:1:1: error: `edit_url` must contain `{path}`"))
    }
}
