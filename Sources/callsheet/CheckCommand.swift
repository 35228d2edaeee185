import ArgumentParser
import SiteBuilder

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run every scenario and compare its trace with the expectation written beside it.",
        discussion: """
            Writes nothing. Each mismatch is reported as `file.md:line:col: error: trace differs from \
            expectation` followed by a unified diff; the exit status is then 1. With --update, the \
            expectation blocks are rewritten from the traces instead (and added where missing).
            """)

    @OptionGroup var site: SiteOptions

    @Flag(help: "Rewrite expectation blocks from the engine's traces, touching nothing else in the files.")
    var update = false

    func run() throws {
        let start = ContinuousClock.now
        let report = SiteBuilder.check(site.buildOptions, update: update, progress: Terminal.progress)
        Terminal.report(report.problems)
        for file in report.updatedFiles { Terminal.error("updated \(file)") }
        let failed = report.problems.filter { $0.kind == .expectation && $0.isError }.count
        // Device recordings the engine does not reproduce: reported, shown on their pages, not failures.
        let differing = report.problems.filter { $0.kind == .expectation && !$0.isError }.count
        var summary = "Checked \(Terminal.count(report.scenarios, "scenario")): \(report.verified) verified, \(failed) failed, "
        if differing > 0 { summary += "\(differing) differing from device recordings, " }
        if !update {
            // Scenarios rejected with diagnostics have no trace: neither verified, failed nor unchecked.
            // (With --update, the mismatches rewritten are not counted apart, so this is not known.)
            summary += "\(max(0, report.scenarios - report.verified - failed - differing - report.unchecked)) with errors, "
        }
        summary += "\(report.unchecked) without expectation"
        if update { summary += ", \(report.updatedFiles.count) files updated" }
        print(summary + " in \(Terminal.seconds(since: start)) s")
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }
}
