import LifecycleEngine
import Testing

/// Spec §4, §6: hierarchy callbacks, exceptions, constraint and layout order, rotation.
@Suite struct HierarchyRuleTests {
    static let hierarchy: [Method] = [.willMoveToSuperview, .didMoveToSuperview, .didAddSubview, .willRemoveSubview,
                                      .willMoveToWindow, .didMoveToWindow]

    /// Spec §6.1: off-window adds send no window callbacks; spec §6.4.1: a move between superviews is one
    /// `willMove(toSuperview:)`/`didMoveToSuperview()` pair, after the old superview's `willRemoveSubview`.
    @Test func offWindowAddAndReparent() throws {
        let engine = Engine()
        let a = engine.loggingView("a", frame100, logging: Self.hierarchy)
        let b = engine.loggingView("b", frame100, logging: Self.hierarchy)
        let c = engine.loggingView("c", frame100, logging: Self.hierarchy)
        for view in [a, b, c] { engine.hold(view) }
        engine.run {
            try a.addSubview(c)
            engine.print("move")
            try b.addSubview(c)
        }
        expectTrace(engine.printed, [
            "c.willMove(toSuperview: a)", "c.didMoveToSuperview()", "a.didAddSubview(c)", "move",
            "a.willRemoveSubview(c)", "c.willMove(toSuperview: b)", "c.didMoveToSuperview()", "b.didAddSubview(c)",
        ])
    }

    /// Spec §6.4.2: adding a view that is already a subview only reorders it.
    @Test func reAddingASubviewOnlyReorders() throws {
        let engine = Engine()
        let a = engine.loggingView("a", frame100, logging: Self.hierarchy)
        let b = engine.loggingView("b", frame100, logging: Self.hierarchy)
        let c = engine.loggingView("c", frame100, logging: Self.hierarchy)
        for view in [a, b, c] { engine.hold(view) }
        engine.run {
            try a.addSubview(b)
            try a.addSubview(c)
            engine.print("again")
            try a.addSubview(b)
        }
        #expect(engine.printed.drop { $0 != "again" }.count == 1)
        #expect(a.subviews.map(\.name) == ["c", "b"])
    }

    @Test func addingSelfRaises() throws {
        let engine = Engine()
        let a = View(in: engine, name: "a")
        engine.hold(a)
        let reason = engine.run { try a.addSubview(a); engine.print("not reached") }
        #expect(reason == .exception(name: "NSInvalidArgumentException", reason: "Can't add self as subview"))
        #expect(engine.events().map(\.plainText) == [
            "a.addSubview(a)", "exception: NSInvalidArgumentException: Can't add self as subview",
        ])
    }

    @Test func addingAnAncestorRaises() throws {
        let engine = Engine()
        let a = View(in: engine, name: "a"), b = View(in: engine, name: "b")
        for view in [a, b] { engine.hold(view) }
        let reason = engine.run {
            try a.addSubview(b)
            try b.addSubview(a)
        }
        #expect(reason == .exception(name: "CALayerInvalid", reason: "layer <CALayer: a.layer> is a part of cycle in its layer tree"))
    }

    /// Spec §4.1–§4.2 (recorded): subviews' `updateConstraints()` before the controller's
    /// `updateViewConstraints()`, then `viewWillLayoutSubviews`, the root view, `viewDidLayoutSubviews`,
    /// then the subviews (which draw after their layout, before `viewDidAppear`: spec §5.2).
    /// (iOS 13: a launch in a window scene, so the status bar settling adds no second pass.)
    @Test func constraintsThenLayoutThenDrawing() throws {
        let engine = Engine(configuration: Configuration(iOSVersion: 13))
        let label = engine.loggingView("label", frame100, logging: [.updateConstraints, .layoutSubviews, .draw])
        let root = ViewController(in: engine, name: "root", behavior: Subclass("RootViewController", logging: [
            .viewWillAppear, .updateViewConstraints, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewDidAppear,
        ]).on(.viewDidLoad) { object, _ in
            label.translatesAutoresizingMaskIntoConstraints = false
            try (object as! ViewController).view()!.addSubview(label)
        })
        engine.run { try engine.window.setRootViewController(root) }
        expectTrace(engine.printed, [
            "root.viewWillAppear(false)", "label.updateConstraints()", "root.updateViewConstraints()",
            "root.viewWillLayoutSubviews()", "root.viewDidLayoutSubviews()", "label.layoutSubviews()",
            "label.draw(CGRect(x: 0, y: 0, width: 100, height: 100))", "root.viewDidAppear(false)",
        ])
    }

    /// Spec §4.6: rotation tells the controllers, then lays out the root view at the new size.
    @Test func rotation() throws {
        let engine = Engine()
        let root = engine.loggingController("root", logging: [.viewWillTransitionToSize, .willTransitionToTraitCollection,
                                                              .viewWillLayoutSubviews, .viewDidLayoutSubviews])
        let child = engine.loggingController("child", logging: [.viewWillTransitionToSize])
        engine.runSteps(launch: {
            try engine.window.setRootViewController(root)
            try root.addChild(child)
        }, [("rotate", { try engine.deliver(.rotateToLandscape) })])
        expectTrace(engine.printed(inStep: "rotate"), [
            "root.willTransition(to: UITraitCollection(verticalSizeClass: .compact), with: coordinator)",
            "child.viewWillTransition(to: CGSize(width: 844, height: 390), with: coordinator)",
            "root.viewWillTransition(to: CGSize(width: 844, height: 390), with: coordinator)",
            "root.viewWillLayoutSubviews()", "root.viewDidLayoutSubviews()",
        ])
        #expect(root.viewIfLoaded?.frame.size == Size(width: 844, height: 390))
    }
}

