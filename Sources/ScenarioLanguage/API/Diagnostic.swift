/// A problem in a scenario, located where an editor can jump to it.
public struct Diagnostic: Error, Hashable, Sendable, Codable {
    public enum Severity: String, Hashable, Sendable, Codable {
        case error, warning, note
    }

    public var severity: Severity
    public var message: String
    /// The file as the user named it (`content/views.md`, `scenario.swift`).
    public var path: String
    /// 1-based line in `path`.
    public var line: Int
    /// 1-based column in characters (not UTF-8 bytes).
    public var column: Int
    /// The source line the diagnostic points into, shown under the message with a caret.
    public var sourceLine: String?

    public init(_ severity: Severity, _ message: String, path: String, line: Int, column: Int,
                sourceLine: String? = nil) {
        self.severity = severity
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.sourceLine = sourceLine
    }

    /// `path:line:col: error: message`, then the source line and a caret under the column.
    public var formatted: String {
        var text = "\(path):\(line):\(column): \(severity.rawValue): \(message)"
        if let sourceLine {
            let (shown, caretColumn) = Self.window(sourceLine, column: column)
            let caretIndent = String(shown.prefix(max(0, caretColumn - 1)).map { $0 == "\t" ? "\t" : " " })
            text += "\n" + shown + "\n" + caretIndent + "^"
        }
        return text
    }

    /// Characters of a source line shown around the caret: a minified or generated line can be megabytes.
    static let shownWidth = 120

    /// `line`, or the part of it around `column` with `…` where it was cut, and the column within that.
    static func window(_ line: String, column: Int) -> (text: String, column: Int) {
        guard line.count > shownWidth else { return (line, column) }
        let characters = Array(line)
        let start = max(0, min(column - 1 - shownWidth / 2, characters.count - shownWidth))
        let end = min(characters.count, start + shownWidth)
        let head = start > 0 ? "…" : ""
        return (head + String(characters[start..<end]) + (end < characters.count ? "…" : ""),
                column - start + head.count)
    }
}
