import Foundation
import SiteBuilder

/// Terminal output: problems and progress on stderr, the summary on stdout. Colour only on a terminal,
/// and never when `NO_COLOR` is set (https://no-color.org).
enum Terminal {
    static var stderrIsTerminal: Bool { isatty(2) == 1 }

    static var usesColour: Bool {
        stderrIsTerminal && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

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
        let colour = usesColour
        for problem in problems { error(colour ? coloured(problem) : problem.formatted) }
    }

    /// `error:` in red and `warning:` in yellow on the first line, diff lines in red and green.
    static func coloured(_ problem: BuildProblem) -> String {
        var lines = problem.formatted.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { return "" }
        for (word, code) in [("error:", "1;31"), ("warning:", "1;33")] {
            if let range = lines[0].range(of: " " + word + " ") {
                lines[0] = "\u{1B}[1m" + lines[0][..<range.lowerBound] + "\u{1B}[0m \u{1B}[\(code)m" + word
                    + "\u{1B}[0m " + lines[0][range.upperBound...]
                break
            }
        }
        if problem.kind == .expectation {
            for index in lines.indices.dropFirst() {
                let line = lines[index]
                if line.hasPrefix("+++") || line.hasPrefix("---") { continue }
                if line.hasPrefix("+") { lines[index] = "\u{1B}[32m" + line + "\u{1B}[0m" }
                if line.hasPrefix("-") { lines[index] = "\u{1B}[31m" + line + "\u{1B}[0m" }
                if line.hasPrefix("@@") { lines[index] = "\u{1B}[36m" + line + "\u{1B}[0m" }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The width of the terminal standard output is, nil when it is not one.
    static var outputColumns: Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "")
    }

    /// Each line cut to `width` columns (East Asian wide characters count two), ending in `…` where cut.
    static func fit(_ text: String, width: Int) -> String {
        guard width > 1 else { return text }
        // The diagram's width estimate (East Asian wide characters and emoji count two) serves terminals too.
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TextMetrics.truncate(String($0), toCells: width) }.joined(separator: "\n")
    }

    /// `1 page`, `2 pages`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Seconds since `start`, with two decimals.
    static func seconds(since start: ContinuousClock.Instant) -> String {
        let duration = ContinuousClock.now - start
        let hundredths = Int((Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18) * 100 + 0.5)
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
