import Foundation

/// The files made from the whole site rather than from one article (index, 404 page, sitemap, print page,
/// the search index's parts and list, the trace stylesheet). Each is recorded with a key of what it is made
/// from; when the key is unchanged and the previous output still holds the file as it was written (size,
/// inode, modification time), the file is hard-linked into the new output instead of being made and written
/// again. So an edited article costs the files it shows in, and an unchanged site costs a link per file.
///
/// The record (`site/files` in the cache folder) is read once per build and written once, by `save()`,
/// when anything changed.
final class SiteFileCache: @unchecked Sendable {
    static let format = "callsheet-site-files 2"

    private struct Entry: Equatable {
        var key: String
        /// The file below the output (a search index part is named by its contents, so it is not its id).
        var path: String
        var identity: String
    }

    /// nil disables the cache: every file is made and written.
    private let directory: String?
    private let previousOutput: String
    private let staging: String
    private let previous: [String: Entry]
    private var current: [String: Entry] = [:]
    private let lock = NSLock()
    private let plan: OutputPlan

    init(directory: String?, previousOutput: String, staging: String, plan: OutputPlan) {
        self.directory = directory
        self.previousOutput = previousOutput
        self.staging = staging
        self.plan = plan
        var previous: [String: Entry] = [:]
        if let directory, let fields = CacheFile.read(Self.recordPath(in: directory)), fields.first == Self.format {
            var reader = FieldReader(fields: fields)
            _ = reader.next()
            if let count = reader.count(each: 4) {
                for _ in 0..<count {
                    guard let id = reader.next(), let key = reader.next(), let path = reader.next(),
                          let identity = reader.next() else { break }
                    previous[id] = Entry(key: key, path: path, identity: identity)
                }
            }
        }
        self.previous = previous
    }

    /// Keeps the file last recorded as `id` when it was made from the same `key` and the previous output
    /// still holds it as written: left where it is by an update in place, else linked into the staging
    /// folder. Returns its path, nil when it must be made.
    func reuse(_ id: String, key: String) -> String? {
        guard directory != nil, let entry = previous[id], entry.key == key,
              !entry.path.split(separator: "/").contains(".."),
              PageCache.identity(of: FilePath.join(previousOutput, entry.path)) == entry.identity else { return nil }
        if plan.inPlace {
            plan.keep(entry.path)
        } else {
            let target = FilePath.join(staging, entry.path)
            try? FileManager.default.createDirectory(atPath: FilePath.directory(of: target), withIntermediateDirectories: true)
            guard link(FilePath.join(previousOutput, entry.path), target) == 0 else { return nil }
        }
        record(id, entry)
        return entry.path
    }

    /// Records a file the build wrote into the staging folder at `path` as `id`, made from `key`.
    func written(_ id: String, path: String, key: String) {
        guard directory != nil, let identity = PageCache.identity(of: FilePath.join(staging, path)) else { return }
        record(id, Entry(key: key, path: path, identity: identity))
    }

    /// Puts `path` (below the output) into the staging folder: linked when it was made from the same `key`,
    /// else `produce()`'s text written.
    func place(_ path: String, key: String, produce: () -> String) throws {
        if reuse(path, key: key) != nil { return }
        try LocalFile.write(produce(), to: FilePath.join(staging, path))
        written(path, path: path, key: key)
    }

    /// Stores what this build placed, for the next one; files it did not place are forgotten.
    func save() {
        guard let directory else { return }
        let entries = lock.withLock { current }
        guard entries != previous else { return }
        var fields = [Self.format, String(entries.count)]
        for id in entries.keys.sorted() {
            let entry = entries[id]!
            fields += [id, entry.key, entry.path, entry.identity]
        }
        CacheFile.write(CacheRecord.encode(fields), to: Self.recordPath(in: directory), cache: directory)
    }

    private func record(_ id: String, _ entry: Entry) {
        lock.withLock { current[id] = entry }
    }

    private static func recordPath(in directory: String) -> String {
        FilePath.join(directory, "site/files")
    }
}
