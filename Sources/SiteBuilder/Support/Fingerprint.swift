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
        add(text.utf8)
        add(CollectionOfOne(0))
    }

    var hex: String {
        String(first, radix: 16).leftPadded(to: 16) + String(second, radix: 16).leftPadded(to: 16)
    }

    static func of(_ text: String) -> String {
        var fingerprint = Fingerprint()
        fingerprint.add(text.utf8)
        return fingerprint.hex
    }

    /// This tool's version and its executable's size and modification time: a rebuilt binary invalidates
    /// every cache even when nobody remembered to change `SiteBuilder.version`.
    static let tool: String = {
        var text = "callsheet \(SiteBuilder.version)"
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        if let attributes = try? FileManager.default.attributesOfItem(atPath: executable) {
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            text += " \(size) \(modified)"
        }
        return text
    }()
}
