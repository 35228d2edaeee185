/// The start of a section's text and code that the index keeps to quote from (`SearchIndex.textExcerpt`,
/// `codeExcerpt` characters). Every word is weighed, but only this much is kept, so the index (loaded whole
/// by the browser) grows with the number of sections, not with the text.
extension SearchIndex {
    /// The first `limit` characters, cut at a space when there is one in the last fifth.
    ///
    /// Read on bytes when the first `limit` + 1 scalars each stand alone (`standsAlone`): each is then a
    /// character of its own. Counting the characters of the whole text to compare it with the limit cost
    /// more than weighing its terms.
    static func excerpt(_ text: String, limit: Int) -> String {
        var text = text
        return excerpt(text, cut: text.withUTF8 { scalarCut($0, limit: limit) }, limit: limit)
    }

    private static func excerpt(_ text: String, cut: ScalarCut, limit: Int) -> String {
        switch cut {
        case .whole: text
        case .cut(let end): String(decoding: text.utf8.prefix(end), as: UTF8.self)
        case .unknown: characterExcerpt(text, limit: limit)
        }
    }

    /// `excerpt` counted in characters throughout.
    static func characterExcerpt(_ text: String, limit: Int) -> String {
        guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end != text.endIndex else {
            return text
        }
        let cut = text[..<end]
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit * 4 / 5 {
            return String(cut[..<space])
        }
        return String(cut)
    }

    /// `excerpt` of the non-empty `pieces` joined by `separator`, joining only as many as the excerpt needs.
    static func excerpt(of pieces: [String], separator: String, limit: Int) -> String {
        excerpt(of: pieces.map(SearchPiece.text), separator: separator, limit: limit)
    }

    /// A text that already has `limit` + 2 characters has the excerpt of any text it begins (appending can
    /// change only where its last character ends), and so has one whose first `limit` + 1 scalars stand
    /// alone.
    static func excerpt(of pieces: [SearchPiece], separator: String, limit: Int) -> String {
        var joined = "", cut = ScalarCut.whole
        for piece in pieces where !piece.isEmpty {
            if !joined.isEmpty { joined += separator }
            joined += piece.joined
            cut = joined.withUTF8 { scalarCut($0, limit: limit) }
            if case .cut = cut { break }
            if cut == .unknown, joined.index(joined.startIndex, offsetBy: limit + 2, limitedBy: joined.endIndex) != nil { break }
        }
        return excerpt(joined, cut: cut, limit: limit)
    }

    private enum ScalarCut: Equatable {
        /// The text has at most `limit` characters.
        case whole
        /// The excerpt is the first `end` bytes.
        case cut(end: Int)
        /// A scalar that may join its neighbour comes first: characters must be counted.
        case unknown
    }

    /// The excerpt read on scalars, while they stand alone.
    private static func scalarCut(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> ScalarCut {
        // Never more characters than bytes.
        if bytes.count <= limit { return .whole }
        var offset = 0, space = -1, spaceOffset = 0
        for scalarIndex in 0...limit {
            // Fewer scalars than `limit` + 1, each a character: fewer characters too.
            guard offset < bytes.count else { return .whole }
            let lead = bytes[offset]
            if lead < 0x80 {
                if lead == UInt8(ascii: "\r") { return .unknown }
                if scalarIndex == limit { break }
                if lead == UInt8(ascii: " ") { (space, spaceOffset) = (scalarIndex, offset) }
                offset += 1
                continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            var value = UInt32(lead) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
            for next in 1..<length { value = value << 6 | UInt32(bytes[offset + next] & 0x3F) }
            guard standsAlone(value) else { return .unknown }
            if scalarIndex == limit { break }
            offset += length
        }
        return .cut(end: space > limit * 4 / 5 ? spaceOffset : offset)
    }

    /// Scalars outside ASCII that no rule of grapheme clustering joins to a neighbour that also stands alone
    /// (with ASCII other than a carriage return): they are neither extending nor spacing marks, joiners,
    /// prepended marks, regional indicators nor Hangul jamo. Latin-1 and Latin Extended letters, general
    /// punctuation (dashes, quotes, the ellipsis), CJK punctuation, kana letters, ideographs, Hangul
    /// syllables and fullwidth forms: what the articles hold besides ASCII.
    static func standsAlone(_ value: UInt32) -> Bool {
        switch value {
        case 0x00A0...0x02FF, 0x2010...0x2027, 0x3000...0x3029, 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF5E: true
        default: false
        }
    }
}
