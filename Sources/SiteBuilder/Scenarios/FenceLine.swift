import ScenarioLanguage

/// The opening line of a fenced code block, read from the file: where it is, what precedes it, which fence.
struct FenceLine {
    let line: Int
    /// Character column of the fence.
    let column: Int
    let prefix: String
    /// The fence characters (```` ``` ````, `~~~~`); "```" for an indented block, which has none.
    let fence: String
    private let text: String

    init(source: SourceText, block: MarkdownDocument.CodeBlock) {
        line = block.startLine
        column = source.characterColumn(line: block.startLine, byteColumn: block.startColumn)
        prefix = Self.continuation(of: source.prefix(line: block.startLine, byteColumn: block.startColumn))
        fence = source.fence(line: block.startLine, byteColumn: block.startColumn) ?? "```"
        text = source.line(block.startLine)
    }

    /// What the lines inside a block repeat of its first line's prefix: quote markers stay, a list item's
    /// marker (`- `, `1. `) becomes spaces of the same width.
    static func continuation(of prefix: String) -> String {
        String(prefix.map { $0 == ">" || $0 == " " || $0 == "\t" ? $0 : " " })
    }

    /// A problem in the options part of the info string, pointing at the offending word.
    func diagnostic(_ error: BlockOptions.ParseError, in optionsText: String, path: String) -> Diagnostic {
        // The options are the tail of the fence line, so their column is the line's length minus theirs
        // (trailing spaces, which cmark strips from the info string, are allowed for).
        let trimmedLine = text.reversed().drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).count
        let optionsColumn = trimmedLine - optionsText.count + 1
        return Diagnostic(.error, error.message, path: path, line: line,
                          column: max(column, optionsColumn + error.offset - 1), sourceLine: text)
    }
}
