import LifecycleEngine
import Testing

/// Seed case S3.1–S3.4 and S3.8: controller transitions (seed 003).
@Suite struct SeedS3TransitionTests {
    @Test func singleControllerAppearsAndDisappears() throws {
        let engine = Engine()
        let a = engine.loggingController("a")
        engine.runSteps(launch: { try engine.window.setRootViewController(a) }, [
            ("replace", { try engine.window.setRootViewController(ViewController(in: engine, name: "other")) }),
        ])
        expectTrace(engine.printed, [
            "a.loadView()", "a.viewDidLoad()", "a.viewWillAppear(false)",
            "a.viewWillLayoutSubviews()", "a.viewDidLayoutSubviews()", "a.viewDidAppear(false)",
            "— replace", "a.viewWillDisappear(false)", "a.viewDidDisappear(false)", "a.deinit",
        ])
    }

    /// S3.2: the incoming view loads first; the covered controller gets a layout pair mid-transition; the
    /// outgoing did-callback precedes the incoming one. The covered controller's layout has a cause in the
    /// setup: the navigation controller is a tab and B hides the tab bar, so A's safe area changes.
    @Test func pushOverAnotherController() throws {
        let engine = Engine()
        let a = engine.loggingController("A")
        let nav = NavigationController(in: engine, name: "nav")
        let tabs = TabBarController(in: engine, name: "tabs")
        let b = engine.loggingController("B")
        b.hidesBottomBarWhenPushed = true
        engine.hold(b)
        engine.runSteps(launch: {
            try nav.setRootViewController(a)
            try tabs.setViewControllers([nav])
            try engine.window.setRootViewController(tabs)
        }, [
            ("push", { try nav.pushViewController(b, animated: true) }),
        ])
        expectTrace(engine.printed(inStep: "push"), [
            "B.loadView()", "B.viewDidLoad()", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
            "B.viewWillLayoutSubviews()", "B.viewDidLayoutSubviews()",
            "A.viewWillLayoutSubviews()", "A.viewDidLayoutSubviews()",
            "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
        ])
        let times = engine.events().filter { $0.receiver == "B" && $0.kind == .callback }
        let willAppear = try #require(times.first { $0.method == "viewWillAppear(_:)" })
        let didAppear = try #require(times.first { $0.method == "viewDidAppear(_:)" })
        // The animation separates the will- and did-callbacks (spec §2.3).
        #expect(abs(didAppear.time - willAppear.time - 0.35) < 1e-9)
        #expect(didAppear.phase == .animation)
    }

    /// Traces 01 and 02: without a bar that changes, neither the covered controller (push) nor the
    /// revealed one (pop) is laid out; the revealed view comes back at the size it was laid out at.
    @Test func pushAndPopLayOutOnlyTheIncomingController() throws {
        let engine = Engine()
        let a = engine.loggingController("A")
        let nav = NavigationController(in: engine, name: "nav")
        engine.runSteps(launch: {
            try nav.setRootViewController(a)
            try engine.window.setRootViewController(nav)
        }, [
            ("push", { try nav.pushViewController(engine.loggingController("B"), animated: true) }),
            ("pop", { try nav.popViewController(animated: true) }),
        ])
        expectTrace(engine.printed(inStep: "push"), [
            "B.loadView()", "B.viewDidLoad()", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
            "B.viewWillLayoutSubviews()", "B.viewDidLayoutSubviews()",
            "A.viewDidDisappear(true)", "B.viewDidAppear(true)",
        ])
        expectTrace(engine.printed(inStep: "pop"), [
            "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "B.viewDidDisappear(true)",
            "A.viewDidAppear(true)", "B.deinit",
        ])
    }

    /// S3.3: in `viewWillDisappear` the stack already reflects a pop, and `isMovingFromParent` agrees.
    @Test func disappearingControllerCanTellCoveredFromPopped() throws {
        let engine = Engine()
        let nav = NavigationController(in: engine, name: "nav")
        let a = engine.loggingController("A", logging: [])
        let b = ViewController(in: engine, name: "B", behavior: Subclass("B").on(.viewWillDisappear) { object, _ in
            let controller = object as! ViewController
            let onStack = controller.navigationController?.viewControllers.contains { $0 === controller } ?? false
            engine.print("on stack: \(onStack), moving from parent: \(controller.isMovingFromParent)")
        })
        engine.hold(b)
        engine.runSteps(launch: {
            try nav.setRootViewController(a)
            try engine.window.setRootViewController(nav)
        }, [
            ("push B", { try nav.pushViewController(b, animated: true) }),
            ("cover B", { try nav.pushViewController(ViewController(in: engine, name: "C"), animated: true) }),
            ("back to B", { try nav.popViewController(animated: true) }),
            ("pop B", { try nav.popViewController(animated: true) }),
        ])
        expectTrace(engine.printed(inStep: "cover B"), ["on stack: true, moving from parent: false"])
        expectTrace(engine.printed(inStep: "pop B"), ["on stack: false, moving from parent: true"])
    }

    /// S3.4: a `loadView` that never sets `view` runs again on every access; nothing is laid out.
    @Test func loadViewThatSetsNoViewRunsOnEveryAccess() throws {
        let engine = Engine()
        let subclass = Subclass("NoViewController", logging: [.viewDidLoad, .viewWillLayoutSubviews,
                                                               .viewDidLayoutSubviews])
            .replacing(.loadView) { object, _ in
                object.engine.print("\(object.name).loadView()")
                return .void
            }
        let vc = ViewController(in: engine, name: "vc", behavior: subclass)
        engine.hold(vc)
        engine.run {
            try engine.window.setRootViewController(vc)
            _ = try vc.view()
            _ = try vc.view()
        }
        expectTrace(engine.printed, [
            "vc.loadView()", "vc.viewDidLoad()", "vc.loadView()", "vc.viewDidLoad()",
            "vc.loadView()", "vc.viewDidLoad()",
        ])
        #expect(engine.termination == nil)
    }

    /// S3.4, bounded: reading `view` inside `viewDidLoad` of such a controller recurses; the run is cut
    /// off and reported instead of hanging.
    @Test func viewlessLoadRecursionIsCutOff() throws {
        let engine = Engine(configuration: Configuration(maxViewlessLoads: 20))
        let subclass = Subclass("NoViewController")
            .replacing(.loadView) { _, _ in .void }
            .on(.viewDidLoad) { object, _ in _ = try (object as! ViewController).view() }
        let vc = ViewController(in: engine, name: "vc", behavior: subclass)
        engine.hold(vc)
        let reason = engine.run { _ = try vc.view() }
        guard case .budgetExceeded(let message)? = reason else {
            Issue.record("expected a budget report, got \(String(describing: reason))")
            return
        }
        #expect(message.contains("nested more than") || message.contains("loadView() of vc"))
    }

    /// S3.8 and spec §12: going to the home screen and back, or locking, sends no appearance callbacks.
    @Test func homeScreenAndLockSendNothing() throws {
        let engine = Engine()
        let a = engine.loggingController("a")
        engine.runSteps(launch: { try engine.window.setRootViewController(a) }, [
            ("home", { try engine.deliver(.pressHome); try engine.deliver(.returnToApp) }),
            ("lock", { try engine.deliver(.lock); try engine.deliver(.unlock) }),
        ])
        expectTrace(engine.printed(inStep: "home"), [])
        expectTrace(engine.printed(inStep: "lock"), [])
    }
}
