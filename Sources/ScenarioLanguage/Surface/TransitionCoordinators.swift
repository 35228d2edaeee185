import LifecycleEngine

/// The transition coordinator a rotation passes to `viewWillTransition(to:with:)`: blocks given to
/// `animate(alongsideTransition:completion:)` run in the rotation's animation and at its end
/// (`RotationTransition` in the engine). A presentation run through a transitioning delegate has one too,
/// read from `transitionCoordinator` (`TransitionCoordinator` in the engine).
enum TransitionCoordinators {
    static let type = "UIViewControllerTransitionCoordinator"

    static let classes: [SurfaceClass] = [valueType(type)]

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
        computed(type, "transitionDuration", "TimeInterval", .none, get: { call in
            if case .object(let coordinator as TransitionCoordinator) = call.receiver { return .double(coordinator.duration) }
            return .double(RotationTransition.duration)
        }),
        computed("UIViewController", "transitionCoordinator", "UIViewControllerTransitionCoordinator?", .engine, get: { call in
            let controller = try call.receiverObject(ViewController.self)
            if let coordinator = controller.presentationCoordinator { return .object(coordinator) }
            guard !controller.isInUncoordinatedTransition else {
                throw call.fail("`transitionCoordinator` is modelled for presentations through a transitioning delegate; "
                                + "the coordinator of this transition is not modelled")
            }
            return .null
        }),
    ]
}
