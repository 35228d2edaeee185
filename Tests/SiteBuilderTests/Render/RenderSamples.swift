import ScenarioLanguage
@testable import SiteBuilder

/// Representative traces for the renderer goldens, one concern each.
enum RenderSamples {
    /// An animated push: calls from scenario code, callbacks nested in them, a self-call, a print from an
    /// override, an inferred step and three run-loop turns.
    static var push: TraceRenderInput {
        var t = TraceSketch()
        t.within("launch") { t in
            t.enter("nav", "UINavigationController", "pushViewController(_:animated:)", ["b", "true"],
                    kind: .call, category: .navigation)
            t.within("navigation transition") { t in
                t.send("b", "DetailViewController", "willMove(toParent:)", ["nav"], category: .containment)
                t.send("b", "DetailViewController", "loadView()", category: .loading)
                t.enter("b", "DetailViewController", "viewDidLoad()", category: .loading, overridden: true)
                t.print("b loaded")
                t.enter("b.view", "UIView", "layoutIfNeeded()", kind: .call, category: .layout)
                t.send("b.view", "UIView", "layoutSubviews()", category: .layout)
                t.leave()
                t.leave()
                t.within("appearance state") { t in
                    t.send("a", "ListViewController", "viewWillDisappear(_:)", ["true"], category: .appearance,
                           overridden: true)
                    t.send("b", "DetailViewController", "viewWillAppear(_:)", ["true"], category: .appearance,
                           overridden: true)
                }
            }
            t.leave()
        }
        t.phase = .layout
        t.within("layout pass") { t in
            t.send("b", "DetailViewController", "viewWillLayoutSubviews()", category: .layout)
            t.send("b", "DetailViewController", "viewDidLayoutSubviews()", category: .layout)
        }
        t.turn(2, .animation, at: 0.35)
        t.within("animation completion") { t in
            t.send("a", "ListViewController", "viewDidDisappear(_:)", ["true"], category: .appearance,
                   overridden: true)
            t.send("b", "DetailViewController", "viewDidAppear(_:)", ["true"], category: .appearance,
                   overridden: true)
            t.send("b", "DetailViewController", "didMove(toParent:)", ["nav"], category: .containment,
                   inferred: true)
        }
        return TraceRenderInput(events: t.events, id: "scenario-1", title: "Push a detail screen")
    }

    /// Prints at every depth, one in Chinese and one too long for a note, then a console warning for a
    /// direct appearance call and an exception that ends the run.
    static var printHeavy: TraceRenderInput {
        var t = TraceSketch()
        t.within("launch") { t in
            t.print("start")
            t.print("你好，世界：生命周期")
            t.enter("root", "RootViewController", "loadViewIfNeeded()", kind: .call, category: .loading)
            t.enter("root", "RootViewController", "viewDidLoad()", category: .loading, overridden: true)
            t.print("viewDidLoad: building a fairly long description of the view hierarchy for the log")
            t.leave()
            t.leave()
            t.warning("[ViewController] Calling -viewWillAppear: directly on a view controller is not supported")
            t.enter("root", "RootViewController", "viewWillAppear(_:)", ["false"], kind: .call, category: .appearance,
                    overridden: true)
            t.print("will appear")
            t.leave()
        }
        t.turn(2, .timer, at: 1.5)
        t.within("timer") { t in
            t.print("tick")
            t.exception("NSInvalidArgumentException: Can't add self as subview")
        }
        return TraceRenderInput(events: t.events, id: "scenario-2", title: "Prints and console lines")
    }

