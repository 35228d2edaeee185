extension Array where Element == UInt8 {
    /// `String(value)`'s digits, without making the string: search postings and weights, and the file
    /// identities the page cache keys on, are written this way thousands of times a build.
    mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        appendDecimal(UInt64(value.magnitude))
    }

    /// The digits of an unsigned value (an inode number may use the 64th bit).
    mutating func appendDecimal(_ value: UInt64) {
        if value < 10_000 {
            // Weights and postings.
            if value >= 1_000 { append(UInt8(ascii: "0") + UInt8(value / 1_000)) }
            if value >= 100 { append(UInt8(ascii: "0") + UInt8(value / 100 % 10)) }
            if value >= 10 { append(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
            append(UInt8(ascii: "0") + UInt8(value % 10))
            return
        }
        // Digits from the last, into a buffer of the longest number's length.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = value, start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            append(contentsOf: UnsafeBufferPointer(rebasing: digits[start..<20]))
        }
    }
}
