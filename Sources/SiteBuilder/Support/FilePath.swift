/// Path arithmetic on `/`-separated strings, kept separate from the file system so it is easy to test.
enum FilePath {
    /// The slashes are looked for as bytes, and the result is made in one piece (`String(concatenating:)`):
    /// a build joins a path for every article and every reused page, and `hasPrefix`, `hasSuffix` and two
    /// concatenations cost about 1,900 instructions a join, reserving and appending three pieces 1,600.
    static func join(_ base: String, _ path: String) -> String {
        if base.isEmpty || base == "." { return path }
        let slash = UInt8(ascii: "/")
        if path.utf8.first == slash { return path }
        return String(concatenating: [base, path], separator: base.utf8.last == slash ? nil : slash)
    }

    /// The folder part of a relative path: `a/b/c.html` → `a/b`, `c.html` → "".
    static func directory(of path: String) -> String {
        guard let slash = lastSlash(in: path) else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `path.firstIndex(of: "/")`, found on bytes when the path is ASCII, where every byte is a character:
    /// a `Character` search cost about 4,000 instructions a path, and a build asks for thousands.
    static func firstSlash(in path: String) -> String.Index? {
        isASCII(path) ? path.utf8.firstIndex(of: UInt8(ascii: "/")) : path.firstIndex(of: "/")
    }

    /// `path.lastIndex(of: "/")`, the same way.
    static func lastSlash(in path: String) -> String.Index? {
        isASCII(path) ? path.utf8.lastIndex(of: UInt8(ascii: "/")) : path.lastIndex(of: "/")
    }

    private static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Resolves `.` and `..` in a relative path; nil when it climbs above the root.
    static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// `../` repeated once per folder of `page`: the way from a page back to the site root.
    static func rootPrefix(from page: String) -> String {
        String(repeating: "../", count: page.split(separator: "/").count - 1)
    }

    /// A relative URL from the page at `from` to the file at `to`, both relative to the site root.
    static func relativeURL(from: String, to: String) -> String {
        urlEscaped(relative(from: from, to: to))
    }

    /// Escapes the ASCII characters a URL path may not hold (space, quotes, `#`, `?`, `%`…); other
    /// characters, Chinese included, stay readable, as browsers accept them.
    static func urlEscaped(_ path: String) -> String {
        guard path.utf8.contains(where: { needsEscape($0) }) else { return path }
        var result = ""
        for scalar in path.unicodeScalars {
            if scalar.isASCII, needsEscape(UInt8(scalar.value)) {
                result += "%" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A switch over byte values rather than `contains` on the list's UTF-8: every page and search entry
    /// checks its URLs byte by byte, and searching the list's string view cost about 500 instructions a
    /// byte, 17,000 a URL.
    static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case 0...0x20, 0x7F,
             UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
             UInt8(ascii: "?"), UInt8(ascii: "["), UInt8(ascii: "\\"), UInt8(ascii: "]"), UInt8(ascii: "^"),
             UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"):
            return true
        default:
            return false
        }
    }

    /// The path from the folder of `from` to `to`, on bytes: a `/` is a separator whatever follows it, and
    /// folder names are the same when their bytes are (as on the file system). Splitting into `Substring`s
    /// and comparing them as `Character`s cost about 24,000 instructions a call; a page asks for one per
    /// sidebar section, pager link and resolved link.
    static func relative(from: String, to: String) -> String {
        let slash = UInt8(ascii: "/")
        let fromParts = directory(of: from).utf8.split(separator: slash)
        let toParts = to.utf8.split(separator: slash)
        var common = 0
        while common < fromParts.count, common < toParts.count - 1, fromParts[common].elementsEqual(toParts[common]) {
            common += 1
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(3 * (fromParts.count - common) + to.utf8.count)
        for _ in common..<fromParts.count {
            if !bytes.isEmpty { bytes.append(slash) }
            bytes.append(contentsOf: "..".utf8)
        }
        for part in toParts[min(common, toParts.count)...] {
            if !bytes.isEmpty { bytes.append(slash) }
            bytes.append(contentsOf: part)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
