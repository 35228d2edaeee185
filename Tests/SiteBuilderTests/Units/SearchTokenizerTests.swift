import Foundation
import Testing
@testable import SiteBuilder

@Suite struct SearchTokenizerTests {
    struct Vectors: Decodable {
        struct Case: Decodable { let text: String; let terms: [String] }
        let cases: [Case]
    }

    /// The vectors `search.js` is tested against too (scripts/test-search-js.sh).
    static let vectorsFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SearchVectors/tokenizer.json")

    @Test func sharedVectors() throws {
        let vectors = try JSONDecoder().decode(Vectors.self, from: Data(contentsOf: Self.vectorsFile))
        #expect(vectors.cases.count >= 10)
        for vector in vectors.cases {
            #expect(SearchTokenizer.terms(in: vector.text).sorted() == Set(vector.terms).sorted(), "\(vector.text)")
        }
    }

    @Test func countsRepeatTerms() {
        var counts: [String: Int] = [:]
        SearchTokenizer.counts(in: "layout Layout 布局布局", into: &counts)
        #expect(counts == ["layout": 2, "布局": 2, "局布": 1])
    }

    @Test func weightsRankTitleOverHeadingOverTextOverCode() {
        let section = SearchSection(anchor: "a", heading: "Layout loop", text: "layout layout once", code: "once() code")
        let weights = SearchIndex.weights(section, title: ["layout"])
        #expect(weights["layout"] == 32 + 16 + 5)
        #expect(weights["loop"] == 16)
        #expect(weights["once"] == 4 + 1)
        #expect(weights["code"] == 1)
        #expect(weights.values.allSatisfy { $0 < 64 })
    }

    /// The weight lines are the weights, sorted by the terms' UTF-8 bytes, whatever the scripts.
    @Test func encodedWeightsAreTheWeightsInByteOrder() {
        let section = SearchSection(anchor: "a", heading: "Ärger Zebra 视图", text: "zebra apple Éclair éclair 布局 x9 ÿ viewdidload viewdidlo viewdidloadx viewdidappear viewdidl",
                                    code: "viewDidLoad() apple Apple")
        let weights = SearchIndex.weights(section, title: ["apple", "ärger"])
        let lines = weights.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            .map { "\($0.key) \($0.value)" }.joined(separator: "\n")
        #expect(SearchIndex.encodedWeights(section, title: ["apple", "ärger"]) == lines)
        #expect(weights["éclair"] == 5 && weights["apple"] == 32 + 4 + 2 && weights["ärger"] == 48)
    }

    /// A section of ASCII terms only is counted by sorting its occurrences: the same lines as the table gives,
    /// long terms sharing their first eight bytes included.
    @Test func asciiSectionsGiveTheTableWeights() {
        let section = SearchSection(anchor: "a", heading: "View lifecycle viewDidLoad",
                                    text: "viewdidload viewDidLoadX viewdidlo viewdidload viewdidappear viewdidl once Once x9 x9 x9 x9 x9 x9",
                                    code: "viewDidLoad() super.viewDidLoad() once lifecycle lifecyclehooks")
        let weights = SearchIndex.weights(section, title: ["lifecycle", "view"])
        let lines = weights.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            .map { "\($0.key) \($0.value)" }.joined(separator: "\n")
        #expect(SearchIndex.encodedWeights(section, title: ["lifecycle", "view"]) == lines)
        #expect(weights["viewdidload"] == 16 + (4 + 1) + (1 + 1) && weights["x9"] == 8)
        #expect(SearchIndex.encodedWeights(SearchSection(), title: []) == "")
    }

    /// Sections of ASCII and CJK terms take the sorted path, others the table; both give the table's lines,
    /// and a compatibility ideograph still counts as its unified form (they are equal strings).
    @Test func cjkSectionsGiveTheTableWeights() {
        let sections = [
            SearchSection(heading: "视图控制器", text: "视图控制器的生命周期 viewDidLoad 视图 한국어 한국", code: "view 视图"),
            SearchSection(heading: "\u{F900}\u{8C48}", text: "\u{8C48}\u{F900} 豈 \u{F900}", code: "é e\u{301}"),
            SearchSection(text: "日本語のテキスト かな"),
        ]
        for section in sections {
            let weights = SearchIndex.weights(section, title: ["视图"])
            let lines = weights.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                .map { "\($0.key) \($0.value)" }.joined(separator: "\n")
            #expect(SearchIndex.encodedWeights(section, title: ["视图"]) == lines, "\(section.text)")
        }
    }

