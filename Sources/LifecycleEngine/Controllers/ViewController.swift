/// `UIViewController`: owns a lazily loaded root view and tracks its appearance state.
public class ViewController: EngineObject {
    public override class var uikitClassName: String { "UIViewController" }

    var storedView: View?
    // Held strongly although UIKit does not hold them (see `EngineObject.dropReferences`).
    public internal(set) var parent: ViewController?
    public internal(set) var children: [ViewController] = []
    /// What this controller itself presented, and who presented it (the presentation's two ends).
    var ownPresentedViewController: ViewController?
    var ownPresentingViewController: ViewController?

    /// `presentedViewController`: what this controller or the nearest ancestor that presents presented
    /// (a navigation controller's child answers with what the navigation controller presented).
    public var presentedViewController: ViewController? {
        var node: ViewController? = self
        while let current = node {
            if let presented = current.ownPresentedViewController { return presented }
            node = current.parent
        }
        return nil
    }

    /// `presentingViewController`: who presented this controller or the nearest ancestor that was presented.
    public var presentingViewController: ViewController? {
        var node: ViewController? = self
        while let current = node {
            if let presenting = current.ownPresentingViewController { return presenting }
            node = current.parent
        }
        return nil
    }
    /// The nib the default `loadView()` looks for first (spec §1, seed S2.1).
    public var nibName: String?
    /// The storyboard the controller was decoded from, and its scene there: the segues it can perform.
    public var storyboard: Storyboard?
    public var storyboardScene: String?
    public var modalPresentationStyle = ModalPresentationStyle.automatic
    /// Whether a `.currentContext` or `.overCurrentContext` presentation from here or a descendant covers
    /// this controller's view (rather than the root's).
    public var definesPresentationContext = false
    /// Where a context presentation put this presented controller's view: the context view's container
    /// and index, which its presenter's view returns to on dismissal.
    var presentationSlot: (container: View, index: Int)?
    /// The presentation controller UIKit made for this controller, and the style its delegate chose
    /// for the presentation under way (nil: UIKit's own adaptation).
    var ownPresentationController: PresentationController?
    var delegateAdaptedStyle: ModalPresentationStyle?
    /// `transitioningDelegate`: UIKit holds it weakly, so it is not among the references UIKit keeps.
    public var transitioningDelegate: EngineObject?
    /// Presented, dims the tint of its presenter's view until dismissed (an alert's presentation controller).
    public var dimsPresenterTint = false
    /// Pushed onto a navigation controller inside a tab bar controller, hides the tab bar (spec §4.7).
    public var hidesBottomBarWhenPushed = false

    var appearance = AppearanceState.disappeared
    var appearanceAnimated = false
    /// `viewIsAppearing(_:)` is due at the next layout of the root view (spec §2.2, iOS 13+).
    var isAppearingPending = false
    /// Children whose appearance this controller forwarded in the current transition.
    var forwardedChildren: [ViewController] = []
    var viewlessLoads = 0
    /// Loads in progress for this controller: more than one means `viewDidLoad` read `view` again.
    var nestedLoads = 0

    /// `didMove(toParent:)` reached UIKit's implementation while this controller's own appearance
    /// transition was under way: UIKit sends it again as that transition ends (`+1` towards a parent,
    /// `-1` away from one; `0` none). See `repeatDidMoveAfterTransition`.
    var didMoveDuringTransition = 0
    /// Taking part in a container transition (`ContainerTransition`) that has begun and not finished.
    var isInContainerTransition = false
    /// The coordination of the animated transition this controller hosts (`TransitionCoordination.swift`).
    var hostedCoordination: TransitionCoordination?
    public internal(set) var isMovingToParent = false
    public internal(set) var isMovingFromParent = false
    public internal(set) var isBeingPresented = false
    public internal(set) var isBeingDismissed = false

    public init(in engine: Engine, name: String? = nil, behavior: Behavior? = nil) {
        super.init(engine: engine, name: name, behavior: behavior)
    }

