import LifecycleEngine

/// Custom presentations: a controller's `transitioningDelegate` (held weakly, as UIKit does) vends a
/// `UIPresentationController` subclass for a `.custom` presentation, whose phases the engine runs
/// (`CustomPresentation.swift` in the engine). The controller's callbacks and the two getters UIKit asks
/// (`frameOfPresentedViewInContainerView`, `shouldRemovePresentersView`) are methods of the engine's
/// registry; this file declares the initializer, the delegate property and what the controller reads.
enum CustomPresentations {
    static let members: [SurfaceMember] = [
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
