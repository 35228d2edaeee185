import Foundation
import ScenarioLanguage
import Testing
@testable import SiteBuilder

/// The per-event record and the byte writer say exactly what the trace and `HTMLText` say.
@Suite struct EventRecordTests {
    static var sampleEvents: [TraceEvent] {
        RenderSamples.all.flatMap(\.input.events)
    }

    @Test func plainLinesAreTheTracesOwn() {
        let events = Self.sampleEvents
        for record in EventRecord.records(events) {
            #expect(record.plainLine == record.event.plainText)
            let expected = record.event.method.map { _ in
                String(TraceEvent.callText(receiver: "", method: record.event.method!, arguments: record.event.arguments)
                    .dropFirst())
            } ?? ""
            #expect(record.message == expected)
        }
    }

    @Test func selectorsAreSpelledLikeTheTrace() {
        let cases: [(String, [String])] = [
            ("viewDidLoad()", []), ("viewWillAppear(_:)", ["true"]), ("willMove(toSuperview:)", ["root.view"]),
            ("present(_:animated:completion:)", ["sheet", "false"]), ("prefersStatusBarHidden", []),
            ("tableView(_:cellForRowAt:)", ["table", "[0, 1]"]), ("deinit", []),
        ]
        for (method, arguments) in cases {
            let expected = String(TraceEvent.callText(receiver: "", method: method, arguments: arguments).dropFirst())
            #expect(SelectorSpelling(method).message(arguments: arguments) == expected)
        }
    }

    @Test(arguments: [
        "", "plain", "<a href=\"x\">Tom & 'Jerry'</a>", "root.view 你好\ttab\nline\r\n", "a\u{0}b\u{1B}c\u{7F}d",
        "c1 \u{80}\u{85}\u{9F} end", "\u{A0}\u{A9}\u{FFFD}", "nonchar \u{FFFE}\u{FFFF}\u{FFFE}", "emoji 🙂 e\u{301}",
        "\u{EFBF}\u{FEFF}", "\u{1}", "·›…",
    ])
    func bytesAreEscapedLikeHTMLText(_ text: String) {
        var writer = MarkupWriter()
        writer.text(text)
        #expect(writer.output == HTMLText.escape(text))
    }

    @Test(arguments: [0.0, -0.0, 0.04, -0.04, 0.05, 1.25, -3.35, 12.0, 1352.5, 123_456_789.9, .infinity, .nan])
    func numbersAreWrittenLikeDiagramNumber(_ value: Double) {
        var writer = MarkupWriter()
        writer.number(value)
        #expect(writer.output == DiagramNumber.format(value))
    }

    @Test func integersIncludeTheExtremes() {
        for value in [0, 7, 10, 99, 100, -1, -120, Int.max, Int.min] {
            var writer = MarkupWriter()
            writer.integer(value)
            #expect(writer.output == String(value))
        }
    }

    @Test func asciiWidthsAndPrefixesMatchTheCharacterPath() {
        for text in ["viewDidLoad()", "willMove(toSuperview: root.view)", "a\r\nb", "tab\there"] {
            #expect(TextMetrics.cells(text) == text.reduce(0) { $0 + TextMetrics.cells(of: $1) })
            for limit in 0...text.count + 1 {
                let cut = TextMetrics.truncate(text, toCells: limit)
                #expect(TextMetrics.cells(cut) <= max(limit, 0))
                #expect(text.hasPrefix(cut.hasSuffix("…") ? String(cut.dropLast()) : cut))
            }
        }
    }
}
