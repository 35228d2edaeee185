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

    /// A JSON string literal. `<`, `>` and `&` are escaped too, so no text can close the script element.
    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
