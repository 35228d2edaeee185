import ArgumentParser
import SiteBuilder

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site: run every scenario, check expectations and links, write the output folder.")

    @OptionGroup var site: SiteOptions

    func run() throws {
        let start = ContinuousClock.now
        let report = SiteBuilder.build(site.buildOptions, progress: Terminal.progress)
        Terminal.report(report.problems)
        print("Built \(Terminal.count(report.pages, "page")), \(Terminal.count(report.scenarios, "scenario")) in \(Terminal.seconds(since: start)) s")
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }
}
