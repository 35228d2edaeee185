import Foundation

/// A 128-bit FNV-1a digest (two 64-bit lanes with different offsets) in hex: cache file names and content
/// fingerprints. Not cryptographic; caches store and compare their full keys where a collision would matter.
struct Fingerprint {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x6c62_272e_07bb_0142

    mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }

    /// Adds a string and a separator, so that `["ab", "c"]` and `["a", "bc"]` differ.
    mutating func add(_ text: String) {
        // From the string's own storage where it has it: iterating a `UTF8View` byte by byte cost twice as
        // much, and the page keys of a large site digest every article's path and title.
        if text.utf8.withContiguousStorageIfAvailable({ add($0) }) == nil { add(text.utf8) }
        add(CollectionOfOne(0))
    }

    var hex: String { Self.hex(first, second) }

    /// Two lanes as 32 hex digits, written into the string's storage.
    private static func hex(_ first: UInt64, _ second: UInt64) -> String {
        String(unsafeUninitializedCapacity: 32) { buffer in
            buffer.writeHex(first, at: 0)
            buffer.writeHex(second, at: 16)
            return 32
        }
    }

    static func of(_ text: String) -> String {
        var fingerprint = Fingerprint()
        fingerprint.add(text.utf8)
        return fingerprint.hex
    }

    /// A 128-bit digest of `bytes` in hex, eight bytes at a time: for whole files, where the byte-wise
    /// digest above cost more than reading them (an unchanged site of 1,000 articles digests 9 MB). Two
    /// lanes with different multipliers, each finished with MurmurHash3's mixer so that every input bit
    /// reaches every output bit. Not cryptographic.
    static func ofFile(_ bytes: [UInt8]) -> String { bytes.withUnsafeBytes { ofFile($0) } }

    static func ofFile(_ bytes: ArraySlice<UInt8>) -> String { bytes.withUnsafeBytes { ofFile($0) } }

    static func ofFile(_ raw: UnsafeRawBufferPointer) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325, second: UInt64 = 0x6c62_272e_07bb_0142
        func mix(_ word: UInt64) {
            first = (first ^ word) &* 0x0000_0100_0000_01b3
            second = ((second ^ word) &* 0x9e37_79b9_7f4a_7c15).rotated(by: 31)
        }
        // Counted in words with wrapping arithmetic: an offset checked for overflow and against the end on
        // every step made the loop 19 instructions a word.
        let words = raw.count / 8
        if let base = raw.baseAddress {
            var index = 0
            while index < words {
                mix(UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index &* 8, as: UInt64.self)))
                index &+= 1
            }
        }
        // The last bytes, and the length, so that inputs that differ only in trailing zeros differ.
        var tail: UInt64 = 0
        for index in (words * 8)..<raw.count { tail |= UInt64(raw[index]) << (8 * UInt64(index - words * 8)) }
        mix(tail)
        mix(UInt64(raw.count))
        return hex(finish(first), finish(second))
    }

    private static func finish(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xff51_afd7_ed55_8ccd
        value ^= value >> 33
        value &*= 0xc4ce_b9fe_1a85_ec53
        return value ^ (value >> 33)
    }

    /// This tool's version and its executable's size and modification time: a rebuilt binary invalidates
    /// every cache even when nobody remembered to change `SiteBuilder.version`. On Linux the executable is
    /// where `/proc/self/exe` leads (read as a link, which tools that run the program under them, such as
    /// valgrind, answer with the program's path), then one `stat`: `Bundle.main` and
    /// `attributesOfItem(atPath:)` (values cast from `Any`) cost a one-edit build about 3 M instructions,
    /// most of them the runtime's first conformance lookups.
    static let tool: String = {
        var text = "callsheet \(SiteBuilder.version)"
        #if os(Linux)
        var target = [CChar](repeating: 0, count: 4097)
        let length = readlink("/proc/self/exe", &target, target.count - 1)
        let executable = length > 0 ? String(decoding: target[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments.first ?? ""
        #else
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        #endif
        if let status = FileStatus.of(executable) {
            text += " \(status.size) \(status.modified)"
        }
        return text
    }()
}

private extension UInt64 {
    func rotated(by count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
