import Foundation

/// Keeps the scenario cache from growing without bound. Every edited scenario, every scenario renumbered by
/// an edit above it and every new version of this tool leaves an entry no build reads again (about 84 KB
/// for a typical scenario), so a site edited for months, or a long `serve` session, would fill the disk.
///
/// An entry's modification time is its last use: a build that reads an entry sets it to now. Entries
/// unused for `retention` are removed, by a sweep that runs at most once per `interval` (one `stat` of the
/// stamp file otherwise), after a build that published. A page reused whole does not read its scenarios,
/// so the entries of a page unchanged for longer than `retention` go too; if that page is ever built
/// again its scenarios run again. Nothing is lost but time: a missing entry is a cache miss. Only names
/// this cache writes (`scenarios/<2 hex>/<32 hex>`) are ever removed.
///
/// The page cache's search entries beside it (`search/`, one file per article named by the digest of its
/// path) are replaced whenever their page is built again, so only those of articles deleted or renamed
/// would stay: the same sweep removes the entries of articles the site no longer has.
enum CacheSweep {
    static let retention: Int64 = 30 * 86_400 * 1_000_000_000
    static let interval: Int64 = 86_400 * 1_000_000_000
    static let folder = "scenarios"
    /// Folders of the page cache with one entry per article (`PageCache`).
    static let pageFolders = ["search"]
    /// Folders earlier versions wrote and nothing reads now (rewritten print bodies, one per article): their
    /// entries go, then the folder if that empties it.
    static let obsoleteFolders = ["print"]
    static let stampName = ".swept"

    /// Records a read of the entry at `file` (its modification time becomes now).
    static func markUsed(_ file: String) {
        _ = utimensat(AT_FDCWD, file, nil, 0)
    }

    /// Removes the scenario entries of `cache` unused for `retention` when the last sweep is older than
    /// `interval`, the entries of `obsoleteFolders`, and, given the source paths of the site's articles, the
    /// page entries of every other article; returns how many files were removed. `now` is in nanoseconds since 1970 (`FileStatus.now()`).
    @discardableResult
    static func sweepIfDue(cache: String, articles: @autoclosure () -> [String]? = nil,
                           now: Int64 = FileStatus.now()) -> Int {
        let root = FilePath.join(cache, folder)
        let stamp = FilePath.join(root, stampName)
        if let last = FileStatus.of(stamp), now - last.modified < interval { return 0 }
        // Stamped first, so builds running side by side do not sweep together; a site without scenarios
        // has no folder yet, and its page entries are swept all the same.
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: stamp, contents: nil)
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        var removed = folders.filter { isHex($0, length: 2) }.reduce(0) { removed, name in
            removed + CacheFile.removeFiles(in: FilePath.join(root, name), changedBefore: now - retention) {
                isHex($0, length: 32)
            }
        }
        for folder in obsoleteFolders.map({ FilePath.join(cache, $0) }) {
            removed += CacheFile.removeFiles(in: folder, changedBefore: .max) { isHex($0, length: 32) }
            rmdir(folder)
        }
        // Listed only once a sweep is due: most builds return at the stamp.
        guard let articles = articles() else { return removed }
        let current = Set(articles.map(Fingerprint.of))
        return pageFolders.reduce(removed) { removed, folder in
            removed + CacheFile.removeFiles(in: FilePath.join(cache, folder), changedBefore: .max) {
                isHex($0, length: 32) && !current.contains($0)
            }
        }
    }

    private static func isHex(_ name: String, length: Int) -> Bool {
        name.utf8.count == length && name.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
