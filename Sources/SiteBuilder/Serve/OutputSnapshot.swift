import Foundation

/// What an open page needs to know about a build's output to update itself in place: which HTML files
/// differ from the last build's (a page reused by a build is a hard link to the same file, so size, inode
/// and modification time are enough), and a digest of the stylesheets and scripts every page loads, which
/// a page cannot take in without loading again.
struct OutputSnapshot: Equatable, Sendable {
    /// HTML file below the output → size, inode and modification time.
    var pages: [String: String] = [:]
    /// Digest of the names and bytes of the files in `assets/` (the search index apart: pages load it on
    /// demand, and it changes with every edited article).
    var assets = ""

    static func take(output: String) -> OutputSnapshot {
        var snapshot = OutputSnapshot()
        var assetFiles: [String] = []
        if let walker = FileManager.default.enumerator(atPath: output) {
            while let item = walker.nextObject() as? String {
                if item.hasPrefix("assets/") {
                    if !item.hasPrefix(SearchIndex.chunkFolder + "/"), item != SearchIndex.path { assetFiles.append(item) }
                } else if item.hasSuffix(".html") {
                    snapshot.pages[item] = PageCache.identity(of: FilePath.join(output, item)) ?? ""
                }
            }
        }
        var fingerprint = Fingerprint()
        for file in assetFiles.sorted() {
            fingerprint.add(file)
            // Eight bytes at a time: this runs after every build `serve` makes.
            if let data = FileManager.default.contents(atPath: FilePath.join(output, file)) {
                fingerprint.add(Fingerprint.ofFile([UInt8](data)))
            }
        }
        snapshot.assets = fingerprint.hex
        return snapshot
    }

    /// The HTML files that are new, gone or different in `self` compared with `earlier`, sorted.
    func changedPages(since earlier: OutputSnapshot) -> [String] {
        var changed = pages.filter { earlier.pages[$0.key] != $0.value }.map(\.key)
        changed += earlier.pages.keys.filter { pages[$0] == nil }
        return changed.sorted()
    }
}
