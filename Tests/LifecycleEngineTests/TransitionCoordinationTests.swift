import LifecycleEngine
import Testing

/// `transitionCoordinator` during the transitions UIKit animates by itself: pushes, pops, presentations and
/// dismissals. Alongside blocks run after the view swap, completions before the did-appearance callbacks
/// (inferred, `*`); nil without an animation and once the transition is over; a child asks its parent.
@Suite struct TransitionCoordinationTests {
    /// A controller that, in `viewWillAppear`/`viewWillDisappear`, queues an alongside block and a completion
    /// on its coordinator and prints whether it had one.
    func coordinated(_ engine: Engine, _ name: String) -> ViewController {
        let register: Subclass.Body = { object, _ in
            let controller = object as! ViewController
            guard let coordinator = controller.transitionCoordinator else {
                object.engine.print("\(name): no coordinator")
                return
            }
            // A warning carries the inferred mark of where it is written, as the blocks' callbacks would.
            _ = try coordinator.add(alongside: Block { _ in
                object.engine.print("\(name): alongside")
                object.engine.warn("\(name) alongside")
            }, completion: Block { _ in
                object.engine.print("\(name): completion")
                object.engine.warn("\(name) completion")
            })
        }
        return ViewController(in: engine, name: name, behavior: Subclass(name.uppercased(), logging: [
            .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
        ]).on(.viewWillAppear, register).on(.viewWillDisappear, register))
    }

    @Test func animatedPushAndPopHaveCoordinators() throws {
        let engine = Engine()
        let nav = NavigationController(in: engine, name: "nav")
        let a = coordinated(engine, "a")
        let b = coordinated(engine, "b")
        engine.hold(b)
        engine.runSteps(launch: {
            try nav.setRootViewController(a)
            try engine.window.setRootViewController(nav)
        }, [
            ("push", { try nav.pushViewController(b, animated: true) }),
            ("pop", { try nav.popViewController(animated: true) }),
            ("unanimated", { try nav.pushViewController(b, animated: false) }),
        ])
        expectTrace(engine.printed(inStep: "push").filter { !$0.contains("Layout") && !$0.contains("Move") }, [
            "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
            "a: alongside", "b: alongside", "a: completion", "b: completion",
            "a.viewDidDisappear(true)", "b.viewDidAppear(true)",
        ])
        expectTrace(engine.printed(inStep: "pop").filter { !$0.contains("Layout") && !$0.contains("Move") }, [
            "b.viewWillDisappear(true)", "a.viewWillAppear(true)",
            "b: alongside", "a: alongside", "b: completion", "a: completion",
            "b.viewDidDisappear(true)", "a.viewDidAppear(true)",
        ])
        expectTrace(engine.printed(inStep: "unanimated").filter { !$0.contains("Layout") && !$0.contains("Move") }, [
            "a.viewWillDisappear(false)", "a: no coordinator", "b.viewWillAppear(false)", "b: no coordinator",
            "a.viewDidDisappear(false)", "b.viewDidAppear(false)",
        ])
        // The blocks' positions are inferred; no coordinator is left behind.
        let blocks = engine.events().filter { $0.kind == .warning }
        #expect(blocks.count == 8 && blocks.allSatisfy(\.inferred))
        #expect(nav.transitionCoordinator == nil && b.transitionCoordinator == nil)
    }

