/// `UIPresentationController` (and `UIPopoverPresentationController` for `.popover`): the object UIKit
/// makes for a presented controller, whose delegate (`UIAdaptivePresentationControllerDelegate`) is asked
/// how the presentation adapts to the phone's compact width and told about sheets the user swipes away.
///
/// Adaptation: for the styles that adapt (`.popover`, `.pageSheet`, `.formSheet`, `.automatic`), the
/// delegate's `adaptivePresentationStyle(for:traitCollection:)` (else `adaptivePresentationStyle(for:)`)
/// is asked inside `present`, after the presented view has loaded; `.none` keeps the style unadapted (a
/// popover stays a popover, leaving the presenter on screen), another style replaces the adapted one.
/// Swipes: `presentationControllerShouldDismiss(_:)` is asked as a swipe begins (`false` refuses it and
/// `presentationControllerDidAttemptToDismiss(_:)` follows), `presentationControllerWillDismiss(_:)`
/// precedes the dismissal and `presentationControllerDidDismiss(_:)` follows it; a dismissal by code tells
/// the delegate nothing (Apple's documentation). The delegate calls' positions are inferred.
///
/// A `.custom` presentation's controller is the app's: a subclass made with
/// `init(presentedViewController:presenting:)` and vended by the transitioning delegate
/// (`CustomPresentation.swift` runs its phases).
public final class PresentationController: EngineObject {
    public unowned let presented: ViewController
    public var delegate: EngineObject?
    /// The controller given as `presenting` when the app made it; UIKit's own ones learn theirs as they present.
    public var presenting: ViewController?
    /// The view the presentation happens in (UIKit's `UITransitionView`), while a custom presentation is on
    /// screen; nil before its transition starts, as in UIKit.
    public internal(set) var containerView: View?
    /// Vended by a transitioning delegate for a presentation: its phases are the app's (`CustomPresentation.swift`).
    var runsPresentation = false
    /// The context of the animator-driven transition under way, kept until `animationEnded(_:)`.
    var transitionContext: TransitionContext?
    var transitionAnimator: EngineObject?
    /// The transition coordinator of the presentation or dismissal under way.
    public internal(set) var coordinator: TransitionCoordinator?

    init(in engine: Engine, presented: ViewController, popover: Bool) {
        self.presented = presented
        super.init(engine: engine, name: nil, behavior: nil,
                   uikitClass: popover ? "UIPopoverPresentationController" : "UIPresentationController")
        isMadeByUIKit = true
    }

    /// `UIPresentationController(presentedViewController:presenting:)`, for a `.custom` presentation.
    public init(in engine: Engine, presented: ViewController, presenting: ViewController?, behavior: Behavior?) {
        self.presented = presented
        self.presenting = presenting
        super.init(engine: engine, name: nil, behavior: behavior, uikitClass: "UIPresentationController")
    }

    /// `presentedView`: the presented controller's view, as UIKit's implementation answers.
    public var presentedView: View? { presented.storedView }

    /// UIKit's implementations: the callbacks do nothing; the presented view takes the frame of its style
    /// in the container (all of it for `.custom`) and the presenter's view leaves as its style says (it
    /// stays for `.custom`: Apple's documentation of each member).
    override func uikitImplementation(_ method: Method, _ arguments: [Argument]) throws -> Argument {
        switch method {
        case .frameOfPresentedViewInContainerView:
            return .rect(presented.resolvedPresentationStyle.frame(in: containerView?.bounds ?? .zero))
        case .shouldRemovePresentersView:
            return .bool(presented.resolvedPresentationStyle.removesPresenterView)
        default:
            return try super.uikitImplementation(method, arguments)
        }
    }

    /// The style the delegate chooses for the compact width, or nil to keep UIKit's adaptation.
    func adaptedStyle(proposing adapted: ModalPresentationStyle) throws -> ModalPresentationStyle? {
        guard let delegate else { return nil }
        let answer: Argument
        if delegate.behavior?.overrides(.adaptivePresentationStyleForTraits) == true {
            answer = try engine.inferred {
                try engine.send(.adaptivePresentationStyleForTraits, to: delegate,
                                [.object(self), .opaque("UITraitCollection(horizontalSizeClass: .compact)")])
            }
        } else if delegate.behavior?.overrides(.adaptivePresentationStyle) == true {
            answer = try engine.inferred { try engine.send(.adaptivePresentationStyle, to: delegate, [.object(self)]) }
        } else {
            return nil
        }
        guard case .enumCase(let name) = answer, let style = ModalPresentationStyle(rawValue: name) else { return nil }
        guard style == .none else { return style }
        // No adaptation: the style as asked for (`.automatic` asks for a page sheet).
        return presented.modalPresentationStyle == .automatic ? .pageSheet : presented.modalPresentationStyle
    }

    /// Whether the user may swipe the sheet away; a refusal is reported to the delegate.
    func allowsSwipeDismissal() throws -> Bool {
        guard let delegate, delegate.behavior?.overrides(.presentationControllerShouldDismiss) == true else { return true }
        let answer = try engine.inferred { try engine.send(.presentationControllerShouldDismiss, to: delegate, [.object(self)]) }
        if answer.boolValue == false {
            try engine.inferred { try engine.send(.presentationControllerDidAttemptToDismiss, to: delegate, [.object(self)]) }
            return false
        }
        return true
    }

    func tell(_ method: Method) throws {
        guard let delegate else { return }
        try engine.inferred { try engine.send(method, to: delegate, [.object(self)]) }
    }

    override func dropReferences() {
        delegate = nil
        presenting = nil
        containerView = nil
        transitionContext = nil
        transitionAnimator = nil
        coordinator = nil
        super.dropReferences()
    }

    /// While a transition runs UIKit holds its animator and context.
    override func forEachUIKitReference(_ body: (EngineObject) -> Void) {
        if let transitionAnimator { body(transitionAnimator) }
        if let transitionContext { body(transitionContext) }
        if let coordinator { body(coordinator) }
    }
}

extension ViewController {
    /// `presentationController`: made on first access, for the style the controller has then.
    public var presentationController: PresentationController {
        if let existing = ownPresentationController { return existing }
        let made = PresentationController(in: engine, presented: self, popover: modalPresentationStyle == .popover)
        ownPresentationController = made
        return made
    }

    /// `popoverPresentationController`: only a controller to be presented as a popover has one.
    public var popoverPresentationController: PresentationController? {
        modalPresentationStyle == .popover ? presentationController : nil
    }
}