    @Test func decimalsAreWrittenAsStringDoes() {
        for value in [0, 7, 9, 10, 63, 64, 99, 100, 101, 1_000, 9_999, 10_000, 12_345, 999_999, -5, -1_000, Int.max, Int.min] {
            var bytes: [UInt8] = [UInt8(ascii: "x")]
            bytes.appendDecimal(value)
            #expect(String(decoding: bytes, as: UTF8.self) == "x" + String(value))
        }
        for value: UInt64 in [0, 9_999, 10_000, UInt64(Int.max) + 1, .max] {
            var bytes: [UInt8] = []
            bytes.appendDecimal(value)
            #expect(String(decoding: bytes, as: UTF8.self) == String(value))
        }
    }

    /// Terms are stretches of the text: mixed case, letters outside ASCII and CJK runs next to words.
    @Test func termsAreLowercasedStretches() {
        var terms: [String] = []
        SearchTokenizer.forEachTerm(in: "ViewDidLoad ÄRGER x 视图控制器abc 图 Ωmega2 a1") { terms.append($0) }
        #expect(terms == ["viewdidload", "ärger", "视图", "图控", "控制", "制器", "abc", "图", "ωmega2", "a1"])
    }

    @Test func postingsStepFromSectionToSection() {
        var entry = SearchEntry(title: "T", url: "t.html", sections: [
            SearchSection(text: "layout"), SearchSection(anchor: "a", text: "other"), SearchSection(anchor: "b", code: "layout"),
        ])
        entry.weigh()
        #expect(entry.sections[0].weights == "layout 4")
        var read: [String] = []
        entry.sections[2].forEachWeight { read.append("\($0)=\($1)") }
        #expect(read == ["layout=1"])
        #expect(SearchIndex.data([entry]).contains("\"layout\":[4,129]"), "section 0 weight 4, then 2 sections on, weight 1")
    }

    /// A part's terms written from sorted occurrences are the table's, byte for byte; a part holding a term
    /// that is not plain (or a damaged weight) is left to the table.
    @Test func sortedTermsAreTheTablesTerms() {
        func entry(_ title: String, _ texts: [String], code: String = "") -> SearchEntry {
            var entry = SearchEntry(title: title, url: title + ".html",
                                    sections: texts.enumerated().map { SearchSection(anchor: "s\($0.offset)", text: $0.element, code: code) })
            entry.weigh()
            return entry
        }
        func takesSortedPath(_ entries: [SearchEntry]) -> Bool {
            var bytes: [UInt8] = []
            let done = SearchIndex.appendSortedPlainTerms(entries[...], to: &bytes)
            #expect(done || bytes.isEmpty, "nothing written when declined")
            return done
        }
        let plain = [
            entry("Layout passes", ["viewWillLayoutSubviews then layoutSubviews, layoutsubviewsx and layout 2 x", "视图控制器的生命周期 레이아웃 뷰"],
                  code: "override func viewDidLoad() { super.viewDidLoad(); a_b = 1 }"),
            entry("Layout", ["abcdefgh abcdefghi abcdefghij abcdefgg ab a0 0a 00", "layout layout layout viewdidload"]),
            entry("Empty", [""]),
        ]
        for entries in [plain, [plain[1]], []] {
            var sorted: [UInt8] = [], table: [UInt8] = []
            #expect(SearchIndex.appendSortedPlainTerms(entries[...], to: &sorted))
            SearchIndex.appendTermsByTable(entries[...], to: &table)
            #expect(String(decoding: sorted, as: UTF8.self) == String(decoding: table, as: UTF8.self))
        }
        #expect(!takesSortedPath([entry("Café", ["ärger über"])]), "not plain")
        var damaged = plain[1]
        damaged.sections[0].weights += "\nterm +5"
        #expect(!takesSortedPath([damaged]), "a weight that is not digits")
        damaged.sections[0].weights = "ok 4\n\nnoweight \nbroken"
        #expect(takesSortedPath([damaged]), "lines without a weight are skipped, as forEachWeight skips them")
        var written: [UInt8] = [], table: [UInt8] = []
        _ = SearchIndex.appendSortedPlainTerms([damaged][...], to: &written)
        SearchIndex.appendTermsByTable([damaged][...], to: &table)
        #expect(written == table)
        damaged.sections[0].weights += "\nterm x"
        var prefixed: [UInt8] = [1, 2, 3]
        #expect(!SearchIndex.appendSortedPlainTerms([damaged][...], to: &prefixed))
        #expect(prefixed == [1, 2, 3], "what was there before is kept when declined")
    }

