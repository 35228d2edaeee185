/// One Markdown file of the site, loaded but not yet rendered.
struct Article: Sendable {
    /// Path below the content folder with `/` separators: `navigation/push.md`.
    let sourcePath: String
    /// The file as the user names it in diagnostics: `content/navigation/push.md`.
    let displayPath: String
    /// Path of the page below the output folder: `navigation/push.html`.
    let outputPath: String
    /// The whole file, front matter included (expectation updates rewrite it in place).
    let source: SourceText
    /// Byte offset where the Markdown starts, after the front matter.
    let markdownStart: Int
    let frontMatter: FrontMatter

    /// The Markdown for cmark: the whole file with the front matter blanked, so positions are file positions.
    /// Made when the page is built, so only the pages in progress hold a second copy of their text.
    var markdown: [UInt8] { source.blanking(upTo: markdownStart) }

    var title: String { frontMatter.title ?? Self.title(fromFileName: sourcePath) }

    /// The first folder below the content root (`navigation`), or "" for top-level articles.
    var section: String {
        guard let slash = sourcePath.firstIndex(of: "/") else { return "" }
        return String(sourcePath[..<slash])
    }

    /// `view-hierarchy/01-adding-views.md` → "01 adding views": a readable fallback for untitled files.
    static func title(fromFileName path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
        return stem.replacingDashes
    }
}

extension String {
    var replacingDashes: String {
        String(map { $0 == "-" || $0 == "_" ? " " : $0 })
    }
}
