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

    /// Each term as a `String`.
    static func forEachTerm(in text: String, _ body: (String) -> Void) {
        withoutActuallyEscaping(body) { body in
            var sink = StringTerms(body: body)
            scan(text, into: &sink)
        }
    }

    /// Hands `sink` the terms of `text` as stretches of its UTF-8 bytes, decoding a scalar only where a byte
    /// is not ASCII: every page's text goes through here on every cold build.
    static func scan<Sink: SearchTermSink>(_ text: String, into sink: inout Sink) {
        var text = text
        text.withUTF8 { scan(utf8: $0, into: &sink) }
    }

    /// A word and a run of CJK characters are each a stretch of the bytes: the sink gets those stretches,
    /// nothing is copied here.
    static func scan<Sink: SearchTermSink>(utf8 bytes: UnsafeBufferPointer<UInt8>, into sink: inout Sink) {
        guard let base = bytes.baseAddress else { return }
        var wordStart = 0, wordScalars = 0
        var wordIsASCII = true, wordHasUppercase = false
        // The CJK run's scalars all take three bytes (the ranges of `isCJK`).
        var cjkStart = 0, cjkScalars = 0
        func flushWord(endingAt end: Int) {
            if wordScalars >= 2 {
                sink.word(UnsafeBufferPointer(start: base + wordStart, count: end - wordStart),
                          isASCII: wordIsASCII, hasUppercase: wordHasUppercase)
            }
            wordScalars = 0
            wordIsASCII = true
            wordHasUppercase = false
        }
        func flushCJK() {
            if cjkScalars == 1 {
                sink.cjk(UnsafeBufferPointer(start: base + cjkStart, count: 3))
            } else {
                for pair in 0..<(cjkScalars - 1) {
                    sink.cjk(UnsafeBufferPointer(start: base + cjkStart + 3 * pair, count: 6))
                }
            }
            cjkScalars = 0
        }
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = base[index]
            if byte < 0x80 {
                if isASCIILetterOrDigit(byte) {
                    if cjkScalars > 0 { flushCJK() }
                    if wordScalars == 0 { wordStart = index }
                    // The rest of the run at once. Letters and digits have the 0x20 bit, capitals alone do not.
                    var all = byte, end = index + 1
                    while end < count, isASCIILetterOrDigit(base[end]) {
                        all &= base[end]
                        end += 1
                    }
                    wordScalars += end - index
                    wordHasUppercase = wordHasUppercase || all & 0x20 == 0
                    index = end
                } else {
                    if wordScalars > 0 { flushWord(endingAt: index) }
                    if cjkScalars > 0 { flushCJK() }
                    index += 1
                }
                continue
            }
            // A String's bytes are valid UTF-8: the lead byte gives the length.
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            var value = UInt32(byte) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
            for offset in 1..<length { value = value << 6 | UInt32(base[index + offset] & 0x3F) }
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
        if wordScalars > 0 { flushWord(endingAt: count) }
        if cjkScalars > 0 { flushCJK() }
    }

    /// `0`–`9`, `A`–`Z`, `a`–`z`: setting the 0x20 bit maps capitals to small letters and nothing else
    /// into them.
    static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10
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

/// What `SearchTokenizer.scan` hands its terms to: stretches of the text's bytes, not yet lowercased.
protocol SearchTermSink {
    /// A word of at least two letters or digits. `isASCII` when every byte is ASCII, `hasUppercase` when
    /// one of them is an ASCII capital: the term is the word lowercased.
    mutating func word(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool, hasUppercase: Bool)
    /// A CJK term: a lone character or a pair (three bytes each), the term as it is.
    mutating func cjk(_ bytes: UnsafeBufferPointer<UInt8>)
}

/// Terms as strings, lowercased as `String.lowercased()` does.
private struct StringTerms: SearchTermSink {
    let body: (String) -> Void

    func word(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool, hasUppercase: Bool) {
        let term = String(decoding: bytes, as: UTF8.self)
        body(isASCII && !hasUppercase ? term : term.lowercased())
    }

    func cjk(_ bytes: UnsafeBufferPointer<UInt8>) {
        body(String(decoding: bytes, as: UTF8.self))
    }
}
