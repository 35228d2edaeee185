import Foundation
import ScenarioLanguage

/// Finds `**/*.md` below the content folder and reads each file's front matter. Files are read in parallel;
/// the result is sorted by path, so it does not depend on the file system's order or the core count.
/// With an index (`ContentIndex`), a file whose status is the one recorded is not read at all.
struct ContentLoader {
    let contentDirectory: String
    let jobs: Int
    var index: ContentIndex?

    /// Output names the site writes itself; an article may not take them.
    static let reservedOutputs: Set<String> = ["index.html", "404.html", "sitemap.xml"]

    /// Reads the articles among `files` (paths relative to the content folder, from `SourceTree`).
    func load(_ files: [String], problems: inout [Diagnostic]) -> [Article] {
        load(files.map { ($0, nil) }, problems: &problems)
    }

    /// The same, with each file's status from the walk; a file known to the index is not read.
    func load(_ files: [(path: String, status: FileStatus?)], problems: inout [Diagnostic]) -> [Article] {
        let paths = files.filter { $0.path.hasSuffix(".md") }
        let loaded = ParallelMap.map(paths, jobs: jobs) { file -> (Article?, [Diagnostic]) in
            if let index, let status = file.status, let entry = index.entry(file.path, status: status) {
                return (article(file.path, entry: entry), entry.warnings)
            }
            var problems: [Diagnostic] = []
            let article = load(file.path, problems: &problems)
            return (article, problems)
        }
        problems += loaded.flatMap(\.1)
        var articles: [Article] = []
        // Swift compares strings by canonical equivalence, so `café.md` in NFC and in NFD are one page name
        // to every dictionary of the build, though the file system holds both.
        var taken: [String: Article] = [:]
        taken.reserveCapacity(loaded.count)
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
        let file = FilePath.join(contentDirectory, path)
        // The status before the read: a write during the read then leaves a status that differs from it.
        let status = index == nil ? nil : FileStatus.of(file)
        guard let bytes = LocalFile.read(file) else {
            problems.append(Diagnostic(.error, "cannot read this file", path: displayPath, line: 1, column: 1))
            return nil
        }
        let source = SourceText(bytes: bytes)
        var matterProblems: [Diagnostic] = []
        let (yaml, markdownStart) = FrontMatter.split(source)
        let frontMatter = yaml.map { FrontMatter.parse($0, path: displayPath, problems: &matterProblems) } ?? FrontMatter()
        problems += matterProblems
        let article = Article(sourcePath: path, displayPath: displayPath, outputPath: Self.outputPath(of: path),
                              source: source, markdownStart: markdownStart, frontMatter: frontMatter)
        if let index, let status, !matterProblems.contains(where: { $0.severity == .error }) {
            index.record(path, ContentIndex.Entry(status: status, digest: article.digest, markdownStart: markdownStart,
                                                  frontMatter: frontMatter, warnings: matterProblems))
        }
        return article
    }

    func article(_ path: String, entry: ContentIndex.Entry) -> Article {
        // The path shown and the path read are the same string, joined once.
        let file = FilePath.join(contentDirectory, path)
        return Article(sourcePath: path, displayPath: file, outputPath: Self.outputPath(of: path), file: file,
                       digest: entry.digest, markdownStart: entry.markdownStart, frontMatter: entry.frontMatter)
    }

    static func outputPath(of path: String) -> String { String(path.dropLast(3)) + ".html" }
}
