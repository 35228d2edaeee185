/// `UIWindow`: the root of a view tree that Core Animation commits, and the holder of a root controller.
public final class Window: View {
    /// The view editing text in this window (`becomeFirstResponder()`), which the keyboard serves.
    public var firstResponder: View?
    /// Whether the software keyboard is up (or on its way up) for this window.
    public var isKeyboardShown = false

    public override class var uikitClassName: String { "UIWindow" }

    /// The modelled device's screen in portrait, in points.
    public static let screenBounds = DeviceMetrics.phone.screenBounds

    public internal(set) var rootViewController: ViewController?
    public internal(set) var isKeyWindow = false
    /// Only visible windows are committed and show their root controller.
    public internal(set) var isVisible = false
    /// Whether the status bar's height is part of the window's unsafe area yet. The app's launch window
    /// without a window scene first lays out without it (see `Features.launchesInScene`).
    var statusBarHasSettled = true

    public override init(in engine: Engine, name: String? = nil, frame: Rect = Window.screenBounds,
                         behavior: Behavior? = nil) {
        super.init(in: engine, name: name, frame: frame, behavior: behavior)
        window = self
        engine.windows.append(self)
    }

    public override var isHidden: Bool {
        didSet { if !isHidden, oldValue, !isVisible { try? makeVisible() } }
    }

    private var constraintBasedCache: (generation: Int, value: Bool)?

    /// Constraint-based layout is on when any view in the window opted out of autoresizing masks or has
    /// constraints installed.
    /// Cached until a view opts out or a subtree enters a window.
    var usesConstraintBasedLayout: Bool {
        if let cache = constraintBasedCache, cache.generation == engine.hierarchyGeneration { return cache.value }
        func optedOut(_ view: View) -> Bool {
            !view.translatesAutoresizingMaskIntoConstraints || view.hasInstalledConstraints || view.subviews.contains(where: optedOut)
        }
        let value = optedOut(self)
        constraintBasedCache = (engine.hierarchyGeneration, value)
        return value
    }

    /// The `rootViewController` setter: the old root's view leaves, the new root's view is installed if
    /// the window is visible (spec §3).
    public func setRootViewController(_ controller: ViewController?) throws {
        guard controller !== rootViewController else { return }
        let old = rootViewController
        rootViewController = controller
        try engine.within(.transition("window root")) {
            if let old, let oldView = old.storedView, oldView.superview === self {
                try old.beginAppearance(false, animated: false)
                try engine.send(.removeFromSuperview, to: oldView)
                engine.afterTransition { try old.endAppearance() }
            }
            if isVisible, let controller { try install(controller) }
        }
    }

    /// Shows the root controller's view: the window reads `view` to size it (it loads), `viewWillAppear(_:)`
    /// runs, the view is installed like any container installs a child's view (UIKit asks for it with
    /// `loadViewIfNeeded()`, seed S0.a step 2), and `viewDidAppear(_:)` follows the commit (spec §3).
    private func install(_ controller: ViewController) throws {
        guard try controller.view() != nil else { return }
        try controller.beginAppearance(true, animated: false)
        try engine.installView(of: controller, in: self, at: nil) { [unowned self] in self.bounds }
        engine.afterTransition { try controller.endAppearance() }
    }

    /// `makeKeyAndVisible()`.
    func makeKeyAndVisibleNow() throws {
        for other in engine.windows where other !== self { other.isKeyWindow = false }
        isKeyWindow = true
        try makeVisible()
    }

    private func makeVisible() throws {
        guard !isVisible else { return }
        isVisible = true
        if isHidden { isHidden = false }
        engine.requestCommit()
        if let rootViewController {
            try engine.within(.transition("window root")) { try install(rootViewController) }
        }
    }

    override func uikitImplementation(_ method: Method, _ arguments: [Argument]) throws -> Argument {
        switch method {
        case .makeKeyAndVisible:
            try makeKeyAndVisibleNow()
            return .void
        case .layoutSubviews:
            // The window keeps its root controller's view filling it, and presented views in their places.
            for subview in subviews {
                guard let controller = subview.owningController else { continue }
                let style = controller.ownPresentingViewController?.ownPresentedViewController === controller
                    ? controller.resolvedPresentationStyle : .fullScreen
                subview.setFrame(style.frame(in: bounds))
            }
            return .void
        default:
            return try super.uikitImplementation(method, arguments)
        }
    }

    override func forEachUIKitReference(_ body: (EngineObject) -> Void) {
        super.forEachUIKitReference(body)
        if let rootViewController { body(rootViewController) }
    }

    override func dropReferences() {
        firstResponder = nil
        super.dropReferences()
    }
}
