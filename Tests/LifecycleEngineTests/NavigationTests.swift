import LifecycleEngine
import Testing

/// Spec §9 and §2.4: push, pop, back swipes, delegate messages and misuse.
@Suite struct NavigationTests {
    static let logs = Method.controllerLog + [.willMoveToParent, .didMoveToParent]

    final class Fixture {
        let engine = Engine()
        let nav: NavigationController
        let a: ViewController
        let delegate: EngineObject

        init() {
            nav = NavigationController(in: engine, name: "nav")
            a = engine.loggingController("A", logging: NavigationTests.logs)
            let delegateClass = Subclass("Delegate").on(.navigationWillShow) { object, arguments in
                object.engine.print("willShow \(arguments[1].rendered)")
            }.on(.navigationDidShow) { object, arguments in
                object.engine.print("didShow \(arguments[1].rendered)")
            }
            delegate = ViewController(in: engine, name: "delegate", behavior: delegateClass)
            engine.hold(delegate)
            nav.delegate = delegate
        }

        func run(_ steps: [(String, () throws -> Void)]) {
            engine.runSteps(launch: { [nav, a, engine] in
                try nav.setRootViewController(a)
                try engine.window.setRootViewController(nav)
            }, steps)
        }

        func controllerLines(_ step: String) -> [String] {
            engine.printed(inStep: step).filter { !$0.contains("Layout") }
        }
    }

    @Test func animatedPushThenPop() throws {
        let f = Fixture()
        f.run([
            ("push", { try f.nav.pushViewController(f.engine.loggingController("B", logging: Self.logs), animated: true) }),
            ("pop", { try f.nav.popViewController(animated: true) }),
        ])
        expectTrace(f.controllerLines("push"), [
            "B.willMove(toParent: nav)", "B.loadView()", "B.viewDidLoad()",
            "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "willShow B",
            "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "didShow B", "B.didMove(toParent: nav)",
        ])
        expectTrace(f.controllerLines("pop"), [
            "B.willMove(toParent: nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "willShow A",
            "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "didShow A", "B.didMove(toParent: nil)",
            "B.deinit",
        ])
    }

    @Test func nonAnimatedPushKeepsTheOrder() throws {
        let f = Fixture()
        f.run([("push", { try f.nav.pushViewController(f.engine.loggingController("B", logging: Self.logs), animated: false) })])
        expectTrace(f.controllerLines("push"), [
            "B.willMove(toParent: nav)", "B.loadView()", "B.viewDidLoad()",
            "A.viewWillDisappear(false)", "B.viewWillAppear(false)", "willShow B",
            "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "didShow B", "B.didMove(toParent: nav)",
        ])
    }

    /// An animated push moves the covered view into the dimming view off the window, then into the
    /// container: a view inside it leaves the window, comes back, and leaves as the push ends (trace 14).
    /// Before iOS 7, and without animation, it leaves once. The covered controller only disappears.
    @Test(arguments: [(18, true, 3), (18, false, 1), (6, true, 1)])
    func pushWrapsTheCoveredViewInADimmingView(iOS: Int, animated: Bool, windowMoves: Int) throws {
        let engine = Engine(configuration: Configuration(iOSVersion: iOS))
        let nav = NavigationController(in: engine, name: "nav")
        let a = engine.loggingController("a", logging: Method.controllerLog)
        let inner = engine.loggingView("inner", frame100, logging: [.willMoveToWindow])
        engine.runSteps(launch: {
            try nav.setRootViewController(a)
            try engine.window.setRootViewController(nav)
            try a.view()!.addSubview(inner)
        }, [("push", { try nav.pushViewController(ViewController(in: engine, name: "b"), animated: animated) })])
        let moves = engine.printed(inStep: "push").filter { $0.hasPrefix("inner.willMove(toWindow:") }
        #expect(moves.count == windowMoves)
        #expect(moves.last == "inner.willMove(toWindow: nil)")
        let appearance = engine.printed(inStep: "push").filter { $0.hasPrefix("a.view") && $0.contains("ppear") }
        #expect(appearance == ["a.viewWillDisappear(\(animated))", "a.viewDidDisappear(\(animated))"])
    }

