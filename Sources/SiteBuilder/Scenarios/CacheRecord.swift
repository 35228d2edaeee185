/// A flat list of strings written as `<UTF-8 byte count>\n<bytes>\n` each: no escaping, so large HTML
/// fragments are written and read back as fast as the file system allows. A checksum line closes the
/// record (`=` and the 64-bit `checksum` of what precedes it in 16 hex digits), so a torn or edited entry
/// reads as nil and is recomputed instead of trusted. Anything malformed reads as nil.
enum CacheRecord {
    static func encode(_ fields: [String]) -> [UInt8] {
        let body = fields.reduce(0) { $0 + digitCount($1.utf8.count) + $1.utf8.count + 2 }
        // The fields are written into storage of the record's exact size, each copied from the string's own
        // storage in one piece: appending made a capacity and uniqueness check per piece, `Array(field.utf8)`
        // a buffer per field, and appending the `UTF8View` itself went byte by byte for short strings.
        return [UInt8](unsafeUninitializedCapacity: body + trailer) { buffer, initialized in
            var offset = 0
            func put(_ byte: UInt8) {
                buffer[offset] = byte
                offset += 1
            }
            for field in fields {
                let count = field.utf8.count
                var divisor = 1
                while divisor <= count / 10 { divisor *= 10 }
                var rest = count
                while divisor > 0 {
                    put(UInt8(ascii: "0") + UInt8(rest / divisor))
                    rest %= divisor
                    divisor /= 10
                }
                put(UInt8(ascii: "\n"))
                let copied = field.utf8.withContiguousStorageIfAvailable { source in
                    UnsafeMutableBufferPointer(rebasing: buffer[offset..<(offset + count)]).initialize(fromContentsOf: source)
                }
                if copied == nil {
                    for byte in field.utf8 { put(byte) }
                } else {
                    offset += count
                }
                put(UInt8(ascii: "\n"))
            }
            // The checksum line, written in place: no string of hex digits, no growing the array.
            let sum = checksum(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[..<offset])))
            put(mark)
            buffer.writeHex(sum, at: offset)
            offset += 16
            put(UInt8(ascii: "\n"))
            initialized = offset
        }
    }

    /// How many decimal digits `value` (not negative) is written with.
    private static func digitCount(_ value: Int) -> Int {
        var digits = 1
        var rest = value
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        return digits
    }

    /// The checksum line's length: the mark, 16 hex digits, a line break.
    private static let trailer = 18

    /// The checksum line's first byte, which says how the checksum was made (`=`: `checksum`), and so is
    /// the version of the record format every cache shares: records of earlier marks are quiet misses.
    private static let mark = UInt8(ascii: "=")

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A record an earlier version wrote: not damaged, just not this version's, so a miss rather than a
    /// warning. Their checksum lines held 32 hex digits after `#` (a byte-wise digest, which cost more than
    /// reading the file) or `%` (`Fingerprint.ofFile`, two lanes of 64 bits, which cost more than writing it).
    static func isEarlierFormat(_ record: [UInt8]) -> Bool {
        let earlierTrailer = 34
        guard record.count >= earlierTrailer, record.last == UInt8(ascii: "\n") else { return false }
        let start = record.count - earlierTrailer
        return (record[start] == UInt8(ascii: "#") || record[start] == UInt8(ascii: "%"))
            && record[(start + 1)..<(record.count - 1)].allSatisfy { hexDigits.contains($0) }
    }

    /// Checks the record's checksum, then hands `read` its fields in order, as bytes: a reader that turns
    /// them into its own entries as it goes needs no array of all the fields first (the cache tables of a
    /// large site hold about 50,000). nil when the checksum fails or `read` does (a malformed field).
    static func withFields<Result>(_ record: [UInt8], _ read: (inout FieldCursor) -> Result?) -> Result? {
        guard record.count >= trailer, record[record.count - trailer] == mark,
              record.last == UInt8(ascii: "\n") else { return nil }
        var stored: UInt64 = 0
        for digit in record[(record.count - trailer + 1)..<(record.count - 1)] {
            guard let value = hexDigits.firstIndex(of: digit) else { return nil }
            stored = stored << 4 | UInt64(value)
        }
        return record.withUnsafeBufferPointer { whole in
            let buffer = UnsafeBufferPointer(rebasing: whole[..<(whole.count - trailer)])
            guard checksum(UnsafeRawBufferPointer(buffer)) == stored else { return nil }
            var cursor = FieldCursor(bytes: buffer)
            return read(&cursor)
        }
    }

    /// The fields of a checked record (`withFields`), one at a time.
    struct FieldCursor {
        let bytes: UnsafeBufferPointer<UInt8>
        private(set) var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        var isAtEnd: Bool { index == bytes.count }

        /// The next field's bytes; nil at the end or for a malformed length line.
        mutating func nextBytes() -> UnsafeBufferPointer<UInt8>? {
            var count = 0
            var digits = 0
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                let digit = Int(bytes[index]) - 48
                guard (0...9).contains(digit), digits < 12 else { return nil }
                count = count * 10 + digit
                digits += 1
                index += 1
            }
            let start = index + 1
            guard digits > 0, start + count < bytes.count, bytes[start + count] == UInt8(ascii: "\n") else { return nil }
            index = start + count + 1
            return UnsafeBufferPointer(rebasing: bytes[start..<(start + count)])
        }

        mutating func next() -> String? { nextBytes().map { String(decoding: $0, as: UTF8.self) } }

        /// A decimal count of groups of `each` fields that the rest of the record can hold (every field takes
        /// at least three bytes); nil for anything else, so a damaged record never drives a loop.
        mutating func count(each: Int) -> Int? {
            guard let field = nextBytes(), !field.isEmpty, field.count <= 12 else { return nil }
            var value = 0
            for byte in field {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value <= (bytes.count - index) / (3 * each) ? value : nil
        }
    }

    static func decode(_ record: [UInt8]) -> [String]? {
        withFields(record) { cursor -> [String]? in
            var fields: [String] = []
            while !cursor.isAtEnd {
                guard let field = cursor.next() else { return nil }
                fields.append(field)
            }
            return fields
        }
    }

    /// A 64-bit checksum of `raw`, eight bytes a step: each word is xored into the state, which is then
    /// rotated and multiplied by an odd constant (MurmurHash3's rotation and constant), and the length and
    /// MurmurHash3's finishing mixer close it. Every step is a bijection of the state for a given word, so a
    /// change confined to one word (an edited byte) always changes the checksum; the rotation brings the
    /// multiplication's high bits back to the low ones, so a difference does not stay in the top bits, and
    /// any other damage (a torn write's missing or zero-filled tail, a block of another file) passes with a
    /// chance of about 2^-64. Records reach their place by a rename of a complete file (`CacheFile.write`),
    /// so a torn one is what a crash or a full disk leaves, and most are caught by their length lines first.
    ///
    /// This is what writing the cache costs beyond copying: a cold build of 100 articles checksums 12.6 MB
    /// of records (610 of them, most a scenario's figure). `Fingerprint.ofFile`, two such lanes with bounds
    /// and overflow checks, took 34 M instructions there (19 a word); this loop takes about 4 a word (7 M).
    static func checksum(_ raw: UnsafeRawBufferPointer) -> UInt64 {
        let multiplier: UInt64 = 0x87c3_7b91_1142_53d5
        var state: UInt64 = 0x9e37_79b9_7f4a_7c15
        // Rotated before the multiplication: rotating its product let the compiler fold the shift into a
        // second multiplication, six instructions a word instead of three.
        func mix(_ word: UInt64) {
            let mixed = state ^ word
            state = (mixed << 31 | mixed >> 33) &* multiplier
        }
        let words = raw.count / 8
        var index = 0
        if let base = raw.baseAddress {
            // Four words a pass, so the loop's own count and branch are paid once per 32 bytes.
            while index &+ 4 <= words {
                let offset = index &* 8
                mix(base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                mix(base.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self))
                mix(base.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self))
                mix(base.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self))
                index &+= 4
            }
            while index < words {
                mix(base.loadUnaligned(fromByteOffset: index &* 8, as: UInt64.self))
                index &+= 1
            }
        }
        var tail: UInt64 = 0
        for offset in (words * 8)..<raw.count { tail |= UInt64(raw[offset]) << (8 * UInt64(offset - words * 8)) }
        mix(tail)
        mix(UInt64(raw.count))
        state ^= state >> 33
        state &*= 0xff51_afd7_ed55_8ccd
        state ^= state >> 33
        state &*= 0xc4ce_b9fe_1a85_ec53
        return state ^ state >> 33
    }
}