    /// A presented controller dismissed and released: its deinit prints, its view goes with it.
    static var deinitTrace: TraceRenderInput {
        var t = TraceSketch()
        t.within("launch") { t in
            t.enter("root", "RootViewController", "present(_:animated:completion:)", ["sheet", "false", "nil"],
                    kind: .call, category: .presentation)
            t.within("presentation") { t in
                t.send("sheet", "SheetViewController", "viewDidLoad()", category: .loading, overridden: true)
                t.send("sheet", "SheetViewController", "viewWillAppear(_:)", ["false"], category: .appearance)
            }
            t.leave()
        }
        t.turn(1, .afterCommit, at: 0)
        t.within("after-commit handler") { t in
            t.send("sheet", "SheetViewController", "viewDidAppear(_:)", ["false"], category: .appearance)
        }
        t.turn(2, .event, at: 1)
        t.within("tap") { t in
            t.enter("sheet", "SheetViewController", "dismiss(animated:completion:)", ["false", "nil"],
                    kind: .call, category: .presentation)
            t.send("sheet", "SheetViewController", "viewWillDisappear(_:)", ["false"], category: .appearance)
            t.send("sheet", "SheetViewController", "viewDidDisappear(_:)", ["false"], category: .appearance)
            t.leave()
        }
        t.turn(2, .release, at: 1)
        t.within("autorelease pool") { t in
            t.deinitialize("sheet", "SheetViewController", overridden: true) { t in t.print("sheet is gone") }
            t.deinitialize("UIView#4", "UIView")
        }
        t.turn(3, .mainQueue, at: 1)
        t.within("main queue") { t in t.send("root", "RootViewController", "setNeedsStatusBarAppearanceUpdate()", kind: .call) }
        return TraceRenderInput(events: t.events, id: "scenario-3", title: "Present, dismiss, release")
    }

    /// Markup in every place scenario text can reach: title, receiver, class, arguments and a print.
    static var escaping: TraceRenderInput {
        var t = TraceSketch()
        t.within("launch & <setup>") { t in
            t.enter("a<b>", "Evil\"Class'", "addSubview(_:)", ["\"<b>&amp;\""], kind: .call, category: .hierarchy)
            t.send("a<b>", "Evil\"Class'", "didAddSubview(_:)", ["'x' < y"], category: .hierarchy, overridden: true)
            t.print("<script>alert('pwned')</script>")
            t.leave()
            t.print("control \u{1} character & <b>bold</b>")
        }
        return TraceRenderInput(events: t.events, id: "scenario-4", title: "<script>alert(\"title\")</script> & 'quotes'")
    }

    /// Long enough to fold: five objects laying out over many turns.
    static var long: TraceRenderInput {
        var t = TraceSketch()
        var turn = 1
        while t.events.count < 1_000 {
            t.turn(turn, .layout, at: Double(turn - 1) * 0.25)
            t.within("layout pass") { t in
                for index in 1...4 where t.events.count < 1_000 {
                    t.send("view\(index)", "UIView", "layoutSubviews()", category: .layout)
                }
            }
            if t.events.count < 1_000 { t.print("turn \(turn) done") }
            turn += 1
        }
        return TraceRenderInput(events: t.events, id: "scenario-5", title: "A thousand events")
    }

    /// A repeating timer that fires fifty times, each firing laying a view out, between a start and an
    /// invalidation: the diagram draws one firing in a loop frame.
    static var timerLoop: TraceRenderInput {
        var t = TraceSketch()
        t.within("launch") { t in
            t.send("root", "RootViewController", "viewDidLoad()", category: .loading, overridden: true)
        }
        for firing in 1...50 {
            t.turn(firing + 1, .timer, at: Double(firing) * 0.1)
            t.within("timer") { t in
                t.print("tick")
                t.enter("root.view", "UIView", "setNeedsLayout()", kind: .call, category: .layout)
                t.leave()
            }
            t.phase = .layout
            t.within("layout pass") { t in
                t.send("root.view", "UIView", "layoutSubviews()", category: .layout)
            }
        }
        t.turn(52, .event, at: 5.5)
        t.within("launch") { t in t.print("stopped") }
        return TraceRenderInput(events: t.events, id: "scenario-6", title: "A timer firing fifty times")
    }

    static var all: [(name: String, input: TraceRenderInput)] {
        [("push", push), ("print-heavy", printHeavy), ("deinit", deinitTrace), ("escaping", escaping), ("long", long),
         ("timer-loop", timerLoop)]
    }
}
