import Foundation

/// What a link in an article points to, and the URL the page should use for it.
///
/// `other.md`, `../guide/other.md#anchor` and `#anchor` are internal: the `.md` is rewritten to the page's
/// `.html` and the target (and anchor) must exist. Other relative paths must name a file in the content
/// folder, which the build copies. Links with a scheme (`https:`, `mailto:`) are left alone.
struct LinkResolver: Sendable {
    enum Target: Equatable {
        case external
        /// `#anchor` on the same page.
        case sameDocument(anchor: String)
        /// Another article: its output path, the rewritten URL, the anchor if any.
        case article(outputPath: String, url: String, anchor: String?)
        /// A file copied from the content folder; the URL stays as written.
        case file
        case broken(String)
    }

    /// Content-relative source path of every article → its output path.
    let articles: [String: String]
    /// Content-relative paths of the other files in the content folder.
    let files: Set<String>

    func resolve(_ destination: String, from article: Article) -> Target {
        if destination.isEmpty { return .broken("empty link") }
        if Self.hasScheme(destination) || destination.hasPrefix("//") { return .external }
        let (pathPart, fragment) = Self.split(destination)
        let anchor = fragment.map(Self.percentDecoded)
        if pathPart.isEmpty {
            guard let anchor, !anchor.isEmpty else { return .broken("empty link") }
            return .sameDocument(anchor: anchor)
        }
        if pathPart.hasPrefix("/") {
            return .broken("`\(destination)` is an absolute path; links must be relative so the site works from any folder")
        }
        let decoded = Self.percentDecoded(pathPart)
        let here = Self.directory(of: article.sourcePath)
        guard let target = FilePath.normalize(FilePath.join(here, decoded)), !target.isEmpty else {
            return .broken("`\(destination)` points outside the content folder")
        }
        if let outputPath = articles[target] {
            var url = FilePath.relativeURL(from: article.outputPath, to: outputPath)
            if let fragment { url += "#" + fragment }
            return .article(outputPath: outputPath, url: url, anchor: anchor.flatMap { $0.isEmpty ? nil : $0 })
        }
        if target.hasSuffix(".md") { return .broken("no article `\(target)` in the content folder") }
        return files.contains(target) ? .file : .broken("no file `\(target)` in the content folder")
    }

    /// `https:`, `mailto:` and the like: letters, digits, `+ - .`, then a colon, before any `/`.
    static func hasScheme(_ url: String) -> Bool {
        let bytes = url.utf8
        // In ASCII text every byte is a character, so the bytes answer as the characters would, without
        // breaking the text into grapheme clusters (a mark may combine with a `:` or `#` outside ASCII).
        guard isASCII(url) else {
            guard let colon = url.firstIndex(of: ":"), colon != url.startIndex else { return false }
            return url[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
        }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon != bytes.startIndex else { return false }
        return bytes[..<colon].allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."): true
            default: false
            }
        }
    }

    /// The path before any `?` or `#`, and the fragment after the first `#`.
    static func split(_ destination: String) -> (path: String, fragment: String?) {
        guard isASCII(destination) else {
            var path = Substring(destination)
            var fragment: String?
            if let hash = path.firstIndex(of: "#") {
                fragment = String(path[path.index(after: hash)...])
                path = path[..<hash]
            }
            if let query = path.firstIndex(of: "?") { path = path[..<query] }
            return (String(path), fragment)
        }
        let bytes = destination.utf8
        var end = bytes.endIndex
        var fragment: String?
        if let hash = bytes.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(destination[bytes.index(after: hash)...])
            end = hash
        }
        if let query = bytes[..<end].firstIndex(of: UInt8(ascii: "?")) { end = query }
        return (String(destination[..<end]), fragment)
    }

    /// Percent-decoded text; Foundation's decoding is skipped when there is no `%`, as in nearly every link.
    static func percentDecoded(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        return text.removingPercentEncoding ?? text
    }

    /// The folder of a content-relative path, as `FilePath.directory(of:)` gives it.
    private static func directory(of path: String) -> String {
        guard isASCII(path), let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else {
            return FilePath.directory(of: path)
        }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }
}