    /// Terms that share their first eight bytes, or begin one another, spread over many sections of
    /// several pages: written in the order of their bytes, each term's postings in section order.
    @Test func termsSharingTheirStartAreTheTablesTerms() {
        let words = ["abcdefgh", "abcdefghi", "abcdefghij", "abcdefgi", "abcdefghz", "abcdefghia", "ab", "abc",
                     "layoutsubviews", "layoutsubviewsx", "layout", "视图", "视图控制器", "레이아웃", "a0", "0a", "zz"]
        var entries: [SearchEntry] = []
        for page in 0..<5 {
            var entry = SearchEntry(title: "Page \(page)", url: "p\(page).html")
            for section in 0..<(3 + page) {
                // A different mix of the words in each section.
                let text = words.indices.filter { ($0 * 7 + section * 3 + page) % 4 != 0 }
                    .map { words[($0 + section) % words.count] }.joined(separator: " ")
                entry.sections.append(SearchSection(anchor: "s\(section)", heading: section % 2 == 0 ? "Layout" : "",
                                                    text: text, code: page % 2 == 0 ? words[section] : ""))
            }
            entry.weigh()
            entries.append(entry)
        }
        for slice in [entries[...], entries[1...3], entries[4...]] {
            var sorted: [UInt8] = [], table: [UInt8] = []
            #expect(SearchIndex.appendSortedPlainTerms(slice, to: &sorted))
            SearchIndex.appendTermsByTable(slice, to: &table)
            #expect(String(decoding: sorted, as: UTF8.self) == String(decoding: table, as: UTF8.self))
            #expect(String(decoding: sorted, as: UTF8.self).contains("\"abcdefgh\":["))
        }
    }

    /// Weights are read back line by line on bytes: terms in any script, and lines a damaged cache entry
    /// could hold (no weight, no space, empty) skipped as before.
    @Test func weightsReadBackWhateverTheTerms() {
        var section = SearchSection()
        section.weights = "viewdidload 36\n视图 4\n\nbroken\nnoweight \nnan x\nlast 7"
        var read: [String] = []
        section.forEachWeight { read.append("\($0)=\($1)") }
        #expect(read == ["viewdidload=36", "视图=4", "last=7"])
        section.weights = ""
        section.forEachWeight { _, _ in Issue.record("no lines") }
    }

    @Test func fileDigestsTellEveryByteApart() {
        let text = Array("---\ntitle: A page\n---\n\nSome text of the page.\n".utf8)
        var digests: Set<String> = [Fingerprint.ofFile(text), Fingerprint.ofFile([]), Fingerprint.ofFile(text + [0]),
                                    Fingerprint.ofFile(text + [0, 0])]
        for index in text.indices {
            var changed = text
            changed[index] ^= 0x80
            digests.insert(Fingerprint.ofFile(changed))
        }
        #expect(digests.count == text.count + 4)
        #expect(Fingerprint.ofFile(text) == Fingerprint.ofFile(Array(text)), "deterministic")
        #expect(Fingerprint.ofFile(text).count == 32)
    }

