import Foundation

/// One named step of a build, run in order by `BuildPipeline`.
struct BuildStep: Sendable {
    enum Stage {
        /// Reads the input: configuration, templates, articles.
        case load
        /// Builds and checks the pages.
        case build
        /// Writes the rest of the site and publishes it.
        case write
    }

    let name: String
    let stage: Stage
    let run: @Sendable (BuildContext) throws -> Void
}

/// An unexpected failure (a folder that cannot be written), named after the step it happened in.
struct StepFailure: Error, CustomStringConvertible {
    let step: String
    let underlying: Error
    var description: String { "\(step): \(underlying.localizedDescription)" }
}
