import Testing
@testable import SiteBuilder

@Suite struct SourceTextTests {
    @Test func byteColumnsBecomeCharacterColumns() {
        let source = SourceText("abc\n中文 [x](y.md)\r\nlast")
        #expect(source.lineCount == 3)
        #expect(source.line(2) == "中文 [x](y.md)")
        // cmark reports the link at byte column 8: two 3-byte characters and a space precede it.
        #expect(source.characterColumn(line: 2, byteColumn: 8) == 4)
        #expect(source.lineBreak == "\n")
    }

    @Test func fencesAndPrefixes() {
        let source = SourceText("> ````swift scenario\n>     code\n> ````\n    indented\n")
        #expect(source.fence(line: 1, byteColumn: 3) == "````")
        #expect(source.prefix(line: 1, byteColumn: 3) == "> ")
        #expect(source.fence(line: 4, byteColumn: 5) == nil)
    }

    @Test func crlfFilesAreRecognised() {
        #expect(SourceText("a\r\nb\r\n").lineBreak == "\r\n")
        #expect(SourceText("a\r\nb\r\n").line(1) == "a")
    }
}