    /// Spec §2.4: an abandoned back swipe backs A out and brings B back, with no did-callback for the pop.
    @Test func cancelledBackSwipe() throws {
        let f = Fixture()
        let b = f.engine.loggingController("B", logging: Self.logs)
        f.engine.hold(b)
        f.run([
            ("push", { try f.nav.pushViewController(b, animated: false) }),
            ("swipe", { try f.nav.interactivePop(completes: false) }),
        ])
        expectTrace(f.controllerLines("swipe").filter { !$0.contains("Parent") && !$0.contains("Show") }, [
            "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
            "A.viewWillDisappear(true)", "A.viewDidDisappear(true)",
            "B.viewWillAppear(true)", "B.viewDidAppear(true)",
        ])
        #expect(f.nav.viewControllers.map(\.name) == ["A", "B"])
        #expect(b.viewIfLoaded?.window != nil && f.a.viewIfLoaded?.window == nil)
    }

    @Test func completedBackSwipeIsAPop() throws {
        let f = Fixture()
        f.run([
            ("push", { try f.nav.pushViewController(f.engine.loggingController("B", logging: Self.logs), animated: false) }),
            ("swipe", { try f.nav.interactivePop(completes: true) }),
        ])
        expectTrace(f.controllerLines("swipe"), [
            "B.willMove(toParent: nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "willShow A",
            "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "didShow A", "B.didMove(toParent: nil)",
            "B.deinit",
        ])
    }

    @Test func pushingTheSameInstanceTwiceRaises() throws {
        let f = Fixture()
        f.run([("push A again", { try f.nav.pushViewController(f.a, animated: true) })])
        let last = try #require(f.engine.events().last)
        #expect(last.kind == .exception)
        #expect(last.text == "NSInvalidArgumentException: <UINavigationController: nav> is pushing the same view "
            + "controller instance (<AViewController: A>) more than once which is not supported and is most "
            + "likely an error in the application")
        #expect(f.engine.termination != nil)
    }

    @Test func pushDuringATransitionWarns() throws {
        let f = Fixture()
        f.run([("double push", {
            try f.nav.pushViewController(ViewController(in: f.engine, name: "B"), animated: true)
            f.engine.asyncAfter(0.1) { try f.nav.pushViewController(ViewController(in: f.engine, name: "C"), animated: true) }
        })])
        let warnings = f.engine.events().filter { $0.kind == .warning }.compactMap(\.text)
        #expect(warnings.contains("nested push animation can result in corrupted navigation bar"))
        #expect(f.nav.viewControllers.map(\.name) == ["A", "B", "C"])
        #expect(f.nav.topViewController?.viewIfLoaded?.window != nil)
    }
}

/// A navigation controller presented with animation shows its root with `animated == true`, after the
/// navigation controller itself (parent first).
@Test func rootOfAnAnimatedPresentedNavigationControllerAppearsAnimated() {
    let engine = Engine()
    let presenter = ViewController(in: engine, name: "presenter")
    let child = engine.loggingController("child", logging: [.viewWillAppear, .viewDidAppear])
    let nav = NavigationController(in: engine, name: "nav", behavior: Subclass("Nav", logging: [.viewWillAppear, .viewDidAppear]))
    nav.modalPresentationStyle = .fullScreen
    engine.hold(nav)
    engine.runSteps(launch: {
        try nav.setRootViewController(child)
        try engine.window.setRootViewController(presenter)
    }, [("present", { try presenter.present(nav, animated: true) })])
    expectTrace(engine.printed(inStep: "present"), [
        "nav.viewWillAppear(true)", "child.viewWillAppear(true)", "nav.viewDidAppear(true)", "child.viewDidAppear(true)",
    ])
}
