import Foundation

/// The layout template rendered once for all the pages that give it the same values but for their own
/// title, description, content and sidebar (the holes): the render gets a placeholder for each hole, is cut
/// at the placeholders once, and each page joins the pieces with its own values. On a site of many pages
/// most of the layout's Mustache work (its partials, its lookups of site-wide values) is then done once per
/// folder depth instead of once per page.
///
/// Exact for any layout `sharesLayout` accepts, for these reasons:
/// - every other value the layout can read is part of the key (`key(_:)`), so pages that share a render
///   would each have rendered it the same;
/// - a hole is named only by plain tags of the layout itself (`{{title}}`, `{{{content}}}`, `{{&title}}`, and
///   sections over it), never in a partial (an indented partial indents what follows a line break of a value)
///   nor with a member, a transform or a dynamic partial; a string placeholder and the page's string are then
///   treated alike (both are truthy, neither has members) except where the text itself is written;
/// - the placeholder holds `&`, so where it is written escaped (`&amp;`) and where raw are told apart, and the
///   page's value is escaped as swift-mustache escapes (`escapedLikeMustache`).
/// Templates and site-wide values holding the placeholders' first character (U+E000, private use) are not
/// shared, so every placeholder in a render stands for a hole; a render whose placeholders are not all cut
/// cleanly is not shared either: those pages render the layout themselves.
struct LayoutShell: Sendable {
    enum Piece: Sendable, Equatable {
        case text(String)
        /// The hole's value, escaped for HTML or as it is.
        case hole(Int, escaped: Bool)
    }

    /// The values that differ from page to page but are only written where they stand.
    static let holes = ["title", "description", "content", "sidebarHTML"]

    let pieces: [Piece]

    /// What the library renders for hole `index`: escaped, its `&` becomes `&amp;`.
    static func placeholder(_ index: Int) -> String { "\u{E000}callsheet-hole-\(index)&\u{E001}" }

    /// The render cut at its placeholders, or nil if it holds the placeholders' characters anywhere else.
    init?(rendered: String) {
        let forms: [(bytes: [UInt8], piece: Piece)] = Self.holes.indices.flatMap { index -> [([UInt8], Piece)] in
            let raw = Self.placeholder(index)
            return [(Array(raw.utf8), .hole(index, escaped: false)),
                    (Array(raw.replacingOccurrences(of: "&", with: "&amp;").utf8), .hole(index, escaped: true))]
        }
        let bytes = Array(rendered.utf8)
        // The placeholder's first scalar, U+E000, is EE 80 80 in UTF-8.
        let lead: [UInt8] = [0xEE, 0x80, 0x80]
        var pieces: [Piece] = []
        var textStart = 0, position = 0
        scan: while position + 2 < bytes.count {
            guard bytes[position] == lead[0], bytes[position + 1] == lead[1], bytes[position + 2] == lead[2] else {
                position += 1
                continue
            }
            for form in forms where bytes[position...].starts(with: form.bytes) {
                if textStart < position { pieces.append(.text(String(decoding: bytes[textStart..<position], as: UTF8.self))) }
                pieces.append(form.piece)
                position += form.bytes.count
                textStart = position
                continue scan
            }
            return nil
        }
        if textStart < bytes.count { pieces.append(.text(String(decoding: bytes[textStart...], as: UTF8.self))) }
        self.pieces = pieces
    }

    /// The page's layout: the pieces with the page's hole values (nil for a hole that was not a string, which
    /// the render then had no placeholder for).
    func filled(_ values: [String?]) -> String {
        var escaped: [String?] = Array(repeating: nil, count: values.count)
        var parts: [String] = []
        parts.reserveCapacity(pieces.count)
        var length = 0
        for piece in pieces {
            let part: String
            switch piece {
            case .text(let text):
                part = text
            case .hole(let index, let escapes):
                let value = values[index] ?? ""
                if escapes {
                    if escaped[index] == nil { escaped[index] = Self.escapedLikeMustache(value) }
                    part = escaped[index]!
                } else {
                    part = value
                }
            }
            length += part.utf8.count
            parts.append(part)
        }
        var page = ""
        page.reserveCapacity(length)
        for part in parts { page += part }
        return page
    }

    /// `text` escaped exactly as swift-mustache's HTML content type escapes it: the characters `<`, `>`, `&`,
    /// `"` and `'` replaced, compared as Characters (so a `&` that a combining mark joins stays).
    static func escapedLikeMustache(_ text: String) -> String {
        var isASCII = true, needsEscaping = false
        for byte in text.utf8 {
            if byte >= 0x80 { isASCII = false; break }
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                needsEscaping = true
            default: break
            }
        }
        if isASCII, !needsEscaping { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        // Among ASCII characters only CR LF forms one Character, and neither is replaced, so ASCII text can
        // be read a scalar at a time; other text goes Character by Character, as the library does.
        if isASCII {
            for scalar in text.unicodeScalars { result += replacement(Character(scalar)) ?? String(scalar) }
        } else {
            for character in text {
                if let replaced = replacement(character) { result += replaced } else { result.append(character) }
            }
        }
        return result
    }

