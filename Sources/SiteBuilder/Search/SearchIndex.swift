import Foundation
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

    /// Pages, sections and terms of `entries`, with pages and sections numbered from 0. Written as bytes:
    /// appending to a `String` piece by piece was most of the cost.
    static func data(_ entries: ArraySlice<SearchEntry>) -> String {
        var js: [UInt8] = []
        func append(_ text: StaticString) {
            text.withUTF8Buffer { js.append(contentsOf: $0) }
        }
        func appendQuoted(_ text: String) {
            js.append(contentsOf: quote(text).utf8)
        }
        append("{\n\"pages\": [")
        for (page, entry) in entries.enumerated() {
            if page > 0 { append(",\n") }
            append("[")
            appendQuoted(entry.url)
            append(",")
            appendQuoted(entry.title)
            append("]")
        }
        append("],\n\"sections\": [")
        var id = 0
        for (page, entry) in entries.enumerated() {
            for section in entry.sections {
                if id > 0 { append(",\n") }
                append("[")
                js.appendDecimal(page)
                for field in [section.anchor, section.heading, section.text, section.code] {
                    append(",")
                    appendQuoted(field)
                }
                append("]")
                id += 1
            }
        }
        append("],\n\"terms\": {")
        if !appendSortedPlainTerms(entries, to: &js) { appendTermsByTable(entries, to: &js) }
        append("}\n}")
        return String(decoding: js, as: UTF8.self)
    }

    /// The `terms` object's members: each term with its postings, each posting the step from the previous
    /// section (× 64, plus the weight), which keeps the numbers small. Terms in `String` order.
    static func appendTermsByTable(_ entries: ArraySlice<SearchEntry>, to js: inout [UInt8]) {
        // Keyed by `String`: hashing a `Substring` cost about three times as much as making the string.
        var postings: [String: [Int]] = [:]
        var id = 0
        for entry in entries {
            for section in entry.sections {
                let sectionID = id
                section.forEachWeight { term, weight in postings[String(term), default: []].append(sectionID * 64 + weight) }
                id += 1
            }
        }
        for (number, (term, list)) in postings.sorted(by: { $0.key < $1.key }).enumerated() {
            if number > 0 { js.append(contentsOf: ",\n".utf8) }
            js.append(contentsOf: quote(term).utf8)
            appendPostings(list, to: &js)
        }
    }

    private static func appendPostings(_ list: some Collection<Int>, to js: inout [UInt8]) {
        js.append(UInt8(ascii: ":"))
        js.append(UInt8(ascii: "["))
        var previous = 0, first = true
        for posting in list {
            let section = posting / 64
            if !first { js.append(UInt8(ascii: ",")) }
            first = false
            js.appendDecimal((section - previous) * 64 + posting % 64)
            previous = section
        }
        js.append(UInt8(ascii: "]"))
    }

    /// The same members when every term is plain (`SearchTermTable.isPlain`), without a `String` per
    /// line: each line's term is numbered in a `SearchTermTable`, the postings are grouped by term (a
    /// counting sort, which keeps them in section order) and the distinct terms sorted by their bytes.
    /// Plain terms are equal exactly when their bytes are, and `String` order is their bytes' order. Making a
    /// `String` per line and hashing it into a table was most of writing a part again after an edit. False,
    /// having written nothing, when a term is not plain.
    static func appendSortedPlainTerms(_ entries: ArraySlice<SearchEntry>, to js: inout [UInt8]) -> Bool {
        var table = SearchTermTable()
        var found: [(term: Int, posting: Int)] = []
        var sectionID = 0
        for entry in entries {
            for section in entry.sections {
                // Lines cut as `forEachWeight` cuts them; a weight that is not plain digits leaves the general way
                // to read it (`Int`'s).
                let plain = section.forEachWeightLine { term, digits -> Bool in
                    guard digits.count <= 18 else { return false }
                    var weight = 0
                    for digit in digits {
                        guard digit &- UInt8(ascii: "0") < 10 else { return false }
                        weight = weight * 10 + Int(digit - UInt8(ascii: "0"))
                    }
                    let id = table.id(of: term, lowercasing: false)
                    if id == table.count - 1, !SearchTermTable.isPlain(term) { return false }
                    found.append((id, sectionID * 64 + weight))
                    return true
                }
                guard plain else { return false }
                sectionID += 1
            }
        }
        // Postings grouped by term, in the order they were found: `first[id]` is where a term's run starts.
        var first = [Int](repeating: 0, count: table.count + 1)
        for entry in found { first[entry.term + 1] += 1 }
        for id in 0..<table.count { first[id + 1] += first[id] }
        var grouped = [Int](repeating: 0, count: found.count)
        var next = first
        for entry in found {
            grouped[next[entry.term]] = entry.posting
            next[entry.term] += 1
        }
        for (number, id) in table.idsInByteOrder().enumerated() {
            if number > 0 {
                js.append(UInt8(ascii: ","))
                js.append(UInt8(ascii: "\n"))
            }
            table.withTerm(id) { bytes in
                if bytes.allSatisfy({ $0 >= 0x80 || SearchTokenizer.isASCIILetterOrDigit($0) }) {
                    js.append(UInt8(ascii: "\""))
                    js.append(contentsOf: bytes)
                    js.append(UInt8(ascii: "\""))
                } else {
                    js.append(contentsOf: quote(String(decoding: bytes, as: UTF8.self)).utf8)
                }
            }
            appendPostings(grouped[first[id]..<first[id + 1]], to: &js)
        }
        return true
    }


    /// A JSON string literal safe inside a `<script>` element (see `JSONText.quote`).
    static func quote(_ text: String) -> String {
        JSONText.quote(text, insideScript: true)
    }
}
