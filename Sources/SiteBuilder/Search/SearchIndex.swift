import ScenarioLanguage

/// The offline search index: a script (`assets/search-index.js`) that sets `window.CALLSHEET_SEARCH`, so that
/// pages opened from `file://` can load it with a `<script>` tag where `fetch` would be refused.
///
/// ```js
/// window.CALLSHEET_SEARCH = {
///   "pages": [["navigation/push.html", "Pushing a controller"], …],   // url from the site root, title
///   "headings": [[0, "the-order", "The order"], …],                   // page, anchor, text
///   "terms": {"viewdidload": [0, 3], "视图": [1], …}                   // term → pages, ascending
/// }
/// ```
/// Terms are sorted and page lists ascending, so the file is the same whatever order pages were built in.
enum SearchIndex {
    static func script(_ entries: [SearchEntry]) -> String {
        var postings: [String: [Int]] = [:]
        for (page, entry) in entries.enumerated() {
            for term in entry.terms { postings[term, default: []].append(page) }
        }
        var js = "window.CALLSHEET_SEARCH = {\n\"pages\": ["
        js += entries.map { "[" + quote($0.url) + "," + quote($0.title) + "]" }.joined(separator: ",\n")
        js += "],\n\"headings\": ["
        var headings: [String] = []
        for (page, entry) in entries.enumerated() {
            for heading in entry.headings {
                headings.append("[\(page)," + quote(heading.anchor) + "," + quote(heading.text) + "]")
            }
        }
        js += headings.joined(separator: ",\n")
        js += "],\n\"terms\": {"
        js += postings.keys.sorted().map { term in
            quote(term) + ":[" + postings[term]!.map(String.init).joined(separator: ",") + "]"
        }.joined(separator: ",\n")
        js += "}\n};\n"
        return js
    }

    /// A JSON string literal safe inside a `<script>` element (see `JSONText.quote`).
    static func quote(_ text: String) -> String {
        JSONText.quote(text, insideScript: true)
    }
}
