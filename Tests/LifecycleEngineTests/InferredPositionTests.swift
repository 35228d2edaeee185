import LifecycleEngine
import Testing

/// Every position the engine infers rather than takes from a recorded log, pinned in a whole trace and
/// marked in it (`*` after an inferred event below), and the order of a run-loop turn's phases.
@Suite struct InferredPositionTests {
    /// Events of the given receivers, as `receiver.method`, with `*` when the trace marks them inferred.
    func marked(_ engine: Engine, _ receivers: Set<String>, methods: Set<Method>? = nil) -> [String] {
        engine.events().filter { event in
            guard event.kind == .callback || event.kind == .call, let receiver = event.receiver,
                  receivers.contains(receiver) else { return false }
            guard let methods else { return true }
            return methods.contains { $0.rawValue == event.method }
        }.map { "\($0.receiver!).\($0.method!)" + ($0.inferred ? "*" : "") }
    }

    /// Spec §2.2 and §4.8: the safe-area callbacks, then `viewIsAppearing`, in the root view's first
    /// layout, before the controller's layout pair.
    @Test func viewIsAppearingAndSafeAreaSlots() {
        let engine = Engine()
        let root = ViewController(in: engine, name: "root")
        engine.run { try engine.window.setRootViewController(root) }
        expectTrace(marked(engine, ["root"]), [
            "root.loadView()", "root.viewDidLoad()", "root.viewWillAppear(_:)", "root.loadViewIfNeeded()",
            "root.viewSafeAreaInsetsDidChange()*", "root.viewLayoutMarginsDidChange()*", "root.viewIsAppearing(_:)*",
            "root.viewWillLayoutSubviews()", "root.viewDidLayoutSubviews()", "root.viewDidAppear(_:)",
        ])
    }

    /// Spec §4.1: the root view's own `updateConstraints()` runs inside the controller's
    /// `updateViewConstraints()`, after the subviews'.
    @Test func rootViewConstraintsInsideTheController() {
        let engine = Engine(configuration: Configuration(iOSVersion: 13))
        let label = View(in: engine, name: "label", frame: frame100)
        let root = ViewController(in: engine, name: "root", behavior: Subclass("Root").on(.viewDidLoad) { object, _ in
            label.translatesAutoresizingMaskIntoConstraints = false
            try (object as! ViewController).view()!.addSubview(label)
        })
        engine.run { try engine.window.setRootViewController(root) }
        expectTrace(marked(engine, ["root", "root.view", "label"],
                           methods: [.updateConstraints, .updateViewConstraints, .viewWillLayoutSubviews]), [
            "label.updateConstraints()", "root.updateViewConstraints()", "root.view.updateConstraints()*",
            "root.viewWillLayoutSubviews()",
        ])
    }

    /// Spec §4.1: UIView's `updateConstraints()` asks a view that constraints size for its intrinsic content
    /// size (inside the update, inferred); a view that keeps its autoresizing mask is updated but not asked, and an
    /// invalidated size is asked for again in the next constraint pass.
    @Test func intrinsicContentSizeInsideUpdateConstraints() {
        let engine = Engine(configuration: Configuration(iOSVersion: 17))
        let badge = View(in: engine, name: "badge", frame: frame100)
        let framed = View(in: engine, name: "framed", frame: frame100)
        let root = ViewController(in: engine, name: "root", behavior: Subclass("Root").on(.viewDidLoad) { object, _ in
            badge.translatesAutoresizingMaskIntoConstraints = false
            try (object as! ViewController).view()!.addSubview(badge)
            try (object as! ViewController).view()!.addSubview(framed)
        })
        engine.run { try engine.window.setRootViewController(root) }
        engine.run { badge.invalidateIntrinsicContentSize() }
        expectTrace(marked(engine, ["badge", "framed"], methods: [.updateConstraints, .intrinsicContentSize]), [
            "badge.updateConstraints()", "badge.intrinsicContentSize*", "framed.updateConstraints()",
            "badge.updateConstraints()", "badge.intrinsicContentSize*",
        ])
        let asked = engine.events().first { $0.method == "intrinsicContentSize" }
        #expect(asked?.stack.last == "badge.updateConstraints()")
    }

