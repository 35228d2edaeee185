import Testing
@testable import SiteBuilder

/// The front matter fast path must read exactly what Yams reads, and leave everything else to Yams.
@Suite struct SimpleYAMLTests {
    static let handled = [
        "title: Pushing and popping\nweight: 12",
        "title: \"Intro: a page\"\ndate: 2024-01-02\ntags: [a, 布局, c-d]",
        "title: 'single quoted'\n\n# a comment line\nsummary: Hello, world [really]",
        "title: yes\norder: 007\ntags: []\nios: 17",
        "title: 视图控制器的生命周期\r\ntags: [uikit]\r",
    ]

    static let leftToYams = [
        "title: a # comment", "title: \"esc\\\"aped\"", "title: 'it''s'", "tags:\n  - a\n  - b",
        "nested:\n  key: value", "title: a: b", "title: &anchor x", "title: *alias", "title: !tag x",
        "title: |\n  block", "title: a\ntitle: b", "tags: [a, [b]]", "title:", "- item", "title:\tx",
        "tags: [a, 'b']", "title: trailing ",
    ]

    @Test(arguments: handled)
    func readsWhatYamsReads(_ yaml: String) throws {
        let fast = try #require(SimpleYAML.fields(yaml, lineOffset: 1))
        let slow = try YAMLFields(yaml, path: "a.md", lineOffset: 1, fastPath: false).fields
        #expect(fast == slow)
    }

    @Test(arguments: leftToYams)
    func leavesTheRestToYams(_ yaml: String) {
        #expect(SimpleYAML.fields(yaml, lineOffset: 0) == nil)
    }
}
