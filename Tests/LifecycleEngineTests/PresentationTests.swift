import LifecycleEngine
import Testing

/// Spec §10: present and dismiss, full screen and as a sheet, and the requests UIKit refuses.
@Suite struct PresentationTests {
    static let logs: [Method] = [.viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear,
                                 .viewWillDisappear, .viewDidDisappear, .deinitializer]

    func run(_ engine: Engine, root: ViewController, _ steps: [(String, () throws -> Void)]) {
        engine.runSteps(launch: { try engine.window.setRootViewController(root) }, steps)
    }

    func completion(_ engine: Engine, _ text: String) -> Block { Block { _ in engine.print(text) } }

    @Test func fullScreenPresentThenDismiss() throws {
        let engine = Engine()
        let a = engine.loggingController("A", logging: Self.logs)
        let b = engine.loggingController("B", logging: Self.logs)
        b.modalPresentationStyle = .fullScreen
        engine.hold(b)
        run(engine, root: a, [
            ("present", {
                try a.present(b, animated: true, completion: self.completion(engine, "presented"))
                engine.print("present returned")
            }),
            ("dismiss", {
                engine.release(b)
                try b.dismiss(animated: true, completion: self.completion(engine, "dismissed"))
                engine.print("dismiss returned")
            }),
        ])
        expectTrace(engine.printed(inStep: "present"), [
            "B.viewDidLoad()", "present returned",
            "A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
            "B.viewDidAppear(true)", "A.viewDidDisappear(true)", "presented",
        ])
        expectTrace(engine.printed(inStep: "dismiss"), [
            "dismiss returned",
            "B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
            "A.viewDidAppear(true)", "B.viewDidDisappear(true)", "dismissed", "B.deinit",
        ])
        #expect(a.viewIfLoaded?.window != nil)
    }

    /// Spec §10.2: a page sheet (`.automatic` from iOS 13) leaves the presenter silent both ways.
    @Test func sheetLeavesThePresenterAlone() throws {
        let engine = Engine()
        let a = engine.loggingController("A", logging: Self.logs)
        let b = engine.loggingController("B", logging: Self.logs)
        engine.hold(b)
        run(engine, root: a, [
            ("present", { try a.present(b, animated: true) }),
            ("dismiss", { engine.release(b); try a.dismiss(animated: true) }),
        ])
        expectTrace(engine.printed(inStep: "present"), [
            "B.viewDidLoad()", "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "B.viewDidAppear(true)",
        ])
        expectTrace(engine.printed(inStep: "dismiss"), [
            "B.viewWillDisappear(true)", "B.viewDidDisappear(true)", "B.deinit",
        ])
    }

    /// Before iOS 13, `.automatic` presents full screen.
    @Test func automaticIsFullScreenOnIOS12() throws {
        let engine = Engine(configuration: Configuration(iOSVersion: 12))
        let a = engine.loggingController("A", logging: Self.logs)
        let b = engine.loggingController("B", logging: Self.logs)
        engine.hold(b)
        run(engine, root: a, [("present", { try a.present(b, animated: false) })])
        expectTrace(engine.printed(inStep: "present"), [
            "B.viewDidLoad()", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
            "B.viewDidAppear(false)", "A.viewDidDisappear(false)",
        ])
    }

    /// Spec §2.4: a sheet swiped down but let go settles back: will-disappear, then a fresh appearance.
    @Test func cancelledSheetSwipe() throws {
        let engine = Engine()
        let a = engine.loggingController("A", logging: Self.logs)
        let b = engine.loggingController("B", logging: Self.logs)
        engine.hold(b)
        run(engine, root: a, [
            ("present", { try a.present(b, animated: true) }),
            ("swipe", { try b.swipeDownSheet(completes: false) }),
            ("swipe away", { try b.swipeDownSheet(completes: true) }),
        ])
        expectTrace(engine.printed(inStep: "swipe"), [
            "B.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "B.viewDidAppear(true)",
        ])
        expectTrace(engine.printed(inStep: "swipe away"), ["B.viewWillDisappear(true)", "B.viewDidDisappear(true)"])
        #expect(a.presentedViewController == nil)
    }

    /// Spec §10.3: UIKit refuses, with a console warning, to present twice or from a view off screen.
    @Test func refusedPresentations() throws {
        let engine = Engine()
        let a = engine.loggingController("A", logging: [])
        let offscreen = ViewController(in: engine, name: "offscreen")
        engine.hold(offscreen)
        run(engine, root: a, [
            ("present", { try a.present(ViewController(in: engine, name: "B"), animated: false) }),
            ("again", { try a.present(ViewController(in: engine, name: "C"), animated: false) }),
            ("off screen", { try offscreen.present(ViewController(in: engine, name: "D"), animated: false) }),
        ])
        let warnings = engine.events().filter { $0.kind == .warning }.compactMap(\.text)
        #expect(warnings == [
            "Attempt to present <UIViewController: C> on <AViewController: A> (from <AViewController: A>) "
                + "which is already presenting <UIViewController: B>.",
            "Attempt to present <UIViewController: D> on <UIViewController: offscreen> (from "
                + "<UIViewController: offscreen>) whose view is not in the window hierarchy.",
        ])
        #expect(!engine.events().contains { ($0.receiver == "C" || $0.receiver == "D") && $0.kind == .callback })
    }

    /// Spec §10.3.2: dismissing a chain level by level from completion blocks; each dismissed controller
    /// is released after its completion block.
    @Test func dismissingAChainFromCompletions() throws {
        let engine = Engine(configuration: Configuration(iOSVersion: 12))
        let a = engine.loggingController("A", logging: [])
        let deinits: [Method] = [.viewDidDisappear, .deinitializer]
        run(engine, root: a, [
            ("present B", { try a.present(engine.loggingController("B", logging: deinits), animated: false) }),
            ("present C", {
                try a.presentedViewController!.present(engine.loggingController("C", logging: deinits), animated: false)
            }),
            ("dismiss", {
                let b = a.presentedViewController!
                try b.presentedViewController!.dismiss(animated: true, completion: Block { _ in
                    engine.print("C dismissed")
                    try b.dismiss(animated: true, completion: Block { _ in engine.print("B dismissed") })
                })
            }),
        ])
        expectTrace(engine.printed(inStep: "dismiss"), [
            "C.viewDidDisappear(true)", "C dismissed", "C.deinit", "B.viewDidDisappear(true)", "B dismissed",
            "B.deinit",
        ])
    }
}

/// Spec §10.2.3: before iOS 13 a page sheet on a phone adapts to full screen, so the presenter disappears.
@Test func pageSheetAdaptsToFullScreenBeforeIOS13() {
    let engine = Engine(configuration: Configuration(iOSVersion: 12))
    let a = engine.loggingController("A", logging: [.viewWillDisappear, .viewDidDisappear])
    let b = ViewController(in: engine, name: "B")
    b.modalPresentationStyle = .pageSheet
    engine.hold(b)
    engine.runSteps(launch: { try engine.window.setRootViewController(a) }, [
        ("present", { try a.present(b, animated: true) }),
    ])
    expectTrace(engine.printed(inStep: "present"), ["A.viewWillDisappear(true)", "A.viewDidDisappear(true)"])
}
