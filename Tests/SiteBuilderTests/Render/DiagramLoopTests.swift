import ScenarioLanguage
import Testing
@testable import SiteBuilder

/// Runs of identical groups are drawn once in a loop frame; the table keeps every row.
@Suite struct DiagramLoopTests {
    func layout(_ input: TraceRenderInput) -> DiagramLayout {
        var builder = DiagramLayoutBuilder(records: input.records, events: input.events, foldLimit: input.foldLimit)
        return builder.build()
    }

    @Test func aTimerFiringFiftyTimesIsDrawnOnceWithItsCount() {
        let input = RenderSamples.timerLoop
        #expect(input.events.count == 2 + 50 * 3)
        let layout = layout(input)
        #expect(layout.loops.map(\.label) == ["loop × 50 · #2–#151"])
        // viewDidLoad, one firing (call and layout callback), nothing else: the last print is a note.
        #expect(layout.messages.map(\.seq) == [1, 3, 4])
        #expect(layout.notes.map(\.seq) == [2, 152])
        #expect(layout.foldedCount == 0)
        #expect(layout.eventCount == 152)
        // The frame encloses the firing's rows and the separators inside it.
        let loop = layout.loops[0]
        for message in layout.messages where message.seq != 1 {
            #expect(message.y > loop.y && message.y < loop.y + loop.height)
        }
        let svg = SequenceDiagram.svg(input)
        #expect(svg.contains(">loop × 50 · #2–#151</text>"))
        #expect(RenderStructureTests.count("<tr id=", in: CallbackTable.html(input)) == 152)
    }

    @Test func groupsThatDifferAreNotFolded() {
        // The long sample repeats four layout callbacks, but each turn prints its own number.
        #expect(layout(RenderSamples.long).loops.isEmpty)
        #expect(layout(RenderSamples.push).loops.isEmpty)
    }

    @Test func twoRepetitionsAreNotALoop() {
        var t = TraceSketch()
        for _ in 1...2 { t.send("v", "UIView", "layoutSubviews()") }
        t.print("end")
        #expect(layout(TraceRenderInput(events: t.events, id: "s", title: "t")).loops.isEmpty)
        t.send("v", "UIView", "layoutSubviews()")
        t.send("v", "UIView", "layoutSubviews()")
        t.send("v", "UIView", "layoutSubviews()")
        #expect(layout(TraceRenderInput(events: t.events, id: "s", title: "t")).loops.map(\.label)
                == ["loop × 3 · #4–#6"])
    }

    @Test func aGroupNeverSplitsACallFromWhatIsNestedInIt() {
        // `a` encloses three identical callbacks: the run is the three callbacks, inside a's bar.
        var t = TraceSketch()
        t.enter("a", "UIView", "layoutIfNeeded()", kind: .call)
        for _ in 1...3 { t.send("b", "UIView", "layoutSubviews()") }
        t.leave()
        t.print("done")
        let layout = layout(TraceRenderInput(events: t.events, id: "s", title: "t"))
        #expect(layout.loops.map(\.label) == ["loop × 3 · #2–#4"])
        #expect(layout.messages.map(\.seq) == [1, 2])
        // a's bar reaches down to the drawn callback.
        let bar = layout.activations.first
        let drawn = layout.messages.first { $0.seq == 2 }
        #expect(bar.map { $0.y + $0.height } == drawn.map { $0.y + 8 })
    }

    @Test func theLastGroupKeepsWhatIsNestedAfterIt() {
        // The fourth `a` call has a callback nested in it: it stays outside the loop. (The trace's first
        // event opens its first turn, which the others do not, so the run starts after the print.)
        var t = TraceSketch()
        t.print("start")
        for index in 1...4 {
            t.enter("a", "UIView", "layoutIfNeeded()", kind: .call)
            if index == 4 { t.send("b", "UIView", "layoutSubviews()") }
            t.leave()
        }
        let layout = layout(TraceRenderInput(events: t.events, id: "s", title: "t"))
        #expect(layout.loops.map(\.label) == ["loop × 3 · #2–#4"])
        #expect(layout.messages.map(\.seq) == [2, 5, 6])
    }

    @Test func foldingCountsWhatTheLimitLeavesOut() {
        var input = RenderSamples.timerLoop
        input.foldLimit = 2
        let layout = layout(input)
        // viewDidLoad and the first print are drawn; the run is cut, so it is not framed.
        #expect(layout.loops.isEmpty)
        #expect(layout.foldedCount == 150)
    }

    @Test func loopsAreTheSameOnEveryRun() {
        let input = RenderSamples.timerLoop
        #expect(SequenceDiagram.svg(input) == SequenceDiagram.svg(input))
    }
}