    /// A controller of a UIKit class the engine models as a plain controller (`UITableViewController`).
    public init(in engine: Engine, uikitClass: String, behavior: Behavior? = nil) {
        super.init(engine: engine, name: nil, behavior: behavior, uikitClass: uikitClass)
    }

    public var isViewLoaded: Bool { storedView != nil }
    public var viewIfLoaded: View? { storedView }

    /// The `view` getter: loads the view on first access (spec §1.1).
    public func view() throws -> View? {
        try loadViewIfRequired()
        return storedView
    }

    /// The `view` setter, as used inside `loadView()`.
    public func setView(_ view: View?) {
        storedView?.owningController = nil
        storedView = view
        view?.owningController = self
    }

    /// The nearest ancestor of the given kind (`navigationController`, `tabBarController`).
    func ancestor<T: ViewController>(of type: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let match = node as? T { return match }
            current = node.parent
        }
        return nil
    }

    public var navigationController: NavigationController? { ancestor(of: NavigationController.self) }
    public var splitViewController: SplitViewController? { ancestor(of: SplitViewController.self) }
    public var tabBarController: TabBarController? { ancestor(of: TabBarController.self) }

    override func uikitImplementation(_ method: Method, _ arguments: [Argument]) throws -> Argument {
        if let result = try controllerImplementation(method, arguments) { return result }
        return try super.uikitImplementation(method, arguments)
    }

    /// UIKit's `shouldAutomaticallyForwardAppearanceMethods`: containers that drive their children's
    /// appearance themselves answer false.
    var forwardsAppearanceByDefault: Bool { true }

    /// The view UIKit's `loadView()` creates; containers override it with their container view.
    func makeDefaultRootView() -> View {
        let view = View(in: engine, name: name + ".view", frame: Window.screenBounds)
        view.isMadeByUIKit = true
        // UIKit's `loadView()` makes a root view that follows its container's size.
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }

    /// Weak references to a released controller read as nil.
    override func uikitTearDown() throws {
        for child in children where child.parent === self { child.parent = nil }
        if ownPresentedViewController?.ownPresentingViewController === self {
            ownPresentedViewController?.ownPresentingViewController = nil
        }
        if storedView?.owningController === self { storedView?.owningController = nil }
    }

    override func dropReferences() {
        parent = nil
        ownPresentingViewController = nil
        storyboard = nil
        transitioningDelegate = nil
        super.dropReferences()
    }

    override func forEachUIKitReference(_ body: (EngineObject) -> Void) {
        for child in children { body(child) }
        if let storedView { body(storedView) }
        if let ownPresentedViewController { body(ownPresentedViewController) }
        if let ownPresentationController { body(ownPresentationController) }
        if let coordinator = hostedCoordination?.coordinator { body(coordinator) }
    }
}

/// UIKit's private appearance states (`_setViewAppearState:`, spec §2.8).
enum AppearanceState {
    case disappeared, willAppear, appeared, willDisappear
}

/// `UIModalPresentationStyle`.
public enum ModalPresentationStyle: String, CaseIterable, Sendable {
    case automatic, fullScreen, pageSheet, formSheet, overFullScreen, overCurrentContext, currentContext, popover
    /// A custom presentation controller; by default it leaves the presenter's view in the window.
    case custom
    /// "No adaptation", an answer for an adaptive delegate: presenting in it raises.
    case none

    /// `.currentContext` and `.overCurrentContext` cover one controller's view, not the window.
    var coversItsContextOnly: Bool { self == .currentContext || self == .overCurrentContext }

    /// The styles UIKit adapts to a compact width, asking the presentation controller's delegate.
    var adapts: Bool { [.automatic, .pageSheet, .formSheet, .popover].contains(self) }

    /// Whether the presenter's view leaves the window once the presentation completes (spec §10.1–10.2).
    var removesPresenterView: Bool {
        switch self {
        case .fullScreen, .currentContext: return true
        default: return false
        }
    }
}