    @Test func partsHoldRunsOfArticlesAndAreAtMostSixtyFour() {
        #expect(SearchIndex.parts(articleCount: 0) == [])
        #expect(SearchIndex.parts(articleCount: 5) == [0..<5])
        #expect(SearchIndex.parts(articleCount: 22) == [0..<8, 8..<16, 16..<22])
        #expect(SearchIndex.parts(articleCount: 1_000).count == 63)
        #expect(SearchIndex.parts(articleCount: 1_000).first == 0..<16)
        let large = SearchIndex.parts(articleCount: 10_000)
        #expect(large.count == 64 && large.first == 0..<157 && large.last?.upperBound == 10_000)
    }

    @Test func excerptsCutAtASpace() {
        #expect(SearchIndex.excerpt("short", limit: 10) == "short")
        #expect(SearchIndex.excerpt("abcdefghi jklmnop", limit: 10) == "abcdefghi")
        #expect(SearchIndex.excerpt("ab cdefghijklmnop", limit: 10) == "ab cdefghi", "no space near the end: a hard cut")
        #expect(SearchIndex.excerpt("视图控制器的生命周期", limit: 4) == "视图控制")
    }

    @Test func theIndexIsDeterministicAndScriptSafe() {
        var first = SearchEntry(title: "A </script>", url: "a.html", sections: [SearchSection(text: "b a")])
        var second = SearchEntry(title: "B", url: "b.html",
                                 sections: [SearchSection(), SearchSection(anchor: "h", heading: "H\n", code: "aa")])
        first.weigh()
        second.weigh()
        let part = SearchIndex.part([first, second])
        let data = """
            {
            "pages": [["a.html","A \\u003c/script\\u003e"],
            ["b.html","B"]],
            "sections": [[0,"","","b a",""],
            [1,"","","",""],
            [1,"h","H\\n","","aa"]],
            "terms": {"aa":[129],
            "script":[32]}
            }
            """
        let name = String(Fingerprint.of(data).prefix(16))
        #expect(part.file == name + ".js", "named by what it holds")
        #expect(part.script == "(window.CALLSHEET_SEARCH_PARTS = window.CALLSHEET_SEARCH_PARTS || {})[\"\(name)\"] = " + data + ";\n")
        #expect(SearchIndex.entry(partFiles: ["a.js", "b.js"]) == """
            window.CALLSHEET_SEARCH_INDEX = {"parts": ["search/a.js",
            "search/b.js"]};

            """)
    }
}

extension SearchEntry {
    /// Fills in each section's term weights from its joined text, as `PageBuilder.searchEntry` does from the
    /// page's pieces while it builds the page.
    mutating func weigh() {
        let title = SearchTokenizer.terms(in: self.title)
        for index in sections.indices {
            sections[index].weights = SearchIndex.encodedWeights(sections[index], title: index == 0 ? title : [])
        }
    }
}

/// The weights of a section read whole (its text and code each one piece), for tests: the build weighs a
/// page's sections from their pieces as it builds the page (`PageBuilder.searchEntry`).
extension SearchIndex {
    /// Each term of a section with its weight (below 64): in the title 32, in the heading 16, in the text
    /// 4 to 8 with how often, in code 1 to 3.
    static func weights(_ section: SearchSection, title: Set<String>) -> [String: Int] {
        SectionWeigher.generalOccurrences(input(section, title: title)).mapValues(\.weight)
    }

    /// `weights` as the page keeps them (`SearchSection.weights`): `term weight` lines sorted by the terms'
    /// UTF-8 bytes (`SectionWeigher`).
    static func encodedWeights(_ section: SearchSection, title: Set<String>) -> String {
        var weigher = SectionWeigher()
        return weigher.encodedWeights(input(section, title: title))
    }

    /// The same lines counted by `String` only, as every section was before the byte-wise count.
    static func generalEncodedWeights(_ section: SearchSection, title: Set<String>) -> String {
        SectionWeigher.encode(SectionWeigher.generalWeights(input(section, title: title)))
    }

    static func input(_ section: SearchSection, title: Set<String>) -> SectionWeigher.Input {
        SectionWeigher.Input(title: title, heading: section.heading, text: [section.text], code: [.text(section.code)])
    }
}
