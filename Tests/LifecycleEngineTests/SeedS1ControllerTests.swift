import LifecycleEngine
import Testing

/// Seed case S1: what a view controller is told, and when (seed 001).
@Suite struct SeedS1ControllerTests {
    /// S1.1–S1.2: reading `view` loads once and sends no appearance callbacks when not in a window.
    @Test func readingViewLoadsOnceAndAppearsNowhere() throws {
        let engine = Engine()
        let vc = engine.loggingController("vc")
        engine.hold(vc)
        engine.run {
            engine.print("before")
            for _ in 0..<3 { _ = try vc.view() }
            engine.print("after")
        }
        expectTrace(engine.printed, ["before", "vc.loadView()", "vc.viewDidLoad()", "after"])
    }

    /// S1.3: locking the screen or showing a second window above sends nothing to view controllers.
    @Test func lockOrSecondWindowSendsNothing() throws {
        let engine = Engine()
        let root = engine.loggingController("root")
        let overlay = Window(in: engine, name: "overlay")
        engine.hold(overlay)
        engine.runSteps(launch: { try engine.window.setRootViewController(root) }, [
            ("lock", { try engine.deliver(.lock); try engine.deliver(.unlock) }),
            ("overlay", { try overlay.makeKeyAndVisible() }),
        ])
        expectTrace(engine.printed(inStep: "lock"), [])
        expectTrace(engine.printed(inStep: "overlay"), [])
        #expect(overlay.isKeyWindow && !engine.window.isKeyWindow)
    }

    /// S1.5: a visible parent adding a child: only the child appears; the parent hears nothing of it.
    @Test func addingAChildToAVisibleParent() throws {
        let engine = Engine()
        let parent = engine.loggingController("parent")
        let child = engine.loggingController("child", logging: Method.controllerLog + [.willMoveToParent, .didMoveToParent])
        engine.hold(child)
        engine.runSteps(launch: { try engine.window.setRootViewController(parent) }, [
            ("add child", {
                try parent.addChild(child)
                try child.view()!.setFrame(parent.view()!.frame)
                try parent.view()!.addSubview(child.view()!)
                try child.didMove(toParent: parent)
            }),
        ])
        expectTrace(engine.printed(inStep: "add child"), [
            "child.willMove(toParent: parent)", "child.loadView()", "child.viewDidLoad()",
            "child.viewWillAppear(false)", "child.didMove(toParent: parent)",
            "parent.viewWillLayoutSubviews()", "parent.viewDidLayoutSubviews()",
            "child.viewWillLayoutSubviews()", "child.viewDidLayoutSubviews()",
            // The app's didMove(toParent:) came while the child was appearing: UIKit repeats it as the
            // appearance ends (recorded on Mac Catalyst, iPadOS 26.5; RecordedLogs/p01d; the seed logged
            // only the appearance methods).
            "child.viewDidAppear(false)", "child.didMove(toParent: parent)",
        ])
    }

    /// S1.4 and S1.6: an animated push, with the getters UIKit queries and the constraint update that
    /// constraint-based layout adds (iOS 12, before `viewIsAppearing`).
    @Test func pushWithQueriesAndConstraints() throws {
        let engine = Engine(configuration: Configuration(iOSVersion: 12))
        let nav = NavigationController(in: engine, name: "nav")
        let listed: [Method] = [
            .willMoveToParent, .prefersStatusBarHidden, .preferredStatusBarUpdateAnimation, .loadView,
            .viewDidLoad, .extendedLayoutIncludesOpaqueBars, .edgesForExtendedLayout, .viewWillAppear,
            .updateViewConstraints, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewDidAppear,
            .didMoveToParent,
        ]
        let subclass = Subclass("PushedViewController").on(.viewDidLoad) { object, _ in
            // Constraint-based layout, as with Auto Layout in a storyboard.
            (object as! ViewController).viewIfLoaded?.translatesAutoresizingMaskIntoConstraints = false
        }
        engine.runSteps(launch: {
            try nav.setRootViewController(ViewController(in: engine, name: "home"))
            try engine.window.setRootViewController(nav)
        }, [
            ("push", {
                try nav.pushViewController(ViewController(in: engine, name: "pushed", behavior: subclass),
                                           animated: true)
            }),
        ])
        let lines = engine.lines {
            $0.receiver == "pushed" && $0.kind == .callback && listed.map(\.rawValue).contains($0.method ?? "")
        }
        expectTrace(lines, [
            "pushed.willMove(toParent: nav)",
            "pushed.prefersStatusBarHidden", "pushed.preferredStatusBarUpdateAnimation",
            "pushed.loadView()", "pushed.viewDidLoad()",
            "pushed.extendedLayoutIncludesOpaqueBars", "pushed.edgesForExtendedLayout",
            "pushed.viewWillAppear(true)",
            "pushed.extendedLayoutIncludesOpaqueBars", "pushed.edgesForExtendedLayout",
            "pushed.updateViewConstraints()",
            "pushed.viewWillLayoutSubviews()", "pushed.viewDidLayoutSubviews()",
            "pushed.viewDidAppear(true)", "pushed.didMove(toParent: nav)",
        ])
    }

    /// S1.7 and spec §10.1: a dismissed controller nothing holds is released after its completion block.
    @Test func dismissedControllerIsReleased() throws {
        let engine = Engine()
        let root = engine.loggingController("root", logging: [])
        engine.runSteps(launch: { try engine.window.setRootViewController(root) }, [
            ("present", { try root.present(engine.loggingController("sheet"), animated: true) }),
            ("dismiss", {
                try root.dismiss(animated: true, completion: Block { _ in engine.print("completion") })
            }),
        ])
        expectTrace(engine.printed(inStep: "dismiss"), [
            "sheet.viewWillDisappear(true)", "sheet.viewDidDisappear(true)", "completion", "sheet.deinit",
        ])
    }
}
