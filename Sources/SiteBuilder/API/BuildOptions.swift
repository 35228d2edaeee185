/// Where a site comes from and goes to, and how to build it. The defaults build `content/` with
/// `templates/` into `public/` from the current folder.
public struct BuildOptions: Sendable {
    public var contentDirectory: String
    public var templatesDirectory: String
    public var outputDirectory: String
    /// iOS version for scenarios that set none in their block or front matter; nil: the site config's, else
    /// the newest the engine models.
    public var iOSVersion: Int?
    /// Worker threads; nil: one per core. The output is the same for every value.
    public var jobs: Int?
    /// Scenario result cache; nil: `.callsheet-cache` beside the output folder.
    public var cacheDirectory: String?
    public var useCache: Bool
    /// How scenarios run; tests replace it with canned traces.
    var runner = ScenarioRunner.language

    public init(contentDirectory: String = "content", templatesDirectory: String = "templates",
                outputDirectory: String = "public", iOSVersion: Int? = nil, jobs: Int? = nil,
                cacheDirectory: String? = nil, useCache: Bool = true) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.outputDirectory = outputDirectory
        self.iOSVersion = iOSVersion
        self.jobs = jobs
        self.cacheDirectory = cacheDirectory
        self.useCache = useCache
    }

    var resolvedJobs: Int { max(1, jobs ?? ParallelMap.defaultJobs) }

    /// The cache folder, nil when caching is off.
    var resolvedCacheDirectory: String? {
        guard useCache else { return nil }
        let trimmed = outputDirectory.hasSuffix("/") ? String(outputDirectory.dropLast()) : outputDirectory
        return cacheDirectory ?? FilePath.join(FilePath.directory(of: trimmed), ".callsheet-cache")
    }
}

/// What a build or check did.
public struct BuildReport: Sendable {
    /// HTML pages written (articles, the index and the 404 page); 0 when nothing was written.
    public var pages = 0
    public var scenarios = 0
    /// Scenarios whose trace matched their expectation.
    public var verified = 0
    /// Scenarios with no expectation block.
    public var unchecked = 0
    /// Errors and warnings, errors first in file order.
    public var problems: [BuildProblem] = []
    /// Files `check --update` rewrote, as the user names them.
    public var updatedFiles: [String] = []

    /// 0 success, 1 an expectation mismatch, 2 an input error.
    public var exitStatus: Int32 { problems.exitStatus }
}
