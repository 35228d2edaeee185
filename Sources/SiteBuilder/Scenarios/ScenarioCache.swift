import Foundation
import ScenarioLanguage

/// Scenario results on disk, so a rebuild with unchanged scenarios runs none of them.
///
/// An entry is keyed on everything a result depends on: the code, the iOS version, the engine's behaviour
/// version and this tool's version. The full key is stored in the entry and compared on read, so a hash
/// collision costs a rerun, never a wrong page. Runs with diagnostics are not stored: their messages carry
/// the block's position in its file, which the key leaves out so that moving a block keeps its entry.
struct ScenarioCache: Sendable {
    /// nil disables the cache.
    let directory: String?

    func result(for source: ScenarioSource, options: ScenarioOptions,
                compute: () -> ScenarioResult) -> ScenarioResult {
        guard let directory else { return compute() }
        let key = Self.key(code: source.code, options: options)
        let file = FilePath.join(directory, Self.fileName(for: key))
        if let data = FileManager.default.contents(atPath: file),
           let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.key == key {
            return entry.result
        }
        let result = compute()
        if result.run.diagnostics.isEmpty {
            store(Entry(key: key, result: result), at: file)
        }
        return result
    }

    static func key(code: String, options: ScenarioOptions) -> String {
        "callsheet \(SiteBuilder.version)\nbehaviour \(Scenario.behaviourVersion)\nios \(options.iOSVersion)\n\(code)"
    }

    /// Two 64-bit FNV-1a hashes with different offsets: short file names, collisions checked on read anyway.
    static func fileName(for key: String) -> String {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325, second: UInt64 = 0x6c62_272e_07bb_0142
        for byte in key.utf8 {
            first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(first, radix: 16).leftPadded(to: 16) + String(second, radix: 16).leftPadded(to: 16)
        return String(hex.prefix(2)) + "/" + hex + ".json"
    }
}

private extension ScenarioCache {
    struct Entry: Codable {
        var key: String
        var result: ScenarioResult
    }

    /// Writes through a temporary file and a rename, so a reader (another worker, another build) never sees
    /// half an entry. A cache that cannot be written is not an error: the build just runs again next time.
    func store(_ entry: Entry, at file: String) {
        guard let data = try? JSONEncoder().encode(entry) else { return }
        try? FileManager.default.createDirectory(atPath: FilePath.directory(of: file), withIntermediateDirectories: true)
        // A unique name per writer: two pages holding the same scenario may store it at the same moment.
        let temporary = file + "." + UUID().uuidString + ".tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
        if rename(temporary, file) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }
}

extension String {
    func leftPadded(to width: Int, with character: Character = "0") -> String {
        count >= width ? self : String(repeating: character, count: width - count) + self
    }
}
