/// Turns UTF-8 offsets into the code into `path:line:column` positions in the file the author edits.
///
/// swift-syntax counts columns in UTF-8 bytes; authors (and editors) count characters, so a line with
/// `中文` before the problem must not shift the caret. Offsets of a Markdown block are applied here.
struct SourceMap {
    let source: ScenarioSource
    private let bytes: [UInt8]
    /// UTF-8 offset where each line starts.
    private let lineStarts: [Int]

    init(_ source: ScenarioSource) {
        self.source = source
        self.bytes = Array(source.code.utf8)
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        self.lineStarts = starts
    }

    /// 1-based line and character column in the code itself.
    func codePosition(ofOffset offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let prefix = bytes[lineStarts[low]..<clamped]
        let column = String(decoding: prefix, as: UTF8.self).count + 1
        return (low + 1, column)
    }

    /// The code's line `line` (1-based), without its newline.
    func codeLine(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// A diagnostic at `offset`, in the coordinates of `source.path`.
    /// With a `code`, the message ends with its identifier (`… [unknown-name]`).
    func diagnostic(_ message: String, at offset: Int, severity: Diagnostic.Severity = .error,
                    code: DiagnosticCode? = nil) -> Diagnostic {
        let position = codePosition(ofOffset: offset)
        let indent = String(repeating: " ", count: source.columnOffset)
        return Diagnostic(severity, message + (code?.suffix ?? ""), path: source.path, line: position.line + source.lineOffset,
                          column: position.column + source.columnOffset,
                          sourceLine: indent + codeLine(position.line))
    }
}
