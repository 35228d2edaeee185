import ScenarioLanguage

/// The offline search index: a script (`assets/search-index.js`) that sets `window.CALLSHEET_SEARCH`, so that
/// pages opened from `file://` can load it with a `<script>` tag where `fetch` would be refused.
///
/// ```js
/// window.CALLSHEET_SEARCH = {
///   "pages": [["navigation/push.html", "Pushing a controller"], …],        // url from the site root, title
///   "sections": [[0, "", "", "text…", "code…"], [0, "the-order", "The order", …], …],
///                                                     // page, anchor, heading, text, code
///   "terms": {"viewdidload": [2, 67], "视图": [70], …}  // term → (section − previous section) × 64 + weight
/// }
/// ```
/// A term's weight in a section ranks where it occurs: in the page title (the page's first section only)
/// 32, in the heading 16, in the text 4 to 8 with how often, in code 1 to 3. `search.js` scores a
/// section by the weights of the terms a query matches; snippets are cut from the section's text.
/// Terms are sorted and postings ascending, so the file is the same whatever order pages were built in.
enum SearchIndex {
    static let titleWeight = 32, headingWeight = 16
    /// Characters of a section's text and code kept for snippets.
    static let textExcerpt = 500, codeExcerpt = 160

    /// The first `limit` characters, cut at a space when there is one in the last fifth.
    static func excerpt(_ text: String, limit: Int) -> String {
        guard text.count > limit else { return text }
        let cut = text.prefix(limit)
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit * 4 / 5 {
            return String(cut[..<space])
        }
        return String(cut)
    }

    static func script(_ entries: [SearchEntry]) -> String {
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
        var js = "window.CALLSHEET_SEARCH = {\n\"pages\": ["
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
        js += "}\n};\n"
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
