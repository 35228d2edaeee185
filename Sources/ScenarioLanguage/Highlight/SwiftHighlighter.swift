import SwiftParser
import SwiftSyntax

/// Build-time syntax highlighting: Swift source in, HTML out, so pages need no client-side highlighter.
///
/// Every classified range (`HighlightClassifier`) of a kind the site's stylesheet colours becomes
/// `<span class="hl-KIND">`; other ranges (identifiers, operators, whitespace, punctuation, the `\(` of an
/// interpolation) stay bare, since a span nothing styles would only add bytes to every page. All text is
/// HTML-escaped, and malformed code still comes out whole because the ranges cover every byte of the tree.
public enum SwiftHighlighter {
    public static func html(_ code: String) -> String {
        // Pathological nesting would make the parser slow or the classification walk exhaust the stack:
        // such code is shown plain, escaped, under the same limits the scenario language applies.
        guard SyntaxLimits.excessiveBrackets(in: code) == nil else { return escapedPlain(code) }
        var parser = Parser(code, maximumNestingLevel: Frontend.maximumNestingLevel)
        let tree = SourceFileSyntax.parse(from: &parser)
        guard SyntaxLimits.violation(in: tree) == nil else { return escapedPlain(code) }
        return html(tree, code: code)
    }

    private static func escapedPlain(_ code: String) -> String {
        var html = ""
        appendEscaped(Array(code.utf8)[...], to: &html)
        return html
    }

    /// The same, from a tree already parsed from `code` (a scenario's run parses it anyway).
    static func html(_ tree: some SyntaxProtocol, code: String) -> String {
        let bytes = Array(code.utf8)
        var html = ""
        html.reserveCapacity(bytes.count * 2)
        var cursor = 0
        for classified in HighlightClassifier(tree).ranges {
            let start = classified.start
            let end = min(classified.end, bytes.count)
            guard start >= cursor, start < end else { continue }
            appendEscaped(bytes[cursor..<start], to: &html)
            if let kind = classified.kind, kind.isColoured {
                html += "<span class=\"hl-\(kind.rawValue)\">"
                appendEscaped(bytes[start..<end], to: &html)
                html += "</span>"
            } else {
                appendEscaped(bytes[start..<end], to: &html)
            }
            cursor = end
        }
        appendEscaped(bytes[cursor...], to: &html)
        return html
    }

    /// What a highlighted range is; the raw value is the CSS class suffix (`hl-keyword`), spelled out so
    /// that pages keep their classes whatever the parser's own names become.
    enum Kind: String {
        case attribute, blockComment, docBlockComment, docLineComment, lineComment, dollarIdentifier
        case editorPlaceholder, floatLiteral, integerLiteral, identifier, ifConfigDirective, keyword
        case `operator`, regexLiteral, stringLiteral, type, argumentLabel

        /// Whether the stylesheet (`templates/assets/callsheet.css`, `.hl-…`) gives the kind a colour; only
        /// these are written as spans. Identifiers and operators are the text colour.
        var isColoured: Bool {
            switch self {
            case .identifier, .dollarIdentifier, .operator, .editorPlaceholder: false
            default: true
            }
        }
    }
}

private extension SwiftHighlighter {
    /// Copies runs of ordinary bytes in one piece; only the five significant characters are replaced.
    static func appendEscaped(_ bytes: ArraySlice<UInt8>, to html: inout String) {
        var runStart = bytes.startIndex
        for index in bytes.indices {
            let replacement: String
            switch bytes[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            default: continue
            }
            html += String(decoding: bytes[runStart..<index], as: UTF8.self)
            html += replacement
            runStart = index + 1
        }
        html += String(decoding: bytes[runStart...], as: UTF8.self)
    }
}