    /// Spec §3, traces 11, 20 (two passes) and 15 (iOS 7, one): before iOS 13 the status bar settles after
    /// the launch window's first layout pass; on iOS 11–12 the views it covers are laid out again in the
    /// same commit (the cause is inferred).
    @Test func statusBarSettlingBeforeIOS13() {
        for (version, pairs) in [(10, 1), (12, 2), (13, 1)] {
            let engine = Engine(configuration: Configuration(iOSVersion: version))
            let root = ViewController(in: engine, name: "root")
            engine.run { try engine.window.setRootViewController(root) }
            let layout = marked(engine, ["root"], methods: [.viewWillLayoutSubviews, .viewDidAppear])
            let expected = pairs == 2
                ? ["root.viewWillLayoutSubviews()", "root.viewWillLayoutSubviews()*", "root.viewDidAppear(_:)"]
                : ["root.viewWillLayoutSubviews()", "root.viewDidAppear(_:)"]
            expectTrace(layout, expected)
            #expect(layout.count - 1 == pairs)
            let second = engine.events().last { $0.method == "viewWillLayoutSubviews()" }
            #expect(pairs == 1 || second?.stack.contains("status bar") == true)
        }
    }

    /// Spec §6.1–6.4 and §15.2: the old superview's `willRemoveSubview(_:)` first, the new superview's
    /// `didAddSubview(_:)` last; adding into a window puts `didMoveToSuperview()` after the window move.
    @Test func superviewCallbacksAroundAMove() {
        let engine = Engine()
        let first = View(in: engine, name: "first"), second = View(in: engine, name: "second")
        let moved = View(in: engine, name: "moved", frame: frame100)
        for view in [first, second, moved] { engine.hold(view) }
        engine.run {
            try first.addSubview(moved)
            try second.addSubview(moved)
            try moved.removeFromSuperview()
            try engine.window.addSubview(moved)
        }
        expectTrace(marked(engine, ["first", "second", "moved", "window"], methods: [
            .willRemoveSubview, .willMoveToSuperview, .didMoveToSuperview, .didAddSubview, .willMoveToWindow,
            .didMoveToWindow,
        ]), [
            "moved.willMove(toSuperview:)", "moved.didMoveToSuperview()", "first.didAddSubview(_:)*",
            "first.willRemoveSubview(_:)*", "moved.willMove(toSuperview:)", "moved.didMoveToSuperview()",
            "second.didAddSubview(_:)*",
            "second.willRemoveSubview(_:)*", "moved.willMove(toSuperview:)", "moved.didMoveToSuperview()",
            "moved.willMove(toSuperview:)", "moved.willMove(toWindow:)", "moved.didMoveToWindow()",
            "moved.didMoveToSuperview()*", "window.didAddSubview(_:)*",
        ])
    }

    /// Spec §11: setting a tab bar controller's `viewControllers` completes the containment for each.
    @Test func tabBarChildrenAreToldTheyMoved() {
        let engine = Engine()
        let tabs = TabBarController(in: engine, name: "tabs")
        let a = ViewController(in: engine, name: "a")
        engine.run {
            try tabs.setViewControllers([a])
            try engine.window.setRootViewController(tabs)
        }
        expectTrace(marked(engine, ["a"], methods: [.willMoveToParent, .didMoveToParent]), [
            "a.willMove(toParent:)", "a.didMove(toParent:)*",
        ])
    }

    /// A `didMove(toParent:)` that reaches UIKit while the child is between its will- and did-callback is
    /// sent again right after the did-callback: recorded on Mac Catalyst (iPadOS 26.5), inferred for an
    /// iPhone. A container that never calls it gets none; one called before the view is in a window is
    /// not repeated.
    @Test func didMoveRepeatedAfterTheChildsTransition() {
        let engine = Engine()
        let parent = ViewController(in: engine, name: "parent")
        let early = ViewController(in: engine, name: "early")
        let child = ViewController(in: engine, name: "child")
        let silent = ViewController(in: engine, name: "silent")
        engine.hold(child)
        engine.hold(silent)
        engine.runSteps(launch: {
            try engine.window.setRootViewController(parent)
            try parent.addChild(early)
            try early.didMove(toParent: parent)
            try parent.view()!.addSubview(early.view()!)
        }, [
            ("add", {
                try parent.addChild(child)
                try parent.view()!.addSubview(child.view()!)
                try child.didMove(toParent: parent)
                try parent.addChild(silent)
                try parent.view()!.addSubview(silent.view()!)
            }),
            ("remove", {
                try child.willMove(toParent: nil)
                try child.view()!.removeFromSuperview()
                try child.removeFromParent()
            }),
        ])
        let methods: Set<Method> = [.willMoveToParent, .didMoveToParent, .viewDidAppear, .viewDidDisappear]
        expectTrace(marked(engine, ["early", "child", "silent"], methods: methods), [
            "early.willMove(toParent:)", "early.didMove(toParent:)", "early.viewDidAppear(_:)",
            "child.willMove(toParent:)", "child.didMove(toParent:)", "silent.willMove(toParent:)",
            "child.viewDidAppear(_:)", "child.didMove(toParent:)*", "silent.viewDidAppear(_:)",
            "child.willMove(toParent:)", "child.didMove(toParent:)", "child.viewDidDisappear(_:)",
            "child.didMove(toParent:)*",
        ])
    }

