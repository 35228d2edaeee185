/// One article's body as the print page holds it. Every article's ids live in one document there, so
/// each id (and every attribute that names one: fragment links, the diagram's `data-href`, `data-rows` and
/// `marker-end="url(#…)"`, ARIA references, `for`) gets the article's prefix; links to other articles
/// become links to their place on the print page; other relative URLs (images, files) are rebased from the
/// article's folder to the root.
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

    func rewrite(_ html: String) -> String { rewrite(utf8: Array(html.utf8)) }

    /// Scans the body as UTF-8 bytes: the markup this looks at (`name="…"`) is ASCII, and a scan through
    /// `Character`s cost about 60 % of a 100-article build's instructions with the print page on (12 G of 18 G,
    /// callgrind); bytes bring the step down to a few percent. The body is taken as the bytes read from its
    /// page and made a `String` once, at the end: each conversion checks every byte (about 14 instructions a
    /// byte), which was a third of the step.
    func rewrite(utf8 bytes: [UInt8]) -> String {
        guard let anchorText = articleAnchors[FilePath.urlEscaped(page)] else { return String(decoding: bytes, as: UTF8.self) }
        let anchor = Array((anchorText + "--").utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 16)
        var copied = 0
        var position = 0
        while let (name, valueRange) = Self.nextAttribute(in: bytes, from: position) {
            output.append(contentsOf: bytes[copied..<valueRange.lowerBound])
            let value = bytes[valueRange]
            if name.isIDList {
                // Ids and id lists, the most common by far: each id gets the prefix, bytes to bytes.
                var first = true
                for id in value.split(separator: UInt8(ascii: " ")) {
                    if !first { output.append(UInt8(ascii: " ")) }
                    first = false
                    output.append(contentsOf: anchor)
                    output.append(contentsOf: id)
                }
            } else if name.isReference {
                // `url(#id)`: the diagram's arrowheads (`marker-end`).
                let open = Array("url(#".utf8)
                if value.starts(with: open) {
                    output.append(contentsOf: open)
                    output.append(contentsOf: anchor)
                    output.append(contentsOf: value.dropFirst(open.count))
                } else {
                    output.append(contentsOf: value)
                }
            } else if value.first == UInt8(ascii: "#") {
                output.append(UInt8(ascii: "#"))
                output.append(contentsOf: anchor)
                output.append(contentsOf: value.dropFirst())
            } else {
                let text = String(decoding: value, as: UTF8.self)
                output.append(contentsOf: rewrittenURL(text).utf8)
            }
            copied = valueRange.upperBound
            position = valueRange.upperBound
        }
        output.append(contentsOf: bytes[copied...])
        return String(decoding: output, as: UTF8.self)
    }

    static let idLists: Set<String> = ["id", "aria-labelledby", "aria-describedby", "aria-controls", "aria-owns",
                                       "aria-activedescendant", "aria-details", "aria-errormessage", "for", "headers",
                                       // The diagram's row-id prefix: prefixed as an id is.
                                       "data-rows"]
    static let urls: Set<String> = ["href", "src", "data-href", "xlink:href"]
    /// Presentation attributes whose value names an element as `url(#id)`.
    static let references: Set<String> = ["marker-end"]

    /// The next attribute from `start` this rewriter changes: its name and the byte range of its value
    /// (between the quotes).
    private static func nextAttribute(in bytes: [UInt8], from start: Int) -> (RewrittenName, Range<Int>)? {
        let equals = UInt8(ascii: "="), quote = UInt8(ascii: "\"")
        var index = start
        while index < bytes.count - 1 {
            defer { index += 1 }
            guard bytes[index] == equals, bytes[index + 1] == quote else { continue }
            var nameStart = index
            while nameStart > 0, isNameByte(bytes[nameStart - 1]) { nameStart -= 1 }
            guard nameStart < index, nameStart > 0, isSpace(bytes[nameStart - 1]) else { continue }
            guard let name = rewrittenName(bytes[nameStart..<index]) else { continue }
            let valueStart = index + 2
            guard let valueEnd = bytes[valueStart...].firstIndex(of: quote) else { return nil }
            return (name, valueStart..<valueEnd)
        }
        return nil
    }

    /// The names this rewriter changes, as bytes: most attributes of a body are the figures' (`class`, `x`,
    /// `d`…), and making a `String` of each name to look it up cost more than the rest of the scan.
    private struct RewrittenName {
        let bytes: [UInt8]
        /// An id or a list of ids (`id`, `aria-labelledby`…) rather than a URL (`href`, `src`…).
        let isIDList: Bool
        /// A `url(#id)` reference (`marker-end`).
        var isReference = false
    }

    private static let rewrittenNames: [RewrittenName] =
        idLists.sorted().map { RewrittenName(bytes: Array($0.utf8), isIDList: true) }
        + urls.sorted().map { RewrittenName(bytes: Array($0.utf8), isIDList: false) }
        + references.sorted().map { RewrittenName(bytes: Array($0.utf8), isIDList: false, isReference: true) }

    private static func rewrittenName(_ candidate: ArraySlice<UInt8>) -> RewrittenName? {
        rewrittenNames.first { $0.bytes.count == candidate.count && $0.bytes.elementsEqual(candidate) }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x2D || byte == 0x3A
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    /// A URL that is not a fragment of this article: to another article's place on the page, or rebased.
    private func rewrittenURL(_ value: String) -> String {
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
