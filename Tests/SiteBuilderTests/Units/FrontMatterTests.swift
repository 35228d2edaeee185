import ScenarioLanguage
import Testing
@testable import SiteBuilder

@Suite struct FrontMatterTests {
    func parse(_ yaml: String) -> (FrontMatter, [Diagnostic]) {
        var problems: [Diagnostic] = []
        let matter = FrontMatter.parse(yaml, path: "a.md", problems: &problems)
        return (matter, problems)
    }

    @Test func splitKeepsLineNumbers() {
        let source = SourceText("---\ntitle: A\n---\n# Heading\n")
        let (yaml, start) = FrontMatter.split(source)
        #expect(yaml == "title: A")
        #expect(start == 17)
        #expect(String(decoding: source.blanking(upTo: start), as: UTF8.self) == "   \n        \n   \n# Heading\n")
    }

    @Test func splitAcceptsCRLFAndByteOrderMarksAndLeavesOtherFilesAlone() {
        #expect(FrontMatter.split(SourceText("---\r\ntitle: A\r\n---\r\nText")).yaml == "title: A")
        #expect(FrontMatter.split(SourceText("\u{FEFF}---\ntitle: B\n...\n")).yaml == "title: B")
        #expect(FrontMatter.split(SourceText("# No front matter\n---\n")).yaml == nil)
        #expect(FrontMatter.split(SourceText("---\ntitle: never closed\n")).yaml == nil)
    }

    @Test func valuesStayAsWritten() {
        let (matter, problems) = parse("title: yes\ndate: 2024-01-02\nsummary: 'It''s: quoted'\ntags: [a, 布局]\norder: 3")
        #expect(problems.isEmpty)
        #expect(matter == FrontMatter(title: "yes", summary: "It's: quoted", order: 3, tags: ["a", "布局"],
                                      date: "2024-01-02"))
    }

    @Test func weightIsTheFallbackForOrder() {
        #expect(parse("weight: 7").0.order == 7)
        #expect(parse("weight: 7\norder: 2").0.order == 2)
    }

    @Test func problemsAreLocatedInTheFile() {
        let (_, problems) = parse("title: A\nios: 99\norder: first\ndraft: true")
        #expect(problems.map { "\($0.line):\($0.column) \($0.severity.rawValue)" } == ["3:1 error", "4:1 error", "5:1 warning"])
        #expect(problems[0].message.contains("`ios`"))
    }

    @Test func aSingleTagIsAList() {
        #expect(parse("tags: views").0.tags == ["views"])
    }
}
