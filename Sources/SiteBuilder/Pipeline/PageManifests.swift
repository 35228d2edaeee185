import Foundation

/// Every page's manifest (`PageManifest`) in the cache, read once per build and written once, by `save()`,
/// when a page was built or one came or went. One file per page cost an unchanged build of 1,000 articles a
/// thousand opens and reads, about a tenth of a one-edit build.
///
/// Two records: `pages/manifests` holds every page's, `pages/recent` only those that changed since (and the
/// pages gone since, as empty manifests). An edit rewrites the small one; the large one is rewritten when
/// the recent changes outgrow `recentLimit`, so writing stays proportional to what changed.
final class PageManifests: @unchecked Sendable {
    static let format = "callsheet-page-manifests 1"
    static let recentFormat = "callsheet-page-manifests-recent 1"
    static let recentLimit = 64

    /// nil: nothing is read or stored.
    private let directory: String?
    /// What `pages/manifests` holds, and what holds with the recent changes applied.
    private let base: [String: [String]]
    private let previous: [String: [String]]
    private let recentCount: Int
    private var current: [String: [String]] = [:]
    private var changed = false
    private let lock = NSLock()

    init(directory: String?) {
        self.directory = directory
        var base: [String: [String]] = [:], previous: [String: [String]] = [:], recentCount = 0
        if let directory, let entries = Self.read(FilePath.join(directory, "pages/manifests"), format: Self.format) {
            base = entries
            previous = entries
            // Recent changes without the record they amend (or unreadable ones) are dropped with it.
            if let recent = Self.read(FilePath.join(directory, "pages/recent"), format: Self.recentFormat) {
                for (path, fields) in recent { previous[path] = fields.isEmpty ? nil : fields }
                recentCount = recent.count
            }
        }
        (self.base, self.previous, self.recentCount) = (base, previous, recentCount)
    }

    /// The fields of the manifest last stored for the article at `sourcePath`.
    func stored(_ sourcePath: String) -> [String]? { previous[sourcePath] }

    /// Carries the stored manifest over into this build's record (its page was reused).
    func keep(_ sourcePath: String) {
        guard let fields = previous[sourcePath] else { return }
        lock.withLock { current[sourcePath] = fields }
    }

    func store(_ fields: [String], for sourcePath: String) {
        lock.withLock {
            current[sourcePath] = fields
            changed = true
        }
    }

    /// Writes the manifests of this build's pages (pages gone since are forgotten), if anything changed:
    /// the changes since the whole record was written, or the whole record when they are many.
    func save() {
        guard let directory else { return }
        let entries = lock.withLock { current }
        guard changed || entries.count != previous.count else { return }
        var recent: [String: [String]] = [:]
        for (path, fields) in entries where base[path] != fields { recent[path] = fields }
        for path in base.keys where entries[path] == nil { recent[path] = [] }
        let recentFile = FilePath.join(directory, "pages/recent")
        if !base.isEmpty, recent.count <= Self.recentLimit {
            CacheFile.write(Self.encode(recent, format: Self.recentFormat), to: recentFile, cache: directory)
        } else {
            // The recent record goes first: left beside the new whole record, it would amend it wrongly.
            unlink(recentFile)
            CacheFile.write(Self.encode(entries, format: Self.format), to: FilePath.join(directory, "pages/manifests"),
                            cache: directory)
        }
    }

    private static func encode(_ entries: [String: [String]], format: String) -> [UInt8] {
        var fields = [format, String(entries.count)]
        for path in entries.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let manifest = entries[path]!
            fields += [path, String(manifest.count)]
            fields += manifest
        }
        return CacheRecord.encode(fields)
    }

    private static func read(_ file: String, format: String) -> [String: [String]]? {
        guard let fields = CacheFile.read(file) else { return nil }
        var reader = FieldReader(fields: fields)
        guard reader.next() == format, let count = reader.count(each: 2) else { return nil }
        var entries: [String: [String]] = [:]
        for _ in 0..<count {
            guard let path = reader.next(), let manifest = reader.list() else { return nil }
            entries[path] = manifest
        }
        return reader.index == fields.count ? entries : nil
    }
}
