import LifecycleEngine
import Testing

/// Seed case S0: a tree of logging views shown, removed and torn down (seed 000, spec §16).
@Suite struct SeedS0ViewTreeTests {
    /// `root` builds view1(view12, view11(view111)) and view2 in `viewDidLoad`, in the seed's order.
    /// The views are also the controller's stored properties, as in the seed's code.
    func makeRoot(_ engine: Engine, rootLogs: [Method] = Method.controllerLog + [.loadViewIfNeeded]) -> ViewController {
        let subclass = Subclass("RootViewController", logging: rootLogs)
        _ = subclass.on(.viewDidLoad) { object, _ in
            let root = object as! ViewController
            func logging(_ name: String, _ width: Double) -> View {
                View(in: engine, name: name, frame: Rect(x: 0, y: 0, width: width, height: 40),
                     behavior: Subclass("LogView", logging: Method.viewLog))
            }
            let view1 = logging("view1", 300), view11 = logging("view11", 200), view12 = logging("view12", 100)
            let view111 = logging("view111", 50), view2 = logging("view2", 300)
            subclass.properties = [view1, view11, view12, view111, view2]
            try view1.addSubview(view12)
            try view11.addSubview(view111)
            try view1.addSubview(view11)
            try root.view()!.addSubview(view1)
            try root.view()!.addSubview(view2)
        }
        return ViewController(in: engine, name: "root", behavior: subclass)
    }

    @Test func showingTheTreeAtLaunch() throws {
        let engine = Engine()
        let root = makeRoot(engine)
        engine.run { try engine.window.setRootViewController(root) }
        expectTrace(engine.printed, [
            "root.loadView()", "root.viewDidLoad()",
            "view12.willMove(toSuperview: view1)", "view12.didMoveToSuperview()", "view1.didAddSubview(view12)",
            "view1.addSubview(view12)",
            "view111.willMove(toSuperview: view11)", "view111.didMoveToSuperview()", "view11.didAddSubview(view111)",
            "view11.addSubview(view111)",
            "view11.willMove(toSuperview: view1)", "view11.didMoveToSuperview()", "view1.didAddSubview(view11)",
            "view1.addSubview(view11)",
            "view1.willMove(toSuperview: root.view)", "view1.didMoveToSuperview()",
            "view2.willMove(toSuperview: root.view)", "view2.didMoveToSuperview()",
            "root.viewWillAppear(false)", "root.loadViewIfNeeded()",
            "view1.willMove(toWindow: window)", "view12.willMove(toWindow: window)",
            "view11.willMove(toWindow: window)", "view111.willMove(toWindow: window)",
            "view2.willMove(toWindow: window)",
            "view12.didMoveToWindow()", "view111.didMoveToWindow()", "view11.didMoveToWindow()",
            "view1.didMoveToWindow()", "view2.didMoveToWindow()",
            "root.viewWillLayoutSubviews()", "root.viewDidLayoutSubviews()",
            "view2.layoutSubviews()", "view1.layoutSubviews()", "view11.layoutSubviews()",
            "view111.layoutSubviews()", "view12.layoutSubviews()",
            "view2.draw(CGRect(x: 0, y: 0, width: 300, height: 40))",
            "view1.draw(CGRect(x: 0, y: 0, width: 300, height: 40))",
            "view11.draw(CGRect(x: 0, y: 0, width: 200, height: 40))",
            "view111.draw(CGRect(x: 0, y: 0, width: 50, height: 40))",
            "view12.draw(CGRect(x: 0, y: 0, width: 100, height: 40))",
            "root.viewDidAppear(false)",
        ])
    }

    @Test func disappearingAndBeingReleased() throws {
        let engine = Engine()
        let home = ViewController(in: engine, name: "home")
        let nav = NavigationController(in: engine, name: "nav")
        engine.run {
            try nav.setRootViewController(home)
            try engine.window.setRootViewController(nav)
            // Nothing but the navigation stack holds `root`, so popping it releases it.
            engine.asyncAfter(1) { try nav.pushViewController(self.makeRoot(engine), animated: true) }
            engine.asyncAfter(2) { try nav.popViewController(animated: true) }
        }
        let popTurn = engine.events().first { $0.method == "popViewController(animated:)" }!.turn
        expectTrace(engine.printed(fromTurn: popTurn), [
            "root.viewWillDisappear(true)",
            "view1.willMove(toWindow: nil)", "view12.willMove(toWindow: nil)", "view11.willMove(toWindow: nil)",
            "view111.willMove(toWindow: nil)", "view2.willMove(toWindow: nil)",
            "view12.didMoveToWindow()", "view111.didMoveToWindow()", "view11.didMoveToWindow()",
            "view1.didMoveToWindow()", "view2.didMoveToWindow()",
            "root.viewDidDisappear(true)",
            "root.deinit",
            "view1.willMove(toSuperview: nil)", "view1.didMoveToSuperview()", "view1.removeFromSuperview()",
            "view2.willMove(toSuperview: nil)", "view2.didMoveToSuperview()", "view2.removeFromSuperview()",
            "view1.willRemoveSubview(view12)",
            "view12.willMove(toSuperview: nil)", "view12.didMoveToSuperview()", "view12.removeFromSuperview()",
            "view1.willRemoveSubview(view11)",
            "view11.willMove(toSuperview: nil)", "view11.didMoveToSuperview()", "view11.removeFromSuperview()",
            "view11.willRemoveSubview(view111)",
            "view111.willMove(toSuperview: nil)", "view111.didMoveToSuperview()", "view111.removeFromSuperview()",
        ])
    }

    @Test func removingASubtreeWhileOnScreen() throws {
        let engine = Engine()
        let root = makeRoot(engine)
        engine.hold(root)
        var view1: View?
        engine.run {
            try engine.window.setRootViewController(root)
            engine.asyncAfter(1) {
                view1 = root.viewIfLoaded!.subviews[0]
                engine.print("remove")
                try view1!.removeFromSuperview()
            }
        }
        expectTrace(engine.printed.drop { $0 != "remove" }.dropFirst().map { $0 }, [
            "view1.willMove(toSuperview: nil)",
            "view1.willMove(toWindow: nil)", "view12.willMove(toWindow: nil)", "view11.willMove(toWindow: nil)",
            "view111.willMove(toWindow: nil)",
            "view12.didMoveToWindow()", "view111.didMoveToWindow()", "view11.didMoveToWindow()",
            "view1.didMoveToWindow()",
            "view1.didMoveToSuperview()", "view1.removeFromSuperview()",
            "root.viewWillLayoutSubviews()", "root.viewDidLayoutSubviews()",
        ])
        // The removed view keeps its own subviews; they only left the window (seed S0.c step 4).
        #expect(view1?.subviews.map(\.name) == ["view12", "view11"])
        #expect(view1?.subviews[1].subviews.map(\.name) == ["view111"])
        #expect(view1?.window == nil && view1?.subviews[0].window == nil)
    }
}
