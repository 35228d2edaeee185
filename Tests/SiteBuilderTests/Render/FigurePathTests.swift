import Foundation
import LifecycleEngine
import ScenarioLanguage
import Testing
@testable import SiteBuilder

/// The figure's shortcuts give what the general paths give: `ScenarioOutput.make` filters, spells and names a
/// trace's methods in one pass; escaping looks at eight bytes at a time; a print's lines are cut only where a
/// line break may begin.
@Suite struct FigurePathTests {
    static func scenarios() -> [(name: String, code: String)] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("ScenarioLanguageTests/Scenarios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)).map { (name, $0) }
        }
    }

    static let filters: [TraceFilter] = [
        TraceFilter(), TraceFilter(preset: .overrides), TraceFilter(preset: .all),
        TraceFilter(preset: .lifecycle, categories: [.appearance, .layout]),
        TraceFilter(preset: .all, objects: ["root", "root.view"]),
    ]

    @Test func theOnePassGivesTheFilteredFigureAndEveryMethod() {
        let sources = Self.scenarios()
        #expect(sources.count > 100)
        for (index, source) in sources.enumerated() {
            let filter = Self.filters[index % Self.filters.count]
            let block = ScenarioBlock(number: 1, node: .init(index: 0), code: source.code,
                                      options: BlockOptions(filter: filter), line: 1, column: 1, endLine: 3,
                                      fence: "```", prefix: "")
            let run = Scenario.run(ScenarioSource(code: source.code, path: source.name), options: ScenarioOptions())
            let output = ScenarioOutput.make(block, run: run, render: true, writesExpectations: true)
            let figure = ScenarioFigure.body(block, events: filter.apply(run.events), outcome: output.outcome,
                                             highlightedCode: run.highlightedCode)
            #expect(output.figureBody == figure, "\(source.name)")
            #expect(output.callbacks == Set(run.events.compactMap(\.method)).sorted(), "\(source.name)")
            #expect(output.actualLines == ExpectationBlock.lines(for: run.events, filter: filter), "\(source.name)")
            let unrendered = ScenarioOutput.make(block, run: run, render: false, writesExpectations: true)
            #expect(unrendered.figureBody == nil && unrendered.callbacks == output.callbacks
                    && unrendered.actualLines == output.actualLines)
        }
    }

    @Test func everySpellingKnowsWhetherItsSelectorIsAnAPIMethod() {
        for method in Method.allCases {
            #expect(SelectorSpelling(method.rawValue).isAPI == (method.role == .api), "\(method)")
            #expect(TraceFilter.isAPI(method.rawValue) == (method.role == .api))
        }
        #expect(!SelectorSpelling("openTapped(_:)").isAPI && !TraceFilter.isAPI(nil))
    }

    /// Each byte that escaping may change flags itself in its word, whatever surrounds it, and plain ASCII
    /// flags nothing.
    @Test func wordsFlagTheirFirstByteThatMayNeedEscaping() {
        for byte in UInt8.min...UInt8.max {
            for position in 0..<8 {
                for filler in [UInt8(ascii: "a"), 0x20, 0x7E, 0x00, 0xFF] {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[position] = byte
                    let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
                    let flagged = MarkupWriter.bytesThatMayNeedEscaping(word)
                    let first = flagged == 0 ? 8 : flagged.trailingZeroBitCount / 8
                    #expect(bytes[..<first].allSatisfy(MarkupWriter.isPlain), "\(byte) at \(position)")
                    if !MarkupWriter.isPlain(byte) { #expect(first <= position, "\(byte) at \(position)") }
                }
            }
        }
        let plain = Array("viewWillAppear(false) root.view UIView".utf8)
        for start in 0...(plain.count - 8) {
            let word = plain[start...].withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
            #expect(MarkupWriter.bytesThatMayNeedEscaping(word) == 0)
        }
    }

    /// Every special piece at every offset of a longer text is escaped as `HTMLText` escapes it.
    @Test func longTextsAreEscapedLikeHTMLText() {
        let pieces = ["&", "<", ">", "\"", "'", "#", "\t", "\n", "\r\n", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}",
                      "\u{9F}", "\u{A0}", "·", "›", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "你好", "🙂", "e\u{301}"]
        for piece in pieces {
            for offset in 0..<20 {
                for tail in [0, 1, 7, 8, 9, 16] {
                    let text = String(repeating: "a", count: offset) + piece + String(repeating: "z", count: tail)
                    var writer = MarkupWriter()
                    writer.text(text)
                    #expect(writer.output == HTMLText.escape(text), "\(piece) at \(offset)")
                }
            }
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab <>&\"'#\t\n\u{1}\u{7F}·›\u{85}\u{FFFE}你🙂")
        for _ in 0..<2_000 {
            let text = String((0..<Int.random(in: 0...40, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            })
            var writer = MarkupWriter()
            writer.text(text)
            #expect(writer.output == HTMLText.escape(text), "\(text.debugDescription)")
        }
    }

    /// Printable ASCII is told eight bytes at a time exactly as one byte at a time, wherever a byte that is
    /// not printable sits.
    @Test func printableASCIIIsToldByWordsAsByBytes() {
        let scalars = (0..<0x100).compactMap(Unicode.Scalar.init) + ["·", "你", "🙂"]
        for scalar in scalars {
            for offset in 0..<18 {
                for tail in [0, 3, 8] {
                    let text = String(repeating: "a", count: offset) + String(Character(scalar))
                        + String(repeating: "~", count: tail)
                    #expect(TextMetrics.isPrintableASCII(text) == text.utf8.allSatisfy { (0x20..<0x7F).contains($0) },
                            "\(scalar.value) at \(offset)")
                }
            }
        }
        #expect(TextMetrics.isPrintableASCII("") && TextMetrics.isPrintableASCII(" ~ willMove(toSuperview: root.view)"))
    }

    /// Row ids are short for the figures' own ids, whose number is read as ASCII digits.
    @Test func rowPrefixesShortenOnlyNumberedFigureIDs() {
        #expect(TraceRenderInput.rowPrefix("scenario-3") == "s3_")
        #expect(TraceRenderInput.rowPrefix("scenario-120") == "s120_")
        for id in ["scenario-", "scenario-1\u{663}", "scenario-1\u{301}", "scenario-x", "intro", "scenario-1 2"] {
            #expect(TraceRenderInput.rowPrefix(id) == id + "_", "\(id)")
        }
    }

    /// The table writes the phases' names as they are: they need no escaping.
    @Test func phaseNamesNeedNoEscaping() {
        for phase in TracePhase.allCases {
            #expect(HTMLText.escape(phase.rawValue) == phase.rawValue)
        }
    }

    /// A text none of whose bytes may begin a line break has no `Character` that is one.
    @Test func everyLineBreakBeginsWithAFlaggedByte() {
        var scalars = (0...0x10FFFF).compactMap(Unicode.Scalar.init).map { String(Character($0)) }
        scalars.append("\r\n")
        for text in scalars where text.first!.isNewline {
            #expect(CallbackTableRow.mayBeginLineBreak(text.utf8.first!), "\(text.debugDescription)")
        }
    }
}
