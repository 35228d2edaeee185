import ScenarioLanguage
import Testing
@testable import SiteBuilder

@Suite struct TraceNestingTests {
    @Test func parentsAndActivationEndsFollowDepth() {
        var t = TraceSketch()
        t.enter("nav", "UINavigationController", "pushViewController(_:animated:)", ["b", "true"], kind: .call)
        t.enter("b", "UIViewController", "viewDidLoad()")
        t.print("loaded")
        t.leave()
        t.send("b", "UIViewController", "viewWillAppear(_:)", ["true"])
        t.leave()
        t.print("after")
        let nesting = TraceNesting(t.events)
        #expect(nesting.parent == [nil, 0, 1, 0, nil])
        #expect(nesting.lastDescendant == [3, 2, 2, 3, 4])
        #expect(nesting.ancestors(of: 2) == [1, 0])
    }

    /// A display filter removed `nav.view.layoutSubviews()`; its child must not be drawn as called by
    /// the unrelated `a.viewDidLoad()` that happens to be the last visible event one level up.
    @Test func aFilteredParentIsFoundThroughTheStack() {
        var t = TraceSketch()
        t.enter("a", "UIViewController", "viewDidLoad()")
        t.leave()
        t.enter("nav.view", "UILayoutContainerView", "layoutSubviews()")
        t.send("b", "UIViewController", "viewWillLayoutSubviews()")
        t.leave()
        var events = t.events
        events.remove(at: 1)
        // Without the stack, depth alone would make `a.viewDidLoad()` the parent of what follows.
        #expect(events[1].depth == 1)
        let nesting = TraceNesting(events)
        #expect(nesting.parent == [nil, nil])
        #expect(nesting.lastDescendant == [0, 1])
    }

    @Test func aVisibleGrandparentEnclosesWhenTheParentIsFiltered() {
        var t = TraceSketch()
        t.enter("nav", "UINavigationController", "pushViewController(_:animated:)", ["b", "true"], kind: .call)
        t.enter("nav.view", "UILayoutContainerView", "layoutSubviews()")
        t.send("b", "UIViewController", "viewWillLayoutSubviews()")
        t.leave()
        t.leave()
        var events = t.events
        events.remove(at: 1)
        #expect(TraceNesting(events).parent == [nil, 0])
    }

    @Test func deinitBodiesNestInsideTheDeinit() {
        var t = TraceSketch()
        t.deinitialize("sheet", "SheetViewController", overridden: true) { t in t.print("bye") }
        t.print("top level")
        #expect(TraceNesting(t.events).parent == [nil, 0, nil])
    }
}
