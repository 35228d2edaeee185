import ScenarioLanguage
import Testing
@testable import SiteBuilder

/// Geometry decisions of the diagram, checked on the layout model rather than on SVG text.
@Suite struct DiagramLayoutTests {
    func layout(_ input: TraceRenderInput) -> DiagramLayout {
        var builder = DiagramLayoutBuilder(events: input.events, foldLimit: input.foldLimit)
        return builder.build()
    }

    func lifeline(_ name: String, in layout: DiagramLayout) throws -> DiagramLayout.Lifeline {
        try #require(layout.lifelines.first { $0.participant == .object(name) })
    }

    @Test func arrowsGoFromTheEnclosingReceiverToTheReceiver() throws {
        let layout = layout(RenderSamples.push)
        let scenario = try #require(layout.lifelines.first { $0.participant == .scenario })
        let uikit = try #require(layout.lifelines.first { $0.participant == .uikit })
        let nav = try lifeline("nav", in: layout), b = try lifeline("b", in: layout)
        let bySeq = Dictionary(uniqueKeysWithValues: layout.messages.map { ($0.seq, $0) })
        // #1 scenario → nav; #2 nav → b (nested in the push); #10 UIKit → b (layout pass, depth 0).
        #expect(try #require(bySeq[1]).fromX == scenario.x)
        #expect(abs(try #require(bySeq[1]).toX - nav.x) <= DiagramMetrics.activationWidth)
        #expect(abs(try #require(bySeq[2]).fromX - nav.x) <= DiagramMetrics.activationWidth)
        #expect(abs(try #require(bySeq[2]).toX - b.x) <= DiagramMetrics.activationWidth)
        #expect(try #require(bySeq[10]).fromX == uikit.x)
        #expect(bySeq.values.filter(\.isSelfCall).map(\.seq) == [7])
        #expect(bySeq.values.filter(\.inferred).map(\.seq) == [14])
    }

    @Test func activationBarsSpanTheirNestedEvents() {
        let layout = layout(RenderSamples.push)
        // The push encloses events 2…9: its bar is the tallest and reaches the row of #9.
        let push = layout.activations.max { $0.height < $1.height }
        let lastNested = layout.messages.first { $0.seq == 9 }
        #expect(push.map { $0.y + $0.height } == lastNested.map { $0.y + 8 })
        // One bar per call or callback, none for prints.
        #expect(layout.activations.count == 13)
    }

    @Test func printsSitOnTheLifelineOfTheObjectThatPrinted() throws {
        let layout = layout(RenderSamples.push)
        let b = try lifeline("b", in: layout)
        let note = try #require(layout.notes.first)
        #expect(note.seq == 5)
        #expect(note.x > b.x && note.x < b.x + DiagramMetrics.columnWidth / 2)
    }

    @Test func topLevelPrintsSitOnScenarioAndConsoleLinesOnUIKit() throws {
        let layout = layout(RenderSamples.printHeavy)
        let scenario = try #require(layout.lifelines.first { $0.participant == .scenario })
        let uikit = try #require(layout.lifelines.first { $0.participant == .uikit })
        let start = try #require(layout.notes.first { $0.seq == 1 })
        let warning = try #require(layout.notes.first { $0.style == .warning })
        let error = try #require(layout.notes.first { $0.style == .error })
        #expect(start.x == scenario.x + 4)
        #expect(warning.x == uikit.x + 4 && error.x == uikit.x + 4)
        #expect(warning.text.hasPrefix("warning: ") && warning.text.hasSuffix("…"))
        #expect(warning.width <= DiagramMetrics.maximumNoteWidth)
    }

    @Test func aLifelineEndsAfterItsDeinit() throws {
        let layout = layout(RenderSamples.deinitTrace)
        let sheet = try lifeline("sheet", in: layout), root = try lifeline("root", in: layout)
        let cross = try #require(layout.destructions.first { $0.x == sheet.x })
        #expect(sheet.endY > cross.y)
        #expect(sheet.endY < root.endY)
        #expect(layout.destructions.count == 2)
    }

    @Test func separatorsMarkEveryNewTurnAndPhase() {
        let labels = layout(RenderSamples.deinitTrace).separators.map { ($0.isTurn, $0.label) }
        #expect(labels.map(\.0) == [true, false, true, false, true])
        #expect(labels.map(\.1) == [
            "turn 1 · event · 0 s", "after commit · 0 s", "turn 2 · event · 1 s", "end of turn · 1 s",
            "turn 3 · main queue · 1 s",
        ])
    }

    @Test func rowsHaveAFixedHeightSoLongTracesGrowInsteadOfShrinking() {
        let short = layout(RenderSamples.long.withFoldLimit(100)), long = layout(RenderSamples.long.withFoldLimit(200))
        let separatorsAdded = Double(long.separators.count - short.separators.count) * DiagramMetrics.turnBandHeight
        #expect(long.height - short.height == 100 * DiagramMetrics.rowHeight + separatorsAdded)
        #expect(long.width == short.width)
    }

    @Test func columnsHaveAFixedWidth() {
        let layout = layout(RenderSamples.push)
        let xs = layout.lifelines.map(\.x)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 - $0 == DiagramMetrics.columnWidth })
    }
}

extension TraceRenderInput {
    func withFoldLimit(_ limit: Int) -> TraceRenderInput {
        var copy = self
        copy.foldLimit = limit
        return copy
    }
}
