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
        let records = EventRecord.records(events)
        #expect(EventRecord.plainLines(events, records) == events.map(\.plainText))
        for (event, record) in zip(events, records) {
            let expected = event.method.map { _ in
                String(TraceEvent.callText(receiver: "", method: event.method!, arguments: event.arguments)
                    .dropFirst())
            } ?? ""
            #expect(record.message == expected)
        }
    }

    /// The expectation's lines, whether spelled from a figure's records or from the events alone, are the
    /// trace's own plain lines with trailing blanks cut.
    @Test func expectationLinesAreThePlainTrace() {
        var events = Self.sampleEvents
        var odd = events[0]
        for (method, arguments) in [("a(b:c:)", ["x"]), ("viewDidLoad()", []), ("f(_:_:)", ["1", "two "]),
                                    ("é(ü:)", ["ß"]), ("prefersStatusBarHidden", [])] {
            odd.kind = .callback
            odd.receiver = "r"
            odd.method = method
            odd.arguments = arguments
            events.append(odd)
        }
        odd.kind = .print
        odd.method = nil
        odd.text = "trailing \t "
        events.append(odd)
        let expected = events.map { String(ExpectationBlock.trimmingTrailingSpace(Substring($0.plainText))) }
        #expect(ExpectationBlock.lines(forFiltered: events) == expected)
        #expect(ExpectationBlock.lines(for: events, records: EventRecord.records(events)) == expected)
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

    /// Every scalar the narrow path accepts is a character of one cell on its own and next to any other
    /// accepted scalar, so counting scalars gives what counting characters gives.
    @Test func narrowScalarWidthsMatchTheCharacterPath() {
        let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027,
                                             0x2030...0x205E, 0x2190...0x21FF]
        let scalars = ranges.flatMap { $0.compactMap(Unicode.Scalar.init) }
        for scalar in scalars {
            let text = "a" + String(Character(scalar)) + "·" + String(Character(scalar)) + "e"
            #expect(TextMetrics.cells(text) == text.reduce(0) { $0 + TextMetrics.cells(of: $1) })
            #expect(text.count == text.unicodeScalars.count)
        }
        for text in ["turn 2 · after commit · 0.35 s", "loop × 50 · #12–#161", "Events as a table ↓", "e\u{301}·",
                     "soft\u{AD}hyphen ·", "·\u{200D}·", "→\u{FE0F}", "‼\u{FE0F}", "· 你好", "line\u{2028}break ·"] {
            #expect(TextMetrics.cells(text) == text.reduce(0) { $0 + TextMetrics.cells(of: $1) }, "\(text)")
        }
    }

    @Test func selectorsWithOddPunctuationKeepTheirSpelling() {
        let cases: [(String, [String])] = [
            ("a(::)", ["x"]), ("a()", []), ("(", []), ("a(b:", ["x"]), ("é(ü:)", ["ß"]), ("f(_:_:)", ["1"]),
        ]
        for (method, arguments) in cases {
            let expected = String(TraceEvent.callText(receiver: "", method: method, arguments: arguments).dropFirst())
            if method.last == ")" {
                #expect(SelectorSpelling(method).message(arguments: arguments) == expected, "\(method)")
            } else {
                #expect(SelectorSpelling(method).message(arguments: arguments) == method)
            }
        }
    }

    /// The writer keeps what it wrote when it outgrows its buffer, numbers (stored a word at a time) included.
    @Test func aWriterKeepsItsBytesAsItGrows() {
        var writer = MarkupWriter(capacity: 1)
        var expected = ""
        for index in 0..<1_000 {
            writer.raw("<p>")
            writer.integer(index)
            writer.text(" a & b ")
            writer.number(Double(index) / 4)
            expected += "<p>\(index) a &amp; b " + DiagramNumber.format(Double(index) / 4)
        }
        #expect(writer.output == expected)
    }

    @Test func framesAreMatchedLikeTheirLabels() {
        var t = TraceSketch()
        t.enter("root.view", "UIView", "layoutSubviews()")
        t.leave()
        let event = t.events[0]
        for frame in ["root.view.layoutSubviews()", "root.view.layoutSubviews", "root.viewlayoutSubviews()",
                      "root.view.layoutSubviews()x", "", ".", "root.view_layoutSubviews()"] {
            #expect(TraceNesting.isFrame(frame, of: event) == (frame == TraceNesting.frameLabel(event)), "\(frame)")
        }
    }
}

@Suite struct MarkupWriterBytesTests {
    /// The writer's quick test for bytes it copies as they are agrees with the escaping rules.
    @Test func plainBytesAreThoseEscapingLeavesAlone() {
        for byte in UInt8(0)..<0x80 {
            let text = String(Character(Unicode.Scalar(byte)))
            #expect(MarkupWriter.isPlain(byte) == (HTMLText.escape(text) == text), "byte \(byte)")
        }
        for byte in UInt8(0x80)...0xFF {
            #expect(MarkupWriter.isPlain(byte) == (byte != 0xC2 && byte != 0xEF))
        }
    }
}

extension MarkupWriterBytesTests {
    /// Coordinates round halves away from zero exactly as `Double.rounded()` does, at every magnitude.
    @Test func tenthsRoundLikeTheStandardLibrary() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 0.05, -0.05, 0.049999999999999996, 0.45, 0.55, -0.45, 1.25, 2.5e15,
                                -2.5e15, 0x1p52 / 10, 0x1p53 / 10, 1e300, -1e300, 0.1, 0.15, 0.25, 0.35]
        for _ in 0..<10_000 {
            values.append(Double(Int.random(in: -200_000...200_000, using: &generator)) / 20)
            values.append(Double.random(in: -5_000...5_000, using: &generator))
        }
        for value in values where (value * 10).magnitude < 9e18 {
            #expect(MarkupWriter.roundedTenths(value) == Int((value * 10).rounded()), "\(value)")
        }
    }
}

extension MarkupWriterBytesTests {
    @Test func activationBarsSpellTheirWidth() {
        let width = DiagramNumber.format(DiagramMetrics.activationWidth)
        #expect(DiagramWriter.activationRight.description == "h" + width + "v")
        #expect(DiagramWriter.activationLeftAndClose.description == "h-" + width + "z")
    }
}

extension MarkupWriterBytesTests {
    /// Coordinates of every size and sign are written as `DiagramNumber` spells them.
    @Test func coordinatesAreWrittenLikeDiagramNumber() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [-0.04, -0.05, 9_999.94, 9_999.95, -9_999.96, 10_000, 99_999.9, 0.95, -0.95]
        for _ in 0..<5_000 {
            values.append(Double(Int.random(in: -2_000_000...2_000_000, using: &generator)) / 20)
        }
        for value in values {
            var writer = MarkupWriter()
            writer.number(value)
            #expect(writer.output == DiagramNumber.format(value), "\(value)")
        }
    }
}
