/// A flat list of strings written as `<UTF-8 byte count>\n<bytes>\n` each: no escaping, so large HTML
/// fragments are written and read back as fast as the file system allows. A checksum line closes the
/// record (`%` and a 128-bit digest of what precedes it, `Fingerprint.ofFile`), so a torn or edited entry
/// reads as nil and is recomputed instead of trusted. Anything malformed reads as nil.
enum CacheRecord {
    static func encode(_ fields: [String]) -> [UInt8] {
        let body = fields.reduce(0) { $0 + digitCount($1.utf8.count) + $1.utf8.count + 2 }
        // The fields are written into storage of the record's exact size, each copied from the string's own
        // storage in one piece: appending made a capacity and uniqueness check per piece, `Array(field.utf8)`
        // a buffer per field, and appending the `UTF8View` itself went byte by byte for short strings.
        var bytes = [UInt8](unsafeUninitializedCapacity: body + trailer) { buffer, initialized in
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
            initialized = offset
        }
        let sum = checksum(bytes[...])
        bytes.append(UInt8(ascii: "%"))
        bytes.append(contentsOf: sum.utf8)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
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

    /// The checksum line's length: a mark, 32 hex digits, a line break.
    private static let trailer = 34

    /// A record an earlier version wrote (its checksum line starts with `#`: a byte-wise digest, which cost
    /// more than reading the file): not damaged, just not this version's, so a miss rather than a warning.
    static func isEarlierFormat(_ record: [UInt8]) -> Bool {
        record.count >= trailer && record[record.count - trailer] == UInt8(ascii: "#") && record.last == UInt8(ascii: "\n")
    }

    /// Checks the record's checksum, then hands `read` its fields in order, as bytes: a reader that turns
    /// them into its own entries as it goes needs no array of all the fields first (the cache tables of a
    /// large site hold about 50,000). nil when the checksum fails or `read` does (a malformed field).
    static func withFields<Result>(_ record: [UInt8], _ read: (inout FieldCursor) -> Result?) -> Result? {
        guard record.count >= trailer, record[record.count - trailer] == UInt8(ascii: "%"),
              record.last == UInt8(ascii: "\n") else { return nil }
        let bytes = record[..<(record.count - trailer)]
        guard String(decoding: record[(record.count - trailer + 1)..<(record.count - 1)], as: UTF8.self)
                == checksum(bytes) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
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

    private static func checksum(_ bytes: ArraySlice<UInt8>) -> String { Fingerprint.ofFile(bytes) }
}
