import Foundation

/// Every page's manifest (`PageManifest`) in one cache record, `pages/manifests`: read once per build and
/// written once, by `save()`, when a page was built or one came or went. One file per page cost an
/// unchanged build of 1,000 articles a thousand opens and reads, about a tenth of a one-edit build.
final class PageManifests: @unchecked Sendable {
    static let format = "callsheet-page-manifests 1"

    /// nil: nothing is read or stored.
    private let directory: String?
    private let previous: [String: [String]]
    private var current: [String: [String]] = [:]
    private var changed = false
    private let lock = NSLock()

    init(directory: String?) {
        self.directory = directory
        var previous: [String: [String]] = [:]
        if let directory, let fields = CacheFile.read(Self.path(in: directory)) {
            var reader = FieldReader(fields: fields)
            if reader.next() == Self.format, let count = reader.count(each: 2) {
                for _ in 0..<count {
                    guard let path = reader.next(), let manifest = reader.list() else { previous = [:]; break }
                    previous[path] = manifest
                }
            }
        }
        self.previous = previous
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

    /// Writes the manifests of this build's pages (pages gone since are forgotten), if anything changed.
    func save() {
        guard let directory else { return }
        let entries = lock.withLock { current }
        guard changed || entries.count != previous.count else { return }
        var fields = [Self.format, String(entries.count)]
        for path in entries.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let manifest = entries[path]!
            fields += [path, String(manifest.count)]
            fields += manifest
        }
        CacheFile.write(CacheRecord.encode(fields), to: Self.path(in: directory), cache: directory)
    }

    private static func path(in directory: String) -> String { FilePath.join(directory, "pages/manifests") }
}
