import LifecycleEngine

/// The transition coordinator a rotation passes to `viewWillTransition(to:with:)`: blocks given to
/// `animate(alongsideTransition:completion:)` run in the rotation's animation and at its end
/// (`RotationTransition` in the engine). Animated pushes, pops, presentations and dismissals have one too,
/// read from `transitionCoordinator` (`TransitionCoordinator` in the engine), which is also the context its
/// blocks are given (`UIViewControllerTransitionCoordinatorContext`, which the coordinator protocol inherits).
enum TransitionCoordinators {
    static let type = "UIViewControllerTransitionCoordinator"
    static let contextType = "UIViewControllerTransitionCoordinatorContext"

    static let classes: [SurfaceClass] = [
        SurfaceClass(name: type, superclass: contextType, kind: nil, hasGeneratedInitializers: false),
        valueType(contextType),
    ]

    static let members: [SurfaceMember] = [
        method(type, "animate", [param("alongsideTransition", .closure, default: .null),
                                 param("completion", .closure, default: .null)], .engine) { call in
            let alongside = try call.closure(0).map { call.interpreter.makeBlock($0) }
            let completion = try call.closure(1).map { call.interpreter.makeBlock($0) }
            if case .object(let coordinator as TransitionCoordinator) = call.receiver {
                return .bool(try coordinator.add(alongside: alongside, completion: completion))
            }
            guard call.engine.addToRotation(alongside: alongside, completion: completion) else {
                throw call.fail("the transition is over: a coordinator takes blocks only while its callbacks run")
            }
            return .bool(true)
        },
        computed(contextType, "transitionDuration", "TimeInterval", .none, get: { call in
            if case .object(let coordinator as TransitionCoordinator) = call.receiver { return .double(coordinator.duration) }
            return .double(RotationTransition.duration)
        }),
        computed(contextType, "isAnimated", "Bool", .none, get: { call in
            .bool(try call.receiverObject(TransitionCoordinator.self).isAnimated)
        }),
        computed(contextType, "isInteractive", "Bool", .none, get: { call in
            .bool(try call.receiverObject(TransitionCoordinator.self).isInteractive)
        }),
        computed(contextType, "isCancelled", "Bool", .none, get: { call in
            .bool(try call.receiverObject(TransitionCoordinator.self).isCancelled)
        }),
        computed(contextType, "containerView", "UIView", .none, get: { call in
            ControllerBuiltins.object(try call.receiverObject(TransitionCoordinator.self).containerView)
        }),
        method(contextType, "viewController", [param("forKey", .enumeration)], .none) { call in
            ControllerBuiltins.object(try call.receiverObject(TransitionCoordinator.self).viewController(forKey: try call.enumCase(0)))
        },
        method(contextType, "view", [param("forKey", .enumeration)], .none) { call in
            ControllerBuiltins.object(try call.receiverObject(TransitionCoordinator.self).view(forKey: try call.enumCase(0)))
        },
        computed("UIViewController", "transitionCoordinator", "UIViewControllerTransitionCoordinator?", .engine, get: { call in
            let controller = try call.receiverObject(ViewController.self)
            if let coordinator = controller.transitionCoordinator { return .object(coordinator) }
            guard !controller.isInUncoordinatedTransition else {
                throw call.fail("the coordinator of this transition is not modelled (`transitionCoordinator` is modelled "
                                + "for animated pushes, pops, presentations and dismissals, not interactive transitions, "
                                + "page turns or `transition(from:to:)`)")
            }
            return .null
        }),
    ]
}
