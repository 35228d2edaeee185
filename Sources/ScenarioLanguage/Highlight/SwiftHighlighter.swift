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
        write(code) { _, _ in }
    }

    /// The same, from a tree already parsed from `code` (a scenario's run parses it anyway).
    static func html(_ tree: some SyntaxProtocol, code: String) -> String {
        write(code) { source, writer in HighlightClassifier.classify(tree, source: source, into: &writer) }
    }

    /// The HTML of `code`, with the ranges `classify` hands the writer coloured.
    private static func write(_ code: String,
                              _ classify: (UnsafeBufferPointer<UInt8>, inout HighlightHTMLWriter) -> Void) -> String {
        var code = code
        return code.withUTF8 { source in
            var writer = HighlightHTMLWriter(source: source)
            classify(source, &writer)
            return writer.finish()
        }
    }

    /// What a highlighted range is; the raw value is the CSS class suffix (`hl-keyword`), spelled out so
    /// that pages keep their classes whatever the parser's own names become.
    enum Kind: String, CaseIterable {
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
