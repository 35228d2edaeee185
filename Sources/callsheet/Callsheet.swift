import ArgumentParser
import Foundation
import ScenarioLanguage
import SiteBuilder

@main
struct Callsheet: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "callsheet",
        abstract: "Executable UIKit lifecycle tutorials: run scenarios, check their traces, build the site.",
        subcommands: [BuildCommand.self, CheckCommand.self, RunCommand.self, ServeCommand.self, NewCommand.self])

    /// Exit statuses are 0 / 1 (check failures) / 2 (usage or input errors); argument-parser would use 64
    /// for usage errors, so those are mapped here.
    static func main() async {
        do {
            var command = try parseAsRoot()
            // `build` (what an editor or a watcher runs after each save) is recognised by its type: asking a
            // value whether it conforms to a protocol costs a scan of the process's conformance records the
            // first time, about 700,000 instructions.
            if let build = command as? BuildCommand {
                try build.run()
            } else if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Self.exit(withError: ExitCode(2))
            }
            if let failure = error as? SiteError {
                FileHandle.standardError.write(Data(("error: " + failure.description + "\n").utf8))
                Self.exit(withError: ExitCode(2))
            }
            Self.exit(withError: error)
        }
    }
}
