import Foundation

/// The folder a build writes into: a sibling of the output folder (`.public.building`), renamed over the
/// output only when the whole build succeeded. A failed build leaves the previous site as it was.
struct StagingFolder {
    let output: String
    let staging: String

    init(output: String) {
        let trimmed = output.hasSuffix("/") && output.count > 1 ? String(output.dropLast()) : output
        self.output = trimmed
        let parent = FilePath.directory(of: trimmed)
        let name = String(trimmed.split(separator: "/").last ?? "public")
        staging = FilePath.join(parent, "." + name + ".building")
    }

    /// Starts from an empty staging folder (a crashed build may have left one behind).
    func create() throws {
        let files = FileManager.default
        if files.fileExists(atPath: staging) { try files.removeItem(atPath: staging) }
        try files.createDirectory(atPath: staging, withIntermediateDirectories: true)
    }

    func discard() {
        try? FileManager.default.removeItem(atPath: staging)
    }

    /// Replaces the output with the staging folder: the old output moves aside, the new one takes its name,
    /// then the old one is deleted. Each rename is atomic; at no moment is there a half-written site.
    /// Hidden entries at the top of the old output (`.gitkeep`, a `.git` of a publishing branch) are not the
    /// build's: they move into the new output.
    func publish() throws {
        let files = FileManager.default
        let previous = staging + ".previous"
        if files.fileExists(atPath: previous) { try files.removeItem(atPath: previous) }
        let hadOutput = files.fileExists(atPath: output)
        let kept = hadOutput ? try hiddenEntries(of: output).filter { !files.fileExists(atPath: FilePath.join(staging, $0)) } : []
        for name in kept { try rename(FilePath.join(output, name), to: FilePath.join(staging, name)) }
        if hadOutput { try rename(output, to: previous) }
        do {
            try rename(staging, to: output)
        } catch {
            if hadOutput { try? rename(previous, to: output) }
            for name in kept { try? rename(FilePath.join(staging, name), to: FilePath.join(output, name)) }
            throw error
        }
        if hadOutput { try? files.removeItem(atPath: previous) }
    }

    private func hiddenEntries(of folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") }.sorted()
    }

    private func rename(_ from: String, to: String) throws {
        guard Foundation.rename(from, to) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: to,
                                                           NSLocalizedDescriptionKey: "cannot rename \(from) to \(to): \(String(cString: strerror(errno)))"])
        }
    }
}