    private static func replacement(_ character: Character) -> String? {
        switch character {
        case "<": "&lt;"
        case ">": "&gt;"
        case "&": "&amp;"
        case "\"": "&quot;"
        case "'": "&#39;"
        default: nil
        }
    }

    /// The key of what a shared render depends on besides the holes: every other value of the context
    /// except `pageValues` (which a shareable layout does not read), spelled out, and which holes had a
    /// string. nil when a value is of a kind the key cannot spell (the page renders the layout itself).
    static func key(_ context: [String: Any], pageValues: Set<String>) -> String? {
        var key = ""
        for hole in holes { key += context[hole] is String ? "s" : "-" }
        for name in context.keys.sorted() where !pageValues.contains(name) && !holes.contains(name) {
            key += "\u{0}" + name + "="
            guard spell(context[name]!, into: &key) else { return nil }
        }
        // A site-wide value holding a placeholder's first character would be cut as a hole: such sites
        // render the layout per page.
        return key.unicodeScalars.contains("\u{E000}") ? nil : key
    }

    private static func spell(_ value: Any, into key: inout String) -> Bool {
        switch value {
        case let text as String:
            key += "s\(text.utf8.count):" + text
        case let flag as Bool:
            key += flag ? "t" : "f"
        case let number as Int:
            key += "i\(number);"
        case let values as [String: Any]:
            key += "{"
            for name in values.keys.sorted() {
                key += "\(name.utf8.count):" + name
                guard spell(values[name]!, into: &key) else { return false }
            }
            key += "}"
        default:
            return false
        }
        return true
    }

    /// Whether the layout and the partials it includes can be rendered once for many pages: no tag outside
    /// the plain Mustache set (delimiter changes, dynamic partials, inheritance, pragmas, transforms, `.`),
    /// no name of `pageValues` anywhere, and the holes only in plain tags of the layout itself.
    static func sharesLayout(_ texts: [String: String], layout: String = "layout", pageValues: Set<String>) -> Bool {
        var visited = Set<String>()
        func accepts(_ name: String, isLayout: Bool) -> Bool {
            guard visited.insert(name).inserted else { return true }
            // Placeholders in the render must come from the holes alone.
            guard let text = texts[name], !text.unicodeScalars.contains("\u{E000}"),
                  let tags = Self.tags(in: text) else { return false }
            for tag in tags {
                switch tag.sigil {
                case "!":
                    continue
                case ">":
                    guard !tag.name.hasPrefix("*"), accepts(tag.name, isLayout: false) else { return false }
                    continue
                case "", "&", "{", "#", "^", "/":
                    break
                default:
                    return false
                }
                let name = tag.name
                guard !name.isEmpty, !name.hasPrefix("."), !name.contains("("), !name.contains(" ") else { return false }
                let head = String(name.split(separator: ".", maxSplits: 1)[0])
                if holes.contains(head) {
                    guard isLayout, head == name else { return false }
                } else if pageValues.contains(head) {
                    return false
                }
            }
            return true
        }
        return accepts(layout, isLayout: true)
    }

    /// Every tag of a template with its sigil (the character right after `{{`, as swift-mustache reads it:
    /// `#`, `^`, `/`, `>`, `!`, `&`, `{` and the others, or "" for a variable) and its name, trimmed; nil for
    /// a template that changes its delimiters (what follows would be read with other ones) or leaves a tag open.
    static func tags(in text: String) -> [(sigil: String, name: String)]? {
        var tags: [(sigil: String, name: String)] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            var inside = rest[open.upperBound...]
            let triple = inside.first == "{"
            guard let close = inside.range(of: triple ? "}}}" : "}}") else { return nil }
            inside = inside[..<close.lowerBound]
            rest = rest[close.upperBound...]
            var sigil = ""
            if let first = inside.first, "#^/>!&{<$=%".contains(first) {
                sigil = String(first)
                inside = inside.dropFirst()
            }
            if sigil == "=" { return nil }
            tags.append((sigil, inside.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return tags
    }

    /// Shared renders by key, for the life of the template set (a `serve` process keeps it across builds;
    /// the key holds the site-wide values, so a changed configuration makes new entries).
    final class Cache: @unchecked Sendable {
        /// Beyond this many keys (a site of very many folder depths) renders are no longer kept.
        static let limit = 512
        private let lock = NSLock()
        private var shells: [String: LayoutShell?] = [:]

        func shell(_ key: String, make: () -> LayoutShell?) -> LayoutShell? {
            lock.lock()
            if let found = shells[key] {
                lock.unlock()
                return found
            }
            lock.unlock()
            // Two workers may render the same key at once; both results are the same.
            let made = make()
            lock.lock()
            if shells.count < Self.limit { shells[key] = made }
            lock.unlock()
            return made
        }
    }
}
