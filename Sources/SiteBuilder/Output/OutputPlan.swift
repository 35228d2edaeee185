import Foundation

/// How a build's files reach the output, and which files of the previous output it keeps as they are.
///
/// When the previous output is the one the last build recorded (`OutputRecord`: the same folder, no
/// update left half done), the build updates it in place: the staging folder receives only the files that
/// changed, and publishing moves each into the output (one `rename` each) and deletes the files of the
/// previous build that this one no longer makes (`StagingFolder.update`). Unchanged pages, site files and
/// assets are not linked or copied at all, and no old site is deleted: an edit costs the files it changes.
/// Otherwise the staging folder receives the whole site and replaces the output in one swap
/// (`StagingFolder.publish`).
final class OutputPlan: @unchecked Sendable {
    let inPlace: Bool
    private let lock = NSLock()
    private var keptFiles: Set<String> = []

    init(inPlace: Bool) { self.inPlace = inPlace }

    /// Records that the previous output's `path` is kept as this build's (it was checked unchanged).
    func keep(_ path: String) {
        lock.withLock { _ = keptFiles.insert(path) }
    }

    /// The reverse, for a kept page built again after all (its search entry was lost).
    func forget(_ path: String) {
        lock.withLock { _ = keptFiles.remove(path) }
    }

    var kept: Set<String> { lock.withLock { keptFiles } }

    /// Whether this build may update `output` in place: the cache's record names this very folder, the
    /// folder carries the output marker, and no earlier update was interrupted (`StagingFolder.updateJournalName`).
    static func decide(output: String, cache: String?) -> (plan: OutputPlan, previous: OutputRecord?) {
        guard let cache, let record = OutputRecord.read(cache: cache), record.output == output,
              record.identity == OutputRecord.identity(of: output),
              !FileManager.default.fileExists(atPath: FilePath.join(output, StagingFolder.updateJournalName)) else {
            return (OutputPlan(inPlace: false), nil)
        }
        return (OutputPlan(inPlace: true), record)
    }
}

/// The files the last published build made, and the folder it published to: its path, and the identity
/// of the folder and of its marker file, which every build that replaces the folder writes anew (a folder
/// number can be reused once the old site is deleted; a marker's change time is not). Stored in the cache
/// as `site/output` once the output is complete.
struct OutputRecord: Equatable {
    static let format = "callsheet-output 2"

    var output: String
    var identity: String
    /// Paths below the output, of every file the build made (pages, site files, assets).
    var files: Set<String>

    static func read(cache: String) -> OutputRecord? {
        guard let fields = CacheFile.read(path(in: cache)) else { return nil }
        var reader = FieldReader(fields: fields)
        guard reader.next() == format, let output = reader.next(), let identity = reader.next(),
              let files = reader.list(), reader.index == fields.count else { return nil }
        return OutputRecord(output: output, identity: identity, files: Set(files))
    }

    /// The folder's inode and its marker's status; nil when either is missing.
    static func identity(of output: String) -> String? {
        guard let folder = FileStatus.of(output),
              let marker = FileStatus.of(FilePath.join(output, OutputFolderGuard.markerName)) else { return nil }
        return "\(folder.inode) \(marker.inode) \(marker.size) \(marker.modified) \(marker.changed)"
    }

    func write(cache: String) {
        let sorted = files.sorted { $0.utf8Precedes($1) }
        CacheFile.write(CacheRecord.encode([Self.format, output, identity, String(sorted.count)] + sorted),
                        to: Self.path(in: cache), cache: cache)
    }

    static func remove(cache: String) {
        unlink(path(in: cache))
    }

    private static func path(in cache: String) -> String { FilePath.join(cache, "site/output") }
}
