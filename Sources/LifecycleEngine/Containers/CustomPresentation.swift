/// A `.custom` presentation run by the app's `UIPresentationController` subclass, which the presented
/// controller's transitioning delegate vends from `presentationController(forPresented:presenting:source:)`.
///
/// UIKit documents the phases (UIPresentationController, "The Presentation Process"): the presentation
/// controller is made for the presentation and kept while the presented controller is on screen; as
/// the transition starts it gets a container view (UIKit's `UITransitionView`, over the presenter and
/// filling the window) and hears `presentationTransitionWillBegin()`; the presented view goes into the
/// container at `frameOfPresentedViewInContainerView`; the container's layout passes are bracketed by
/// `containerViewWillLayoutSubviews()` and `containerViewDidLayoutSubviews()`; `presentationTransitionDidEnd(_:)`
/// reports the end. Dismissal mirrors it with `dismissalTransitionWillBegin()` and
/// `dismissalTransitionDidEnd(_:)`, after which the container leaves the window. `shouldRemovePresentersView`
/// (false in UIKit's implementation) decides whether the presenter's view leaves, and with it whether the
/// presenter hears the disappearance callbacks, as for the built-in styles (spec §10.2.2).
///
/// Where these calls fall among the appearance callbacks is not fixed by a recording: the delegate is
/// asked inside `present` once the presented view has loaded, the will-begin callbacks follow the
/// will-appearance callbacks and precede the presented view's installation, and the did-end callbacks
/// precede the did-appearance ones (a dismissal's presented view leaves first, the container after
/// `dismissalTransitionDidEnd(_:)`). Those calls are marked inferred in the trace.
extension ViewController {
    /// `transitioningDelegate`'s presentation controller for a `.custom` presentation of `self`, or nil
    /// when there is none (no delegate, the delegate does not implement the method or returns nil).
    func customPresentationController(presenting presenter: ViewController, source: ViewController) throws
        -> PresentationController? {
        guard modalPresentationStyle == .custom, let delegate = transitioningDelegate else { return nil }
        let answer = try engine.inferred {
            try engine.send(.presentationControllerForPresented, to: delegate,
                            [.object(self), .object(presenter), .object(source)])
        }
        guard let controller = answer.objectValue as? PresentationController else { return nil }
        guard controller.presented === self else {
            throw engine.raise("NSInternalInconsistencyException",
                               "The presentation controller of a presented view controller must have it as its "
                               + "presentedViewController.")
        }
        if controller.presenting == nil { controller.presenting = presenter }
        ownPresentationController = controller
        controller.runsPresentation = true
        return controller
    }
}

extension PresentationController {
    /// Sets up the presentation's transition: the container view, the presented view's frame, whether the
    /// presenter's view leaves, and the controller's will-begin and did-end callbacks.
    func configurePresentation(_ transition: inout ContainerTransition, in window: View) throws {
        let container = TransitionContainerView(presenting: self, frame: window.bounds)
        containerView = container
        transition.container = container
        transition.incomingFrame = { [unowned self] in
            try self.engine.inferred { try self.engine.send(.frameOfPresentedViewInContainerView, to: self) }.rectValue
        }
        let removes = try engine.inferred { try engine.send(.shouldRemovePresentersView, to: self) }
        transition.removesOutgoingView = removes.boolValue ?? false
        transition.afterWillCallbacks = { [unowned self, unowned window] in
            try self.engine.send(.addSubview, to: window, [.object(container)])
            _ = try self.engine.inferred { try self.engine.send(.presentationTransitionWillBegin, to: self) }
        }
        transition.beforeDidCallbacks = { [unowned self] in
            _ = try self.engine.inferred { try self.engine.send(.presentationTransitionDidEnd, to: self, [.bool(true)]) }
        }
    }

    /// Sets up the dismissal's transition: the controller's will-begin and did-end callbacks, then the
    /// container view leaves the window.
    func configureDismissal(_ transition: inout ContainerTransition) {
        transition.afterWillCallbacks = { [unowned self] in
            _ = try self.engine.inferred { try self.engine.send(.dismissalTransitionWillBegin, to: self) }
        }
        transition.beforeDidCallbacks = { [unowned self] in
            try self.engine.inferred { () throws -> Void in
                if let view = self.presented.storedView, view.superview != nil {
                    try self.engine.send(.removeFromSuperview, to: view)
                }
                try self.engine.send(.dismissalTransitionDidEnd, to: self, [.bool(true)])
                if let container = self.containerView, container.superview != nil {
                    try self.engine.send(.removeFromSuperview, to: container)
                }
                self.containerView = nil
            }
        }
    }
}

/// UIKit's `UITransitionView`: the view a custom presentation happens in. Its layout pass tells the
/// presentation controller before and after the subviews are laid out (Apple's documentation of
/// `containerViewWillLayoutSubviews()`).
final class TransitionContainerView: View {
    override class var uikitClassName: String { "UITransitionView" }

    private unowned let presentationController: PresentationController

    init(presenting presentationController: PresentationController, frame: Rect) {
        self.presentationController = presentationController
        super.init(in: presentationController.engine, frame: frame)
        isMadeByUIKit = true
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    override func uikitImplementation(_ method: Method, _ arguments: [Argument]) throws -> Argument {
        guard method == .layoutSubviews else { return try super.uikitImplementation(method, arguments) }
        try engine.send(.containerViewWillLayoutSubviews, to: presentationController)
        let result = try super.uikitImplementation(method, arguments)
        try engine.send(.containerViewDidLayoutSubviews, to: presentationController)
        return result
    }
}
