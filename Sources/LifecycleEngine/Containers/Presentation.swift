/// `present(_:animated:completion:)` and `dismiss(animated:completion:)` (spec §10, seed S1.7).
///
/// The presented view loads inside `present`, which then returns: the transition starts from the main
/// queue, after the caller's code (spec §10.1.2, recorded; the exact slot is inferred). Full-screen
/// styles remove the presenter's view when the presentation completes and end the incoming controller
/// first; sheets leave the presenter alone (spec §10.2).
extension ViewController {
    /// The controller that presents on behalf of `self`: the outermost ancestor, as UIKit's presentation
    /// context is (a child inside a navigation controller presents from the navigation controller).
    var presentationContext: ViewController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
    }

    /// The controller whose view a presentation in `style` covers. `.currentContext` and
    /// `.overCurrentContext` cover the nearest controller, from `self` up, that sets
    /// `definesPresentationContext`, else the root (UIKit's documentation of both styles); every other
    /// style presents from the root.
    func presentationContext(for style: ModalPresentationStyle) -> ViewController {
        guard style.coversItsContextOnly else { return presentationContext }
        var node: ViewController? = self
        while let current = node {
            if current.definesPresentationContext { return current }
            node = current.parent
        }
        return presentationContext
    }

    func presentNow(_ presented: ViewController, animated: Bool, completion: Block?) throws {
        if presented.modalPresentationStyle == .none {
            // `.none` only answers an adaptive delegate ("no adaptation"); it has no presentation controller.
            throw engine.raise("NSInvalidArgumentException",
                               "The specified modal presentation style doesn't have a corresponding presentation controller.")
        }
        var style = presented.resolvedPresentationStyle
        let presenter = presentationContext(for: style)
        if presented === self || presented === presenter {
            throw engine.raise("NSInvalidArgumentException", "Application tried to present modal view controller "
                               + "on itself. Presenting controller is <\(className): \(name)>.")
        }
        if presented.ownPresentingViewController != nil || presented.storedView?.window != nil {
            throw engine.raise("NSInvalidArgumentException",
                               "Application tried to present modally an active controller <\(presented.className): \(presented.name)>.")
        }
        let modern = engine.features.usesModernConsoleWording
        let description = "<\(presented.className): \(presented.name)> on <\(className): \(name)>"
            + (modern ? " (from <\(className): \(name)>)" : "")
        if let current = presenter.ownPresentedViewController {
            if current.isBeingPresented || current.isBeingDismissed {
                engine.warn("Attempt to present \(description) while a presentation is in progress.")
            } else {
                engine.warn((modern ? "" : "Warning: ") + "Attempt to present \(description) which is already "
                            + "presenting <\(current.className): \(current.name)>" + (modern ? "." : ""))
            }
            return
        }
        guard presenter.storedView?.window != nil else {
            engine.warn(modern
                ? "Attempt to present \(description) whose view is not in the window hierarchy."
                : "Warning: Attempt to present \(description) whose view is not in the window hierarchy!")
            return
        }
        // The presented view loads synchronously inside present (spec §10.1.1, recorded).
        try presented.loadViewIfRequired()
        // The presentation controller's delegate may choose how an adaptive style adapts (inferred slot).
        presented.delegateAdaptedStyle = nil
        if presented.modalPresentationStyle.adapts, let controller = presented.ownPresentationController,
           let chosen = try controller.adaptedStyle(proposing: style) {
            presented.delegateAdaptedStyle = chosen
            style = presented.resolvedPresentationStyle
        }
        // A transitioning delegate's objects are asked for inside present (inferred slot).
        let runner = try presented.transitioningPresentationController(style: style, presenting: presenter, source: self)
        let animator = runner != nil && animated ? try presented.presentationAnimator(presenting: presenter, source: self) : nil
        presenter.ownPresentedViewController = presented
        presented.ownPresentingViewController = presenter
        presented.isBeingPresented = true
        engine.async { [unowned self, unowned presenter, unowned presented] in
            guard let window = presenter.storedView?.window ?? self.engine.window else { return }
            // A context presentation goes where the context's view is, over it and at its frame;
            // the others fill the window.
            let contextView = style.coversItsContextOnly ? presenter.storedView : nil
            let container = contextView?.superview ?? window
            presented.presentationSlot = contextView.flatMap { view in
                view.superview.map { ($0, $0.subviews.firstIndex { $0 === view } ?? 0) }
            }
            var transition = ContainerTransition(
                name: "presentation", from: presenter, to: presented, animated: animated, container: container)
            transition.incomingFrame = { contextView.map(\.frame) ?? style.frame(in: window.bounds) }
            transition.outgoingViewLeaves = .afterTheIncomingAppears
            transition.removesOutgoingView = style.removesPresenterView
            transition.coordinatorHost = presented
            transition.afterFinish = {
                presented.isBeingPresented = false
                try completion?()
            }
            if let runner { try runner.configurePresentation(&transition, in: window, animator: animator) }
            if presented.dimsPresenterTint { try presenter.storedView?.dimTintForPresentation() }
            try self.engine.run(transition)
        }
    }

    /// Dismisses what `self` presented, or `self` if it was presented (UIKit forwards to the presenter).
    func dismissNow(animated: Bool, completion: Block?) throws {
        let presenter: ViewController
        if let presenting = presentedViewController?.ownPresentingViewController {
            presenter = presenting
        } else if let presenting = presentingViewController {
            presenter = presenting
        } else {
            return
        }
        guard let presented = presenter.ownPresentedViewController else { return }
        if presented.isBeingPresented || presented.isBeingDismissed {
            engine.warn("Attempt to dismiss from view controller <\(presenter.className): \(presenter.name)> "
                        + "while a presentation or dismiss is in progress!")
            return
        }
        try dismissPresented(by: presenter, animated: animated, interactive: nil, completion: completion)
    }

    /// Runs a dismissal, also for a sheet swiped down (`interactive` says whether the swipe completes).
    func dismissPresented(by presenter: ViewController, animated: Bool, interactive: Bool?,
                          completion: Block?) throws {
        guard let presented = presenter.ownPresentedViewController else { return }
        // Anything the presented controller presents goes with it: only the topmost one is seen leaving,
        // the ones between are removed silently (Apple's dismiss documentation). Under full-screen
        // presentations only the topmost view is still in the window.
        var top = presented
        while let next = top.ownPresentedViewController { top = next }
        guard let window = top.storedView?.window ?? presented.storedView?.window ?? presenter.storedView?.window
        else { return }
        presented.isBeingDismissed = true
        // The presenter's view goes back where it was: a context's view into its container, at its index.
        let slot = presented.presentationSlot
        // A presentation run through a transitioning delegate is dismissed through it too; its animator
        // is asked for inside dismiss (inferred slot).
        let runner = presented.ownPresentationController.flatMap { $0.runsPresentation ? $0 : nil }
        let animator = runner != nil && animated && interactive == nil ? try presented.dismissalAnimator() : nil
        let start = { [unowned self] in
            if presented.dimsPresenterTint, interactive != false { try presenter.storedView?.restoreTintAfterPresentation() }
            var transition = ContainerTransition(
                name: interactive == nil ? "dismissal" : "sheet swipe", from: top, to: presenter,
                animated: animated, container: slot?.container ?? window)
            transition.insertionIndex = slot?.index ?? 0
            transition.outgoingViewLeaves = .afterTheIncomingAppears
            transition.cancels = interactive == false
            // A sheet swipe is interactive: its coordinator is not modelled.
            if interactive == nil { transition.coordinatorHost = presented }
            transition.afterFinish = {
                presented.isBeingDismissed = false
                if interactive != false {
                    let chain = presented.presentationChain
                    for dismissed in chain where dismissed !== top {
                        if let view = dismissed.storedView, view.superview != nil {
                            try self.engine.send(.removeFromSuperview, to: view)
                        }
                    }
                    for dismissed in chain {
                        dismissed.presentationSlot = nil
                        dismissed.delegateAdaptedStyle = nil
                        if let controller = dismissed.ownPresentationController, controller.runsPresentation {
                            controller.finishPresentation()
                        }
                        dismissed.isBeingDismissed = false
                        dismissed.ownPresentedViewController = nil
                        dismissed.ownPresentingViewController = nil
                    }
                    presenter.ownPresentedViewController = nil
                    if interactive == true { try presented.ownPresentationController?.tell(.presentationControllerDidDismiss) }
                }
                try completion?()
            }
            if let runner { runner.configureDismissal(&transition, in: window, animator: animator) }
            try self.engine.run(transition)
        }
        if interactive == nil {
            // Like present, dismiss returns before any callback (spec §10.1 dismiss step 1).
            engine.async(start)
        } else {
            try start()
        }
    }

    /// This controller and everything presented above it.
    var presentationChain: [ViewController] {
        var chain = [self]
        while let next = chain.last?.ownPresentedViewController { chain.append(next) }
        return chain
    }

    /// The style the presentation takes on the modelled phone. `.automatic` is a page sheet from iOS 13
    /// and full screen before (spec §10.1–10.2). Before iOS 13, sheets on a phone's compact width adapt
    /// to full screen (spec §10.2.3). A popover adapts in compact width as a sheet does: to full screen
    /// before iOS 13, to a sheet from iOS 13 (UIKit's default adaptive style; inferred from the same
    /// source).
    var resolvedPresentationStyle: ModalPresentationStyle {
        if let delegateAdaptedStyle { return delegateAdaptedStyle }
        let modern = engine.features.presentsSheetsByDefault
        switch modalPresentationStyle {
        case .automatic: return modern ? .pageSheet : .fullScreen
        case .pageSheet, .formSheet: return modern ? modalPresentationStyle : .fullScreen
        case .popover: return modern ? .formSheet : .fullScreen
        default: return modalPresentationStyle
        }
    }

    /// A sheet swiped down by the user (a device event): dismissed, or settling back if abandoned.
    public func swipeDownSheet(completes: Bool) throws {
        guard let presenter = ownPresentingViewController, presenter.ownPresentedViewController === self,
              !resolvedPresentationStyle.removesPresenterView, !isBeingPresented, !isBeingDismissed,
              ownPresentationController?.runsPresentation != true else { return }
        if let controller = ownPresentationController {
            guard try controller.allowsSwipeDismissal() else { return }
            try controller.tell(.presentationControllerWillDismiss)
        }
        try dismissPresented(by: presenter, animated: true, interactive: completes, completion: nil)
    }
}

extension ModalPresentationStyle {
    /// Where the presented view sits: the whole window, or a card below the status bar for sheets.
    func frame(in bounds: Rect) -> Rect {
        switch self {
        case .pageSheet, .formSheet, .popover, .automatic:
            let top = DeviceMetrics.phone.sheetTopOffset
            return Rect(x: 0, y: top, width: bounds.size.width, height: bounds.size.height - top)
        default:
            return bounds
        }
    }
}
