import Testing
@testable import SiteBuilder

@Suite struct TemplateTests {
    @Test func partialReferencesWithPositions() {
        let references = PartialReferences.find(in: "<a>\n  {{> partials/nav }}{{<layout}}{{>*dynamic}}{{# x}}")
        #expect(references == [.init(name: "partials/nav", line: 2, column: 3), .init(name: "layout", line: 2, column: 22)])
    }

    @Test func theDefaultTemplatesLoad() throws {
        let templates = try TemplateSet(directory: FixtureSite.defaultTemplates)
        #expect(Set(TemplateSet.required).isSubset(of: Set(templates.names)))
    }
}
