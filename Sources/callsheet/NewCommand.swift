import ArgumentParser
import Foundation
import SiteBuilder

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a new site: content/ with a first article, and a copy of the default templates.")

    @Argument(help: "Folder to create.")
    var name: String

    @Option(help: "Templates to copy (default: ./templates, else the templates next to this tool's checkout).")
    var templates: String?

    func run() throws {
        guard let source = templates ?? Self.defaultTemplates() else {
            throw ValidationError("no templates found; pass --templates DIR")
        }
        let title = name.split(separator: "/").last.map(String.init) ?? name
        let files = try SiteScaffold.create(at: name, title: title, templates: source)
        print("Created \(name) with \(files.count) files. Next:")
        print("  cd \(name) && callsheet check --update && callsheet build")
    }

    /// `./templates`, else `templates/` in a folder above the executable (a `swift build` checkout).
    static func defaultTemplates() -> String? {
        let files = FileManager.default
        if files.fileExists(atPath: "templates/layout.mustache") { return "templates" }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("templates")
            if files.fileExists(atPath: candidate.appendingPathComponent("layout.mustache").path) { return candidate.path }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
