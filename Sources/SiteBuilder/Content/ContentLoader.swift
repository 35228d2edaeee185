import Foundation
import ScenarioLanguage

/// Finds `**/*.md` below the content folder and reads each file's front matter. Files are read in parallel;
/// the result is sorted by path, so it does not depend on the file system's order or the core count.
struct ContentLoader {
    let contentDirectory: String
    let jobs: Int

    /// Output names the site writes itself; an article may not take them.
    static let reservedOutputs: Set<String> = ["index.html", "404.html", "sitemap.xml"]

    func load(problems: inout [Diagnostic]) -> [Article] {
        let paths = markdownPaths()
        let loaded = ParallelMap.map(paths, jobs: jobs) { path -> (Article?, [Diagnostic]) in
            var problems: [Diagnostic] = []
            let article = load(path, problems: &problems)
            return (article, problems)
        }
        problems += loaded.flatMap(\.1)
        var articles: [Article] = []
        for article in loaded.compactMap(\.0) {
            if Self.reservedOutputs.contains(article.outputPath) || article.outputPath.hasPrefix("assets/") {
                problems.append(Diagnostic(.error, "`\(article.outputPath)` is written by the site itself; rename this file",
                                           path: article.displayPath, line: 1, column: 1))
            } else {
                articles.append(article)
            }
        }
        return articles
    }

    /// Relative paths of Markdown files, hidden files and folders skipped, in byte order.
    func markdownPaths() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: contentDirectory) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            if path.hasSuffix(".md") { paths.append(path) }
        }
        return paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}

private extension ContentLoader {
    func load(_ path: String, problems: inout [Diagnostic]) -> Article? {
        let displayPath = FilePath.join(contentDirectory, path)
        guard let data = FileManager.default.contents(atPath: FilePath.join(contentDirectory, path)) else {
            problems.append(Diagnostic(.error, "cannot read this file", path: displayPath, line: 1, column: 1))
            return nil
        }
        let source = SourceText(bytes: [UInt8](data))
        let (yaml, markdownStart) = FrontMatter.split(source)
        let frontMatter = yaml.map { FrontMatter.parse($0, path: displayPath, problems: &problems) } ?? FrontMatter()
        return Article(sourcePath: path, displayPath: displayPath, outputPath: String(path.dropLast(3)) + ".html",
                       source: source, markdownStart: markdownStart, frontMatter: frontMatter)
    }
}
