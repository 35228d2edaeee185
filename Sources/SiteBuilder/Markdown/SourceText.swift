/// A Markdown file's text with its line structure, for turning cmark's positions (UTF-8 byte columns)
/// into the character columns diagnostics use, and for rewriting exact byte ranges in place.
struct SourceText: Sendable {
    let bytes: [UInt8]
    /// Byte offset where each line starts; line N (1-based) starts at `lineStarts[N - 1]`.
    let lineStarts: [Int]

    init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    var lineCount: Int { lineStarts.count }

    /// The bytes with everything before `offset` (the front matter) turned into spaces, line breaks kept:
    /// cmark then sees blank lines there, and its positions stay positions in the file.
    func blanking(upTo offset: Int) -> [UInt8] {
        var copy = bytes
        for index in 0..<min(offset, copy.count) where copy[index] != UInt8(ascii: "\n") {
            copy[index] = UInt8(ascii: " ")
        }
        return copy
    }

    /// Byte range of a 1-based line, without its line break (`\n` or `\r\n`).
    func lineRange(_ line: Int) -> Range<Int> {
        guard line >= 1, line <= lineStarts.count else { return bytes.count..<bytes.count }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<end
    }

    func line(_ line: Int) -> String {
        String(decoding: bytes[lineRange(line)], as: UTF8.self)
    }

    /// Converts byte columns to character columns for many positions, walking each line once when the
    /// positions come in order (as cmark reports links): 2,000 links on one long line stay linear.
    struct ColumnMapper {
        let source: SourceText
        private var line = 0, byteOffset = 0, characters = 0

        init(_ source: SourceText) { self.source = source }

        mutating func column(line: Int, byteColumn: Int) -> Int {
            let range = source.lineRange(line)
            let target = min(range.lowerBound + max(byteColumn - 1, 0), range.upperBound)
            if line != self.line || target < byteOffset {
                (self.line, byteOffset, characters) = (line, range.lowerBound, 0)
            }
            // Characters are counted by their first scalar's first byte; a grapheme cluster spanning several
            // scalars counts once, as `String.count` does, by decoding only the bytes between the two offsets.
            characters += String(decoding: source.bytes[byteOffset..<target], as: UTF8.self).count
            byteOffset = target
            return characters + 1
        }
    }

    /// Converts a 1-based UTF-8 byte column into a 1-based character column on the same line.
    func characterColumn(line: Int, byteColumn: Int) -> Int {
        let range = lineRange(line)
        let end = min(range.lowerBound + max(byteColumn - 1, 0), range.upperBound)
        return String(decoding: bytes[range.lowerBound..<end], as: UTF8.self).count + 1
    }

    /// What comes before a block on its first line (`> `, list indentation), which continuation lines repeat.
    func prefix(line: Int, byteColumn: Int) -> String {
        let range = lineRange(line)
        let end = min(range.lowerBound + max(byteColumn - 1, 0), range.upperBound)
        return String(decoding: bytes[range.lowerBound..<end], as: UTF8.self)
    }

    /// The fence characters opening a fenced code block (a run of ``` ` ``` or `~`), or nil for an indented block.
    func fence(line: Int, byteColumn: Int) -> String? {
        let range = lineRange(line)
        var index = range.lowerBound + max(byteColumn - 1, 0)
        guard index < range.upperBound, bytes[index] == UInt8(ascii: "`") || bytes[index] == UInt8(ascii: "~")
        else { return nil }
        let character = bytes[index]
        var length = 0
        while index < range.upperBound, bytes[index] == character {
            length += 1
            index += 1
        }
        return String(repeating: character == UInt8(ascii: "`") ? "`" : "~", count: length)
    }

    /// The line break style the file uses, so rewritten lines match their neighbours.
    var lineBreak: String {
        bytes.firstIndex(of: UInt8(ascii: "\n")).map { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\r") } == true
            ? "\r\n" : "\n"
    }
}
