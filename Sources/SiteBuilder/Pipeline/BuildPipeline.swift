/// Runs build steps in order, reporting `[i/n] name` as each starts.
///
/// Problems stop the pipeline at the end of a stage: every step of the stage runs, so one run reports every
/// problem of the input (all templates, all front matter, all pages), but nothing is built from a broken
/// input, and nothing is written or published after a failed check. A thrown failure stops at once. The
/// staging folder of a failed build is removed, so the previous site stays as it was.
struct BuildPipeline {
    let steps: [BuildStep]

    func run(_ context: BuildContext, progress: ((String) -> Void)?) {
        var previousStage: BuildStep.Stage?
        context.progress = progress
        let cache = context.options.resolvedCacheDirectory
        if let cache { CacheFile.removeStaleTemporaries(in: cache) }
        defer {
            for file in cache.map(CacheFile.drainDiscarded(under:)) ?? [] {
                context.problems.append(BuildProblem(diagnostic: .init(
                    .warning, "damaged cache entry discarded; its result was computed again", path: file, line: 1, column: 1)))
            }
        }
        for (index, step) in steps.enumerated() {
            if context.hasErrors, step.stage != previousStage { break }
            previousStage = step.stage
            progress?("[\(index + 1)/\(steps.count)] \(step.name)")
            do {
                try step.run(context)
            } catch {
                let failure = error as? StepFailure ?? StepFailure(step: step.name, underlying: error)
                context.problems.append(BuildProblem(diagnostic: .init(
                    .error, failure.description, path: context.options.outputDirectory, line: 1, column: 1)))
                break
            }
        }
        if context.mode == .build, !context.published { context.staging.discard() }
        if context.mode == .build, context.published, let cache {
            CacheSweep.sweepIfDue(cache: cache, articles: context.outline.articles.map(\.sourcePath))
        }
    }
}
