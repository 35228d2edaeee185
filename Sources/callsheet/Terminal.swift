import Foundation
import SiteBuilder

/// Terminal output: problems and progress on stderr, the summary on stdout.
enum Terminal {
    static var stderrIsTerminal: Bool { isatty(2) == 1 }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// `[i/n] step` lines, only when a person is watching.
    static var progress: ((String) -> Void)? {
        stderrIsTerminal ? { error($0) } : nil
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
