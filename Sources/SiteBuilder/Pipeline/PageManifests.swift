/// Every page's manifest (`PageManifest`) in the cache, by the article's source path: one table
/// (`CacheTable`, `pages/manifests`) read once per build, where one file per page cost an unchanged build
/// of 1,000 articles a thousand opens and reads.
struct PageManifests: Sendable {
    static let format = "callsheet-page-manifests 1"

    private let table: CacheTable

    init(directory: String?) {
        table = CacheTable(directory: directory, name: "pages/manifests", format: Self.format)
    }

    /// The fields of the manifest last stored for the article at `sourcePath`.
    func stored(_ sourcePath: String) -> [String]? { table.stored(sourcePath) }

    /// Carries the stored manifest over (its page was reused).
    func keep(_ sourcePath: String) { table.keep(sourcePath) }

    func store(_ fields: [String], for sourcePath: String) { table.store(fields, for: sourcePath) }

    func save() { table.save() }
}
