import ScenarioLanguage

/// The state the steps of one build share, filled in as they run.
final class BuildContext {
    let options: BuildOptions
    let mode: SiteEnvironment.Mode
    var problems: [BuildProblem] = []
    var config = SiteConfig()
    var templates: TemplateSet?
    var outline = SiteOutline([])
    /// Content files that are not articles (images), copied beside the pages.
    var contentFiles: [String] = []
    var staging: StagingFolder
    var pages: [PageResult] = []
    var report = BuildReport()
    /// Set once the staging folder has replaced the output.
    var published = false
    /// Held for the whole build so that no other build shares the staging folder; released with the context.
    var outputLock: OutputLock?
    /// Where steps report what the user should see while the build runs.
    var progress: ((String) -> Void)?
    /// The files made from the whole site, linked from the previous output when unchanged (made on first use).
    lazy var siteFiles = SiteFileCache(directory: mode == .build ? options.resolvedCacheDirectory : nil,
                                       previousOutput: staging.output, staging: staging.staging)

    init(options: BuildOptions, mode: SiteEnvironment.Mode) {
        self.options = options
        self.mode = mode
        staging = StagingFolder(output: options.outputDirectory)
    }

    var hasErrors: Bool { problems.contains(where: \.isError) }

    func add(_ diagnostics: [Diagnostic]) {
        problems += diagnostics.map { BuildProblem(diagnostic: $0) }
    }
}
