/// A scan of a Mustache template's tags, done before swift-mustache parses it, for what the library
/// would not report: partials it would render as nothing when missing, partials that include themselves
/// (the library recurses until the stack overflows) and section nesting deep enough to overflow its
/// recursive parser. Follows delimiter changes (`{{=<% %>=}}`), as the library does.
struct TemplateTags {
    struct Reference: Equatable {
        let name: String
        let line: Int, column: Int
    }

    /// Deeper section nesting than any real template has, and far below what overflows the parser's stack.
    static let maximumDepth = 100

    /// Partials included (`{{> name}}`) or extended (`{{< name}}`), with their positions; dynamic names
    /// (`{{>*name}}`) are resolved at render time and skipped.
    private(set) var partials: [Reference] = []
    /// Where sections first nest deeper than `maximumDepth`, if they do.
    private(set) var tooDeep: Reference?

    init(_ template: String) {
        var open = Array("{{".unicodeScalars), close = Array("}}".unicodeScalars)
        let scalars = Array(template.unicodeScalars)
        var line = 1, column = 1
        var depth = 0
        var index = 0
        func advance(to end: Int) {
            while index < end {
                if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
                index += 1
            }
        }
        while index < scalars.count {
            guard Self.matches(open, in: scalars, at: index) else { advance(to: index + 1); continue }
            let (tagLine, tagColumn) = (line, column)
            var cursor = index + open.count
            // Triple mustaches `{{{x}}}` close with `}}}`.
            let closing = open == Array("{{".unicodeScalars) && cursor < scalars.count && scalars[cursor] == "{"
                ? Array("}}}".unicodeScalars) : close
            var end = cursor
            while end < scalars.count, !Self.matches(closing, in: scalars, at: end) { end += 1 }
            guard end < scalars.count else { break }
            while cursor < end, scalars[cursor] == " " { cursor += 1 }
            let sigil = cursor < end ? scalars[cursor] : " "
            let body = Self.trimmed(scalars[(cursor < end ? cursor + 1 : end)..<end])
            switch sigil {
            case ">", "<":
                if !body.isEmpty, !body.hasPrefix("*") {
                    partials.append(Reference(name: body, line: tagLine, column: tagColumn))
                }
                if sigil == "<" { depth += 1 }
            case "#", "^", "$":
                depth += 1
            case "/":
                depth = max(0, depth - 1)
            case "=":
                let inner = body.hasSuffix("=") ? String(body.dropLast()) : body
                let parts = inner.split(separator: " ", omittingEmptySubsequences: true)
                if parts.count == 2 {
                    open = Array(parts[0].unicodeScalars)
                    close = Array(parts[1].unicodeScalars)
                }
            default:
                break
            }
            if depth > Self.maximumDepth, tooDeep == nil {
                tooDeep = Reference(name: "", line: tagLine, column: tagColumn)
            }
            advance(to: end + closing.count)
        }
    }

    /// The scalars without the white space (`CharacterSet.whitespaces`: tab and the space separators) at
    /// either end, as a string; `trimmingCharacters(in:)` went through `NSString`.
    private static func trimmed(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        func isBlank(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        var slice = scalars
        while let first = slice.first, isBlank(first) { slice = slice.dropFirst() }
        while let last = slice.last, isBlank(last) { slice = slice.dropLast() }
        return String(String.UnicodeScalarView(slice))
    }

    private static func matches(_ pattern: [Unicode.Scalar], in scalars: [Unicode.Scalar], at index: Int) -> Bool {
        guard !pattern.isEmpty, index + pattern.count <= scalars.count else { return false }
        for offset in pattern.indices where scalars[index + offset] != pattern[offset] { return false }
        return true
    }
}
