import ScenarioLanguage

/// What the "Load content" step reads: the articles in outline order, the other files of the content
/// folder and what was wrong with them. Made from the options alone, so it can be made on another thread
/// while the templates load.
struct LoadedContent: Sendable {
    var outline: SiteOutline
    /// Content files that are not articles (images), copied beside the pages.
    var contentFiles: [String]
    var problems: [Diagnostic] = []

    init(options: BuildOptions, mode: SiteEnvironment.Mode) {
        // Taken before the walk: the index trusts only statuses older than the clock's margin before it.
        let index = mode == .build ? ContentIndex(cacheDirectory: options.resolvedCacheDirectory,
                                                  contentDirectory: options.contentDirectory) : nil
        let loader = ContentLoader(contentDirectory: options.contentDirectory, jobs: options.resolvedJobs, index: index)
        let files = SourceTree.entries(in: options.contentDirectory, problems: &problems)
        outline = SiteOutline(loader.load(files.map { ($0.path, $0.status) }, problems: &problems))
        contentFiles = files.map(\.path).filter { !$0.hasSuffix(".md") && $0 != SiteConfig.fileName }
        index?.save()
    }
}