    /// A presentation UIKit runs by itself: the presented controller, its presenter and the presenter's
    /// children share the coordinator; the blocks given to it see the two controllers.
    @Test func animatedPresentationAndDismissalHaveCoordinators() throws {
        let engine = Engine()
        let home = coordinated(engine, "home")
        let sheet = coordinated(engine, "sheet")
        sheet.modalPresentationStyle = .fullScreen
        engine.hold(sheet)
        engine.runSteps(launch: { try engine.window.setRootViewController(home) }, [
            ("present", {
                try home.present(sheet, animated: true, completion: Block { _ in
                    engine.print("completion: \(home.transitionCoordinator == nil)")
                })
            }),
            ("dismiss", { try sheet.dismiss(animated: true, completion: nil) }),
        ])
        expectTrace(engine.printed(inStep: "present").filter { !$0.contains("Layout") }, [
            "home.viewWillDisappear(true)", "sheet.viewWillAppear(true)",
            "home: alongside", "sheet: alongside", "home: completion", "sheet: completion",
            "sheet.viewDidAppear(true)", "home.viewDidDisappear(true)", "completion: true",
        ])
        expectTrace(engine.printed(inStep: "dismiss").filter { !$0.contains("Layout") }, [
            "sheet.viewWillDisappear(true)", "home.viewWillAppear(true)",
            "sheet: alongside", "home: alongside", "sheet: completion", "home: completion",
            "home.viewDidAppear(true)", "sheet.viewDidDisappear(true)",
        ])
    }

    /// A navigation delegate's animator drives a push: it installs the incoming view, the did-callbacks wait for
    /// `completeTransition(_:)`; the delegate's question, the duration and `animationEnded(_:)` are inferred.
    /// Called off, the push runs back and the stack is as before.
    @Test(arguments: [true, false])
    func navigationDelegateAnimatorDrivesAPush(completes: Bool) throws {
        let engine = Engine()
        let nav = NavigationController(in: engine, name: "nav")
        let a = engine.loggingController("a", logging: [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear])
        let b = engine.loggingController("b", logging: [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear])
        engine.hold(b)
        let animator = engine.makeObject(name: "animator", behavior: Subclass("Animator", logging: [
            .transitionDuration, .animationEnded,
        ]).replacing(.animateTransition) { object, arguments in
            let context = arguments[0].objectValue as! TransitionContext
            object.engine.print("animate: \(context.from.name) to \(context.to.name), views \(context.fromView != nil) \(context.toView != nil)")
            try object.engine.send(.addSubview, to: context.containerView, [.object(context.toView!)])
            try context.completeTransition(completes)
            return .void
        })
        engine.hold(animator)
        let delegate = engine.makeObject(name: "delegate", behavior: Subclass("Delegate")
            .replacing(.navigationAnimationController) { _, _ in .object(animator) })
        engine.hold(delegate)
        nav.delegate = delegate
        engine.runSteps(launch: {
            try nav.setRootViewController(a)
            try engine.window.setRootViewController(nav)
        }, [("push", { try nav.pushViewController(b, animated: true) })])
        let callbacks = engine.events().filter { event in
            guard event.kind == .callback, let receiver = event.receiver else { return false }
            return ["delegate", "animator"].contains(receiver) 
                || ["viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)"]
                    .contains(event.method!)
        }.map { "\($0.receiver!).\($0.method!)" + ($0.inferred ? "*" : "") }
        expectTrace(Array(callbacks.drop { $0 != "delegate.navigationController(_:animationControllerFor:from:to:)*" }),
                    [
            "delegate.navigationController(_:animationControllerFor:from:to:)*",
            "a.viewWillDisappear(_:)", "b.viewWillAppear(_:)",
            "animator.transitionDuration(using:)*", "animator.animateTransition(using:)",
        ] + (completes ? ["a.viewDidDisappear(_:)", "b.viewDidAppear(_:)"]
                       : ["b.viewWillDisappear(_:)", "b.viewDidDisappear(_:)", "a.viewWillAppear(_:)", "a.viewDidAppear(_:)"])
          + ["animator.animationEnded(_:)*"])
        #expect(engine.printed(inStep: "push").contains("animate: a to b, views true true"))
        #expect(nav.viewControllers.map(\.name) == (completes ? ["a", "b"] : ["a"]))
        #expect(nav.topViewController === (completes ? b : a))
        #expect((completes ? b : a).viewIfLoaded?.window != nil)
    }
}
