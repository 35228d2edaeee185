import ArgumentParser
import Foundation
import SiteBuilder

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build, serve the site on 127.0.0.1, rebuild on change and reload the browser.",
        discussion: """
            Pages reload as soon as a rebuild finishes. While the last build failed, every page shows the \
            diagnostics (and an expectation's diff) over it, until a build succeeds again.
            """)

    @OptionGroup var site: SiteOptions

    @Option(help: "Port on 127.0.0.1 (0 picks a free one).")
    var port = 8000

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
    }

    func run() async throws {
        let server = DevelopmentServer(options: site.buildOptions) { build in
            Terminal.report(build.report.problems)
            let milliseconds = Int(build.duration / .milliseconds(1))
            let state = build.report.exitStatus == 0
                ? "Built \(Terminal.count(build.report.pages, "page")), \(Terminal.count(build.report.scenarios, "scenario")) in \(milliseconds) ms"
                : "Build failed in \(milliseconds) ms; pages show the problems until the next successful build"
            Terminal.error(state)
        }
        let (actual, watching) = try await server.start(port: port)
        // Written at once, even to a pipe, so a script or an editor can read the address.
        FileHandle.standardOutput.write(Data("Serving http://127.0.0.1:\(actual)/ from \(site.output) (Ctrl-C to stop)\n".utf8))
        Terminal.error("Watching \(site.content) and \(site.templates) (\(watching))")
        while true { try await Task.sleep(for: .seconds(3600)) }
    }
}
