import Testing
@testable import SiteBuilder

/// The byte-wise count of a section's terms (`SectionWeigher`), the scalar-wise excerpt and the byte-keyed
/// term table against the general paths they stand in for: whatever the text, the same bytes.
@Suite struct SearchFastPathTests {
    /// Texts in the scripts and shapes search meets: code identifiers split by case, non-ASCII letters,
    /// CJK, Hangul, kana, combining marks, compatibility ideographs, letters whose lowercase is ASCII.
    static let samples = [
        "override func viewDidLoad() { super.viewDidLoad(); navigationController?.pushViewController(detail, animated: true) }",
        "viewdidload viewDidLoadX viewdidlo VIEWDIDLOAD viewdidappear viewdidl x9 X9 a_b 1024 v2Beta",
        "abcdefgh abcdefghi ABCDEFGHIJ abcdefgg ab a0 0a 00 abcdefghabcdefgh abcdefghabcdefgi",
        "视图控制器的生命周期，会先调用 viewDidLoad。然后视图出现 视图",
        "한국어 문서 한국 레이아웃 뷰컨트롤러",
        "日本語のテキスト かな カタカナ",
        "Café naïve ÄRGER Ärger über Éclair éclair",
        "e\u{301}clair \u{E9}clair cafe\u{301} Cafe\u{301}",
        "\u{F900}\u{8C48} 豈 \u{F900}",
        "か\u{3099} が \u{304B}\u{3099}き",
        "\u{212A}elvin kelvin \u{0130}stanbul",
        "Ωmega2 ωmega2 ΣΊΣΥΦΟΣ σίσυφος",
        "\u{1100}\u{1161}\u{11A8} 각 \u{AC00}\u{11A8}",
        "",
        "a b c 视",
    ]

    /// A section weighed from its pieces gives the general count's lines, whichever path it takes.
    @Test func byteCountGivesTheGeneralLines() {
        for (index, text) in Self.samples.enumerated() {
            let code = Self.samples[(index + 3) % Self.samples.count]
            let heading = Self.samples[(index + 5) % Self.samples.count]
            for title in [Set<String>(), SearchTokenizer.terms(in: "View controller 视图 Ärger"), ["", "ok"]] {
                let section = SearchSection(anchor: "a", heading: heading, text: text, code: code)
                let general = SearchIndex.generalEncodedWeights(section, title: title)
                #expect(SearchIndex.encodedWeights(section, title: title) == general, "\(text) | \(code)")
                // Pieces weigh as the text they are joined into.
                let pieces = SectionWeigher.Input(title: title, heading: heading,
                                                  text: text.split(separator: " ", omittingEmptySubsequences: false).map(String.init),
                                                  code: [.text(code), .text(""), .words(text.split(separator: " ").map(String.init)),
                                                         .words([]), .words([""])])
                var weigher = SectionWeigher()
                let joined = SearchSection(anchor: "a", heading: heading, text: pieces.text.joined(separator: " "),
                                           code: pieces.code.filter { !$0.isEmpty }.map(\.joined).joined(separator: "\n"))
                #expect(weigher.encodedWeights(pieces) == SearchIndex.generalEncodedWeights(joined, title: title))
            }
        }
    }

    /// One weigher kept from section to section forgets the previous section's terms.
    @Test func aWeigherStartsEachSectionEmpty() {
        var weigher = SectionWeigher()
        var many = SectionWeigher.Input()
        many.text = [(0..<500).map { "term\($0)" }.joined(separator: " ")]
        let first = weigher.encodedWeights(many)
        #expect(first.split(separator: "\n").count == 500)
        #expect(weigher.encodedWeights(SectionWeigher.Input(heading: "Term1 other")) == "other 16\nterm1 16")
        #expect(weigher.encodedWeights(many) == first)
        #expect(weigher.encodedWeights(SectionWeigher.Input()) == "")
    }

    /// Terms are numbered once whatever their case, and listed in byte order, long terms sharing their
    /// first eight bytes included.
    @Test func theTermTableNumbersTermsOnceInByteOrder() {
        var table = SearchTermTable()
        let words = ["viewDidLoad", "viewdidload", "VIEWDIDLOAD", "viewdidlo", "viewdidl", "viewdid", "a", "ab", "abcdefgh",
                     "abcdefghi", "abcdefgg", "b", "视图", "视", "한국"]
        var ids: [Int] = []
        for word in words {
            var word = word
            let ascii = word.utf8.allSatisfy(SearchTokenizer.isASCIILetterOrDigit)
            ids.append(word.withUTF8 { table.id(of: $0, lowercasing: ascii) })
        }
        #expect(ids[0] == ids[1] && ids[1] == ids[2])
        #expect(table.count == words.count - 2)
        let listed = table.idsInByteOrder().map { id in table.withTerm(id) { String(decoding: $0, as: UTF8.self) } }
        let expected = Set(words.map { $0.utf8.allSatisfy(SearchTokenizer.isASCIILetterOrDigit) ? $0.lowercased() : $0 })
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        #expect(listed == expected)
        // Many terms: the slots grow and every term is still found.
        for number in 0..<5_000 {
            var term = "t\(number)"
            _ = term.withUTF8 { table.id(of: $0, lowercasing: true) }
        }
        var again = "T4999"
        #expect(again.withUTF8 { table.id(of: $0, lowercasing: true) } == words.count - 2 + 4_999)
        table.removeAll()
        #expect(table.count == 0 && table.idsInByteOrder().isEmpty)
    }

