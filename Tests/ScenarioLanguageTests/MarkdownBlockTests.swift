import Testing
@testable import ScenarioLanguage

@Suite struct MarkdownBlockTests {
    static let markdown = """
        # Title

        ```swift
        let notAScenario = 1
        ```

        ```swift scenario title="First" show=all
        print("one")
        ```

        1. A step:

           ~~~~swift scenario
           let v = UIView()
           v.mask = 1
           ~~~~

        ```swift scenario
        print("unterminated")
        """

    @Test func findsScenarioBlocksWithTheirPositions() {
        let blocks = MarkdownScenarioBlock.all(in: Self.markdown, path: "a.md")
        #expect(blocks.map(\.fenceLine) == [7, 13, 18])
        #expect(blocks.map(\.optionsText) == ["title=\"First\" show=all", "", ""])
        #expect(blocks[0].source.code == "print(\"one\")\n")
        #expect(blocks[1].source.code == "let v = UIView()\nv.mask = 1\n")
        #expect(blocks[1].source.lineOffset == 13 && blocks[1].source.columnOffset == 3)
        #expect(blocks[2].source.code == "print(\"unterminated\")\n")
    }

    @Test func diagnosticsOfABlockPointIntoTheMarkdownFile() {
        let block = MarkdownScenarioBlock.all(in: Self.markdown, path: "a.md")[1]
        let run = Scenario.run(block.source)
        #expect(run.diagnostics.map(\.formatted) == ["""
            a.md:15:6: error: `UIView.mask` is not supported by the engine [unsupported]
               v.mask = 1
                 ^
            """])
    }
}