/// Misuse that would recurse forever on a device is stopped with a report or UIKit's exception.
@Suite struct MisuseTests {
    @Test func containmentCycleIsReported() {
        let engine = Engine()
        let a = ViewController(in: engine, name: "a"), b = ViewController(in: engine, name: "b")
        for object in [a, b] { engine.hold(object) }
        let reason = engine.run {
            try a.addChild(b)
            try b.addChild(a)
        }
        #expect(reason == .budgetExceeded("containment cycle: a cannot become a child of b, which it already "
            + "contains (on a device the app recurses until it crashes)"))
    }

    @Test func presentingOnItselfRaises() {
        let engine = Engine()
        let a = ViewController(in: engine, name: "a")
        let reason = engine.run {
            try engine.window.setRootViewController(a)
            try a.present(a, animated: false)
        }
        #expect(reason == .exception(name: "NSInvalidArgumentException", reason:
            "Application tried to present modal view controller on itself. Presenting controller is <UIViewController: a>."))
    }
}

/// Spec §4.8 (slot inferred): a root controller hears of its view's safe area and margins once, before its
/// first layout and before `viewIsAppearing`; a view moved under the status bar is told and laid out.
@Suite struct SafeAreaTests {
    @Test func rootControllerHearsOfItsSafeAreaBeforeItsFirstLayout() {
        let engine = Engine()
        let root = engine.loggingController("root", logging: [
            .viewWillAppear, .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange, .viewIsAppearing,
            .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewDidAppear,
        ])
        engine.run { try engine.window.setRootViewController(root) }
        expectTrace(engine.printed, [
            "root.viewWillAppear(false)", "root.viewSafeAreaInsetsDidChange()", "root.viewLayoutMarginsDidChange()",
            "root.viewIsAppearing(false)", "root.viewWillLayoutSubviews()", "root.viewDidLayoutSubviews()",
            "root.viewDidAppear(false)",
        ])
        #expect(root.viewIfLoaded?.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    @Test func movingUnderTheStatusBarChangesTheSafeArea() {
        let engine = Engine()
        let root = ViewController(in: engine, name: "root")
        let badge = engine.loggingView("badge", Rect(x: 0, y: 200, width: 40, height: 40),
                                       logging: [.safeAreaInsetsDidChange, .layoutSubviews])
        engine.hold(badge)
        engine.runSteps(launch: {
            try engine.window.setRootViewController(root)
            try root.view()!.addSubview(badge)
        }, [
            ("move within the safe area", { badge.setFrame(Rect(x: 0, y: 300, width: 40, height: 40)) }),
            ("move under the status bar", { badge.setFrame(Rect(x: 0, y: 20, width: 40, height: 40)) }),
        ])
        expectTrace(engine.printed(inStep: "move within the safe area"), [])
        expectTrace(engine.printed(inStep: "move under the status bar"), [
            "badge.safeAreaInsetsDidChange()", "badge.layoutSubviews()",
        ])
        #expect(badge.safeAreaInsets.top == 27)
    }

    @Test func noSafeAreaBeforeIOS11() {
        let engine = Engine(configuration: Configuration(iOSVersion: 10))
        let root = engine.loggingController("root", logging: [.viewSafeAreaInsetsDidChange])
        engine.run { try engine.window.setRootViewController(root) }
        #expect(engine.printed.isEmpty)
    }
}

/// The trace says which positions are the spec's inference rather than a recorded log.
@Test func inferredPositionsAreMarked() {
    let engine = Engine()
    let root = ViewController(in: engine, name: "root")
    let child = View(in: engine, name: "child", frame: Rect(x: 0, y: 200, width: 10, height: 10))
    engine.hold(child)
    engine.run {
        try engine.window.setRootViewController(root)
        engine.asyncAfter(1) { try root.view()!.addSubview(child) }
    }
    let events = engine.events()
    func inferred(_ receiver: String, _ method: String) -> Bool? {
        events.first { $0.receiver == receiver && $0.method == method }?.inferred
    }
    #expect(inferred("root", "viewWillAppear(_:)") == false, "recorded")
    #expect(inferred("root", "viewIsAppearing(_:)") == true, "slot inferred (spec §2.2)")
    #expect(inferred("root.view", "didAddSubview(_:)") == true, "slot from re-implementations (spec §15.2)")
    #expect(inferred("child", "didMoveToSuperview()") == true, "add into a window (spec §6.3)")
    #expect(inferred("child", "willMove(toSuperview:)") == false)
}
