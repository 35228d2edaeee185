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

    /// Works on UTF-8 bytes, decoding a scalar only where a byte is not ASCII: every page's text goes
    /// through here on every cold build, and walking `unicodeScalars` cost about as much again.
    static func forEachTerm(in text: String, _ body: (String) -> Void) {
        var text = text
        text.withUTF8 { forEachTerm(inUTF8: $0, body) }
    }

    /// A word and a run of CJK characters are each a stretch of the text's bytes: terms are made from those
    /// stretches (lowercased), nothing is copied byte by byte.
    private static func forEachTerm(inUTF8 bytes: UnsafeBufferPointer<UInt8>, _ body: (String) -> Void) {
        var wordStart = 0, wordScalars = 0
        var wordIsASCII = true, wordHasUppercase = false
        // The CJK run's scalars all take three bytes (the ranges of `isCJK`).
        var cjkStart = 0, cjkScalars = 0
        func flushWord(endingAt end: Int) {
            if wordScalars >= 2 {
                let term = String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<end]), as: UTF8.self)
                body(wordIsASCII && !wordHasUppercase ? term : term.lowercased())
            }
            wordScalars = 0
            wordIsASCII = true
            wordHasUppercase = false
        }
        func flushCJK() {
            if cjkScalars == 1 {
                body(String(decoding: UnsafeBufferPointer(rebasing: bytes[cjkStart..<(cjkStart + 3)]), as: UTF8.self))
            } else {
                for pair in 0..<(cjkScalars - 1) {
                    let start = cjkStart + 3 * pair
                    body(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + 6)]), as: UTF8.self))
                }
            }
            cjkScalars = 0
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                let isUppercase = byte >= 0x41 && byte <= 0x5A
                if isUppercase || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) {
                    if cjkScalars > 0 { flushCJK() }
                    if wordScalars == 0 { wordStart = index }
                    wordScalars += 1
                    wordHasUppercase = wordHasUppercase || isUppercase
                } else {
                    if wordScalars > 0 { flushWord(endingAt: index) }
                    if cjkScalars > 0 { flushCJK() }
                }
                index += 1
                continue
            }
            // A String's bytes are valid UTF-8: the lead byte gives the length.
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            var value = UInt32(byte) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
            for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            if isCJK(scalar) {
                if wordScalars > 0 { flushWord(endingAt: index) }
                if cjkScalars == 0 { cjkStart = index }
                cjkScalars += 1
            } else if isWordScalar(scalar) {
                if cjkScalars > 0 { flushCJK() }
                if wordScalars == 0 { wordStart = index }
                wordScalars += 1
                wordIsASCII = false
            } else {
                if wordScalars > 0 { flushWord(endingAt: index) }
                if cjkScalars > 0 { flushCJK() }
            }
            index += length
        }
        if wordScalars > 0 { flushWord(endingAt: bytes.count) }
        if cjkScalars > 0 { flushCJK() }
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
