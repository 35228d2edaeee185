import ArgumentParser
import ScenarioLanguage
import SiteBuilder

@main
struct Callsheet: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "callsheet",
        abstract: "Executable UIKit lifecycle tutorials: run scenarios, check their traces, build the site.",
        subcommands: [RunCommand.self])
}
