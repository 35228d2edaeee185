import LifecycleEngine
import Testing

/// Seed case S2: loading and unloading a controller's view (seed 002, spec §1.8–1.9).
@Suite struct SeedS2LoadingTests {
    @Test func defaultLoadViewMakesAnEmptyScreenSizedView() throws {
        let engine = Engine()
        let vc = ViewController(in: engine, name: "vc")
        engine.hold(vc)
        var view: View?
        engine.run { view = try vc.view() }
        #expect(view?.className == "UIView")
        #expect(view?.name == "vc.view")
        #expect(view?.frame == Window.screenBounds)
        #expect(view?.subviews.isEmpty == true)
    }

    /// Trace 22 part 1: a controller that names a nib loads it inside `loadView`: the nib's root view is
    /// decoded and woken (`awakeFromNib()`) before `viewDidLoad`.
    @Test func aNibNamedByTheControllerLoadsInLoadView() throws {
        let engine = Engine()
        let vc = engine.loggingController("vc", logging: [.loadView, .viewDidLoad])
        vc.nibName = "Settings"
        engine.hold(vc)
        engine.run { _ = try vc.view() }
        expectTrace(engine.printed, ["vc.loadView()", "vc.viewDidLoad()"])
        let woken = engine.events().filter { $0.method == "awakeFromNib()" }
        #expect(woken.map(\.receiver) == ["vc.view"])
        #expect(woken.first?.stack.contains("nib decoding") == true)
        #expect(vc.viewIfLoaded?.frame == Window.screenBounds)
    }

    /// A controller whose view is loaded but off screen (covered by a push) when the warning arrives.
    func memoryWarningTrace(iOS version: Int) -> [String] {
        let engine = Engine(configuration: Configuration(iOSVersion: version))
        let nav = NavigationController(in: engine, name: "nav")
        let logs = Method.controllerLog + [.didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload]
        let a = engine.loggingController("a", logging: logs)
        engine.runSteps(launch: {
            try nav.setRootViewController(a)
            try engine.window.setRootViewController(nav)
        }, [
            ("push", { try nav.pushViewController(ViewController(in: engine, name: "b"), animated: false) }),
            ("warning", { try engine.deliver(.memoryWarning) }),
            ("pop", { try nav.popViewController(animated: false) }),
        ])
        let fromA: (TraceEvent) -> Bool = {
            ($0.receiver == "a" && $0.kind == .callback && $0.category != .queries) || $0.kind == .warning
        }
        return engine.lines(inStep: "warning", fromA) + ["—"] + engine.lines(inStep: "pop", fromA)
    }

    @Test func iOS5UnloadsOffScreenViewsAndReloadsThem() {
        expectTrace(memoryWarningTrace(iOS: 5), [
            "warning: Received memory warning.",
            "a.didReceiveMemoryWarning()", "a.viewWillUnload()", "a.viewDidUnload()", "—",
            // A pop without animation: the navigation controller loads the view before the callbacks (iOS 5
            // has no loadViewIfNeeded()), and the transition ends inside its layout, before the revealed
            // view is laid out (no layout before viewDidAppear: Mac Catalyst, iPadOS 26.5, and an iOS 12
            // simulator).
            "a.loadView()", "a.viewDidLoad()", "a.viewWillAppear(false)",
            "a.viewDidAppear(false)", "a.viewWillLayoutSubviews()", "a.viewDidLayoutSubviews()",
        ])
    }

    @Test func iOS4HasNoViewWillUnload() {
        expectTrace(Array(memoryWarningTrace(iOS: 4).prefix(4)), [
            "warning: Received memory warning.", "a.didReceiveMemoryWarning()", "a.viewDidUnload()", "—",
        ])
    }

    @Test func iOS6AndLaterKeepTheView() {
        expectTrace(memoryWarningTrace(iOS: 17), [
            "warning: Received memory warning.", "a.didReceiveMemoryWarning()", "—",
            // The kept view comes back at the size it was laid out at: nothing in it needs layout.
            "a.loadViewIfNeeded()", "a.viewWillAppear(false)", "a.viewIsAppearing(false)", "a.viewDidAppear(false)",
        ])
    }
}
