import Testing
@testable import SiteBuilder

@Suite struct MarkdownDocumentTests {
    let document = MarkdownDocument("""
        # Title *one*

        Text with [a link](b.md#c) and `code`.

        - item

          ```swift scenario title="x"
          let a = 1
          ```
          ```expect
          a
          ```

        ## 第二 Section
        """)

    @Test func codeBlocksWithPositionsAndNeighbours() {
        #expect(document.codeBlocks.count == 2)
        let scenario = document.codeBlocks[0]
        #expect(scenario.info == "swift scenario title=\"x\"")
        #expect(scenario.literal == "let a = 1\n")
        #expect((scenario.startLine, scenario.startColumn, scenario.endLine) == (7, 3, 9))
        #expect(scenario.nextCodeBlock == document.codeBlocks[1].id)
        #expect(document.codeBlocks[1].nextCodeBlock == nil)
    }

    @Test func headingsLinksAndProse() {
        #expect(document.headings.map(\.text) == ["Title one", "第二 Section"])
        #expect(document.headings.map(\.level) == [1, 2])
        #expect(document.links.map(\.destination) == ["b.md#c"])
        #expect((document.links[0].line, document.links[0].column) == (3, 11))
        #expect(document.sectionProse == ["", "Text with  a link  and  code . item", ""])
    }

    @Test func editsAreRendered() {
        let document = MarkdownDocument("## Head [x](a.md)\n\n```swift\ncode\n```\n\nEnd\n")
        document.setDestination(of: document.links[0].id, to: "a.html")
        #expect(document.innerHTML(ofHeading: document.headings[0]) == "Head <a href=\"a.html\">x</a>")
        document.replace(document.codeBlocks[0].id, withHTML: "<div>raw</div>")
        #expect(document.html() == "<h2>Head <a href=\"a.html\">x</a></h2>\n<div>raw</div>\n<p>End</p>\n")
    }
}
