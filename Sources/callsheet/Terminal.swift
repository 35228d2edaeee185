import Foundation
import SiteBuilder

/// Terminal output: problems and progress on stderr, the summary on stdout.
enum Terminal {
    static var stderrIsTerminal: Bool { isatty(2) == 1 }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// `[i/n] step` lines only when a person is watching; other notices (waiting for another build of
    /// the same output) always, since they explain a pause.
    static var progress: ((String) -> Void)? {
        let watching = stderrIsTerminal
        return { line in if watching || !line.hasPrefix("[") { error(line) } }
    }

    static func report(_ problems: [BuildProblem]) {
        for problem in problems { error(problem.formatted) }
    }

    /// Seconds since `start`, with two decimals.
    /// `1 page`, `2 pages`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    static func seconds(since start: ContinuousClock.Instant) -> String {
        let duration = ContinuousClock.now - start
        let hundredths = Int((Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18) * 100 + 0.5)
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
