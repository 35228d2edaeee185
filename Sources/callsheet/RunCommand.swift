import ArgumentParser
import Foundation
import ScenarioLanguage
import SiteBuilder

/// `callsheet run FILE`: runs one scenario and prints its trace.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run one scenario (a .swift file, or block N of a .md file) and print its trace.",
        discussion: "Exit status: 0 the scenario ran, 1 it raised a UIKit exception, 2 it has errors.")

    @Argument(help: "A .swift scenario, or a Markdown file with --block.")
    var file: String

    @Option(help: "Which `swift scenario` block of a Markdown file to run, counting from 1.")
    var block: Int?

    @Option(help: "Output format: table, plain, json, mermaid or svg (default: table on a terminal, plain otherwise).")
    var format: RunFormat?

    @Option(name: .customLong("ios"), help: "The major iOS version whose behaviour to model.")
    var iOSVersion: Int?

    @Option(help: "Which events to show, as the block option show= (overrides, lifecycle, all, or categories).")
    var show: String?

    @Option(help: "End the run after this many seconds of simulated time, as the block option until= (for timers that repeat forever).")
    var until: String?

    /// Runs the scenario this many times and reports the mean time per run on standard error
    /// (`scripts/bench-scenario.sh` uses it with a release build).
    @Option(help: .hidden)
    var benchmark: Int?

    func run() async throws {
        let (source, blockOptions) = try loadScenario()
        var options = blockOptions
        if let show {
            options.filter = try parseOptions("show=" + show, what: "--show").filter
        }
        if let until {
            options.endTime = try parseOptions("until=" + until, what: "--until").endTime
        }
        let version = iOSVersion ?? options.iOSVersion ?? newestIOSVersion
        guard (3...newestIOSVersion).contains(version) else {
            throw usageError("--ios must be a major iOS version from 3 to \(newestIOSVersion)")
        }
        let runOptions = ScenarioOptions(iOSVersion: version, endTime: options.endTime)
        if let benchmark { try measure(source, runOptions, runs: benchmark) }
        let result = Scenario.run(source, options: runOptions)
        for diagnostic in result.diagnostics { printError(diagnostic.formatted) }
        let events = options.filter.apply(result.events)
        if !events.isEmpty || result.outcome != .rejected {
            let chosen = format ?? (isatty(STDOUT_FILENO) == 1 ? .table : .plain)
            var text = chosen.render(events, title: options.title ?? source.path)
            // A table wider than the terminal would wrap into an unreadable staircase: cut its lines instead.
            if chosen == .table, let width = Terminal.outputColumns { text = Terminal.fit(text, width: width) }
            print(text, terminator: "")
        }
        switch result.outcome {
        case .completed: return
        case .ended(let seconds, let pending):
            printError("\(source.path): note: " + RunEnd.note(seconds: seconds, stillScheduled: pending))
        case .exception(let text):
            printError("\(source.path): the scenario raised \(text)")
            throw ExitCode(1)
        case .stopped:
            throw ExitCode(1)
        case .rejected:
            throw ExitCode(2)
        }
    }

    private func measure(_ source: ScenarioSource, _ options: ScenarioOptions, runs: Int) throws {
        guard runs > 0 else { throw usageError("--benchmark needs a positive number of runs") }
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<runs { _ = Scenario.run(source, options: options) }
        }
        let microseconds = Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12
        printError("\(runs) runs of \(source.path): \(Int((microseconds / Double(runs)).rounded())) µs per run (parse + run)")
    }

    private func loadScenario() throws -> (ScenarioSource, BlockOptions) {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw usageError("cannot read \(file)")
        }
        // Invalid UTF-8 becomes U+FFFD and is then reported where it stands, like any other typo.
        let text = String(decoding: data, as: UTF8.self)
        guard file.hasSuffix(".md") || file.hasSuffix(".markdown") else {
            if block != nil { throw usageError("--block applies to Markdown files only") }
            return (ScenarioSource(code: text, path: file), BlockOptions())
        }
        let blocks = MarkdownScenarioBlock.all(in: text, path: file)
        guard let number = block else {
            throw usageError("\(file) is Markdown: choose a scenario with --block N (it has \(blocks.count))")
        }
        guard blocks.indices.contains(number - 1) else {
            throw usageError("\(file) has \(blocks.count) `swift scenario` block(s); --block \(number) does not exist")
        }
        let chosen = blocks[number - 1]
        return (chosen.source, try parseOptions(chosen.optionsText, what: "\(file):\(chosen.fenceLine)"))
    }

    private func parseOptions(_ text: String, what: String) throws -> BlockOptions {
        do {
            return try BlockOptions.parse(text)
        } catch {
            throw usageError("\(what): \(error.message)")
        }
    }

    private func usageError(_ message: String) -> Error {
        printError("error: " + message)
        return ExitCode(2)
    }

    private func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// The trace formats of the scenario language, and the site's SVG sequence diagram.
enum RunFormat: String, CaseIterable, ExpressibleByArgument {
    case table, plain, json, mermaid, svg

    func render(_ events: [TraceEvent], title: String) -> String {
        if self == .svg { return SiteBuilder.sequenceDiagram(events, title: title) + "\n" }
        return TraceFormat(rawValue: rawValue)!.render(events)
    }
}
