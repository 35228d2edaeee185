/// One article's body as the print page holds it. Every article's ids live in one document there, so
/// each id (and every attribute that names one: fragment links, the diagram's `data-href`, ARIA
/// references, `for`) gets the article's prefix; links to other articles become links to their place on
/// the print page; other relative URLs (images, files) are rebased from the article's folder to the root.
///
/// The body is HTML the build wrote (cmark's output, figures, escaped scenario text), so attribute values
/// are always double-quoted and a `"` inside text is always `&quot;`: scanning for ` name="` finds
/// attributes and nothing else.
struct PrintBody {
    /// Output path of the article the body belongs to.
    let page: String
    /// Anchor of each article on the print page, by output path (URL-escaped, as links spell it).
    let articleAnchors: [String: String]

    /// The id an element of the article at `anchor` gets on the print page.
    static func id(_ id: String, in anchor: String) -> String { anchor + "--" + id }

    func rewrite(_ html: String) -> String {
        guard let anchor = articleAnchors[FilePath.urlEscaped(page)] else { return html }
        var output = ""
        output.reserveCapacity(html.utf8.count + html.utf8.count / 16)
        var rest = Substring(html)
        while let (name, valueRange) = Self.nextAttribute(in: rest) {
            output += rest[..<valueRange.lowerBound]
            let value = String(rest[valueRange])
            output += rewritten(name: name, value: value, anchor: anchor)
            rest = rest[valueRange.upperBound...]
        }
        output += rest
        return output
    }

    static let idLists: Set<Substring> = ["id", "aria-labelledby", "aria-describedby", "aria-controls", "aria-owns",
                                          "aria-activedescendant", "aria-details", "aria-errormessage", "for", "headers"]
    static let urls: Set<Substring> = ["href", "src", "data-href", "xlink:href"]

    /// The next attribute this rewriter changes: its name and the range of its value (between the quotes).
    private static func nextAttribute(in text: Substring) -> (Substring, Range<Substring.Index>)? {
        var search = text[...]
        while let equals = search.firstIndex(of: "=") {
            let afterEquals = search.index(after: equals)
            defer { search = text[afterEquals...] }
            guard afterEquals < text.endIndex, text[afterEquals] == "\"" else { continue }
            var nameStart = equals
            while nameStart > text.startIndex {
                let previous = text.index(before: nameStart)
                let character = text[previous]
                guard character.isLetter || character == "-" || character == ":" else { break }
                nameStart = previous
            }
            guard nameStart > text.startIndex, text[text.index(before: nameStart)].isWhitespace else { continue }
            let name = text[nameStart..<equals]
            guard idLists.contains(name) || urls.contains(name) else { continue }
            let valueStart = text.index(after: afterEquals)
            guard let valueEnd = text[valueStart...].firstIndex(of: "\"") else { return nil }
            return (name, valueStart..<valueEnd)
        }
        return nil
    }

    private func rewritten(name: Substring, value: String, anchor: String) -> String {
        if Self.idLists.contains(name) {
            return value.split(separator: " ").map { Self.id(String($0), in: anchor) }.joined(separator: " ")
        }
        if value.hasPrefix("#") { return "#" + Self.id(String(value.dropFirst()), in: anchor) }
        guard !Self.hasScheme(value), !value.hasPrefix("/"), !value.isEmpty else { return value }
        let hash = value.firstIndex(of: "#")
        let path = String(value[..<(hash ?? value.endIndex)])
        let fragment = hash.map { String(value[value.index(after: $0)...]) }
        guard let resolved = FilePath.normalize(FilePath.join(FilePath.directory(of: page), path)) else { return value }
        if let target = articleAnchors[resolved] {
            return "#" + (fragment.map { Self.id($0, in: target) } ?? target)
        }
        return resolved + (fragment.map { "#" + $0 } ?? "")
    }

    /// `https:`, `mailto:`: a scheme is letters (and `+.-`) before the first `:`, ahead of any `/`, `?`, `#`.
    static func hasScheme(_ url: String) -> Bool {
        guard let colon = url.firstIndex(of: ":") else { return false }
        let scheme = url[..<colon]
        return !scheme.isEmpty && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
    }
}
