import ArgumentParser
import Foundation
import SiteBuilder

struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build, serve the site on 127.0.0.1, rebuild on change and reload the browser.")

    @OptionGroup var site: SiteOptions

    @Option(help: "Port on 127.0.0.1 (0 picks a free one).")
    var port = 8000

    func run() throws {
        let server = DevelopmentServer(options: site.buildOptions) { report in
            Terminal.report(report.problems)
            let state = report.exitStatus == 0 ? "Built \(Terminal.count(report.pages, "page")), \(Terminal.count(report.scenarios, "scenario"))"
                : "Build failed; serving the previous site"
            Terminal.error(state)
        }
        let actual = try server.start(port: port)
        print("Serving http://127.0.0.1:\(actual)/ from \(site.output) (Ctrl-C to stop)")
        while true { sleep(3600) }
    }
}
