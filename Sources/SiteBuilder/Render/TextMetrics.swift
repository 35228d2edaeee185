/// A deterministic estimate of how wide text is drawn, so labels can be fitted without a font engine.
///
/// The diagram uses a monospace system font, so each character counts as one cell and wide East Asian
/// characters and emoji as two. The estimate errs wide: a label may end a little early, never overlap.
public enum TextMetrics {
    /// The drawn width of one cell at the given font size (monospace advance ≈ 0.6 em).
    static func cellWidth(fontSize: Double) -> Double { fontSize * 0.6 }

    /// Width of `text` in cells.
    static func cells(_ text: String) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        if let count = narrowScalarCount(text) { return count }
        return text.reduce(0) { $0 + cells(of: $1) }
    }

    /// The longest prefix of `text` that fits in `maximum` cells, with `…` appended when cut.
    /// Returns the text unchanged when it fits; an empty string when not even the ellipsis fits.
    public static func truncate(_ text: String, toCells maximum: Int) -> String {
        if cells(text) <= maximum { return text }
        guard maximum >= 1 else { return "" }
        if isPrintableASCII(text) { return String(decoding: text.utf8.prefix(maximum - 1), as: UTF8.self) + "…" }
        var used = 0
        var prefix = ""
        for character in text {
            let width = cells(of: character)
            if used + width > maximum - 1 { break }
            used += width
            prefix.append(character)
        }
        return prefix + "…"
    }

    static func cells(of character: Character) -> Int {
        character.unicodeScalars.contains(where: isWide) ? 2 : 1
    }

    /// Printable ASCII (what most calls are) is one character, one byte and one cell each, so widths and
    /// prefixes can be taken on bytes; anything else (line breaks, which may pair into one character,
    /// and non-ASCII) goes through characters. The bytes are read in place where the string has them.
    /// Eight bytes are tested at once while there are eight (`bytesOutsidePrintableASCII`).
    static func isPrintableASCII(_ text: String) -> Bool {
        let inPlace = text.utf8.withContiguousStorageIfAvailable { bytes in
            var offset = 0
            if let base = bytes.baseAddress {
                while bytes.count - offset >= 8 {
                    let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                    if bytesOutsidePrintableASCII(word) != 0 { return false }
                    offset += 8
                }
            }
            for byte in bytes[offset...] where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
        return inPlace ?? text.utf8.allSatisfy { (0x20..<0x7F).contains($0) }
    }

    /// The high bit of each of the eight bytes of `word` that is below a space or DEL and above: a byte below
    /// 0x20 borrows into its high bit when 0x20 is taken from it, a byte of 0x7F or above has its high bit
    /// set once 1 is added. Borrows and carries reach only later bytes, so the bytes before the first one
    /// flagged are printable ASCII; a later flag may be a borrow's (`MarkupWriter` then tests that byte alone).
    @inline(__always)
    static func bytesOutsidePrintableASCII(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        return ((word &- ones &* 0x20) & ~word | (word &+ ones) | word) & highs
    }
}

private extension TextMetrics {
    /// The number of scalars when each is a character of one cell of its own: printable ASCII and the
    /// punctuation the figures' labels use (`·`, `×`, `–`, `…`, `›`, `↓`, accented Latin letters). None of
    /// these joins a neighbour into one character (none is a combining mark, joiner, control or line
    /// break) and none is wide; nil for a text with any other scalar, which is measured by characters.
    static func narrowScalarCount(_ text: String) -> Int? {
        var count = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF:
                count += 1
            default:
                return nil
            }
        }
        return count
    }

    /// East Asian Wide and Fullwidth ranges plus the common emoji blocks (Unicode UAX #11, simplified).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
