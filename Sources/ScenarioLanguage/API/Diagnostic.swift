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
            let caretIndent = String(sourceLine.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
            text += "\n" + sourceLine + "\n" + caretIndent + "^"
        }
        return text
    }
}
