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
        let anchor = fragment.map { $0.removingPercentEncoding ?? $0 }
        if pathPart.isEmpty {
            guard let anchor, !anchor.isEmpty else { return .broken("empty link") }
            return .sameDocument(anchor: anchor)
        }
        if pathPart.hasPrefix("/") {
            return .broken("`\(destination)` is an absolute path; links must be relative so the site works from any folder")
        }
        let decoded = pathPart.removingPercentEncoding ?? pathPart
        let here = FilePath.directory(of: article.sourcePath)
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
        guard let colon = url.firstIndex(of: ":"), colon != url.startIndex else { return false }
        return url[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    static func split(_ destination: String) -> (path: String, fragment: String?) {
        var path = Substring(destination)
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[path.index(after: hash)...])
            path = path[..<hash]
        }
        if let query = path.firstIndex(of: "?") { path = path[..<query] }
        return (String(path), fragment)
    }
}
