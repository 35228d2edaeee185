/// Writes markup as UTF-8 bytes into one growing buffer: the diagram and the table are thousands of
/// small pieces per scenario, and appending bytes (escaping only the bytes that need it, putting numbers
/// together in a word) costs a fraction of building and joining `String`s. Every renderer escapes the same way.
///
/// Noncopyable: the writer owns its buffer outright, so appending a piece checks only the room left. A
/// copyable writer had to share its buffer with its copies and ask, before every piece, whether it was the
/// only one holding it (a call into the runtime per tag, number and text, a tenth of writing a figure).
struct MarkupWriter: ~Copyable {
    /// Attributes in writing order; a nil value leaves the attribute out.
    typealias Attributes = KeyValuePairs<String, String?>

    /// The bytes written so far, in a buffer of our own: appending to an `Array` costs a uniqueness and
    /// capacity check and a generic copy per piece, more than the piece itself for the short tags and
    /// numbers that make up most of a figure.
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int = 0) {
        self.capacity = max(capacity, 256)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The bytes as a `String`, copied without being checked again: every piece written is valid UTF-8 (a
    /// static string, the bytes of a `String`, digits, or escaped text, which is cut only before or after
    /// an ASCII byte or a whole replaced sequence). `String(decoding:as:)` would check every byte one at a
    /// time once the buffer holds a single non-ASCII one (a `·` or `›` in nearly every figure), which cost
    /// more than writing the figure.
    var output: String {
        let bytes = UnsafeBufferPointer(start: base, count: count)
        // `UTF8Span` is in the standard library of Swift 6.2 and of the systems that ship it.
        if #available(macOS 26, *) {
            return String(copying: UTF8Span(unchecked: bytes.span))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Pieces

    /// Markup the renderer spells itself (tag names, attribute names, classes): written as it is.
    @inline(__always)
    mutating func raw(_ markup: StaticString) {
        append(markup.utf8Start, count: markup.utf8CodeUnitCount)
    }

    /// Markup the caller built and escaped itself. (A literal is a `StaticString`, written by `raw(_:)`.)
    mutating func raw(string markup: String) {
        // The bytes where the string holds them (a copy of the string to call `withUTF8` on retained and
        // released it for every piece); every native string has them in one piece.
        guard markup.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil else { return }
        for byte in markup.utf8 { self.byte(byte) }
    }

    /// Text from the trace or the article, escaped for element content and quoted attributes alike.
    mutating func text(_ text: String) {
        guard text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) == nil else { return }
        var copy = text
        copy.withUTF8 { appendEscaped($0) }
    }

    mutating func text(_ text: Substring) {
        guard text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) == nil else { return }
        var copy = text
        copy.withUTF8 { appendEscaped($0) }
    }

    /// A coordinate: at most one decimal, integers without a decimal point, never `-0` (see `DiagramNumber`).
    mutating func number(_ value: Double) {
        let tenths = value.isFinite ? Self.roundedTenths(value) : 0
        let magnitude = tenths.magnitude
        let whole = magnitude / 10, fraction = magnitude % 10
        guard whole < 10_000 else {
            if tenths < 0 { byte(UInt8(ascii: "-")) }
            integer(whole)
            if fraction != 0 {
                byte(UInt8(ascii: "."))
                byte(UInt8(ascii: "0") + UInt8(fraction))
            }
            return
        }
        // A coordinate of the drawing, at most seven bytes (`-1234.5`): put together in one word and stored
        // at once.
        var (word, length) = Self.digits(whole)
        if fraction != 0 {
            word |= (UInt64(UInt8(ascii: ".")) | (UInt64(UInt8(ascii: "0")) + UInt64(fraction)) << 8) << (8 * length)
            length += 2
        }
        if tenths < 0 {
            word = word << 8 | UInt64(UInt8(ascii: "-"))
            length += 1
        }
        store(word, length: length)
    }

    mutating func integer(_ value: Int) {
        if value < 0 { byte(UInt8(ascii: "-")) }
        integer(value.magnitude)
    }

    /// Up to four digits (coordinates, depths, sequence numbers) put together in one word and stored at
    /// once; longer numbers have their digits counted first, then written from the last into their place.
    mutating func integer(_ value: UInt) {
        if value < 10_000 {
            let (word, length) = Self.digits(value)
            return store(word, length: length)
        }
        var digits = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        let end = reserve(digits)
        rest = value
        var position = digits
        repeat {
            position -= 1
            end[position] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while position > 0
        count += digits
    }

    @inline(__always)
    mutating func byte(_ value: UInt8) {
        reserve(1).pointee = value
        count += 1
    }

    // MARK: Elements

    mutating func open(_ name: StaticString, _ attributes: Attributes = [:]) {
        byte(UInt8(ascii: "<"))
        raw(name)
        append(attributes)
        raw(">\n")
    }

    mutating func close(_ name: StaticString) {
        raw("</")
        raw(name)
        raw(">\n")
    }

    /// A self-closing element: used only inside SVG, where XML syntax applies.
    mutating func empty(_ name: StaticString, _ attributes: Attributes = [:]) {
        byte(UInt8(ascii: "<"))
        raw(name)
        append(attributes)
        raw("/>\n")
    }

    /// An element whose content is escaped text.
    mutating func element(_ name: StaticString, _ attributes: Attributes = [:], text content: String) {
        byte(UInt8(ascii: "<"))
        raw(name)
        append(attributes)
        byte(UInt8(ascii: ">"))
        text(content)
        raw("</")
        raw(name)
        raw(">\n")
    }

    /// ` name="value"` pairs in the given order, values escaped.
    private mutating func append(_ attributes: Attributes) {
        for case let (name, value?) in attributes {
            byte(UInt8(ascii: " "))
            raw(string: name)
            raw("=\"")
            text(value)
            byte(UInt8(ascii: "\""))
        }
    }
}

extension MarkupWriter {
    /// The decimal digits of `value` (below 10,000) as the bytes of a word, the first digit lowest, and how
    /// many there are: the four digits are worked out at once and the leading zeros shifted away.
    @inline(__always)
    static func digits(_ value: UInt) -> (word: UInt64, length: Int) {
        let thousands = value / 1_000, hundreds = value / 100, tens = value / 10
        let all = UInt64(thousands) | UInt64(hundreds &- thousands &* 10) << 8
            | UInt64(tens &- hundreds &* 10) << 16 | UInt64(value &- tens &* 10) << 24
        let length = value < 10 ? 1 : value < 100 ? 2 : value < 1_000 ? 3 : 4
        return ((all | 0x3030_3030) >> (8 * (4 - length)), length)
    }

    /// `Int((value * 10).rounded())` (halves away from zero) without a call into the C library: the
    /// integer part by conversion, then the fraction, which `scaled - whole` gives exactly, decides.
    @inline(__always)
    static func roundedTenths(_ value: Double) -> Int {
        let scaled = value * 10
        guard scaled.magnitude < 0x1p52 else { return Int(scaled.rounded()) }
        var whole = Int(scaled)
        let fraction = scaled - Double(whole)
        if fraction >= 0.5 { whole += 1 } else if fraction <= -0.5 { whole -= 1 }
        return whole
    }

    /// ASCII bytes below `@` that `appendEscaped` replaces, one bit each: C0 controls but tab, line feed and
    /// carriage return (`0xFFFF_D9FF`), and `"`, `&`, `'`, `<`, `>` (bits 34, 38, 39, 60, 62).
    static let specialBelow40: UInt64 = 0x5000_00C4_FFFF_D9FF

    /// The high bit of each of the eight bytes of `word` (first byte lowest) that may need escaping: one below
    /// a space, one of `"`, `&`, `'`, `<`, `>` (and `#`, which shares a test with the quotes), or DEL and
    /// above. Every such byte flags itself, and borrows and carries only reach later bytes, so the bytes
    /// before the first one flagged are plain (`isPlain`).
    @inline(__always)
    static func bytesThatMayNeedEscaping(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        // A byte is zero after the `xor` where it was the constant: `"` `#` `&` `'` set bits 0 and 2 of
        // 0x27 only, `<` `>` bit 1 of 0x3E only.
        let quotes = (word | ones &* 0x05) ^ (ones &* 0x27), angles = (word | ones &* 0x02) ^ (ones &* 0x3E)
        return TextMetrics.bytesOutsidePrintableASCII(word) | ((quotes &- ones) & ~quotes & highs)
            | ((angles &- ones) & ~angles & highs)
    }

    /// A byte `appendEscaped` copies as it is without looking further: anything but the specials above,
    /// DEL, and the lead bytes of the sequences it may replace (`C2`, `EF`).
    @inline(__always)
    static func isPlain(_ byte: UInt8) -> Bool {
        if byte < 0x40 { return (specialBelow40 >> UInt64(byte)) & 1 == 0 }
        if byte < 0x80 { return byte != 0x7F }
        return byte != 0xC2 && byte != 0xEF
    }
}

private extension MarkupWriter {
    /// The rules of `HTMLText.escape` on bytes: the five significant characters become references; C0
    /// controls other than tab, line feed and carriage return, DEL, C1 controls (`C2 80`…`C2 9F`) and the
    /// noncharacters U+FFFE and U+FFFF (`EF BF BE`, `EF BF BF`) become U+FFFD. Runs of other bytes are
    /// copied whole: the input is valid UTF-8, so no other sequence can be one of these. Eight bytes are
    /// looked at together while there are eight (`bytesThatMayNeedEscaping`): the bytes before the first
    /// one flagged are plain, and only that one is looked at alone. Fewer than eight left of a text of eight
    /// or more are looked at as its last eight, with the flags of the bytes already passed cleared.
    mutating func appendEscaped(_ source: UnsafeBufferPointer<UInt8>) {
        var start = 0, index = 0
        let count = source.count
        guard let base = source.baseAddress else { return }
        while index < count {
            if count >= 8 {
                let wordStart = min(index, count - 8)
                let word = UInt64(littleEndian: UnsafeRawPointer(base + wordStart).loadUnaligned(as: UInt64.self))
                // A byte passed already may flag itself (a `·`'s lead byte) or a later byte (by a borrow);
                // the later byte is then looked at alone, as any flagged byte is.
                let flagged = Self.bytesThatMayNeedEscaping(word) & (~0 &<< (8 &* UInt64(truncatingIfNeeded: index &- wordStart)))
                guard flagged != 0 else {
                    index = wordStart + 8
                    continue
                }
                index = wordStart + flagged.trailingZeroBitCount / 8
            }
            let current = source[index]
            if Self.isPlain(current) {
                index += 1
                continue
            }
            var replacement: StaticString?
            var length = 1
            switch current {
            case 0x26: replacement = "&amp;"
            case 0x3C: replacement = "&lt;"
            case 0x3E: replacement = "&gt;"
            case 0x22: replacement = "&quot;"
            case 0x27: replacement = "&#39;"
            case 0x09, 0x0A, 0x0D: break
            case ..<0x20, 0x7F: replacement = "\u{FFFD}"
            case 0xC2 where index + 1 < count && (0x80...0x9F).contains(source[index + 1]):
                replacement = "\u{FFFD}"
                length = 2
            case 0xEF where index + 2 < count && source[index + 1] == 0xBF && source[index + 2] >= 0xBE:
                replacement = "\u{FFFD}"
                length = 3
            default: break
            }
            guard let replacement else {
                index += 1
                continue
            }
            if start < index { append(UnsafeBufferPointer(rebasing: source[start..<index])) }
            raw(replacement)
            index += length
            start = index
        }
        if start < count { append(UnsafeBufferPointer(rebasing: source[start..<count])) }
    }

    mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let start = source.baseAddress else { return }
        append(start, count: source.count)
    }

    /// The first `length` bytes of `word` (first byte lowest), stored as one word: the room reserved is a
    /// whole word, of which the bytes after `length` are overwritten by the next piece.
    @inline(__always)
    mutating func store(_ word: UInt64, length: Int) {
        UnsafeMutableRawPointer(reserve(8)).storeBytes(of: word.littleEndian, as: UInt64.self)
        count += length
    }

    @inline(__always)
    mutating func append(_ source: UnsafePointer<UInt8>, count added: Int) {
        reserve(added).update(from: source, count: added)
        count += added
    }

    /// Room for `extra` more bytes after the written ones; returns where they go. The caller writes them
    /// and adds them to `count`.
    @inline(__always)
    mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count + extra > capacity { grow(holding: count + extra) }
        return base + count
    }

    /// A buffer twice the size (or more) holding the bytes written.
    mutating func grow(holding needed: Int) {
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = newCapacity
    }
}
