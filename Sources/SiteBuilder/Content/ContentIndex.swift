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
/// A table of the cache (`CacheTable`, `content/index`), read once per build and written when an entry
/// changed, mostly only the entries that did.
final class ContentIndex: @unchecked Sendable {
    static let format = "callsheet-content-index 2"

    struct Entry: Equatable, Sendable {
        var status: FileStatus
        var digest: String
        var markdownStart: Int
        var frontMatter: FrontMatter
        /// Warnings (an unknown key), reported again whenever the entry is used.
        var warnings: [Diagnostic]
    }

    /// nil: nothing is read or written, every article is read.
    private let table: CacheTable?
    /// The system clock before any article is looked at: see `isSettled`.
    let readStart: Int64

    /// `contentDirectory` as the command line named it: warnings kept with an entry name their file by it,
    /// so the entries hold only for that name.
    init(cacheDirectory: String?, contentDirectory: String, now: Int64 = FileStatus.now()) {
        table = cacheDirectory.map {
            CacheTable(directory: $0, name: "content/index", format: Self.format + "\n" + contentDirectory)
        }
        readStart = now
    }

    /// The entry recorded for `path` if the file still has the status it had when it was read.
    func entry(_ path: String, status: FileStatus) -> Entry? {
        guard let table, let fields = table.stored(path), let entry = Self.decode(fields), entry.status == status,
              isSettled(status) else { return nil }
        table.keep(path)
        return entry
    }

    /// Records what was just read of `path`. An entry whose status is not settled is not recorded: the
    /// file is read again next time. The entry it replaces stays instead, which no later status can match
    /// (the change time only moves forward), so that an edit does not rewrite the index until it settles.
    func record(_ path: String, _ entry: Entry) {
        guard let table else { return }
        if isSettled(entry.status) {
            table.store(Self.encode(entry), for: path)
        } else {
            table.keep(path)
        }
    }

    /// Whether a status can be trusted (`FileStatus.isSettled`) by this build.
    func isSettled(_ status: FileStatus) -> Bool { status.isSettled(before: readStart) }

    /// Writes what changed; entries of files gone since are forgotten.
    func save() { table?.save() }
}

private extension ContentIndex {
    static func encode(_ entry: Entry) -> [String] {
        let matter = entry.frontMatter
        var fields = [String(entry.status.size), String(entry.status.inode), String(entry.status.modified),
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

    /// `.some(nil)` for an absent value, nil for a malformed field. The mark is looked at as a byte: a
    /// `Character` comparison cost more than the rest of reading the field.
    static func optional(_ field: String) -> String?? {
        switch field.utf8.first {
        case UInt8(ascii: "-") where field.utf8.count == 1: .some(nil)
        case UInt8(ascii: "+"): .some(String(field.utf8.dropFirst())!)
        default: nil
        }
    }

    /// A decimal field as the encoder writes it (an optional `-` and digits), read from its bytes:
    /// `Int64(String)` cost several hundred instructions a field, four fields an article.
    static func integer(_ field: String?) -> Int64? {
        guard var field else { return nil }
        return field.withUTF8 { bytes -> Int64? in
            let negative = bytes.first == UInt8(ascii: "-")
            let digits = negative ? UnsafeBufferPointer(rebasing: bytes.dropFirst()) : bytes
            guard !digits.isEmpty, digits.count <= 19 else { return nil }
            var value: Int64 = 0
            for byte in digits {
                guard (48...57).contains(byte) else { return nil }
                let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
                guard !overflow, case let (sum, false) = shifted.addingReportingOverflow(Int64(byte - 48)) else { return nil }
                value = sum
            }
            return negative ? -value : value
        }
    }

    /// nil for anything malformed: the file is then read.
    static func decode(_ fields: [String]) -> Entry? {
        var reader = FieldReader(fields: fields)
        guard let size = integer(reader.next()), let inode = reader.next().flatMap({ UInt64($0) }),
              let modified = integer(reader.next()), let changed = integer(reader.next()),
              let digest = reader.next(), let markdownStart = reader.int(), markdownStart >= 0,
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
        guard reader.index == fields.count else { return nil }
        return Entry(status: FileStatus(size: size, inode: inode, modified: modified, changed: changed),
                     digest: digest, markdownStart: markdownStart, frontMatter: matter, warnings: warnings)
    }
}
