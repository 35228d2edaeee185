import Foundation
import SiteBuilder

/// libFuzzer calls this with arbitrary bytes, split at NUL bytes into an article (front matter, Markdown,
/// scenario and expectation blocks), the site's `callsheet.yml`, and text appended to a template partial.
/// They are written into a fresh site next to a copy of the bundled templates and built in process, the
/// way `callsheet build` does. Any crash, hang or runaway memory use is a bug; located problems and a
/// failed build are ordinary outcomes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSite(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let parts = Array(UnsafeBufferPointer(start: data, count: size)).split(separator: 0, maxSplits: 2,
                                                                            omittingEmptySubsequences: false)
    let files = FileManager.default
    let root = NSTemporaryDirectory() + "callsheet-fuzz-site-\(getpid())"
    try? files.removeItem(atPath: root)
    try? files.createDirectory(atPath: root + "/content", withIntermediateDirectories: true)
    try? files.copyItem(atPath: FuzzSiteTemplates.folder, toPath: root + "/templates")
    files.createFile(atPath: root + "/content/page.md", contents: Data(parts.first ?? []))
    if parts.count > 1 { files.createFile(atPath: root + "/content/callsheet.yml", contents: Data(parts[1])) }
    if parts.count > 2, let footer = files.contents(atPath: root + "/templates/partials/footer.mustache") {
        files.createFile(atPath: root + "/templates/partials/footer.mustache", contents: footer + Data(parts[2]))
    }
    let report = SiteBuilder.build(BuildOptions(contentDirectory: root + "/content", templatesDirectory: root + "/templates",
                                                outputDirectory: root + "/public", jobs: 1, useCache: false))
    _ = report.problems.map(\.formatted)
    try? files.removeItem(atPath: root)
    return 0
}

/// The bundled templates, found from the working folder (`scripts/fuzz.sh` runs at the repository root).
enum FuzzSiteTemplates {
    static let folder = FileManager.default.currentDirectoryPath + "/templates"
}
