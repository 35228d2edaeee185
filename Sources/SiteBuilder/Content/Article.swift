import Foundation

/// One Markdown file of the site, loaded but not yet rendered.
///
/// An article known from the content index (`ContentIndex`) is not read until its text is needed: its
/// front matter, where the Markdown starts and the file's digest come from the index, and an unchanged
/// page never needs more.
struct Article: Sendable {
    /// Path below the content folder with `/` separators: `navigation/push.md`.
    let sourcePath: String
    /// The file as the user names it in diagnostics: `content/navigation/push.md`.
    let displayPath: String
    /// Path of the page below the output folder: `navigation/push.html`.
    let outputPath: String
    /// Byte offset where the Markdown starts, after the front matter.
    let markdownStart: Int
    let frontMatter: FrontMatter
    /// `Fingerprint.ofFile` of the whole file: what the page's key knows of the article.
    let digest: String
    private let text: ArticleText

    /// The whole file, front matter included (expectation updates rewrite it in place); read on first use
    /// for an article known from the index.
    var source: SourceText { text.value }

    init(sourcePath: String, displayPath: String, outputPath: String, source: SourceText, markdownStart: Int,
         frontMatter: FrontMatter) {
        (self.sourcePath, self.displayPath, self.outputPath) = (sourcePath, displayPath, outputPath)
        (self.markdownStart, self.frontMatter) = (markdownStart, frontMatter)
        digest = Fingerprint.ofFile(source.bytes)
        text = ArticleText(loaded: source)
    }

    /// An article whose text stays in `file` until it is needed.
    init(sourcePath: String, displayPath: String, outputPath: String, file: String, digest: String,
         markdownStart: Int, frontMatter: FrontMatter) {
        (self.sourcePath, self.displayPath, self.outputPath) = (sourcePath, displayPath, outputPath)
        (self.markdownStart, self.frontMatter, self.digest) = (markdownStart, frontMatter, digest)
        text = ArticleText(file: file)
    }

    /// The Markdown for cmark: the whole file with the front matter blanked, so positions are file positions.
    /// Made when the page is built, so only the pages in progress hold a second copy of their text.
    var markdown: [UInt8] { source.blanking(upTo: markdownStart) }

    var title: String { frontMatter.title ?? Self.title(fromFileName: sourcePath) }

    /// The first folder below the content root (`navigation`), or "" for top-level articles.
    var section: String {
        guard let slash = FilePath.firstSlash(in: sourcePath) else { return "" }
        return String(sourcePath[..<slash])
    }

    /// `view-hierarchy/01-adding-views.md` → "01 adding views": a readable fallback for untitled files.
    static func title(fromFileName path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
        return stem.replacingDashes
    }
}

/// An article's text, read once by whichever worker asks first.
private final class ArticleText: @unchecked Sendable {
    private let lock = NSLock()
    private let file: String?
    private var loaded: SourceText?

    init(loaded: SourceText) {
        self.loaded = loaded
        file = nil
    }

    init(file: String) { self.file = file }

    /// A file that vanished since the index vouched for it reads as empty: its page is keyed by the digest
    /// the index holds, and the next build, which no longer finds the file, drops the page.
    var value: SourceText {
        lock.withLock {
            if let loaded { return loaded }
            let bytes = file.flatMap { LocalFile.read($0) } ?? []
            let text = SourceText(bytes: bytes)
            loaded = text
            return text
        }
    }
}

extension String {
    var replacingDashes: String {
        String(map { $0 == "-" || $0 == "_" ? " " : $0 })
    }
}
