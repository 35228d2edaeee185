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
                appendDecimal(page, to: &js)
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

    private static func appendPostings(_ list: [Int], to js: inout [UInt8]) {
        js.append(contentsOf: ":[".utf8)
        var previous = 0
        for (position, posting) in list.enumerated() {
            let section = posting / 64
            if position > 0 { js.append(UInt8(ascii: ",")) }
            appendDecimal((section - previous) * 64 + posting % 64, to: &js)
            previous = section
        }
        js.append(UInt8(ascii: "]"))
    }

    /// The same members when every term is plain (see `sortedPlainWeights`), without a table: every
    /// section's weight lines are copied into one buffer, each line becomes the term's first eight bytes as
    /// a number, its place in the buffer and its posting, and these are sorted and each run of one term
    /// written. Plain terms are equal exactly when their bytes are, and `String` order is their bytes'
    /// order. Making a `String` per line and hashing it into a table was most of writing a part again after
    /// an edit. False, having written nothing, when a term is not plain.
    static func appendSortedPlainTerms(_ entries: ArraySlice<SearchEntry>, to js: inout [UInt8]) -> Bool {
        var lines: [UInt8] = []
        var found: [(prefix: UInt64, start: Int32, length: Int32, posting: Int)] = []
        var id = 0
        for entry in entries {
            for section in entry.sections {
                let start = lines.count
                lines.append(contentsOf: section.weights.utf8)
                var lineStart = start
                while lineStart < lines.count {
                    var end = lineStart, space = -1
                    while end < lines.count, lines[end] != UInt8(ascii: "\n") {
                        if lines[end] == UInt8(ascii: " ") { space = end }
                        end += 1
                    }
                    defer { lineStart = end + 1 }
                    // A line without its weight is skipped, as `forEachWeight` skips it.
                    guard space >= 0, space + 1 < end,
                          lines[(space + 1)..<end].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                          end - space - 1 <= 18 else {
                        if space >= 0, space + 1 < end { return false }
                        continue
                    }
                    var weight = 0
                    for digit in lines[(space + 1)..<end] { weight = weight * 10 + Int(digit - UInt8(ascii: "0")) }
                    guard let prefix = plainPrefix(lines[lineStart..<space]) else { return false }
                    found.append((prefix, Int32(lineStart), Int32(space - lineStart), id * 64 + weight))
                }
                id += 1
            }
        }
        guard lines.count < Int(Int32.max) else { return false }
        lines.withUnsafeBufferPointer { bytes in
            func term(_ entry: (prefix: UInt64, start: Int32, length: Int32, posting: Int)) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: bytes[Int(entry.start)..<Int(entry.start + entry.length)])
            }
            // Terms hold no zero byte: equal prefixes of terms of at most eight bytes are equal terms.
            func sameTerm(_ left: (prefix: UInt64, start: Int32, length: Int32, posting: Int),
                          _ right: (prefix: UInt64, start: Int32, length: Int32, posting: Int)) -> Bool {
                left.prefix == right.prefix && left.length == right.length
                    && (left.length <= 8 || term(left).elementsEqual(term(right)))
            }
            found.sort { left, right in
                if left.prefix != right.prefix { return left.prefix < right.prefix }
                if left.length > 8 || right.length > 8, !sameTerm(left, right) {
                    return term(left).lexicographicallyPrecedes(term(right))
                }
                if left.length != right.length { return left.length < right.length }
                return left.posting < right.posting
            }
            var index = 0, number = 0
            var list: [Int] = []
            while index < found.count {
                let first = found[index]
                list.removeAll(keepingCapacity: true)
                repeat {
                    list.append(found[index].posting)
                    index += 1
                } while index < found.count && sameTerm(first, found[index])
                if number > 0 { js.append(contentsOf: ",\n".utf8) }
                number += 1
                let bytes = term(first)
                if bytes.allSatisfy({ $0 >= 0x80 || isLetterOrDigit($0) }) {
                    js.append(UInt8(ascii: "\""))
                    js.append(contentsOf: bytes)
                    js.append(UInt8(ascii: "\""))
                } else {
                    js.append(contentsOf: quote(String(decoding: bytes, as: UTF8.self)).utf8)
                }
                appendPostings(list, to: &js)
            }
        }
        return true
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// A plain term's first eight bytes as a number (the first the most significant), nil when the term is
    /// not plain: ASCII without a zero byte, CJK unified ideographs (with extension A), Hangul syllables.
    private static func plainPrefix(_ term: ArraySlice<UInt8>) -> UInt64? {
        var prefix: UInt64 = 0, shift: UInt64 = 56, length = 0
        var index = term.startIndex
        func take(_ byte: UInt8) {
            if length < 8 {
                prefix |= UInt64(byte) << shift
                shift &-= 8
            }
            length += 1
        }
        while index < term.endIndex {
            let byte = term[index]
            if byte < 0x80 {
                guard byte != 0 else { return nil }
                take(byte)
                index += 1
                continue
            }
            guard byte & 0xF0 == 0xE0, index + 2 < term.endIndex else { return nil }
            let second = term[index + 1], third = term[index + 2]
            guard second & 0xC0 == 0x80, third & 0xC0 == 0x80 else { return nil }
            let value = UInt32(byte & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
            guard (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
                    || (0xAC00...0xD7A3).contains(value) else { return nil }
            take(byte)
            take(second)
            take(third)
            index += 3
        }
        return length == 0 ? nil : prefix
    }

    /// What a section holds of one term: where it occurs and how often.
    private struct Occurrence {
        var inTitle = false, inHeading = false
        var textCount = 0, codeCount = 0

        /// Below 64.
        var weight: Int {
            var weight = inTitle ? titleWeight : 0
            if inHeading { weight += headingWeight }
            if textCount > 0 { weight += 4 + min(textCount - 1, 4) }
            if codeCount > 0 { weight += 1 + min(codeCount - 1, 2) }
            return weight
        }
    }

    /// Every term of the section in one table, each term looked up once per occurrence.
    private static func occurrences(_ section: SearchSection, title: Set<String>) -> [String: Occurrence] {
        var terms: [String: Occurrence] = [:]
        for term in title { terms[term, default: Occurrence()].inTitle = true }
        SearchTokenizer.forEachTerm(in: section.heading) { terms[$0, default: Occurrence()].inHeading = true }
        SearchTokenizer.forEachTerm(in: section.text) { terms[$0, default: Occurrence()].textCount += 1 }
        SearchTokenizer.forEachTerm(in: section.code) { terms[$0, default: Occurrence()].codeCount += 1 }
        return terms
    }

    /// Each term of a section with its weight (below 64): in the title 32, in the heading 16, in the text
    /// 4 to 8 with how often, in code 1 to 3.
    static func weights(_ section: SearchSection, title: Set<String>) -> [String: Int] {
        occurrences(section, title: title).mapValues(\.weight)
    }

    /// `weights` as the page keeps them (`SearchSection.weights`): `term weight` lines sorted by the terms'
    /// UTF-8 bytes. Pages compute these as they are built (`SearchEntry.weigh`).
    static func encodedWeights(_ section: SearchSection, title: Set<String>) -> String {
        let terms = sortedPlainWeights(section, title: title) ?? sortedWeights(section, title: title)
        var lines: [UInt8] = []
        lines.reserveCapacity(terms.count * 12)
        for (index, entry) in terms.enumerated() {
            if index > 0 { lines.append(UInt8(ascii: "\n")) }
            lines.append(contentsOf: entry.term.utf8)
            lines.append(UInt8(ascii: " "))
            appendDecimal(entry.weight, to: &lines)
        }
        return String(decoding: lines, as: UTF8.self)
    }

    /// The table's terms sorted by the first eight bytes as a number, whole terms compared only where those tie.
    private static func sortedWeights(_ section: SearchSection, title: Set<String>) -> [(term: String, weight: Int)] {
        occurrences(section, title: title).map { (prefix: bytePrefix($0.key), term: $0.key, weight: $0.value.weight) }
            .sorted { $0.prefix != $1.prefix ? $0.prefix < $1.prefix : utf8Precedes($0.term, $1.term) }
            .map { ($0.term, $0.weight) }
    }

    /// Where an occurrence of a term was found.
    private enum Field { case title, heading, text, code }

    /// The same for a section whose terms are all plain (most of them), without hashing each occurrence:
    /// the occurrences are sorted by their bytes and each run of one term counted. Plain terms are made of
    /// ASCII, CJK unified ideographs (with extension A) and Hangul syllables: such strings are in normal
    /// form and none can be composed further, so two are equal exactly when their bytes are and the runs
    /// are the table's entries. Nil when a term is not plain (it may equal another with other bytes, as a
    /// compatibility ideograph equals its unified form).
    private static func sortedPlainWeights(_ section: SearchSection, title: Set<String>) -> [(term: String, weight: Int)]? {
        var found: [(prefix: UInt64, length: Int, term: String, field: Field)] = []
        var isPlain = true
        func add(_ term: String, _ field: Field) {
            guard isPlain else { return }
            var prefix: UInt64 = 0, shift: UInt64 = 56, length = 0
            var utf8 = term.utf8.makeIterator()
            func take(_ byte: UInt8) {
                if length < 8 {
                    prefix |= UInt64(byte) << shift
                    shift &-= 8
                }
                length += 1
            }
            while let byte = utf8.next() {
                if byte < 0x80 {
                    take(byte)
                    continue
                }
                // Every plain scalar outside ASCII takes three bytes.
                guard byte & 0xF0 == 0xE0, let second = utf8.next(), let third = utf8.next() else {
                    isPlain = false
                    return
                }
                let value = UInt32(byte & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
                guard (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
                        || (0xAC00...0xD7A3).contains(value) else {
                    isPlain = false
                    return
                }
                take(byte)
                take(second)
                take(third)
            }
            found.append((prefix, length, term, field))
        }
        for term in title { add(term, .title) }
        SearchTokenizer.forEachTerm(in: section.heading) { add($0, .heading) }
        SearchTokenizer.forEachTerm(in: section.text) { add($0, .text) }
        SearchTokenizer.forEachTerm(in: section.code) { add($0, .code) }
        guard isPlain else { return nil }
        // Terms hold no zero byte: equal prefixes of terms of at most eight bytes are equal terms.
        found.sort { left, right in
            if left.prefix != right.prefix { return left.prefix < right.prefix }
            if left.length <= 8, right.length <= 8 { return false }
            return utf8Precedes(left.term, right.term)
        }
        var result: [(term: String, weight: Int)] = []
        var index = 0
        while index < found.count {
            let first = found[index]
            var occurrence = Occurrence()
            repeat {
                switch found[index].field {
                case .title: occurrence.inTitle = true
                case .heading: occurrence.inHeading = true
                case .text: occurrence.textCount += 1
                case .code: occurrence.codeCount += 1
                }
                index += 1
            } while index < found.count && found[index].prefix == first.prefix
                && (first.length <= 8 && found[index].length <= 8 || found[index].term == first.term)
            result.append((first.term, occurrence.weight))
        }
        return result
    }

    /// `String(value)`'s digits, without making the string.
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            bytes.append(contentsOf: String(-value).utf8)
            return
        }
        if value < 10 { bytes.append(UInt8(ascii: "0") + UInt8(value)); return }
        var divisor = 10
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// The first eight UTF-8 bytes, the first the most significant, zeros after a shorter string's end: for
    /// terms (which hold no zero byte) a different prefix orders two terms as their bytes do.
    static func bytePrefix(_ term: String) -> UInt64 {
        var prefix: UInt64 = 0, shift: UInt64 = 56
        for byte in term.utf8.prefix(8) {
            prefix |= UInt64(byte) << shift
            shift &-= 8
        }
        return prefix
    }

    /// Byte order (`String.utf8Precedes`).
    static func utf8Precedes(_ left: String, _ right: String) -> Bool {
        left.utf8Precedes(right)
    }

    /// A JSON string literal safe inside a `<script>` element (see `JSONText.quote`).
    static func quote(_ text: String) -> String {
        JSONText.quote(text, insideScript: true)
    }
}
