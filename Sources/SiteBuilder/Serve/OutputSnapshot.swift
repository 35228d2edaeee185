import Foundation
import ScenarioLanguage

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
    /// Each asset's identity and digest, so that the next snapshot reads only the assets that changed.
    var assetDigests: [String: AssetDigest] = [:]

    struct AssetDigest: Equatable, Sendable {
        var identity: String
        var digest: String
    }

    /// `previous`: the last snapshot of the same output, whose digests stand for assets still as they were
    /// (a build writes a file anew, never in place). One walk of the output with the statuses it reads
    /// (`SourceTree`): this runs after every build `serve` makes, and enumerating the output through
    /// Foundation cost as much as the build of one edit at 1,000 articles.
    static func take(output: String, previous: OutputSnapshot? = nil) -> OutputSnapshot {
        var snapshot = OutputSnapshot()
        var ignored: [ScenarioLanguage.Diagnostic] = []
        for (item, status) in SourceTree.entries(in: output, problems: &ignored) {
            let identity = "\(status.size) \(status.inode) \(status.modified)"
            if item.hasPrefix("assets/") {
                guard !item.hasPrefix(SearchIndex.chunkFolder + "/"), item != SearchIndex.path else { continue }
                if let known = previous?.assetDigests[item], known.identity == identity {
                    snapshot.assetDigests[item] = known
                } else if let data = FileManager.default.contents(atPath: FilePath.join(output, item)) {
                    // Eight bytes at a time (`Fingerprint.ofFile`).
                    snapshot.assetDigests[item] = AssetDigest(identity: identity, digest: Fingerprint.ofFile([UInt8](data)))
                }
            } else if item.hasSuffix(".html") {
                snapshot.pages[item] = identity
            }
        }
        var fingerprint = Fingerprint()
        for file in snapshot.assetDigests.keys.sorted() {
            fingerprint.add(file)
            fingerprint.add(snapshot.assetDigests[file]!.digest)
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
