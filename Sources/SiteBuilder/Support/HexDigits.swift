extension UnsafeMutableBufferPointer<UInt8> {
    /// `value` as 16 lowercase hex digits, most significant first, at `start..<start + 16`: the fixed-width
    /// digests (a fingerprint's lanes, a cache record's checksum) are written in place, without
    /// `String(_:radix:)`, padding and joining, which cost more than digesting a scenario's key.
    func writeHex(_ value: UInt64, at start: Int) {
        var rest = value
        for index in stride(from: start + 15, through: start, by: -1) {
            let digit = UInt8(truncatingIfNeeded: rest & 0xf)
            self[index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
            rest >>= 4
        }
    }
}
