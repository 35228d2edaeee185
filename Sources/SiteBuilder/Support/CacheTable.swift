import Foundation
import Synchronization

/// Entries of the cache kept by key (each a list of fields), read once per build and written once, by
/// `save()`, when any changed: the page manifests (`PageManifests`), the content index (`ContentIndex`).
///
/// Two records: `NAME` holds every entry, `NAME.recent` the entries changed since it was written (and the
/// keys gone since, as empty entries). A build that changes a few entries rewrites the small record; the
/// whole one is rewritten when the recent changes outgrow `recentLimit`, so that what an edit writes stays
/// proportional to what it changed (rewriting the manifests of 1,000 pages was a tenth of a one-edit build).
final class CacheTable: @unchecked Sendable {
    static let recentLimit = 64

    /// nil: nothing is read or stored.
    private let directory: String?
    private let file: String
    private let format: String
    /// What the whole record holds, and what holds with the recent changes applied.
    private let base: [String: [String]]
    private let previous: [String: [String]]
    private var current: [String: [String]] = [:]
    private var changed = false
    private let lock = NSLock()

    /// A table as this process last read or wrote it, with the status of its two files then: a process
    /// that builds again and again (`callsheet serve`) takes it from memory while the files are unchanged.
    /// Each write replaces a file (a new inode), so an unchanged status is an unchanged file.
    private struct Remembered {
        var statuses: [FileStatus?]
        var format: String
        var base: [String: [String]]
        var previous: [String: [String]]
    }

    private static let remembered = Mutex<[String: Remembered]>([:])

    /// `format` names the kind and version of the entries (and anything else they are only valid with).
    init(directory: String?, name: String, format: String) {
        self.directory = directory
        self.format = format
        let file = FilePath.join(directory ?? "", name)
        self.file = file
        var base: [String: [String]] = [:], previous: [String: [String]] = [:]
        if directory != nil {
            let statuses = [FileStatus.of(file), FileStatus.of(file + ".recent")]
            if let known = Self.remembered.withLock({ $0[file] }), known.statuses == statuses, known.format == format {
                (base, previous) = (known.base, known.previous)
            } else if let entries = Self.read(file, format: format) {
                (base, previous) = (entries, entries)
                // Recent changes without the record they amend (or unreadable ones) are dropped with it.
                if let recent = Self.read(file + ".recent", format: format) {
                    for (key, fields) in recent { previous[key] = fields.isEmpty ? nil : fields }
                }
                let remembered = Remembered(statuses: statuses, format: format, base: base, previous: previous)
                Self.remembered.withLock { $0[file] = remembered }
            }
        }
        (self.base, self.previous) = (base, previous)
        // A build keeps nearly every entry: made at its final size, the table is not hashed again as it grows.
        current.reserveCapacity(previous.count)
    }

    /// The entry stored under `key`.
    func stored(_ key: String) -> [String]? { previous[key] }

    /// Carries the stored entry over into what this build saves.
    func keep(_ key: String) {
        guard let fields = previous[key] else { return }
        lock.withLock { current[key] = fields }
    }

    func store(_ fields: [String], for key: String) {
        guard !fields.isEmpty else { return }
        lock.withLock {
            current[key] = fields
            if previous[key] != fields { changed = true }
        }
    }

    /// Writes the entries kept or stored by this build (others are forgotten), if that changes anything:
    /// the changes since the whole record was written, or the whole record when they are many.
    func save() {
        guard let directory else { return }
        let entries = lock.withLock { current }
        guard changed || entries.count != previous.count else { return }
        var recent: [String: [String]] = [:]
        for (key, fields) in entries where base[key] != fields { recent[key] = fields }
        for key in base.keys where entries[key] == nil { recent[key] = [] }
        var written = base
        let target: Int
        let before = [FileStatus.of(file), FileStatus.of(file + ".recent")]
        if !base.isEmpty, recent.count <= Self.recentLimit {
            CacheFile.write(Self.encode(recent, format: format), to: file + ".recent", cache: directory)
            target = 1
        } else {
            // The recent record goes first: left beside the new whole record, it would amend it wrongly.
            unlink(file + ".recent")
            CacheFile.write(Self.encode(entries, format: format), to: file, cache: directory)
            (written, target) = (entries, 0)
        }
        // Remembered only when the file was replaced: a write that failed leaves the old one, and its status.
        let after = [FileStatus.of(file), FileStatus.of(file + ".recent")]
        let remembered = after[target] != nil && after[target] != before[target]
            ? Remembered(statuses: after, format: format, base: written, previous: entries) : nil
        Self.remembered.withLock { $0[file] = remembered }
    }

    private static func encode(_ entries: [String: [String]], format: String) -> [UInt8] {
        var fields = [format, String(entries.count)]
        for key in entries.keys.sorted(by: { $0.utf8Precedes($1) }) {
            let entry = entries[key]!
            fields += [key, String(entry.count)]
            fields += entry
        }
        return CacheRecord.encode(fields)
    }

    /// Each entry made from the record's bytes as they are read (`CacheRecord.withFields`): through an
    /// array of all the fields first, each field was retained and released once more, and the array of
    /// 50,000 was allocated and grown. A record whose checksum fails is damaged (deleted and reported, as
    /// `CacheFile.read` does); an intact one of another format, another content folder or with impossible
    /// counts is only not used (`.some(nil)`), and replaced when the table is saved.
    private static func read(_ file: String, format: String) -> [String: [String]]? {
        let table = CacheFile.read(file) { record in
            CacheRecord.withFields(record) { fields -> [String: [String]]?? in
                guard fields.next() == format, let count = fields.count(each: 2) else { return .some(nil) }
                var entries: [String: [String]] = [:]
                entries.reserveCapacity(count)
                for _ in 0..<count {
                    guard let key = fields.next(), let length = fields.count(each: 1) else { return .some(nil) }
                    var entry: [String] = []
                    entry.reserveCapacity(length)
                    for _ in 0..<length {
                        guard let field = fields.next() else { return .some(nil) }
                        entry.append(field)
                    }
                    entries[key] = entry
                }
                return fields.isAtEnd ? entries : .some(nil)
            }
        }
        return table ?? nil
    }
}