    /// Spec §2.4: an abandoned back swipe leaves the popped controller on the stack, told it still is a child.
    @Test func abandonedBackSwipeKeepsTheChild() {
        let engine = Engine()
        let nav = NavigationController(in: engine, name: "nav")
        let a = ViewController(in: engine, name: "a"), b = ViewController(in: engine, name: "b")
        engine.hold(b)
        engine.runSteps(launch: {
            try nav.setRootViewController(a)
            try engine.window.setRootViewController(nav)
            try nav.pushViewController(b, animated: false)
        }, [("swipe", { try nav.interactivePop(completes: false) })])
        let lines = engine.lines(inStep: "swipe") { $0.receiver == "b" && $0.category == .containment }
            + (engine.events().last { $0.receiver == "b" }?.inferred == true ? ["inferred"] : [])
        expectTrace(lines, ["b.willMove(toParent: nil)", "b.didMove(toParent: nav)", "inferred"])
        #expect(nav.viewControllers.last === b)
    }

    /// A page view controller on screen turning a page programmatically: a container transition in the
    /// order recorded for a completed scroll swipe (wangling.me 2014, iOS 7); that the call moves the pages
    /// as a swipe does is inferred.
    @Test func pageTurnOnScreen() {
        let engine = Engine()
        let pages = PageViewController(in: engine, name: "pages", transitionStyle: .scroll, navigationOrientation: .horizontal)
        let one = ViewController(in: engine, name: "one"), two = ViewController(in: engine, name: "two")
        engine.hold(two)
        engine.runSteps(launch: {
            try pages.setViewControllers([one], animated: false, completion: nil)
            try engine.window.setRootViewController(pages)
        }, [("turn", { try pages.setViewControllers([two], animated: true, completion: nil) })])
        let appearance: Set<String> = ["viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)"]
        let lines = engine.events().filter { ($0.receiver == "one" || $0.receiver == "two") && appearance.contains($0.method ?? "") }
            .suffix(4).map { "\($0.receiver!).\($0.method!)" + ($0.inferred ? "*" : "") }
        expectTrace(lines, [
            "two.viewWillAppear(_:)*", "one.viewWillDisappear(_:)*", "two.viewDidAppear(_:)*", "one.viewDidDisappear(_:)*",
        ])
    }

    /// Spec §4.6: on a phone, rotation changes the vertical size class; the trait transition comes first.
    @Test func traitTransitionBeforeSizeTransition() {
        let engine = Engine()
        let root = ViewController(in: engine, name: "root")
        engine.runSteps(launch: { try engine.window.setRootViewController(root) },
                        [("rotate", { try engine.deliver(.rotateToLandscape) })])
        expectTrace(marked(engine, ["root"], methods: [.willTransitionToTraitCollection, .viewWillTransitionToSize]), [
            "root.willTransition(to:with:)*", "root.viewWillTransition(to:with:)",
        ])
    }

    /// Seed S4.6 and spec §13: a turn runs its event, then the main queue, then the commit (layout, then
    /// display), then the after-commit work (deferred `viewDidAppear`), then releases.
    @Test func phasesOfATurn() {
        let engine = Engine()
        let root = ViewController(in: engine, name: "root")
        let canvas = View(in: engine, name: "canvas", frame: frame100, behavior: Subclass("Canvas", logging: [.draw]))
        let doomed = engine.makeObject(name: "doomed", behavior: Subclass("Doomed", logging: []))
        engine.hold(doomed)
        engine.run {
            try engine.window.setRootViewController(root)
            try root.view()!.addSubview(canvas)
            engine.async { engine.print("main queue") }
            engine.release(doomed)
        }
        let order = engine.events().filter {
            $0.text == "main queue" || ["viewWillAppear(_:)", "viewWillLayoutSubviews()", "draw(_:)", "viewDidAppear(_:)", "deinit"]
                .contains($0.method ?? "")
        }
        expectTrace(order.map { $0.kind == .print ? ($0.text ?? "") : "\($0.receiver!).\($0.method!)" }, [
            "root.viewWillAppear(_:)", "main queue", "root.viewWillLayoutSubviews()", "canvas.draw(_:)",
            "root.viewDidAppear(_:)", "doomed.deinit",
        ])
        #expect(order.map(\.phase) == [.event, .mainQueue, .layout, .display, .afterCommit, .release])
    }
}
