import Testing
@testable import SiteBuilder

@Suite struct DiagramNumberTests {
    @Test(arguments: [
        (0.0, "0"), (3.0, "3"), (12.25, "12.3"), (0.04, "0"), (-0.04, "0"), (-2.5, "-2.5"),
        (1.0 / 3.0, "0.3"), (199.96, "200"), (Double.nan, "0"),
    ])
    func coordinatesHaveAtMostOneDecimal(_ value: Double, _ expected: String) {
        #expect(DiagramNumber.format(value) == expected)
    }

    @Test(arguments: [(0.0, "0 s"), (0.35, "0.35 s"), (1.5, "1.5 s"), (2.0, "2 s"), (0.1 + 0.2, "0.3 s"), (0.05, "0.05 s")])
    func secondsHaveAtMostTwoDecimals(_ value: Double, _ expected: String) {
        #expect(DiagramNumber.seconds(value) == expected)
    }
}

@Suite struct TextMetricsTests {
    @Test func wideCharactersCountDouble() {
        #expect(TextMetrics.cells("viewDidLoad()") == 13)
        #expect(TextMetrics.cells("你好") == 4)
        #expect(TextMetrics.cells("ｱ") == 1)  // half-width katakana stays narrow
        #expect(TextMetrics.cells("e\u{301}") == 1)  // a combining accent is part of its letter
        #expect(TextMetrics.cells("🙂") == 2)
    }

    @Test func truncationKeepsTheEllipsisInsideTheLimit() {
        #expect(TextMetrics.truncate("layoutSubviews()", toCells: 16) == "layoutSubviews()")
        #expect(TextMetrics.truncate("layoutSubviews()", toCells: 7) == "layout…")
        #expect(TextMetrics.truncate("你好世界", toCells: 6) == "你好…")
        #expect(TextMetrics.truncate("你好世界", toCells: 4) == "你…")
        #expect(TextMetrics.truncate("abc", toCells: 1) == "…")
        #expect(TextMetrics.truncate("abc", toCells: 0) == "")
        for limit in 0...20 {
            #expect(TextMetrics.cells(TextMetrics.truncate("willMove(toSuperview: 根视图)", toCells: limit)) <= limit)
        }
    }
}

@Suite struct HTMLEscapingTests {
    @Test func escapesTheFiveSignificantCharacters() {
        #expect(HTMLText.escape(#"<a href="x">Tom & 'Jerry'</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;")
    }

    @Test func leavesPlainTextAloneAndReplacesForbiddenControls() {
        #expect(HTMLText.escape("root.view 你好\ttab\nline") == "root.view 你好\ttab\nline")
        #expect(HTMLText.escape("a\u{0}b\u{1B}c\u{85}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
    }
}

@Suite struct EventTextTests {
    @Test func messagesDropTheReceiverAndKeepSwiftSpelling() {
        var sketch = TraceSketch()
        sketch.send("view1", "UIView", "willMove(toSuperview:)", ["root.view"])
        sketch.send("root", "RootViewController", "prefersStatusBarHidden")
        sketch.send("root", "RootViewController", "viewWillAppear(_:)", ["false"])
        #expect(sketch.events.map(EventText.message) == [
            "willMove(toSuperview: root.view)", "prefersStatusBarHidden", "viewWillAppear(false)",
        ])
    }

    @Test func summaryNamesEveryParticipant() {
        #expect(EventText.summary(eventCount: 1, participants: ["UIKit", "root"])
                == "1 event between UIKit, root; see the table below.")
        #expect(EventText.summary(eventCount: 0, participants: []) == "0 events; see the table below.")
    }
}

@Suite struct CallbackTableStyleTests {
    @Test func everyDepthClassTheTableWritesHasARule() {
        var sketch = TraceSketch()
        for depth in 0..<14 { sketch.enter("v\(depth)", "UIView", "layoutSubviews()") }
        let table = CallbackTable.html(TraceRenderInput(events: sketch.events, id: "s", title: "deep"))
        let used = Set(RenderStructureTests.captures(of: "class=\"(d[0-9]+)\"", in: table))
        // Depth 0 is the cell's own padding: no class.
        #expect(used.count == CallbackTable.maximumDepthClass)
        #expect(!used.contains("d0"))
        for name in used { #expect(CallbackTableStyle.css.contains("td.\(name){")) }
        #expect(CallbackTableStyle.css.contains("td.d2{padding-left:3em}"))
        #expect(CallbackTableStyle.css.contains("th,table.cs-callbacks td{text-align:left;vertical-align:top;padding:0.15em 0.5em}"))
    }
}
