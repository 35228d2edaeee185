import Foundation
import Synchronization
import ScenarioLanguage

/// Scenario outputs on disk, so a rebuild with unchanged scenarios runs and renders none of them.
///
/// The key holds everything an output depends on: the code, the iOS version, the display and expectation
/// filters, the title and number (ids inside the figure derive from them), the engine's behaviour version
/// and this tool's version. The full key is stored in the entry and compared on read, so a hash collision
/// costs a rerun, never a wrong page. Outputs with diagnostics are not stored: their messages carry the
/// block's position in its file, which the key leaves out.
struct ScenarioCache: Sendable {
    /// nil disables the cache.
    let directory: String?

    static let format = "callsheet-scenario-cache 1"

    /// The cached output, or `compute()`'s (stored when it is complete: rendered, without diagnostics). An
    /// entry a build stored without the plain lines (`ScenarioOutput.needsLines`) does not serve a caller
    /// that needs them.
    func output(for block: ScenarioBlock, iOSVersion: Int, needsFigure: Bool, needsLines: Bool,
                compute: () -> ScenarioOutput) -> ScenarioOutput {
        guard let directory else { return compute() }
        let key = Self.key(block, iOSVersion: iOSVersion)
        let file = FilePath.join(directory, Self.fileName(for: key))
        if let fields = CacheFile.read(file), let output = Self.decode(fields, key: key),
           !needsFigure || output.figureBody != nil, !needsLines || output.actualLines != nil {
            CacheSweep.markUsed(file)
            return output
        }
        let output = compute()
        if output.diagnostics.isEmpty, output.figureBody != nil {
            store(Self.encode(output, key: key), at: file)
        }
        return output
    }

    static func key(_ block: ScenarioBlock, iOSVersion: Int) -> String {
        let expectationFilter = block.expectation?.filter ?? block.options.filter
        return String(concatenating: [
            Fingerprint.tool, "behaviour \(Scenario.behaviourVersion)", "ios \(iOSVersion)",
            "show \(describe(block.options.filter))", "expect \(describe(expectationFilter))",
            "after \(block.expectation?.startAfter ?? "")",
            "prefix \(block.expectation.map { $0.matchesPrefix ? $0.lines.count : -1 } ?? -1)",
            "number \(block.number)", "title \(block.title)", "until \(block.options.endTime.map { "\($0)" } ?? "")",
            block.code,
        ], separator: UInt8(ascii: "\n"))
    }

    /// Short file names from the key's fingerprint, in 256 folders; collisions are checked on read anyway.
    /// The word-wise digest: the key holds the scenario's whole code.
    static func fileName(for key: String) -> String {
        var key = key
        let hex = key.withUTF8 { Fingerprint.ofFile(UnsafeRawBufferPointer($0)) }
        return "scenarios/" + String(hex.prefix(2)) + "/" + hex
    }
}

extension ScenarioCache {
    fileprivate static func describe(_ filter: TraceFilter) -> String {
        let categories = filter.categories.map { $0.map(\.rawValue).sorted().joined(separator: ",") } ?? "*"
        let objects = filter.objects?.joined(separator: ",") ?? "*"
        return "\(filter.preset.rawValue) \(categories) \(objects)"
    }

    fileprivate static func encode(_ output: ScenarioOutput, key: String) -> [UInt8] {
        let outcome: [String] = switch output.outcome {
        case .completed: ["completed", ""]
        case .exception(let message): ["exception", message]
        case .stopped(let message): ["stopped", message]
        case .ended(let note): ["ended", note]
        case .rejected: ["rejected", ""]
        }
        // One array of the final size: a chain of `+` copied the trace's lines into each intermediate one.
        var fields: [String] = []
        fields.reserveCapacity(6 + (output.actualLines?.count ?? 0) + output.callbacks.count)
        fields += [format, key]
        fields += outcome
        // `-` for an output without its plain lines.
        fields += [output.figureBody ?? "", output.actualLines.map { String($0.count) } ?? "-"]
        fields += output.actualLines ?? []
        fields += output.callbacks
        return CacheRecord.encode(fields)
    }

    static func decode(_ fields: [String], key: String) -> ScenarioOutput? {
        let hasLines = fields.count >= 6 && fields[5] != "-"
        guard fields.count >= 6, fields[0] == format, fields[1] == key,
              let lineCount = hasLines ? Int(fields[5]) : 0, (0...(fields.count - 6)).contains(lineCount) else { return nil }
        let outcome: ScenarioOutput.Outcome
        switch fields[2] {
        case "completed": outcome = .completed
        case "exception": outcome = .exception(fields[3])
        case "stopped": outcome = .stopped(fields[3])
        case "ended": outcome = .ended(fields[3])
        default: return nil
        }
        return ScenarioOutput(outcome: outcome, diagnostics: [],
                              actualLines: hasLines ? Array(fields[6..<(6 + lineCount)]) : nil,
                              callbacks: Array(fields[(6 + lineCount)...]), figureBody: fields[4])
    }

