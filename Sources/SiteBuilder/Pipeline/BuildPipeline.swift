/// Runs build steps in order, reporting `[i/n] name` as each starts.
///
/// Errors stop the pipeline, except between two checking steps: every page is checked, so one run reports
/// every problem. Writing steps run only when nothing is wrong, so a failed build never replaces the
/// previous site, and the staging folder of a failed build is removed.
struct BuildPipeline {
    let steps: [BuildStep]

    func run(_ context: BuildContext, progress: ((String) -> Void)?) {
        var previousStage: BuildStep.Stage?
        for (index, step) in steps.enumerated() {
            if context.hasErrors, !(step.stage == .check && previousStage == .check) { break }
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
    }
}
