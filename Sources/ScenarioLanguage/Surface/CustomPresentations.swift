import LifecycleEngine

/// Custom presentations: a controller's `transitioningDelegate` (held weakly, as UIKit does) vends a
/// `UIPresentationController` subclass for a `.custom` presentation and animators for the transitions,
/// whose phases the engine runs (`CustomPresentation.swift` and `TransitionContext.swift` in the engine).
/// The controller's and the animator's callbacks and the two getters UIKit asks
/// (`frameOfPresentedViewInContainerView`, `shouldRemovePresentersView`) are methods of the engine's
/// registry; this file declares the initializer, the delegate property, what the controller reads and
/// the transition context an animator is given.
enum CustomPresentations {
    static let contextType = "UIViewControllerContextTransitioning"

    static let classes: [SurfaceClass] = [valueType(contextType)]

    static let enums: [String: [String]] = [
        "UITransitionContextViewControllerKey": ["from", "to"],
        "UITransitionContextViewKey": ["from", "to"],
        // What a navigation controller's delegate is asked an animator for (`NavigationAnimator.swift`).
        "UINavigationController.Operation": ["none", "push", "pop"],
    ]

    static let members: [SurfaceMember] = [
        computed(contextType, "containerView", "UIView", .none, get: { call in
            .object(try call.receiverObject(TransitionContext.self).containerView)
        }),
        method(contextType, "viewController", [param("forKey", .enumeration)], .none) { call in
            ControllerBuiltins.object(try call.receiverObject(TransitionContext.self).viewController(forKey: try call.enumCase(0)))
        },
        method(contextType, "view", [param("forKey", .enumeration)], .none) { call in
            ControllerBuiltins.object(try call.receiverObject(TransitionContext.self).view(forKey: try call.enumCase(0)))
        },
        method(contextType, "initialFrame", [param("for", .object)], .none) { call in
            .rect(try call.receiverObject(TransitionContext.self).initialFrame(for: try call.object(0, ViewController.self)))
        },
        method(contextType, "finalFrame", [param("for", .object)], .none) { call in
            .rect(try call.receiverObject(TransitionContext.self).finalFrame(for: try call.object(0, ViewController.self)))
        },
        computed(contextType, "transitionWasCancelled", "Bool", .none, get: { call in
            .bool(try call.receiverObject(TransitionContext.self).transitionWasCancelled)
        }),
        computed(contextType, "isAnimated", "Bool", .none, get: { _ in .bool(true) }),
        method(contextType, "completeTransition", [param(nil, .bool)], .engine) { call in
            try call.receiverObject(TransitionContext.self).completeTransition(try call.bool(0))
            return .void
        },
        computed("UIViewController", "transitioningDelegate", "UIViewControllerTransitioningDelegate?", .none, get: { call in
            ControllerBuiltins.object(try call.receiverObject(ViewController.self).transitioningDelegate)
        }, set: { call in
            try call.receiverObject(ViewController.self).transitioningDelegate = try call.optionalObject(0, EngineObject.self)
        }),
        method("UIPresentationController.Type", "init", [param("presentedViewController", .object),
                                                          param("presenting", .any)], .none) { call in
            let presented = try call.object(0, ViewController.self)
            let presenting = try call.optionalObject(1, ViewController.self)
            return call.create { PresentationController(in: $0, presented: presented, presenting: presenting, behavior: $1) }
        },
        computed("UIPresentationController", "presentingViewController", "UIViewController", .none, get: { call in
            let controller = try call.receiverObject(PresentationController.self)
            return ControllerBuiltins.object(controller.presenting ?? controller.presented.presentingViewController)
        }),
        computed("UIPresentationController", "presentedView", "UIView?", .none, get: { call in
            ControllerBuiltins.object(try call.receiverObject(PresentationController.self).presentedView)
        }),
        computed("UIPresentationController", "containerView", "UIView?", .none, get: { call in
            ControllerBuiltins.object(try call.receiverObject(PresentationController.self).containerView)
        }),
    ]
}
