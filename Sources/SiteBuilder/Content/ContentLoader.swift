import Foundation
import ScenarioLanguage

/// Finds `**/*.md` below the content folder and reads each file's front matter. Files are read in parallel;
/// the result is sorted by path, so it does not depend on the file system's order or the core count.
struct ContentLoader {
    let contentDirectory: String
    let jobs: Int

    /// Output names the site writes itself; an article may not take them.
    static let reservedOutputs: Set<String> = ["index.html", "404.html", "sitemap.xml"]

    /// Reads the articles among `files` (paths relative to the content folder, from `SourceTree`).
    func load(_ files: [String], problems: inout [Diagnostic]) -> [Article] {
        let paths = files.filter { $0.hasSuffix(".md") }
        let loaded = ParallelMap.map(paths, jobs: jobs) { path -> (Article?, [Diagnostic]) in
            var problems: [Diagnostic] = []
            let article = load(path, problems: &problems)
            return (article, problems)
        }
        problems += loaded.flatMap(\.1)
        var articles: [Article] = []
        // Swift compares strings by canonical equivalence, so `café.md` in NFC and in NFD are one page name
        // to every dictionary of the build, though the file system holds both.
        var taken: [String: Article] = [:]
        for article in loaded.compactMap(\.0) {
            if let first = taken[article.outputPath] {
                problems.append(Diagnostic(.error, "another file, `\(first.displayPath)`, has this name in another Unicode normalization form, so both would be one page; rename one",
                                           path: article.displayPath, line: 1, column: 1))
            } else if Self.reservedOutputs.contains(article.outputPath) || article.outputPath.hasPrefix("assets/") {
                problems.append(Diagnostic(.error, "`\(article.outputPath)` is written by the site itself; rename this file",
                                           path: article.displayPath, line: 1, column: 1))
            } else {
                taken[article.outputPath] = article
                articles.append(article)
            }
        }
        return articles
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
