import Foundation
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

    /// The cached output, or `compute()`'s (stored when it is complete: rendered, without diagnostics).
    func output(for block: ScenarioBlock, iOSVersion: Int, needsFigure: Bool,
                compute: () -> ScenarioOutput) -> ScenarioOutput {
        guard let directory else { return compute() }
        let key = Self.key(block, iOSVersion: iOSVersion)
        let file = FilePath.join(directory, Self.fileName(for: key))
        if let data = FileManager.default.contents(atPath: file),
           let output = Self.decode([UInt8](data), key: key), !needsFigure || output.figureBody != nil {
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
        return [
            Fingerprint.tool, "behaviour \(Scenario.behaviourVersion)", "ios \(iOSVersion)",
            "show \(describe(block.options.filter))", "expect \(describe(expectationFilter))",
            "number \(block.number)", "title \(block.title)", block.code,
        ].joined(separator: "\n")
    }

    /// Short file names from the key's fingerprint, in 256 folders; collisions are checked on read anyway.
    static func fileName(for key: String) -> String {
        let hex = Fingerprint.of(key)
        return "scenarios/" + String(hex.prefix(2)) + "/" + hex
    }
}

private extension ScenarioCache {
    static func describe(_ filter: TraceFilter) -> String {
        let categories = filter.categories.map { $0.map(\.rawValue).sorted().joined(separator: ",") } ?? "*"
        let objects = filter.objects?.joined(separator: ",") ?? "*"
        return "\(filter.preset.rawValue) \(categories) \(objects)"
    }

    static func encode(_ output: ScenarioOutput, key: String) -> [UInt8] {
        let outcome: [String] = switch output.outcome {
        case .completed: ["completed", ""]
        case .exception(let message): ["exception", message]
        case .stopped(let message): ["stopped", message]
        case .rejected: ["rejected", ""]
        }
        return CacheRecord.encode([format, key] + outcome + [output.figureBody ?? "", String(output.actualLines.count)]
                                  + output.actualLines + output.callbacks)
    }

    static func decode(_ bytes: [UInt8], key: String) -> ScenarioOutput? {
        guard let fields = CacheRecord.decode(bytes), fields.count >= 6, fields[0] == format, fields[1] == key,
              let lineCount = Int(fields[5]), fields.count >= 6 + lineCount else { return nil }
        let outcome: ScenarioOutput.Outcome
        switch fields[2] {
        case "completed": outcome = .completed
        case "exception": outcome = .exception(fields[3])
        case "stopped": outcome = .stopped(fields[3])
        default: return nil
        }
        return ScenarioOutput(outcome: outcome, diagnostics: [], actualLines: Array(fields[6..<(6 + lineCount)]),
                              callbacks: Array(fields[(6 + lineCount)...]), figureBody: fields[4])
    }

    func store(_ bytes: [UInt8], at file: String) {
        CacheFile.write(bytes, to: file)
    }
}

/// Cache files are written through a temporary file and a rename, so a reader (another worker, another
/// build) never sees half an entry. A cache that cannot be written is not an error: the work is just
/// done again next time.
enum CacheFile {
    static func write(_ bytes: [UInt8], to file: String) {
        try? FileManager.default.createDirectory(atPath: FilePath.directory(of: file), withIntermediateDirectories: true)
        // A unique name per writer: two pages holding the same scenario may store it at the same moment.
        let temporary = file + "." + UUID().uuidString + ".tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else { return }
        if rename(temporary, file) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }
}
