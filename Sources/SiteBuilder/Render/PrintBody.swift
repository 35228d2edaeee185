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

    /// Scans the body as UTF-8 bytes: the markup this looks at (`name="…"`) is ASCII, and a scan through
    /// `Character`s cost about 60 % of a 100-article build's instructions with the print page on (12 G of 18 G,
    /// callgrind); bytes bring the step down to a few percent.
    func rewrite(_ html: String) -> String {
        guard let anchor = articleAnchors[FilePath.urlEscaped(page)] else { return html }
        let bytes = Array(html.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 16)
        var copied = 0
        var position = 0
        while let (name, valueRange) = Self.nextAttribute(in: bytes, from: position) {
            output.append(contentsOf: bytes[copied..<valueRange.lowerBound])
            let value = String(decoding: bytes[valueRange], as: UTF8.self)
            output.append(contentsOf: rewritten(name: name, value: value, anchor: anchor).utf8)
            copied = valueRange.upperBound
            position = valueRange.upperBound
        }
        output.append(contentsOf: bytes[copied...])
        return String(decoding: output, as: UTF8.self)
    }

    static let idLists: Set<String> = ["id", "aria-labelledby", "aria-describedby", "aria-controls", "aria-owns",
                                       "aria-activedescendant", "aria-details", "aria-errormessage", "for", "headers"]
    static let urls: Set<String> = ["href", "src", "data-href", "xlink:href"]

    /// The next attribute from `start` this rewriter changes: its name and the byte range of its value
    /// (between the quotes).
    private static func nextAttribute(in bytes: [UInt8], from start: Int) -> (String, Range<Int>)? {
        let equals = UInt8(ascii: "="), quote = UInt8(ascii: "\"")
        var index = start
        while index < bytes.count - 1 {
            defer { index += 1 }
            guard bytes[index] == equals, bytes[index + 1] == quote else { continue }
            var nameStart = index
            while nameStart > 0, isNameByte(bytes[nameStart - 1]) { nameStart -= 1 }
            guard nameStart < index, nameStart > 0, isSpace(bytes[nameStart - 1]) else { continue }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            guard idLists.contains(name) || urls.contains(name) else { continue }
            let valueStart = index + 2
            guard let valueEnd = bytes[valueStart...].firstIndex(of: quote) else { return nil }
            return (name, valueStart..<valueEnd)
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x2D || byte == 0x3A
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    private func rewritten(name: String, value: String, anchor: String) -> String {
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
