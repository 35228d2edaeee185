/// Splits text into search terms. `assets/search.js` applies the same rules to the query, so the two must
/// change together: words of letters and digits, lowercased, at least two characters; runs of Chinese,
/// Japanese or Korean characters as overlapping character pairs (bigrams), a lone character as itself.
enum SearchTokenizer {
    static func terms(in text: String, into terms: inout Set<String>) {
        var word = String.UnicodeScalarView()
        var cjk: [Unicode.Scalar] = []
        func flush() {
            if word.count >= 2 { terms.insert(String(word).lowercased()) }
            word.removeAll(keepingCapacity: true)
            if cjk.count == 1 {
                terms.insert(String(cjk[0]))
            } else if cjk.count > 1 {
                for index in 0..<(cjk.count - 1) {
                    var pair = String.UnicodeScalarView()
                    pair.append(cjk[index])
                    pair.append(cjk[index + 1])
                    terms.insert(String(pair))
                }
            }
            cjk.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            if isCJK(scalar) {
                if !word.isEmpty { flush() }
                cjk.append(scalar)
            } else if isWordScalar(scalar) {
                if !cjk.isEmpty { flush() }
                word.append(scalar)
            } else {
                flush()
            }
        }
        flush()
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
