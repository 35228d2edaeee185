import CFileExchange
import Foundation

/// The folder a build writes into: a sibling of the output folder (`.public.building`), swapped with the
/// output only when the whole build succeeded. A failed or killed build leaves the previous site as it was.
///
/// Every step is safe to interrupt: publishing swaps the two folders in one atomic step (Linux
/// `renameat2(RENAME_EXCHANGE)`), so the output is always a whole site, old or new. What a killed build leaves
/// behind (a staging folder, or the retired old site) is recovered at the next start, and hidden entries of
/// the old output that are not the build's (`.git` of a publishing worktree, `.gitkeep`) are carried into the
/// new one before anything is deleted.
struct StagingFolder {
    let output: String
    let staging: String
    /// Where the old site waits to be deleted when the file system cannot swap folders atomically.
    let retired: String

    /// `output` is resolved to an absolute path first, so `.` or `public/` name their real folder.
    init(output: String) {
        let trimmed = ResolvedPath.of(output)
        self.output = trimmed
        let parent = FilePath.directory(of: trimmed)
        let name = String(trimmed.split(separator: "/").last ?? "public")
        staging = FilePath.join(parent, "." + name + ".building")
        retired = staging + ".previous"
    }

    /// Present in a staging folder until it is complete: a leftover that still has it is a build killed
    /// half way (its hidden files are temporaries, not the author's), one without it is a retired old site.
    static let unfinishedName = ".callsheet-unfinished"

    /// Present in the output while an update in place moves files into it: an output that has it is a mix
    /// of two builds, which the next build replaces whole (`OutputPlan.decide`). Never carried across a swap.
    static let updateJournalName = ".callsheet-updating"

    /// Recovers from a killed build, then starts an empty staging folder that carries the output marker.
    func create() throws {
        try recover()
        try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        for name in [OutputFolderGuard.markerName, Self.unfinishedName] {
            try LocalFile.write(OutputFolderGuard.markerText, to: FilePath.join(staging, name))
        }
    }

    func discard() {
        try? removeOwnFolder(staging)
    }

    /// Makes the staging folder the output. Hidden entries of the old output move across after the swap;
    /// the old site is deleted last.
    func publish() throws {
        let files = FileManager.default
        try files.removeItem(atPath: FilePath.join(staging, Self.unfinishedName))
        guard files.fileExists(atPath: output) else {
            try rename(staging, to: output)
            return
        }
        let old: String
        if callsheet_exchange_paths(staging, output) == 0 {
            old = staging
        } else if errno == EINVAL || errno == ENOSYS || errno == ENOTSUP {
            // A file system without atomic exchange: two renames, with `recover()` covering the moment between.
            try rename(output, to: retired)
            do { try rename(staging, to: output) } catch {
                try? rename(retired, to: output)
                throw error
            }
            old = retired
        } else {
            throw failure("cannot swap \(staging) with \(output)")
        }
        try carryHiddenEntries(from: old)
        try removeOwnFolder(old)
    }

    /// Updates the output in place from a staging folder that holds only the files this build changed:
    /// each is moved over its old version (one atomic `rename`, so a reader sees the old file or the new,
    /// never half of one), then the files of `previous` (the last build's) that this build neither made
    /// nor `kept` are deleted, with folders they leave empty; nothing else in the output is touched.
    /// `finish` runs with the output's new file list before the journal goes: a build killed before then
    /// leaves the journal, and the next build replaces the output whole.
    func update(previous: Set<String>, kept: Set<String>, finish: (Set<String>) throws -> Void) throws {
        let files = FileManager.default
        let journal = FilePath.join(output, Self.updateJournalName)
        guard files.createFile(atPath: journal, contents: Data(OutputFolderGuard.markerText.utf8)) else {
            throw failure("cannot write \(journal)")
        }
        let staged = SourceTree.files(in: staging)
        var folders: Set<String> = [""]
        for path in staged {
            let folder = FilePath.directory(of: path)
            if !folders.contains(folder) {
                try files.createDirectory(atPath: FilePath.join(output, folder), withIntermediateDirectories: true)
                folders.insert(folder)
            }
            try rename(FilePath.join(staging, path), to: FilePath.join(output, path))
        }
        let made = kept.union(staged)
        var emptied: Set<String> = []
        for path in previous.subtracting(made) where !path.split(separator: "/").contains(where: { $0 == ".." || $0.hasPrefix(".") }) {
            let file = FilePath.join(output, path)
            var info = stat()
            // A folder or a link put there since is not the file the last build made.
            guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            if unlink(file) != 0 { throw failure("cannot delete \(file)") }
            emptied.insert(FilePath.directory(of: path))
        }
        // Deepest first, so a folder emptied of its last subfolder goes too; `rmdir` keeps any non-empty one.
        for folder in Set(emptied.flatMap(Self.ancestors)).sorted(by: { $0.count > $1.count }) where !folder.isEmpty {
            _ = Foundation.rmdir(FilePath.join(output, folder))
        }
        try finish(made)
        try files.removeItem(atPath: journal)
        try removeOwnFolder(staging)
    }

    /// `a/b` → `a/b`, `a`.
    private static func ancestors(_ folder: String) -> [String] {
        var result: [String] = []
        var current = folder
        while !current.isEmpty {
            result.append(current)
            current = FilePath.directory(of: current)
        }
        return result
    }

    /// Puts back what a killed build left half done: an output moved aside but not replaced comes back;
    /// hidden entries still in a leftover folder move into the output; the leftovers are then deleted.
    /// A leftover that Callsheet did not write (no marker, not empty) is an error, never deleted.
    func recover() throws {
        let files = FileManager.default
        if !files.fileExists(atPath: output), files.fileExists(atPath: retired) {
            try rename(retired, to: output)
        }
        for leftover in [retired, staging] where files.fileExists(atPath: leftover) {
            let unfinished = files.fileExists(atPath: FilePath.join(leftover, Self.unfinishedName))
            if files.fileExists(atPath: output), !unfinished { try carryHiddenEntries(from: leftover) }
            try removeOwnFolder(leftover)
        }
    }

    /// Moves the hidden entries of `folder` that the output lacks into the output (never the marker).
    private func carryHiddenEntries(from folder: String) throws {
        let files = FileManager.default
        let names = try files.contentsOfDirectory(atPath: folder)
            .filter { $0.hasPrefix(".") && $0 != OutputFolderGuard.markerName && $0 != Self.updateJournalName }.sorted()
        for name in names where !files.fileExists(atPath: FilePath.join(output, name)) {
            try rename(FilePath.join(folder, name), to: FilePath.join(output, name))
        }
    }

    /// Deletes a staging or retired folder, but only one Callsheet wrote: it carries the marker or is empty.
    private func removeOwnFolder(_ folder: String) throws {
        let files = FileManager.default
        guard files.fileExists(atPath: folder) else { return }
        let empty = (try? files.contentsOfDirectory(atPath: folder).isEmpty) ?? false
        guard empty || OutputFolderGuard.isMarked(folder) else {
            throw failure("\(folder) is in the way and was not written by callsheet; remove it yourself", withErrno: false)
        }
        try files.removeItem(atPath: folder)
    }

    private func rename(_ from: String, to: String) throws {
        guard Foundation.rename(from, to) == 0 else { throw failure("cannot rename \(from) to \(to)") }
    }

    private func failure(_ message: String, withErrno: Bool = true) -> Error {
        let text = withErrno ? "\(message): \(String(cString: strerror(errno)))" : message
        return CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: output, NSLocalizedDescriptionKey: text])
    }
}
