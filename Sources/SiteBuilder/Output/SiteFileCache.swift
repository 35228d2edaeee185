/// The files made from every page at once (index, 404 page, sitemap, search index), kept from the last
/// build with the combined key of all pages: when no page changed, neither did they.
struct SiteFileCache: Sendable {
    /// nil disables the cache.
    let directory: String?
    /// Digest of the site-wide inputs and every page's key, in order.
    let key: String

    static let format = "callsheet-site-file 1"

    init(directory: String?, siteFingerprint: String, pages: [PageResult]) {
        self.directory = directory
        var fingerprint = Fingerprint()
        fingerprint.add(siteFingerprint)
        for page in pages { fingerprint.add(page.key) }
        key = fingerprint.hex
    }

    /// The cached text of `name`, or `produce()`'s, which is then stored.
    func text(of name: String, produce: () -> String) -> String {
        guard let directory else { return produce() }
        let file = FilePath.join(directory, "site/" + Fingerprint.of(name))
        if let fields = CacheFile.read(file), fields.count == 3, fields[0] == Self.format, fields[1] == key {
            return fields[2]
        }
        let text = produce()
        CacheFile.write(CacheRecord.encode([Self.format, key, text]), to: file, cache: directory)
        return text
    }
}

import Foundation
