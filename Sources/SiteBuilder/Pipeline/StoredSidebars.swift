/// Shared sidebars (`SidebarCache.Shared`) kept in the cache between builds, one file per sidebar group
/// (`sidebars/` and a digest of the group), so that a build which renders one page does not render its
/// sidebar again: rendering it was about a tenth of a one-edit build of 1,000 articles, most of it the
/// first Mustache render of the process.
///
/// A sidebar shows nothing but the site's outline (paths, titles, order), its configuration and templates
/// and the tool, which the site fingerprint (`BuildContext.siteFingerprint`) covers as it does for every
/// reused page; the group names the rest (the page's folder, section and block). A stored sidebar is used
/// only when both match; otherwise it is rendered and the group's file replaced, so the folder holds one
/// file per group the site has had.
struct StoredSidebars: Sendable {
    static let format = "callsheet-sidebar 1"
    static let folder = "sidebars"

    /// The cache folder.
    let directory: String
    let siteFingerprint: String

    func read(_ group: Sidebar.Group) -> SidebarCache.Shared? {
        let name = Self.name(of: group)
        guard let fields = CacheFile.read(file(named: name)) else { return nil }
        var reader = FieldReader(fields: fields)
        // The articles, then one piece more than there are articles, then a mark per article.
        guard reader.next() == Self.format, reader.next() == siteFingerprint, reader.next() == name,
              let count = reader.count(each: 3), fields.count == reader.index + 3 * count + 1 else { return nil }
        var articles: [Int] = []
        for _ in 0..<count {
            guard let article = reader.int() else { return nil }
            articles.append(article)
        }
        let pieces = (0...count).compactMap { _ in reader.next() }
        return SidebarCache.Shared(pieces: pieces, marks: reader.rest(), articles: articles)
    }

    func write(_ shared: SidebarCache.Shared, for group: Sidebar.Group) {
        guard shared.pieces.count == shared.articles.count + 1, shared.marks.count == shared.articles.count else { return }
        let name = Self.name(of: group)
        let fields = [Self.format, siteFingerprint, name, String(shared.articles.count)]
            + shared.articles.map(String.init) + shared.pieces + shared.marks
        CacheFile.write(CacheRecord.encode(fields), to: file(named: name), cache: directory)
    }

    /// The group spelled out: stored in the file too, so two groups whose digests collide never share one.
    static func name(of group: Sidebar.Group) -> String {
        func number(_ value: Int?) -> String { value.map(String.init) ?? "-" }
        return [group.directory, number(group.section), number(group.articleBlock), number(group.sectionBlock),
                group.isArticle ? "article" : "page"].joined(separator: "\n")
    }

    private func file(named name: String) -> String {
        FilePath.join(directory, Self.folder + "/" + Fingerprint.of(name))
    }
}
