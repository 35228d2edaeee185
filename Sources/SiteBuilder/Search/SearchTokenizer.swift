/// Splits text into search terms. `assets/search.js` applies the same rules to the query, so the two must
/// change together (both are run against `Tests/SearchVectors/tokenizer.json`): words of letters and
/// digits, lowercased, at least two characters; runs of Chinese, Japanese or Korean characters as
/// overlapping character pairs (bigrams), a lone character as itself.
enum SearchTokenizer {
    static func terms(in text: String, into terms: inout Set<String>) {
        forEachTerm(in: text) { terms.insert($0) }
    }

    /// How often each term occurs, for ranking.
    static func counts(in text: String, into counts: inout [String: Int]) {
        forEachTerm(in: text) { counts[$0, default: 0] += 1 }
    }

    /// Works on UTF-8 bytes with an ASCII fast path: every page's text goes through here on every build.
    static func forEachTerm(in text: String, _ body: (String) -> Void) {
        var word: [UInt8] = []
        var wordScalars = 0
        var wordIsASCII = true
        var cjk: [Unicode.Scalar] = []
        word.reserveCapacity(32)
        func flushWord() {
            if wordScalars >= 2 {
                let term = String(decoding: word, as: UTF8.self)
                body(wordIsASCII ? term : term.lowercased())
            }
            word.removeAll(keepingCapacity: true)
            wordScalars = 0
            wordIsASCII = true
        }
        func flushCJK() {
            if cjk.count == 1 {
                body(String(Character(cjk[0])))
            } else if cjk.count > 1 {
                var pair = ""
                for index in 0..<(cjk.count - 1) {
                    pair.removeAll(keepingCapacity: true)
                    pair.unicodeScalars.append(cjk[index])
                    pair.unicodeScalars.append(cjk[index + 1])
                    body(pair)
                }
            }
            cjk.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                var byte = UInt8(scalar.value)
                if byte >= 0x41, byte <= 0x5A { byte += 0x20 }  // lowercase A–Z
                if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) {
                    if !cjk.isEmpty { flushCJK() }
                    word.append(byte)
                    wordScalars += 1
                } else {
                    if !word.isEmpty { flushWord() }
                    if !cjk.isEmpty { flushCJK() }
                }
            } else if isCJK(scalar) {
                if !word.isEmpty { flushWord() }
                cjk.append(scalar)
            } else if isWordScalar(scalar) {
                if !cjk.isEmpty { flushCJK() }
                word.append(contentsOf: String(Character(scalar)).utf8)
                wordScalars += 1
                wordIsASCII = false
            } else {
                if !word.isEmpty { flushWord() }
                if !cjk.isEmpty { flushCJK() }
            }
        }
        flushWord()
        flushCJK()
    }

    static func terms(in text: String) -> Set<String> {
        var result: Set<String> = []
        terms(in: text, into: &result)
        return result
    }

    /// Hiragana, Katakana, CJK ideographs (with extension A and compatibility forms) and Hangul syllables,
    /// the ranges `search.js` lists.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xAC00...0xD7AF: true
        default: false
        }
    }

    /// Letters and digits, as JavaScript's `[\p{L}\p{N}]`.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