    fileprivate func store(_ bytes: [UInt8], at file: String) {
        guard let directory else { return }
        CacheFile.write(bytes, to: file, cache: directory)
    }
}

/// Cache files are written through a temporary file and a rename, so a reader (another worker, another
/// build) never sees half an entry. Temporaries live in the cache's `tmp/` folder, where a killed build's
/// leftovers are found and removed cheaply. A cache that cannot be written is not an error: the work is just
/// done again next time. An entry that cannot be decoded is deleted and reported, once, as a warning.
enum CacheFile {
    static func write(_ bytes: [UInt8], to file: String, cache: String) {
        let temporaryFolder = FilePath.join(cache, "tmp")
        // A unique name per writer: two pages holding the same scenario may store it at the same moment.
        let temporary = FilePath.join(temporaryFolder, temporaryPrefix + String(writes.add(1, ordering: .relaxed).newValue) + ".tmp")
        // The folders exist after the first few entries, so they are made only when a write finds one missing
        // (`ENOENT`) rather than asked for before every entry.
        var written = writeNewFile(bytes, at: temporary)
        if !written, errno == ENOENT {
            try? FileManager.default.createDirectory(atPath: temporaryFolder, withIntermediateDirectories: true)
            written = writeNewFile(bytes, at: temporary)
        }
        guard written else {
            try? FileManager.default.removeItem(atPath: temporary)
            return
        }
        var moved = rename(temporary, file) == 0
        if !moved, errno == ENOENT {
            try? FileManager.default.createDirectory(atPath: FilePath.directory(of: file), withIntermediateDirectories: true)
            moved = rename(temporary, file) == 0
        }
        if !moved { try? FileManager.default.removeItem(atPath: temporary) }
    }

    /// This process's part of its temporaries' names: its id, which no other process running has, and a
    /// random number, for processes of other machines sharing the cache folder; a count of its writes
    /// follows. Cheaper than a `UUID` string a write (about 6,700 instructions), and `O_EXCL` would refuse a
    /// name taken anyway.
    private static let temporaryPrefix = "\(getpid())-\(UInt64.random(in: 0...UInt64.max))-"
    private static let writes = Atomic<Int>(0)

    /// Writes the bytes from the array's own storage: `createFile(atPath:contents:)` needed them copied into
    /// a `Data` first, and an entry holds a figure's whole markup.
    private static func writeNewFile(_ bytes: [UInt8], at path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor >= 0 else { return false }
        let written = bytes.withUnsafeBufferPointer { LocalFile.writeAll($0, to: descriptor) }
        return close(descriptor) == 0 && written
    }

    /// The fields of the entry at `file`, nil when there is none; a malformed entry is deleted and noted.
    static func read(_ file: String) -> [String]? {
        read(file, decode: CacheRecord.decode)
    }

    /// The entry at `file` as `decode` reads its record, nil when there is none; a record `decode` finds
    /// malformed is deleted and noted.
    static func read<Entry>(_ file: String, decode: ([UInt8]) -> Entry?) -> Entry? {
        guard let record = LocalFile.read(file) else { return nil }
        if let entry = decode(record) { return entry }
        try? FileManager.default.removeItem(atPath: file)
        if CacheRecord.isEarlierFormat(record) { return nil }
        discarded.withLock { $0.append(file) }
        return nil
    }

    /// Entries deleted as malformed, drained by the build whose cache folder holds them.
    private static let discarded = Mutex<[String]>([])

    /// Warnings for the malformed entries found below `cache` since the last call, sorted.
    static func drainDiscarded(under cache: String) -> [String] {
        let prefix = cache.hasSuffix("/") ? cache : cache + "/"
        return discarded.withLock { files in
            let mine = files.filter { $0.hasPrefix(prefix) }
            files.removeAll { $0.hasPrefix(prefix) }
            return mine.sorted()
        }
    }

    /// Removes temporaries that a killed build left (a minute old: a live write renames its own at once).
    static func removeStaleTemporaries(in cache: String) {
        removeFiles(in: FilePath.join(cache, "tmp"), changedBefore: FileStatus.now() - 60_000_000_000) { _ in true }
    }

    /// Removes the files of `folder` whose name `isCacheFile` accepts and whose modification time is before
    /// `cutoff` (nanoseconds since 1970); returns how many went.
    @discardableResult
    static func removeFiles(in folder: String, changedBefore cutoff: Int64, where isCacheFile: (String) -> Bool) -> Int {
        var removed = 0
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where isCacheFile(name) {
            let path = FilePath.join(folder, name)
            if let status = FileStatus.of(path), status.modified < cutoff, unlink(path) == 0 { removed += 1 }
        }
        return removed
    }
}
