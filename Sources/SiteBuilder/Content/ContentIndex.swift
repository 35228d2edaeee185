import Foundation
import ScenarioLanguage

/// What the last build read of each article, keyed by the file's status (`FileStatus`): its front matter
/// (with the warnings it gave), where the Markdown starts and the digest of the whole file. An article
/// whose status is the one recorded is taken from here without opening the file, so an edit costs the
/// files that changed, not a read and a front matter parse of every article (most of a one-edit build of
/// 1,000 articles).
///
/// A status is only trusted when it could not belong to a later write (`isSettled`). Articles with an
/// error in their front matter are never recorded, so they are read, and reported, on every build.
///
/// One record (`content/index` in the cache folder), read once per build and written once when anything
/// in it changed.
final class ContentIndex: @unchecked Sendable {
    static let format = "callsheet-content-index 1"

    struct Entry: Equatable, Sendable {
        var status: FileStatus
        var digest: String
        var markdownStart: Int
        var frontMatter: FrontMatter
        /// Warnings (an unknown key), reported again whenever the entry is used.
        var warnings: [Diagnostic]
    }

    /// nil: nothing is read or written, every article is read.
    private let file: String?
    private let cache: String?
    private let previous: [String: Entry]
    private var current: [String: Entry] = [:]
    private let lock = NSLock()
    /// The system clock before any article is looked at: see `isSettled`.
    let readStart: Int64

    /// The content folder as the command line named it: warnings kept with an entry name their file by it.
    private let contentDirectory: String

    init(cacheDirectory: String?, contentDirectory: String, now: Int64 = FileStatus.now()) {
        cache = cacheDirectory
        file = cacheDirectory.map { FilePath.join($0, "content/index") }
        self.contentDirectory = contentDirectory
        readStart = now
        var previous: [String: Entry] = [:]
        if let file, let fields = CacheFile.read(file), fields.count >= 2, fields[1] == contentDirectory {
            previous = Self.decode(Array(fields[0...0] + fields[2...])) ?? [:]
        }
        self.previous = previous
    }

    /// The entry recorded for `path` if the file still has the status it had when it was read.
    func entry(_ path: String, status: FileStatus) -> Entry? {
        guard let entry = previous[path], entry.status == status, isSettled(status) else { return nil }
        lock.withLock { current[path] = entry }
        return entry
    }

    /// Records what was just read of `path`. An entry whose status is not settled is not recorded: the
    /// file is read again next time. The entry it replaces stays instead, which no later status can match
    /// (the change time only moves forward), so that an edit does not rewrite the index until it settles.
    func record(_ path: String, _ entry: Entry) {
        guard file != nil else { return }
        let kept = isSettled(entry.status) ? entry : previous[path]
        lock.withLock { current[path] = kept }
    }

    /// Whether a status can be trusted (`FileStatus.isSettled`) by this build.
    func isSettled(_ status: FileStatus) -> Bool { status.isSettled(before: readStart) }

    /// Writes the entries used or recorded by this build (files gone since are forgotten), if they differ.
    func save() {
        guard let file, let cache else { return }
        let entries = lock.withLock { current }
        guard entries != previous else { return }
        var fields = [Self.format, contentDirectory, String(entries.count)]
        for path in entries.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            fields += Self.encode(path, entries[path]!)
        }
        CacheFile.write(CacheRecord.encode(fields), to: file, cache: cache)
    }
}

private extension ContentIndex {
    static let fieldsPerEntry = 14

    static func encode(_ path: String, _ entry: Entry) -> [String] {
        let matter = entry.frontMatter
        var fields = [path, String(entry.status.size), String(entry.status.inode), String(entry.status.modified),
                      String(entry.status.changed), entry.digest, String(entry.markdownStart),
                      optional(matter.title), optional(matter.summary), optional(matter.order.map(String.init)),
                      optional(matter.date), optional(matter.iOSVersion.map(String.init)),
                      String(matter.tags.count)]
        fields += matter.tags
        fields.append(String(entry.warnings.count))
        for warning in entry.warnings {
            fields += [warning.severity.rawValue, warning.message, warning.path, String(warning.line),
                       String(warning.column), optional(warning.sourceLine)]
        }
        return fields
    }

    static func optional(_ value: String?) -> String { value.map { "+" + $0 } ?? "-" }

    /// `.some(nil)` for an absent value, nil for a malformed field.
    static func optional(_ field: String) -> String?? {
        field == "-" ? .some(nil) : field.hasPrefix("+") ? .some(String(field.dropFirst())) : nil
    }

    /// nil for anything malformed: the whole index is then rebuilt from the files.
    static func decode(_ fields: [String]) -> [String: Entry]? {
        var reader = FieldReader(fields: fields)
        guard reader.next() == format, let count = reader.count(each: fieldsPerEntry) else { return nil }
        var entries: [String: Entry] = [:]
        for _ in 0..<count {
            guard let path = reader.next(), let size = reader.next().flatMap({ Int64($0) }),
                  let inode = reader.next().flatMap({ UInt64($0) }), let modified = reader.next().flatMap({ Int64($0) }),
                  let changed = reader.next().flatMap({ Int64($0) }), let digest = reader.next(),
                  let markdownStart = reader.int(), markdownStart >= 0,
                  let title = reader.next().flatMap(optional), let summary = reader.next().flatMap(optional),
                  let order = reader.next().flatMap(optional), let date = reader.next().flatMap(optional),
                  let ios = reader.next().flatMap(optional), let tags = reader.list(),
                  let warningCount = reader.count(each: 6) else { return nil }
            var matter = FrontMatter()
            (matter.title, matter.summary, matter.date, matter.tags) = (title, summary, date, tags)
            if let order { guard let value = Int(order) else { return nil }; matter.order = value }
            if let ios { guard let value = Int(ios) else { return nil }; matter.iOSVersion = value }
            var warnings: [Diagnostic] = []
            for _ in 0..<warningCount {
                guard let severity = reader.next().flatMap(Diagnostic.Severity.init(rawValue:)), let message = reader.next(),
                      let file = reader.next(), let line = reader.int(), let column = reader.int(),
                      let sourceLine = reader.next().flatMap(optional) else { return nil }
                warnings.append(Diagnostic(severity, message, path: file, line: line, column: column, sourceLine: sourceLine))
            }
            entries[path] = Entry(status: FileStatus(size: size, inode: inode, modified: modified, changed: changed),
                                  digest: digest, markdownStart: markdownStart, frontMatter: matter, warnings: warnings)
        }
        guard reader.index == fields.count else { return nil }
        return entries
    }
}
