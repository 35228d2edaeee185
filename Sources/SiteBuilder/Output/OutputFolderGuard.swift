import Foundation
import ScenarioLanguage

/// Decides whether a build may replace the output folder. A build deletes the folder it replaces, so it
/// must never be handed the author's sources: the output may not be, contain or lie inside the content or
/// template folder, and a folder that already exists is replaced only when a previous build marked it
/// (`.callsheet-output`) or when it holds nothing but hidden entries (a fresh `gh-pages` worktree, a
/// `.gitkeep`), which publishing keeps.
enum OutputFolderGuard {
    /// The file every output carries, so a later build knows the folder is its own to replace.
    static let markerName = ".callsheet-output"
    static let markerText = "This folder is written by `callsheet build` and replaced by the next build.\n"

    /// The reasons the output may not be written, as located errors (the output path, line 1).
    static func problems(_ options: BuildOptions) -> [Diagnostic] {
        let output = ResolvedPath.of(options.outputDirectory)
        func error(_ message: String) -> [Diagnostic] {
            [Diagnostic(.error, message, path: options.outputDirectory, line: 1, column: 1)]
        }
        if output == "/" { return error("refusing to write the site over the root folder") }
        for (role, folder) in [("content", options.contentDirectory), ("templates", options.templatesDirectory)] {
            let source = ResolvedPath.of(folder)
            if ResolvedPath.contains(output, source) {
                return error("the output folder holds the \(role) folder '\(folder)'; a build replaces its output, so choose another --output")
            }
            if ResolvedPath.contains(source, output) {
                return error("the output folder lies inside the \(role) folder '\(folder)'; choose an --output outside it")
            }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return error("the output path exists and is not a folder") }
        if isMarked(output) { return [] }
        let entries = LocalFile.names(in: output) ?? []
        if entries.allSatisfy({ $0.hasPrefix(".") }) { return [] }
        return error("the output folder exists and was not written by callsheet (it has no \(markerName)); "
                     + "a build replaces it, so remove it yourself or choose another --output")
    }

    static func isMarked(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: FilePath.join(folder, markerName))
    }
}
