import LifecycleEngine
import Testing

/// Seed case S3.5–S3.7: what marks, what lays out and what draws (seed 003, spec §4.4–§4.5, §5).
@Suite struct SeedS3TriggerTests {
    /// A root controller whose view holds `v` (100×100, logging layout and drawing) with a child `c`, clear
    /// of the status bar and the home indicator, so that safe-area changes play no part.
    func scene(_ engine: Engine) -> (root: ViewController, v: View, c: View) {
        let root = engine.loggingController("root", logging: [.viewWillLayoutSubviews, .viewDidLayoutSubviews])
        let v = engine.loggingView("v", Rect(x: 20, y: 100, width: 100, height: 100))
        let c = engine.loggingView("c", Rect(x: 0, y: 0, width: 10, height: 10))
        engine.hold(v)
        engine.hold(c)
        return (root, v, c)
    }

    func launch(_ engine: Engine, _ scene: (root: ViewController, v: View, c: View)) -> () throws -> Void {
        {
            try engine.window.setRootViewController(scene.root)
            try scene.v.addSubview(scene.c)
            try scene.root.view()!.addSubview(scene.v)
        }
    }

    @Test func setNeedsLayoutAndSetNeedsDisplayOnlyMark() throws {
        let engine = Engine()
        let s = scene(engine)
        engine.runSteps(launch: launch(engine, s), [
            ("mark", {
                try s.v.setNeedsLayout()
                try s.v.setNeedsDisplay()
                try s.v.setNeedsLayout()
                engine.print("marked")
            }),
        ])
        expectTrace(engine.printed(inStep: "mark"), [
            "marked", "v.layoutSubviews()", "v.draw(CGRect(x: 0, y: 0, width: 100, height: 100))",
        ])
        let layout = engine.events().last { $0.method == "layoutSubviews()" && $0.receiver == "v" }
        #expect(layout?.phase == .layout)
        #expect(engine.events().last { $0.method == "draw(_:)" }?.phase == .display)
    }

    @Test func layoutTriggers() throws {
        let engine = Engine()
        let s = scene(engine)
        let scroll = ScrollView(in: engine, name: "scroll", frame: Rect(x: 0, y: 300, width: 100, height: 100),
                                behavior: Subclass("LogScrollView", logging: [.layoutSubviews]))
        engine.hold(scroll)
        engine.runSteps(launch: launch(engine, s), [
            ("init", { _ = engine.loggingView("fresh", frame100) }),
            ("same frame", { s.v.setFrame(Rect(x: 20, y: 100, width: 100, height: 100)) }),
            ("move only", { s.v.setFrame(Rect(x: 50, y: 150, width: 100, height: 100)) }),
            ("resize", { s.v.setFrame(Rect(x: 50, y: 150, width: 120, height: 100)) }),
            ("resize subview", { s.c.setFrame(Rect(x: 0, y: 0, width: 20, height: 10)) }),
            ("add", { try s.root.view()!.addSubview(scroll) }),
            ("scroll", { scroll.setContentOffset(Point(x: 0, y: 40)) }),
            ("layoutIfNeeded with nothing pending", { try s.v.layoutIfNeeded(); engine.print("returned") }),
            ("setNeedsLayout + layoutIfNeeded", {
                try s.v.setNeedsLayout()
                try s.v.layoutIfNeeded()
                engine.print("returned")
            }),
            ("rotate", { try engine.deliver(.rotateToLandscape) }),
        ])
        expectTrace(engine.printed(inStep: "init"), [])
        expectTrace(engine.printed(inStep: "same frame"), [])
        expectTrace(engine.printed(inStep: "move only"), [])
        expectTrace(engine.printed(inStep: "resize"), [
            "root.viewWillLayoutSubviews()", "root.viewDidLayoutSubviews()", "v.layoutSubviews()",
        ])
        expectTrace(engine.printed(inStep: "resize subview"), ["v.layoutSubviews()", "c.layoutSubviews()"])
        expectTrace(engine.printed(inStep: "add"), [
            "root.viewWillLayoutSubviews()", "root.viewDidLayoutSubviews()", "scroll.layoutSubviews()",
        ])
        expectTrace(engine.printed(inStep: "scroll"), ["scroll.layoutSubviews()"])
        expectTrace(engine.printed(inStep: "layoutIfNeeded with nothing pending"), ["returned"])
        expectTrace(engine.printed(inStep: "setNeedsLayout + layoutIfNeeded"), ["v.layoutSubviews()", "returned"])
        // Rotation lays out the root view; the scroll view at the left edge is now under the landscape
        // safe-area inset, so it is laid out too (iOS 11+).
        expectTrace(engine.printed(inStep: "rotate"), [
            "root.viewWillLayoutSubviews()", "root.viewDidLayoutSubviews()", "scroll.layoutSubviews()",
        ])
    }

