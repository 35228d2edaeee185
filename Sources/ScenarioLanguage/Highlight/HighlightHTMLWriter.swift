/// Writes the highlighted HTML of a source as its classified ranges arrive: each range of a coloured kind
/// as `<span class="hl-KIND">…</span>`, everything else as escaped text, into one byte buffer made a
/// `String` once. Appending each piece to a `String` (the escaped runs decoded one by one, the span tags
/// interpolated) cost more than classifying the tree.
struct HighlightHTMLWriter: HighlightRangeSink {
    private let source: UnsafeBufferPointer<UInt8>
    /// Bytes of `source` before `cursor` are written.
    private var cursor = 0
    private var buffer: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    /// The caller frees the buffer with `finish()`, which also writes whatever no range covered.
    init(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        // Escaping and the span tags make the HTML about twice the source's size in practice.
        capacity = source.count * 2 + 256
        buffer = .allocate(capacity: capacity)
    }

    mutating func append(_ range: HighlightClassifier.Range) {
        // A range without a colour is plain text, which the next span or `finish()` writes with the text
        // before it: one escaped run for all the plain ranges between two spans.
        guard let kind = range.kind, kind.isColoured else { return }
        let start = range.start
        let end = min(range.end, source.count)
        guard start >= cursor, start < end else { return }
        writeEscaped(cursor, start)
        write(Self.openingTag(kind))
        writeEscaped(start, end)
        write("</span>")
        cursor = end
    }

    /// The HTML, with the rest of the source written; the writer is not used again.
    mutating func finish() -> String {
        writeEscaped(cursor, source.count)
        cursor = source.count
        // Every piece is whole UTF-8: ranges begin and end between the lexer's characters, escaping
        // replaces ASCII bytes, and tags are ASCII.
        let html = String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self)
        buffer.deallocate()
        return html
    }

    /// The source's bytes from `start` to `end`, runs of ordinary bytes copied in one piece and the five
    /// significant characters replaced.
    private mutating func writeEscaped(_ start: Int, _ end: Int) {
        guard start < end else { return }
        var runStart = start
        for index in start..<end {
            let replacement: StaticString
            switch source[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            default: continue
            }
            write(source.baseAddress! + runStart, index - runStart)
            write(replacement)
            runStart = index + 1
        }
        write(source.baseAddress! + runStart, end - runStart)
    }

    private mutating func write(_ text: StaticString) {
        write(text.utf8Start, text.utf8CodeUnitCount)
    }

    private mutating func write(_ bytes: UnsafePointer<UInt8>, _ length: Int) {
        guard length > 0 else { return }
        if count + length > capacity { grow(to: count + length) }
        (buffer + count).update(from: bytes, count: length)
        count += length
    }

    private mutating func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBuffer.update(from: buffer, count: count)
        buffer.deallocate()
        buffer = newBuffer
        capacity = newCapacity
    }

    /// The span that opens a range of `kind`; its class is the kind's raw value (`hl-keyword`).
    static func openingTag(_ kind: SwiftHighlighter.Kind) -> StaticString {
        switch kind {
        case .attribute: "<span class=\"hl-attribute\">"
        case .blockComment: "<span class=\"hl-blockComment\">"
        case .docBlockComment: "<span class=\"hl-docBlockComment\">"
        case .docLineComment: "<span class=\"hl-docLineComment\">"
        case .lineComment: "<span class=\"hl-lineComment\">"
        case .dollarIdentifier: "<span class=\"hl-dollarIdentifier\">"
        case .editorPlaceholder: "<span class=\"hl-editorPlaceholder\">"
        case .floatLiteral: "<span class=\"hl-floatLiteral\">"
        case .integerLiteral: "<span class=\"hl-integerLiteral\">"
        case .identifier: "<span class=\"hl-identifier\">"
        case .ifConfigDirective: "<span class=\"hl-ifConfigDirective\">"
        case .keyword: "<span class=\"hl-keyword\">"
        case .operator: "<span class=\"hl-operator\">"
        case .regexLiteral: "<span class=\"hl-regexLiteral\">"
        case .stringLiteral: "<span class=\"hl-stringLiteral\">"
        case .type: "<span class=\"hl-type\">"
        case .argumentLabel: "<span class=\"hl-argumentLabel\">"
        }
    }
}
