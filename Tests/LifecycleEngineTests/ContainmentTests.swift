import LifecycleEngine
import Testing

/// Spec §7–§8 and §2.5–§2.7: child controllers, appearance forwarding and custom containers.
@Suite struct ContainmentTests {
    static let appearance: [Method] = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]

    /// A parent that builds its child in `viewDidLoad`, with or without `addChild`.
    func launchParent(contained: Bool) -> Engine {
        let engine = Engine(configuration: Configuration(iOSVersion: 9))
        let child = engine.loggingController("child", logging: Self.appearance)
        let parentClass = Subclass("ParentViewController", logging: Self.appearance).on(.viewDidLoad) { object, _ in
            let parent = object as! ViewController
            if contained { try parent.addChild(child) }
            try parent.view()!.addSubview(child.view()!)
            if contained { try child.didMove(toParent: parent) }
        }
        parentClass.properties = [child]
        let parent = ViewController(in: engine, name: "parent", behavior: parentClass)
        engine.run { try engine.window.setRootViewController(parent) }
        return engine
    }

    /// Spec §8.6 (recorded, L-phchan): with containment the parent goes first in both phases.
    @Test func containedChildAppearsAfterItsParentInBothPhases() {
        expectTrace(launchParent(contained: true).printed, [
            "parent.viewWillAppear(false)", "child.viewWillAppear(false)",
            "parent.viewDidAppear(false)", "child.viewDidAppear(false)",
        ])
    }

    /// Spec §7.2 (recorded, L-phchan): a child view added without containment finishes appearing first.
    @Test func uncontainedChildViewFinishesAppearingFirst() {
        expectTrace(launchParent(contained: false).printed, [
            "parent.viewWillAppear(false)", "child.viewWillAppear(false)",
            "child.viewDidAppear(false)", "parent.viewDidAppear(false)",
        ])
    }

    /// Spec §8.7: removing a child from a parent on screen.
    @Test func removingAChildOnScreen() throws {
        let engine = Engine()
        let parent = engine.loggingController("parent", logging: Self.appearance)
        let child = engine.loggingController("child", logging: Self.appearance + [.willMoveToParent, .didMoveToParent])
        engine.hold(child)
        engine.runSteps(launch: {
            try engine.window.setRootViewController(parent)
            try parent.addChild(child)
            try parent.view()!.addSubview(child.view()!)
            try child.didMove(toParent: parent)
        }, [
            ("remove", {
                try child.willMove(toParent: nil)
                try child.view()!.removeFromSuperview()
                try child.removeFromParent()
            }),
        ])
        expectTrace(engine.printed(inStep: "remove"), [
            "child.willMove(toParent: nil)", "child.viewWillDisappear(false)", "child.didMove(toParent: nil)",
            // removeFromParent()'s didMove(toParent: nil) came while the child was disappearing: UIKit
            // repeats it as the disappearance ends (recorded on Mac Catalyst, iPadOS 26.5, stored file
            // 62778495297, section 5).
            "child.viewDidDisappear(false)", "child.didMove(toParent: nil)",
        ])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    /// Off screen, containment changes parentage only.
    @Test func containmentOffScreenSendsNoAppearance() throws {
        let engine = Engine()
        let parent = engine.loggingController("parent", logging: Self.appearance)
        let child = engine.loggingController("child", logging: Self.appearance + [.willMoveToParent, .didMoveToParent, .viewDidLoad])
        let other = ViewController(in: engine, name: "other")
        for object in [parent, child, other] { engine.hold(object) }
        engine.run {
            try parent.addChild(child)
            try parent.view()!.addSubview(child.view()!)
            try child.didMove(toParent: parent)
            try other.addChild(child)
        }
        expectTrace(engine.printed, [
            "child.willMove(toParent: parent)", "child.viewDidLoad()", "child.didMove(toParent: parent)",
            "child.didMove(toParent: nil)", "child.willMove(toParent: other)",
        ])
        #expect(child.parent === other && parent.children.isEmpty)
    }

    /// Spec §8.8: `transition(from:to:…)` starts both will-callbacks, loads `to` only now, and ends `to` first.
    @Test func transitionBetweenChildren() throws {
        let engine = Engine()
        let parent = ViewController(in: engine, name: "parent")
        let first = engine.loggingController("first", logging: Self.appearance + [.viewDidLoad])
        let second = engine.loggingController("second", logging: Self.appearance + [.viewDidLoad])
        for object in [first, second] { engine.hold(object) }
        engine.runSteps(launch: {
            try engine.window.setRootViewController(parent)
            for child in [first, second] { try parent.addChild(child) }
            try parent.view()!.addSubview(first.view()!)
        }, [
            ("transition", {
                try parent.transition(from: first, to: second, duration: 0.3,
                                      animations: Block { _ in engine.print("animations") },
                                      completion: Block { _ in engine.print("completion") })
            }),
        ])
        expectTrace(engine.printed(inStep: "transition"), [
            "second.viewDidLoad()", "first.viewWillDisappear(true)", "second.viewWillAppear(true)", "animations",
            "second.viewDidAppear(true)", "first.viewDidDisappear(true)", "completion",
        ])
    }

    /// Spec §2.5–§2.7: a custom container that does not forward drives its child with begin/end; misuse
    /// is reported on the console, never raised.
    @Test func customContainerDrivesAppearanceAndGetsWarned() throws {
        let engine = Engine()
        let container = ViewController(in: engine, name: "container", behavior:
            Subclass("ContainerViewController").replacing(.shouldAutomaticallyForwardAppearanceMethods) { _, _ in .bool(false) })
        let child = engine.loggingController("child", logging: Self.appearance)
        engine.hold(child)
        engine.runSteps(launch: {
            try engine.window.setRootViewController(container)
            try container.addChild(child)
        }, [
            ("add view", { try container.view()!.addSubview(child.view()!) }),
            ("begin", { try child.beginAppearanceTransition(true, animated: false) }),
            ("begin again", { try child.beginAppearanceTransition(true, animated: false) }),
            ("end", { try child.endAppearanceTransition() }),
            ("end again", { try child.endAppearanceTransition() }),
            ("direct call", { try engine.send(.viewWillDisappear, to: child, [.bool(false)], from: .script) }),
        ])
        let warningsAndPrints: (TraceEvent) -> Bool = { $0.kind == .warning || $0.kind == .print }
        expectTrace(engine.lines(inStep: "add view", warningsAndPrints), [])
        expectTrace(engine.lines(inStep: "begin", warningsAndPrints), ["print: child.viewWillAppear(false)"])
        expectTrace(engine.lines(inStep: "begin again", warningsAndPrints), [
            "warning: Unbalanced calls to begin/end appearance transitions for <ChildViewController: child>.",
        ])
        expectTrace(engine.lines(inStep: "end", warningsAndPrints), ["print: child.viewDidAppear(false)"])
        expectTrace(engine.lines(inStep: "end again", warningsAndPrints), [
            "warning: Unbalanced calls to begin/end appearance transitions for <ChildViewController: child>.",
        ])
        let direct = engine.lines(inStep: "direct call", warningsAndPrints)
        #expect(direct.first?.hasPrefix("warning: [ViewController] Calling -viewWillDisappear: directly") == true)
        #expect(direct.last == "print: child.viewWillDisappear(false)")
    }
}
