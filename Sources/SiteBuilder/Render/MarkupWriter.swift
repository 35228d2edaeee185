/// Writes markup as UTF-8 bytes into one growing buffer: the diagram and the table are thousands of
/// small pieces per scenario, and appending bytes (escaping only the bytes that need it, printing numbers
/// digit by digit) costs a fraction of building and joining `String`s. Every renderer escapes the same way.
struct MarkupWriter {
    /// Attributes in writing order; a nil value leaves the attribute out.
    typealias Attributes = KeyValuePairs<String, String?>

    /// The bytes written so far, in a buffer of our own: appending to an `Array` costs a uniqueness and
    /// capacity check and a generic copy per piece, more than the piece itself for the short tags and
    /// numbers that make up most of a figure. The count and capacity live here, not in the class, so
    /// writing involves no exclusivity checks; the buffer is copied only if a copy of the writer writes.
    private var storage: ByteStorage
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int = 0) {
        storage = ByteStorage(capacity: max(capacity, 256))
        base = storage.base
        self.capacity = storage.capacity
    }

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
        var markup = markup
        markup.withUTF8 { append($0) }
    }

    /// Text from the trace or the article, escaped for element content and quoted attributes alike.
    mutating func text(_ text: String) {
        var text = text
        text.withUTF8 { appendEscaped($0) }
    }

    mutating func text(_ text: Substring) {
        var text = text
        text.withUTF8 { appendEscaped($0) }
    }

    /// A coordinate: at most one decimal, integers without a decimal point, never `-0` (see `DiagramNumber`).
    mutating func number(_ value: Double) {
        guard value.isFinite else { return byte(UInt8(ascii: "0")) }
        let tenths = Self.roundedTenths(value)
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
        // A coordinate of the drawing: sign, up to four digits and the tenth, written in one go.
        let digits = whole < 10 ? 1 : whole < 100 ? 2 : whole < 1_000 ? 3 : 4
        let sign = tenths < 0 ? 1 : 0
        let length = sign + digits + (fraction != 0 ? 2 : 0)
        let end = reserve(length)
        if sign == 1 { end[0] = UInt8(ascii: "-") }
        var rest = whole
        var position = sign + digits
        repeat {
            position -= 1
            end[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while position > sign
        if fraction != 0 {
            end[sign + digits] = UInt8(ascii: ".")
            end[sign + digits + 1] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction)
        }
        count += length
    }

    mutating func integer(_ value: Int) {
        if value < 0 { byte(UInt8(ascii: "-")) }
        integer(value.magnitude)
    }

    /// Up to four digits (coordinates, depths, sequence numbers) written directly; longer numbers have
    /// their digits counted first, then written from the last into their place.
    mutating func integer(_ value: UInt) {
        if value < 10_000 {
            let digits = value < 10 ? 1 : value < 100 ? 2 : value < 1_000 ? 3 : 4
            let end = reserve(digits)
            var rest = value
            var position = digits
            repeat {
                position -= 1
                end[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while position > 0
            count += digits
            return
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
    /// one flagged are plain, and only that one is looked at alone.
    mutating func appendEscaped(_ source: UnsafeBufferPointer<UInt8>) {
        var start = 0, index = 0
        let count = source.count
        guard let base = source.baseAddress else { return }
        while index < count {
            if count - index >= 8 {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let flagged = Self.bytesThatMayNeedEscaping(word)
                guard flagged != 0 else {
                    index += 8
                    continue
                }
                index += flagged.trailingZeroBitCount / 8
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

    @inline(__always)
    mutating func append(_ source: UnsafePointer<UInt8>, count added: Int) {
        reserve(added).update(from: source, count: added)
        count += added
    }

    /// Room for `extra` more bytes after the written ones; returns where they go. The caller writes them
    /// and adds them to `count`.
    @inline(__always)
    mutating func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count + extra > capacity || !isKnownUniquelyReferenced(&storage) { moveToNewStorage(holding: count + extra) }
        return base + count
    }

    /// A buffer of its own, large enough: twice the size when full, or a copy when another writer shares it.
    mutating func moveToNewStorage(holding needed: Int) {
        var newCapacity = capacity
        while newCapacity < needed { newCapacity *= 2 }
        let moved = ByteStorage(capacity: newCapacity)
        moved.base.update(from: base, count: count)
        storage = moved
        base = moved.base
        capacity = newCapacity
    }
}

/// Owns the bytes of a `MarkupWriter` (the writer keeps the count): freed with the last writer using them.
private final class ByteStorage {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }
}
