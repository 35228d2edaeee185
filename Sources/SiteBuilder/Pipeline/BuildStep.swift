import Foundation

/// One named step of a build, run in order by `BuildPipeline`.
struct BuildStep: Sendable {
    enum Stage: Int, Comparable {
        /// Reads input; the pipeline stops after this stage when anything is wrong.
        case load
        /// Builds and checks pages; every page is checked, so one run reports every problem.
        case check
        /// Writes the rest of the site and publishes it; skipped when any error was found.
        case write

        static func < (a: Stage, b: Stage) -> Bool { a.rawValue < b.rawValue }
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
