import Foundation
import ScenarioLanguage
import Testing
@testable import SiteBuilder

@Suite struct ScenarioCacheTests {
    @Test func recordsRoundTripAndRejectDamage() {
        let fields = ["", "a\nb", "中文 <svg>", String(repeating: "x", count: 1000)]
        let bytes = CacheRecord.encode(fields)
        #expect(CacheRecord.decode(bytes) == fields)
        #expect(CacheRecord.decode(Array(bytes.dropLast())) == nil)
        #expect(CacheRecord.decode(Array("3\nab\n".utf8)) == nil)
        #expect(CacheRecord.decode(Array("x\n".utf8)) == nil)
    }

    /// Every byte of a record is covered: changing any one of them, to any other value, makes it read as
    /// nil, as does cutting it short anywhere.
    @Test func everyEditedByteAndEveryCutIsCaught() {
        let fields = ["callsheet", "<svg width=\"12\">中文</svg>", "", "0123456789abcdef0123"]
        let bytes = CacheRecord.encode(fields)
        #expect(CacheRecord.decode(bytes) == fields)
        for index in bytes.indices {
            for value in [bytes[index] ^ 0x01, bytes[index] ^ 0x80, 0, 0x30, 0x0a] where value != bytes[index] {
                var edited = bytes
                edited[index] = value
                #expect(CacheRecord.decode(edited) == nil, "byte \(index) set to \(value)")
            }
            #expect(CacheRecord.decode(Array(bytes[..<index])) == nil, "cut at \(index)")
        }
        // Two words swapped, and the tail zero-filled as a crash before the data reached the disk can leave it.
        var swapped = bytes
        swapped.swapAt(0, 8)
        #expect(CacheRecord.decode(swapped) == nil)
        var zeroed = bytes
        for index in 16..<(bytes.count - 18) { zeroed[index] = 0 }
        #expect(CacheRecord.decode(zeroed) == nil)
    }

    /// The word-wise digest names scenario entries and keys pages: its values stay what earlier versions
    /// computed, so a cache stays valid across a change of how it is computed.
    @Test func fileDigestsKeepTheirValues() {
        #expect(Fingerprint.ofFile([UInt8]()) == "db01c3104e99566de0c4d072b6d87216")
        #expect(Fingerprint.ofFile(Array("abc".utf8)) == "92119cfaa0bb31a08f62a31f124f7a9d")
        #expect(Fingerprint.ofFile(Array("0123456789abcdef0".utf8)) == "89e1407987e506249988747bde0a4a62")
        let text = String(repeating: "视图 callsheet\n", count: 5)
        #expect(Fingerprint.ofFile(Array(text.utf8)) == "fd88b69f0051df8fa148772ec974abd5")
        #expect(Fingerprint.ofFile(Array(text.utf8)[...]) == "fd88b69f0051df8fa148772ec974abd5")
    }

    /// Records of earlier versions, whose checksum line was `#` (a byte-wise digest) or `%`
    /// (`Fingerprint.ofFile`) and 32 hex digits, are a miss without a warning, and removed; a damaged
    /// record of this version is a miss with one.
    @Test func earlierFormatIsAQuietMiss() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var earlier = Fingerprint()
        earlier.add(Array("1\na\n".utf8))
        let old = FilePath.join(folder, "old"), previous = FilePath.join(folder, "previous")
        let torn = FilePath.join(folder, "torn")
        #expect(FileManager.default.createFile(atPath: old, contents: Data("1\na\n#\(earlier.hex)\n".utf8)))
        let previousRecord = "1\na\n%\(Fingerprint.ofFile(Array("1\na\n".utf8)))\n"
        #expect(FileManager.default.createFile(atPath: previous, contents: Data(previousRecord.utf8)))
        #expect(FileManager.default.createFile(atPath: torn, contents: Data(CacheRecord.encode(["a", "b"]).dropFirst(2))))
        #expect(CacheRecord.isEarlierFormat([UInt8](FileManager.default.contents(atPath: old)!)))
        #expect(CacheRecord.isEarlierFormat(Array(previousRecord.utf8)))
        #expect(CacheFile.read(old) == nil && CacheFile.read(previous) == nil && CacheFile.read(torn) == nil)
        #expect(![old, previous, torn].contains { FileManager.default.fileExists(atPath: $0) })
        #expect(CacheFile.drainDiscarded(under: folder) == [torn])
    }

    static func block(code: String, title: String? = nil) -> ScenarioBlock {
        ScenarioBlock(number: 1, node: .init(index: 0), code: code, options: BlockOptions(title: title),
                      line: 1, column: 1, endLine: 3, fence: "```", prefix: "")
    }

    @Test func entriesAreKeyedOnWhatTheFigureShows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = ScenarioCache(directory: folder)
        let counter = RunCounter()
        func output(_ block: ScenarioBlock, figure: Bool = true, update: Bool = false) -> ScenarioOutput {
            cache.output(for: block, iOSVersion: 17, needsFigure: figure,
                         needsLines: ScenarioOutput.needsLines(block, writesExpectations: update)) {
                counter.increment()
                let run = FakeScenarioRunner.run(block.source(path: "a.md"), options: ScenarioOptions(iOSVersion: 17))
                return ScenarioOutput.make(block, run: run, render: figure, writesExpectations: update)
            }
        }
        let first = output(Self.block(code: "root.viewDidLoad()\n"))
        #expect(output(Self.block(code: "root.viewDidLoad()\n")) == first)
        #expect(counter.value == 1)
        _ = output(Self.block(code: "root.viewDidLoad()\n", title: "Other"))
        #expect(counter.value == 2, "the title is part of the figure")
        _ = output(Self.block(code: "root.loadView()\n"), figure: false)
        _ = output(Self.block(code: "root.loadView()\n"), figure: true)
        #expect(counter.value == 4, "a check stores nothing, so the build renders")
        let rejected = Self.block(code: "error: nope\n")
        _ = output(rejected)
        _ = output(rejected)
        #expect(counter.value == 6, "runs with diagnostics are not stored")
        // A build keeps no plain lines for a scenario without an expectation: a check takes its entry, and
        // `check --update`, which writes them, runs it again.
        let built = output(Self.block(code: "root.viewDidAppear(true)\n"))
        #expect(built.actualLines == nil && built.figureBody != nil)
        #expect(output(Self.block(code: "root.viewDidAppear(true)\n"), figure: false) == built)
        #expect(counter.value == 7)
        let checked = output(Self.block(code: "root.viewDidAppear(true)\n"), figure: false, update: true)
        #expect(counter.value == 8)
        #expect(checked.actualLines?.isEmpty == false)
        #expect(output(Self.block(code: "root.viewDidAppear(true)\n")) == built, "the build's entry stays")
        #expect(counter.value == 8)
    }
}
