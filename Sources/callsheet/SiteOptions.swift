import ArgumentParser
import ScenarioLanguage
import SiteBuilder

/// Options shared by the commands that read a site.
struct SiteOptions: ParsableArguments {
    @Option(help: "Folder of Markdown articles (and callsheet.yml).")
    var content = "content"

    @Option(help: "Folder of Mustache templates, with assets/ for CSS and JavaScript.")
    var templates = "templates"

    @Option(help: "Folder the site is written to; it is replaced only when the build succeeds.")
    var output = "public"

    @Option(name: .customLong("ios"), help: "iOS version for scenarios that do not name one (default: the newest modelled).")
    var iOSVersion: Int?

    @Option(help: "Worker threads (default: one per core). The output is the same for every value.")
    var jobs: Int?

    @Flag(help: "Run every scenario even when a cached result exists.")
    var noCache = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let iOSVersion, !(3...newestIOSVersion).contains(iOSVersion) {
            throw ValidationError("--ios must be a major iOS version from 3 to \(newestIOSVersion)")
        }
    }

    var buildOptions: BuildOptions {
        BuildOptions(contentDirectory: content, templatesDirectory: templates, outputDirectory: output,
                     iOSVersion: iOSVersion, jobs: jobs, useCache: !noCache)
    }
}
