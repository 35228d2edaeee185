import ScenarioLanguage

/// Builds a static site from `content/` and `templates/` into `public/`, and checks the expectations
/// written beside its scenarios.
public enum SiteBuilder {
    /// Part of every scenario cache key: bump it when the pages a scenario produces change.
    public static let version = "0.2.0"

    /// Builds the site. `progress` receives `[i/n] step` as each step starts.
    public static func build(_ options: BuildOptions, progress: ((String) -> Void)? = nil) -> BuildReport {
        run(options, mode: .build, steps: BuildStep.build(), progress: progress)
    }

    /// Runs every scenario and compares it with its expectation, writing nothing; with `update`, rewrites
    /// the expectation blocks (adding missing ones) in the Markdown files instead.
    public static func check(_ options: BuildOptions, update: Bool = false,
                             progress: ((String) -> Void)? = nil) -> BuildReport {
        run(options, mode: .check(update: update), steps: BuildStep.check(update: update), progress: progress)
    }
}

private extension SiteBuilder {
    static func run(_ options: BuildOptions, mode: SiteEnvironment.Mode, steps: [BuildStep],
                    progress: ((String) -> Void)?) -> BuildReport {
        let context = BuildContext(options: options, mode: mode)
        BuildPipeline(steps: steps).run(context, progress: progress)
        var report = context.report
        report.problems = ProblemLimit.applied(to: context.problems.sorted(by: problemOrder))
        if !context.published { report.pages = 0 }
        return report
    }

    /// Errors before warnings; then by file, line and column, so the output does not depend on threads.
    static func problemOrder(_ a: BuildProblem, _ b: BuildProblem) -> Bool {
        if a.isError != b.isError { return a.isError }
        let (x, y) = (a.diagnostic, b.diagnostic)
        if x.path != y.path { return x.path.utf8.lexicographicallyPrecedes(y.path.utf8) }
        if x.line != y.line { return x.line < y.line }
        return x.column < y.column
    }
}
