#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    func rewrite(_ html: String) -> String {
        var html = html
        var output: [UInt8] = []
        html.withUTF8 { rewrite($0, into: &output) }
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the body, rewritten, to `output`, bytes to bytes: the markup this looks at (`name="…"`) is
    /// ASCII, and the body is written into the print page as bytes, so it is never made a `String` (each
    /// conversion checks every byte). `memchr` finds each `=`; only those before a `"` are looked at, and
    /// only names of the right length are compared, so the stretches between the attributes this changes
    /// are copied whole.
    func rewrite(_ body: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        guard let anchorText = articleAnchors[FilePath.urlEscaped(page)], let base = body.baseAddress else {
            output.append(contentsOf: body)
            return
        }
        let anchor = Array((anchorText + "--").utf8)
        let folder = Array(FilePath.directory(of: page).utf8)
        let names = Self.namesByLength, urlOpening = Self.urlOpening
        let count = body.count
        let equals = UInt8(ascii: "="), quote = UInt8(ascii: "\"")
        var copied = 0
        var position = 0
        while position < count - 1 {
            guard let found = memchr(base + position, Int32(equals), count - 1 - position) else { break }
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            position = index + 1
            // Most attributes of a figure have one-letter names (`x`, `y`, `d`), and no name this rewrites does.
            guard base[index + 1] == quote, index >= 2, !Self.isSpace(base[index - 2]) else { continue }
            var nameStart = index
            while nameStart > 0, Self.isNameByte(base[nameStart - 1]) { nameStart -= 1 }
            guard nameStart < index, nameStart > 0, Self.isSpace(base[nameStart - 1]),
                  let kind = Self.kind(of: UnsafeBufferPointer(start: base + nameStart, count: index - nameStart), in: names)
            else { continue }
            let valueStart = index + 2
            guard valueStart < count, let close = memchr(base + valueStart, Int32(quote), count - valueStart) else { break }
            let valueEnd = base.distance(to: close.assumingMemoryBound(to: UInt8.self))
            output.append(contentsOf: UnsafeBufferPointer(start: base + copied, count: valueStart - copied))
            let value = UnsafeBufferPointer(start: base + valueStart, count: valueEnd - valueStart)
            switch kind {
            case .idList:
                // Ids and id lists, the most common by far: each id gets the prefix (runs of spaces and
                // spaces at either end are dropped).
                var first = true
                var start = 0
                while start < value.count {
                    var end = start
                    while end < value.count, value[end] != UInt8(ascii: " ") { end += 1 }
                    if end > start {
                        if !first { output.append(UInt8(ascii: " ")) }
                        first = false
                        output.append(contentsOf: anchor)
                        output.append(contentsOf: UnsafeBufferPointer(rebasing: value[start..<end]))
                    }
                    start = end + 1
                }
            case .reference where value.starts(with: urlOpening):
                // `url(#id)`: the diagram's arrowheads (`marker-end`).
                output.append(contentsOf: urlOpening)
                output.append(contentsOf: anchor)
                output.append(contentsOf: UnsafeBufferPointer(rebasing: value[urlOpening.count...]))
            case .reference:
                output.append(contentsOf: value)
            case .url where value.first == UInt8(ascii: "#"):
                output.append(UInt8(ascii: "#"))
                output.append(contentsOf: anchor)
                output.append(contentsOf: UnsafeBufferPointer(rebasing: value[1...]))
            case .url:
                appendURL(value, folder: folder, to: &output)
            }
            copied = valueEnd
            position = valueEnd
        }
        output.append(contentsOf: UnsafeBufferPointer(start: base + copied, count: count - copied))
    }

    static let idLists: Set<String> = ["id", "aria-labelledby", "aria-describedby", "aria-controls", "aria-owns",
                                       "aria-activedescendant", "aria-details", "aria-errormessage", "for", "headers",
                                       // The diagram's row-id prefix: prefixed as an id is.
                                       "data-rows"]
    static let urls: Set<String> = ["href", "src", "data-href", "xlink:href"]
    /// Presentation attributes whose value names an element as `url(#id)`.
    static let references: Set<String> = ["marker-end"]

    private static let urlOpening = Array("url(#".utf8)

    /// What a rewritten attribute's value holds.
    private enum Kind {
        /// An id or a list of ids (`id`, `aria-labelledby`…).
        case idList
        /// A URL (`href`, `src`…).
        case url
        /// A `url(#id)` reference (`marker-end`).
        case reference
    }

    /// The names this rewriter changes, as bytes, by length: most attributes of a body are the figures'
    /// (`class`, `x`, `d`…), which are turned away by their length or their bytes without making a `String`.
    private static let namesByLength: [[(name: [UInt8], kind: Kind)]] = {
        let names = idLists.map { ($0, Kind.idList) } + urls.map { ($0, Kind.url) } + references.map { ($0, Kind.reference) }
        // The scan turns one-letter names away before reading them.
        precondition(names.allSatisfy { $0.0.utf8.count > 1 }, "a one-letter attribute name to rewrite")
        var table = Array(repeating: [(name: [UInt8], kind: Kind)](), count: names.map(\.0.utf8.count).max()! + 1)
        for (name, kind) in names.sorted(by: { $0.0 < $1.0 }) { table[name.utf8.count].append((Array(name.utf8), kind)) }
        return table
    }()

    /// `names` is `namesByLength`, read once per body rather than once per attribute.
    private static func kind(of name: UnsafeBufferPointer<UInt8>, in names: [[(name: [UInt8], kind: Kind)]]) -> Kind? {
        guard name.count < names.count else { return nil }
        for candidate in names[name.count] where candidate.name.withUnsafeBufferPointer({
            memcmp($0.baseAddress!, name.baseAddress!, name.count) == 0
        }) {
            return candidate.kind
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x2D || byte == 0x3A
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    /// A URL that is not a fragment of this article: to another article's place on the page, or rebased
    /// from the article's `folder` to the root. Worked out on bytes: `Character`-wise searches and splits
    /// cost about 66,000 instructions a link.
    private func appendURL(_ value: UnsafeBufferPointer<UInt8>, folder: [UInt8], to output: inout [UInt8]) {
        let slash = UInt8(ascii: "/"), hash = UInt8(ascii: "#")
        guard !Self.hasScheme(value), value.first != slash, !value.isEmpty else {
            output.append(contentsOf: value)
            return
        }
        let pathEnd = value.firstIndex(of: hash) ?? value.endIndex
        let path = value[..<pathEnd]
        let fragment = pathEnd < value.endIndex ? value[(pathEnd + 1)...] : nil
        // `FilePath.join`: the page's folder is relative.
        let joined = folder.isEmpty || folder == [UInt8(ascii: ".")] ? Array(path)
            : folder + (folder.last == slash ? [] : [slash]) + path
        guard let resolved = Self.normalized(joined) else {
            output.append(contentsOf: value)
            return
        }
        if let target = articleAnchors[String(decoding: resolved, as: UTF8.self)] {
            output.append(hash)
            output.append(contentsOf: target.utf8)
            if let fragment {
                output.append(contentsOf: "--".utf8)
                output.append(contentsOf: fragment)
            }
        } else {
            output.append(contentsOf: resolved)
            if let fragment {
                output.append(hash)
                output.append(contentsOf: fragment)
            }
        }
    }

    /// `FilePath.normalize` on bytes: `.` and `..` resolved, empty parts dropped; nil above the root.
    private static func normalized(_ path: [UInt8]) -> [UInt8]? {
        let dot = UInt8(ascii: "."), slash = UInt8(ascii: "/")
        var parts: [ArraySlice<UInt8>] = []
        for part in path.split(separator: slash) {
            if part.count == 1, part.first == dot { continue }
            if part.count == 2, part.first == dot, part.last == dot {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        return Array(parts.joined(separator: [slash]))
    }

    /// `https:`, `mailto:`: a scheme is letters (and `+.-`) before the first `:`, ahead of any `/`, `?`, `#`.
    static func hasScheme(_ url: String) -> Bool {
        var url = url
        return url.withUTF8 { hasScheme($0) }
    }

    private static func hasScheme(_ url: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let colon = url.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return false }
        return url[..<colon].allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
        }
    }
}
