import ScenarioLanguage

/// The offline search index, in parts: `assets/search-index.js`, which the header's search box names,
/// lists the part files, and each part (`assets/search/NAME.js`) holds the pages of a run of articles.
/// Both are scripts that pages opened from `file://` can load with a `<script>` tag where `fetch` would be
/// refused; `search.js` loads every part on first use and merges them into one index.
///
/// ```js
/// window.CALLSHEET_SEARCH_INDEX = {"parts": ["search/0f3a….js", …]};          // search-index.js
/// (window.CALLSHEET_SEARCH_PARTS = window.CALLSHEET_SEARCH_PARTS || {})["0f3a…"] = {     // a part
///   "pages": [["navigation/push.html", "Pushing a controller"], …],        // url from the site root, title
///   "sections": [[0, "", "", "text…", "code…"], [0, "the-order", "The order", …], …],
///                                                     // page, anchor, heading, text, code (in the part)
///   "terms": {"viewdidload": [2, 67], "视图": [70], …}  // term → (section − previous section) × 64 + weight
/// };
/// ```
/// A part is named by a digest of what it holds, so an edited article makes one new part (and a new list)
/// and every other part stays the file it was: a build links it from the previous output
/// (`SiteFileCache`), and a browser that cached it keeps it.
///
/// A term's weight in a section ranks where it occurs: in the page title (the page's first section only)
/// 32, in the heading 16, in the text 4 to 8 with how often, in code 1 to 3. `search.js` scores a
/// section by the weights of the terms a query matches; snippets are cut from the section's text.
/// Terms are sorted and postings ascending, so the files are the same whatever order pages were built in.
enum SearchIndex {
    /// The index's entry file, which the header's search box names, and the folder of its parts.
    static let path = "assets/search-index.js", chunkFolder = "assets/search"
    static let titleWeight = 32, headingWeight = 16
    /// Characters of a section's text and code kept for snippets.
    static let textExcerpt = 500, codeExcerpt = 160
    /// Articles per part, at least: an edit makes its part again, which costs about as much as the
    /// edited page's own search entry times the part's size. Sites of over 512 articles get larger parts,
    /// so a browser never loads more than `maximumParts` files (63 of 16 articles at 1,000 articles).
    static let articlesPerPart = 8, maximumParts = 64

    /// The first `limit` characters, cut at a space when there is one in the last fifth.
    static func excerpt(_ text: String, limit: Int) -> String {
        guard text.count > limit else { return text }
        let cut = text.prefix(limit)
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit * 4 / 5 {
            return String(cut[..<space])
        }
        return String(cut)
    }

    /// The articles (by index, in outline order) of each part.
    static func parts(articleCount: Int) -> [Range<Int>] {
        let size = max(articlesPerPart, (articleCount + maximumParts - 1) / maximumParts)
        return stride(from: 0, to: articleCount, by: size).map { $0..<min($0 + size, articleCount) }
    }

    /// A part: its file name (below `chunkFolder`) and its script.
    static func part(_ entries: ArraySlice<SearchEntry>) -> (file: String, script: String) {
        let data = self.data(entries)
        let name = String(Fingerprint.of(data).prefix(16))
        let script = "(window.CALLSHEET_SEARCH_PARTS = window.CALLSHEET_SEARCH_PARTS || {})[\"\(name)\"] = "
            + data + ";\n"
        return (name + ".js", script)
    }

    /// The entry file: the parts in order, as URLs relative to the entry file's folder.
    static func entry(partFiles: [String]) -> String {
        let folder = String(chunkFolder.dropFirst("assets/".count))
        return "window.CALLSHEET_SEARCH_INDEX = {\"parts\": ["
            + partFiles.map { quote(folder + "/" + $0) }.joined(separator: ",\n") + "]};\n"
    }

    /// Pages, sections and terms of `entries`, with pages and sections numbered from 0.
    static func data(_ entries: ArraySlice<SearchEntry>) -> String {
        var postings: [String: [Int]] = [:]
        var sections: [String] = []
        for (page, entry) in entries.enumerated() {
            for section in entry.sections {
                let id = sections.count
                sections.append("[\(page)," + [section.anchor, section.heading, section.text, section.code].map(quote)
                    .joined(separator: ",") + "]")
                section.forEachWeight { term, weight in postings[String(term), default: []].append(id * 64 + weight) }
            }
        }
        var js = "{\n\"pages\": ["
        js += entries.map { "[" + quote($0.url) + "," + quote($0.title) + "]" }.joined(separator: ",\n")
        js += "],\n\"sections\": [" + sections.joined(separator: ",\n")
        js += "],\n\"terms\": {"
        js += postings.keys.sorted().map { term in
            // Each posting as the step from the previous section (× 64, plus the weight): small numbers.
            var previous = 0
            return quote(term) + ":[" + postings[term]!.map { posting in
                let section = posting / 64
                defer { previous = section }
                return String((section - previous) * 64 + posting % 64)
            }.joined(separator: ",") + "]"
        }.joined(separator: ",\n")
        js += "}\n}"
        return js
    }

    /// Each term of a section with its weight (below 64). Pages compute these as they are built
    /// (`SearchEntry.weigh`).
    static func weights(_ section: SearchSection, title: Set<String>) -> [String: Int] {
        let heading = SearchTokenizer.terms(in: section.heading)
        var text: [String: Int] = [:], code: [String: Int] = [:]
        SearchTokenizer.counts(in: section.text, into: &text)
        SearchTokenizer.counts(in: section.code, into: &code)
        var weights: [String: Int] = [:]
        for term in title.union(heading).union(text.keys).union(code.keys) {
            var weight = title.contains(term) ? titleWeight : 0
            if heading.contains(term) { weight += headingWeight }
            if let count = text[term] { weight += 4 + min(count - 1, 4) }
            if let count = code[term] { weight += 1 + min(count - 1, 2) }
            weights[term] = weight
        }
        return weights
    }

    /// A JSON string literal safe inside a `<script>` element (see `JSONText.quote`).
    static func quote(_ text: String) -> String {
        JSONText.quote(text, insideScript: true)
    }
}
