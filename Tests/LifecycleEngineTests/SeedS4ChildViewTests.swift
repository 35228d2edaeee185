import LifecycleEngine
import Testing

/// Seed case S4: a child controller's view added, removed, hidden and moved, one event per step (seed 004).
@Suite struct SeedS4ChildViewTests {
    /// `b` logs `viewDidLoad` (after super) and the four appearance callbacks (without super, as in the seed).
    static func makeB(_ engine: Engine) -> ViewController {
        var subclass = Subclass("BViewController", logging: [.viewDidLoad])
        for method in [Method.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear] {
            subclass = subclass.replacing(method) { object, _ in
                engine.print("b.\(method.baseName)")
                return .void
            }
        }
        return ViewController(in: engine, name: "b", behavior: subclass)
    }

    /// Runs `steps` as separate events, one second apart, after `root` is on screen.
    static func run(_ engine: Engine, root: ViewController, _ steps: [() throws -> Void]) {
        engine.run {
            try engine.window.setRootViewController(root)
            for (index, step) in steps.enumerated() {
                engine.asyncAfter(Double(index + 1), step)
            }
        }
    }

    @Test func addRemoveHideAndMove() throws {
        let engine = Engine()
        let b = Self.makeB(engine)
        engine.hold(b)
        let root = ViewController(in: engine, name: "root")
        Self.run(engine, root: root, [
            {
                engine.print("initView1")
                try b.view()!.setFrame(Rect(x: 100, y: 100, width: 100, height: 100))
                engine.print("initView2")
                try root.addChild(b)
                engine.print("initView3")
            },
            { engine.print("setUp1"); try root.view()!.addSubview(b.view()!); engine.print("setUp2") },
            { engine.print("remove1"); try b.view()!.removeFromSuperview(); engine.print("remove2") },
            { engine.print("setUp1"); try root.view()!.addSubview(b.view()!); engine.print("setUp2") },
            { engine.print("hide1"); try b.view()!.isHidden = true; engine.print("hide2") },
            { engine.print("show1"); try b.view()!.isHidden = false; engine.print("show2") },
            {
                engine.print("moveOut1")
                try b.view()!.setFrame(Rect(x: 1000, y: 0, width: 100, height: 100))
                engine.print("moveOut2")
            },
        ])
        expectTrace(engine.printed, [
            "initView1", "b.viewDidLoad()", "initView2", "initView3",
            "setUp1", "b.viewWillAppear", "setUp2", "b.viewDidAppear",
            "remove1", "b.viewWillDisappear", "remove2", "b.viewDidDisappear",
            "setUp1", "b.viewWillAppear", "setUp2", "b.viewDidAppear",
            "hide1", "hide2", "show1", "show2", "moveOut1", "moveOut2",
        ])
    }

    /// S4.6: the child's view enters the window inside a helper view; a block queued during the event
    /// runs before the deferred `viewDidAppear`.
    @Test func queuedBlockRunsBeforeDeferredDidAppear() throws {
        let engine = Engine()
        let b = Self.makeB(engine)
        let helper = View(in: engine, name: "helper", frame: Rect(x: 0, y: 0, width: 320, height: 200))
        engine.hold(b)
        engine.hold(helper)
        let root = ViewController(in: engine, name: "root")
        Self.run(engine, root: root, [
            {
                try b.view()!.setFrame(Rect(x: 100, y: 100, width: 100, height: 100))
                try root.addChild(b)
                try helper.addSubview(b.view()!)
            },
            {
                engine.print("setUp1")
                try root.view()!.addSubview(helper)
                engine.async { engine.print("setUp2") }
            },
            { engine.print("remove1"); try helper.removeFromSuperview(); engine.print("remove2") },
        ])
        expectTrace(engine.printed, [
            "b.viewDidLoad()",
            "setUp1", "b.viewWillAppear", "setUp2", "b.viewDidAppear",
            "remove1", "b.viewWillDisappear", "remove2", "b.viewDidDisappear",
        ])
    }

    /// S4.7: `viewWillAppear` is reached from `addSubview` through the window move and the appearance state;
    /// `viewDidAppear` from the run loop's after-commit handler.
    @Test func callStacksShowWhereAppearanceCallbacksComeFrom() throws {
        let engine = Engine()
        let b = Self.makeB(engine)
        engine.hold(b)
        let root = ViewController(in: engine, name: "root")
        Self.run(engine, root: root, [
            { try root.addChild(b) },
            { try root.view()!.addSubview(b.view()!) },
        ])
        let events = engine.events().filter { $0.receiver == "b" }
        let willAppear = try #require(events.first { $0.method == "viewWillAppear(_:)" })
        let didAppear = try #require(events.first { $0.method == "viewDidAppear(_:)" })
        #expect(willAppear.stack == ["timer", "root.view.addSubview(_:)", "window move", "appearance state"])
        #expect(willAppear.phase == .timer)
        #expect(didAppear.stack == ["after-commit handler", "appearance state"])
        #expect(didAppear.phase == .afterCommit)
        #expect(didAppear.turn == willAppear.turn)
    }
}