    /// The excerpt read on scalars is the one counted in characters: combining marks, emoji sequences,
    /// flags, Hangul jamo, CR LF and CJK at and around the cut.
    @Test func scalarExcerptsAreCharacterExcerpts() {
        let pieces = ["word ", "longerword ", "e\u{301} ", "视图控制器", "。", "，", "한국어 ", "\r\n", "\r", "\n", "\t", "—",
                      "“quoted”", "…", "👍🏽", "👨‍👩‍👧", "🇫🇷", "\u{1100}\u{1161}", "\u{0600}1", "かな", "\u{3099}", "Ｆｕｌｌ", "©", " "]
        var generator = SplitMix(seed: 7)
        for limit in [1, 2, 5, 12, 40] {
            for _ in 0..<400 {
                let text = (0..<Int(generator.next() % 30)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
                #expect(SearchIndex.excerpt(text, limit: limit) == SearchIndex.characterExcerpt(text, limit: limit),
                        "\(text.unicodeScalars.map { String($0.value, radix: 16) }) at \(limit)")
                // Pieces give the excerpt of the text they are joined into, and join only what it needs.
                let split = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                #expect(SearchIndex.excerpt(of: split + [""], separator: " ", limit: limit)
                        == SearchIndex.characterExcerpt(split.filter { !$0.isEmpty }.joined(separator: " "), limit: limit))
            }
        }
        #expect(SearchIndex.excerpt("ab cdefghijklmnop", limit: 10) == "ab cdefghi")
        #expect(SearchIndex.excerpt("abcdefghi jklmnop", limit: 10) == "abcdefghi")
        #expect(SearchIndex.excerpt("abcdefghi\u{301} jklmnop", limit: 10) == "abcdefghi\u{301}", "no space in the cut")
        #expect(SearchIndex.excerpt("abcdefghij\u{301}klm", limit: 10) == "abcdefghij\u{301}", "the mark stays with its letter")
    }

    /// Which scalars the excerpt reads on bytes: none of them joins a neighbour that also stands alone.
    @Test func standingAloneScalarsNeverJoin() {
        let values: [UInt32] = [0x09, 0x0A] + Array(0x20...0x7E) + Array(0xA0...0x2FF) + Array(0x2010...0x2027) + Array(0x3000...0x3029)
            + Array(0x3041...0x3096) + Array(0x30A1...0x30FA) + [0x3400, 0x4DBF, 0x4E00, 0x8C48, 0x9FFF, 0xAC00, 0xAC01, 0xD7A3]
            + Array(0xFF01...0xFF5E)
        for value in values where value >= 0x80 { #expect(SearchIndex.standsAlone(value)) }
        for value in [0x300, 0x301, 0x200D, 0x302A, 0x3099, 0xFF9E, 0x1100, 0x1161, 0x11A8, 0x1F1E6, 0x0600, 0xF900] as [UInt32] {
            #expect(!SearchIndex.standsAlone(value), "\(String(value, radix: 16))")
        }
        for first in values {
            for second in values where (first &* 31 &+ second) % 97 == 0 {
                let pair = String(String.UnicodeScalarView([Unicode.Scalar(first)!, Unicode.Scalar(second)!]))
                #expect(pair.count == 2, "\(String(first, radix: 16)) \(String(second, radix: 16))")
            }
        }
    }
}

/// A small deterministic generator for test inputs.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The table's own sort against the standard library's, on sizes around its cut-over to insertion sort.
@Suite struct SearchTermTableSortTests {
    @Test func sortsAsTheStandardLibraryDoes() {
        var state: UInt64 = 3
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
        for count in [0, 1, 2, 3, 8, 9, 10, 17, 64, 65, 200, 1_000] {
            for pattern in 0..<4 {
                var keys: [UInt128] = (0..<count).map { index in
                    switch pattern {
                    case 0: UInt128(next()) << 64 | UInt128(index)          // random
                    case 1: UInt128(index)                                   // sorted
                    case 2: UInt128(count - index)                           // reversed
                    default: UInt128(next() % 4) << 64 | UInt128(index)      // few distinct prefixes
                    }
                }
                let expected = keys.sorted()
                var limited = keys
                keys.withUnsafeMutableBufferPointer { SearchTermTable.sort($0) }
                #expect(keys == expected, "\(count) keys, pattern \(pattern)")
                // Past its depth limit the rest is left to the standard library.
                limited.withUnsafeMutableBufferPointer { SearchTermTable.sort($0, depth: 1) }
                #expect(limited == expected, "\(count) keys, pattern \(pattern), depth 1")
            }
        }
    }
}
