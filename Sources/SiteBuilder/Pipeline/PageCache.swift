import Foundation

/// Pages that need no rebuilding. When an article, everything the page shows of the rest of the site
/// (titles and order of all articles, config, templates, content files) and the tool are unchanged, the
/// page would come out byte for byte the same: the previous output's file is linked into the new output
/// and the manifest stored beside the scenario cache (`PageManifests`) stands in for the page's other results.
///
/// A page is reused only if its file is still the one written (same size, inode and modification time).
/// A page with an error is never stored; one with warnings (a trace that differs from a device recording)
/// is, with its warnings, which are reported again whenever the page is reused.
struct PageCache: Sendable {
    /// nil disables reuse.
    let directory: String?
    /// The published output folder, whose pages are reused.
    let previousOutput: String
    /// Digest of the site-wide inputs; part of every key.
    let siteFingerprint: String
    /// The manifests of the pages, read once per build.
    let manifests: PageManifests
    /// Whether an unchanged page stays where it is (an update in place) or is linked into the staging folder.
    let plan: OutputPlan

    /// `editURL`: the site's edit link pattern, which every article page shows.
    func key(for article: Article, defaultIOS: Int, editURL: String? = nil) -> String {
        // Copied into one string of its final size: joining an array of five strings cost 5,000 instructions a
        // page, appending the pieces to a reserved string 4,400.
        String(concatenating: [siteFingerprint, article.sourcePath, "ios " + String(defaultIOS), "edit " + (editURL ?? ""),
                               article.digest], separator: UInt8(ascii: "\n"))
    }

    /// The stored results of an unchanged page, with its previous file kept (in place, or linked into
    /// `staging`); nil to build it.
    func reuse(_ article: Article, key: String, staging: String) -> PageResult? {
        guard directory != nil else { return nil }
        let previous = FilePath.join(previousOutput, article.outputPath)
        guard let fields = manifests.stored(article.sourcePath),
              let manifest = PageManifest(decoding: fields, key: key),
              manifest.fileIdentity == Self.identity(of: previous) else { return nil }
        if plan.inPlace {
            plan.keep(article.outputPath)
        } else {
            let target = FilePath.join(staging, article.outputPath)
            // A hard link costs nothing and survives the swap that deletes the previous output.
            if link(previous, target) != 0 {
                guard (try? FileManager.default.copyItem(atPath: previous, toPath: target)) != nil else { return nil }
            }
        }
        manifests.keep(article.sourcePath)
        var result = manifest.result
        result.key = key
        return result
    }

    /// Records a page just written to `staging` (its identity carries over when the staging folder
    /// becomes the output).
    func store(_ result: PageResult, for article: Article, staging: String) {
        // A page rendered whole keeps its body only in memory, so it is built again next time.
        guard let directory, !result.problems.contains(where: \.isError), result.bodyRange != nil,
              let identity = Self.identity(of: FilePath.join(staging, article.outputPath)) else { return }
        let manifest = PageManifest(key: result.key, fileIdentity: identity, result: result)
        CacheFile.write(StoredSearchEntry.encoded(result.search, key: result.key), to: searchPath(article, in: directory),
                        cache: directory)
        manifests.store(manifest.fields(), for: article.sourcePath)
    }

    /// The search entry stored with a reused page; nil when it cannot be read (the page must then be built).
    func storedSearch(_ article: Article, key: String) -> SearchEntry? {
        guard let directory, let fields = CacheFile.read(searchPath(article, in: directory)) else { return nil }
        return StoredSearchEntry.decode(fields, key: key)
    }

    private func searchPath(_ article: Article, in directory: String) -> String {
        FilePath.join(directory, "search/" + Fingerprint.of(article.sourcePath))
    }

    /// Size, inode and modification time (seconds, a dot, nanoseconds) in decimal. Written digit by digit
    /// into one buffer: interpolating four numbers cost about 3,600 instructions a reused page.
    static func identity(of file: String) -> String? {
        guard let status = FileStatus.of(file) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64)
        bytes.appendDecimal(Int(status.size))
        bytes.append(UInt8(ascii: " "))
        bytes.appendDecimal(status.inode)
        bytes.append(UInt8(ascii: " "))
        bytes.appendDecimal(Int(status.modified / 1_000_000_000))
        bytes.append(UInt8(ascii: "."))
        bytes.appendDecimal(Int(status.modified % 1_000_000_000))
        return String(decoding: bytes, as: UTF8.self)
    }
}