    @Test func drawTriggers() throws {
        let engine = Engine()
        let s = scene(engine)
        let empty = engine.loggingView("empty", .zero)
        let fitting = View(in: engine, name: "fitting", frame: .zero, behavior:
            Subclass("FittingView", logging: [.draw]).replacing(.sizeThatFits) { _, _ in
                .size(Size(width: 50, height: 20))
            })
        let redraw = engine.loggingView("redraw", frame100)
        for view in [empty, fitting, redraw] { engine.hold(view) }
        engine.runSteps(launch: {
            try launch(engine, s)()
            for view in [empty, fitting, redraw] { try s.root.view()!.addSubview(view) }
        }, [
            ("zero size", { try empty.setNeedsDisplay() }),
            ("sizeToFit", { try fitting.sizeToFit() }),
            ("resize, scaleToFill", { s.v.setFrame(Rect(x: 20, y: 100, width: 150, height: 100)) }),
            ("resize, redraw", {
                redraw.contentMode = .redraw
                redraw.setFrame(Rect(x: 0, y: 0, width: 150, height: 100))
            }),
            ("setNeedsDisplay(rect)", {
                try s.v.setNeedsDisplay(Rect(x: 0, y: 0, width: 10, height: 10))
                try s.v.setNeedsDisplay(Rect(x: 20, y: 0, width: 10, height: 10))
            }),
            ("setNeedsDisplay(empty rect)", { try s.v.setNeedsDisplay(.zero) }),
            ("hidden", { s.v.isHidden = true; try s.v.setNeedsDisplay() }),
            ("shown", { s.v.isHidden = false }),
            ("direct call", { try s.c.draw(Rect(x: 0, y: 0, width: 10, height: 10)) }),
        ])
        expectTrace(engine.printed(inStep: "zero size"), [])
        // A size change also lays out the superview, here the root view (spec §4.5).
        let rootPair = ["root.viewWillLayoutSubviews()", "root.viewDidLayoutSubviews()"]
        expectTrace(engine.printed(inStep: "sizeToFit"),
                    rootPair + ["fitting.draw(CGRect(x: 0, y: 0, width: 50, height: 20))"])
        expectTrace(engine.printed(inStep: "resize, scaleToFill"), rootPair + ["v.layoutSubviews()"])
        expectTrace(engine.printed(inStep: "resize, redraw"), rootPair + [
            "redraw.layoutSubviews()", "redraw.draw(CGRect(x: 0, y: 0, width: 150, height: 100))",
        ])
        expectTrace(engine.printed(inStep: "setNeedsDisplay(rect)"), [
            "v.draw(CGRect(x: 0, y: 0, width: 30, height: 10))",
        ])
        expectTrace(engine.printed(inStep: "setNeedsDisplay(empty rect)"), [])
        expectTrace(engine.printed(inStep: "hidden"), [])
        expectTrace(engine.printed(inStep: "shown"), ["v.draw(CGRect(x: 0, y: 0, width: 150, height: 100))"])
        expectTrace(engine.printed(inStep: "direct call"), ["c.draw(CGRect(x: 0, y: 0, width: 10, height: 10))"])
        let warning = engine.events().last { $0.kind == .warning }
        #expect(warning?.text?.contains("no current graphics context") == true)
    }
}
