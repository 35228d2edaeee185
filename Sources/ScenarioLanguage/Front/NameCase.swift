/// Tests on a name's first character with an ASCII fast path: lowering and checking ask them of every
/// member name, and making the first `Character` cost more than the rest of the test.
enum NameCase {
    /// `name.first?.isUppercase == true`.
    static func startsUppercase(_ name: String) -> Bool {
        if let byte = soleASCIIFirstByte(name) { return byte >= 0x41 && byte <= 0x5A }
        return name.first?.isUppercase == true
    }

    /// `name.first?.isNumber == true`.
    static func startsWithNumber(_ name: String) -> Bool {
        if let byte = soleASCIIFirstByte(name) { return byte >= 0x30 && byte <= 0x39 }
        return name.first?.isNumber == true
    }

    /// The first byte when it is the first `Character` by itself: ASCII, followed by ASCII or nothing (a
    /// combining mark after it would join it). `\r\n` is one `Character`, but neither it nor `\r` is a
    /// letter or a digit.
    private static func soleASCIIFirstByte(_ name: String) -> UInt8? {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), first < 0x80 else { return nil }
        if let second = bytes.next(), second >= 0x80 { return nil }
        return first
    }
}
