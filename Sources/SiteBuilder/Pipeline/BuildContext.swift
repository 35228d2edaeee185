import Foundation
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
    /// Whether the output is updated in place, and what it keeps (decided when the output is prepared).
    var plan = OutputPlan(inPlace: false)
    /// The files of the previous output, when it is updated in place.
    var previousOutput: OutputRecord?
    /// The files made from the whole site, kept from the previous output when unchanged (made on first use).
    lazy var siteFiles = SiteFileCache(directory: mode == .build ? options.resolvedCacheDirectory : nil,
                                       previousOutput: staging.output, staging: staging.staging, plan: plan)
    /// The pages' manifests, read on first use and saved when the build publishes.
    lazy var manifests = PageManifests(directory: mode == .build ? options.resolvedCacheDirectory : nil)
    /// The content as it loads on another thread while the templates load (`BuildStep.loadTemplates`).
    var contentLoad: BackgroundWork<LoadedContent>?
    /// The environment's link resolver, made once the content is loaded.
    var cachedLinks: LinkResolver?
    /// `siteFingerprint()`, computed once the content and templates are loaded.
    var cachedSiteFingerprint: String?

    init(options: BuildOptions, mode: SiteEnvironment.Mode) {
        self.options = options
        self.mode = mode
        staging = StagingFolder(output: options.outputDirectory)
    }

    /// Where a page or file this build made can be read: the staging folder, or the output for a file
    /// kept there by an update in place.
    func builtFile(_ path: String) -> String {
        let staged = FilePath.join(staging.staging, path)
        guard plan.inPlace, !LocalFile.exists(staged) else { return staged }
        return FilePath.join(staging.output, path)
    }

    var hasErrors: Bool { problems.contains(where: \.isError) }

    func add(_ diagnostics: [Diagnostic]) {
        problems += diagnostics.map { BuildProblem(diagnostic: $0) }
    }
}
