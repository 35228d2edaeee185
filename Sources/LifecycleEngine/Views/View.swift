/// `UIView`: a node of the view tree with geometry, and the flags Core Animation's commit reads.
public class View: EngineObject {
    public override class var uikitClassName: String { "UIView" }

    public internal(set) var subviews: [View] = []
    // Held strongly although UIKit does not hold them (see `EngineObject.dropReferences`).
    public internal(set) var superview: View?
    /// The window the view is in, if any (a window's own `window` is itself).
    public internal(set) var window: Window?
    /// The controller whose root view this is (UIKit's view delegate).
    public internal(set) var owningController: ViewController?

    var storedFrame: Rect
    var boundsOrigin = Point.zero
    public var tag = 0
    public var alpha = 1.0 {
        didSet { if alpha > 0, oldValue <= 0 { engine.requestCommit() } }
    }
    public var isHidden = false {
        didSet { if !isHidden, oldValue { engine.requestCommit() } }
    }
    public var contentMode = ContentMode.scaleToFill
    /// `false` anywhere in a window turns on constraint-based layout for that window (spec §4.1).
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            engine.hierarchyGeneration += 1
            if !translatesAutoresizingMaskIntoConstraints { engine.requestCommit() }
        }
    }

    /// How the view follows its superview's size changes (`View+Autoresizing.swift`).
    public var autoresizingMask: AutoresizingMask = []
    /// Whether the view applies its subviews' masks when its own size changes.
    public var autoresizesSubviews = true

    /// The tint set on this view itself (`View+Tint.swift`): a color's identity, nil for none.
    public internal(set) var ownTintColor: String?
    public internal(set) var ownTintAdjustmentMode = TintAdjustmentMode.automatic
    /// The mode an alert's presentation replaced with `.dimmed`, put back when it is dismissed.
    var modeBeforePresentationDimming: TintAdjustmentMode?

    /// Layout is pending (`setNeedsLayout()` or a trigger of spec §4.5).
    var needsLayout = false
    /// The size of the bounds the view was last laid out in; nil before its first layout.
    var laidOutSize: Size?
    /// Content must be drawn at the next display pass. True from creation: nothing is drawn yet.
    var needsDisplay = true
    /// The part to redraw, if `setNeedsDisplay(_:)` narrowed it.
    var dirtyRect: Rect?
    /// `needsUpdateConstraints()`: the next constraint pass sends `updateConstraints()`.
    public internal(set) var needsUpdateConstraints = true
    /// The commit whose layout pass moved the view into a window (a pushed controller's view is installed there);
    /// nil if it entered outside a layout pass.
    var windowEntryCommit: Int?
    /// The safe area insets last delivered with `safeAreaInsetsDidChange()`.
    public internal(set) var safeAreaInsets = EdgeInsets.zero

    /// Constraints involving the view have been installed: like opting out of autoresizing masks, this
    /// turns on constraint-based layout for its window (spec §4.1).
    public var hasInstalledConstraints = false {
        didSet {
            guard hasInstalledConstraints != oldValue else { return }
            engine.hierarchyGeneration += 1
            engine.requestCommit()
        }
    }

    /// A size active constraints fix to constants (`widthAnchor.constraint(equalToConstant:)`): the
    /// superview's `layoutSubviews()` applies it, as UIKit applies the frames Auto Layout computes.
    /// Positions and sizes that depend on other views are not solved.
    public var constrainedWidth: Double?
    public var constrainedHeight: Double?

    public init(in engine: Engine, name: String? = nil, frame: Rect = .zero, behavior: Behavior? = nil) {
        self.storedFrame = frame
        super.init(engine: engine, name: name, behavior: behavior)
    }

    /// A view of a UIKit class the engine models as a plain view with its own name (`UILabel`).
    public init(in engine: Engine, uikitClass: String, frame: Rect = .zero, behavior: Behavior? = nil) {
        self.storedFrame = frame
        super.init(engine: engine, name: nil, behavior: behavior, uikitClass: uikitClass)
    }

    public var frame: Rect { storedFrame }

    public var bounds: Rect { Rect(origin: boundsOrigin, size: storedFrame.size) }

    public var center: Point {
        Point(x: storedFrame.origin.x + storedFrame.size.width / 2, y: storedFrame.origin.y + storedFrame.size.height / 2)
    }

    /// `viewWithTag(_:)`: depth-first, the receiver first.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let node = current {
            if node === view { return true }
            current = node.superview
        }
        return false
    }

    /// Whether the class overrides `draw(_:)`: UIKit gives other views no backing store to draw into (spec §5.1).
    var drawsContent: Bool { behavior?.overrides(.draw) ?? false }

    /// Scroll views lay themselves out when they scroll; plain views do not.
    func boundsOriginDidChange() {}

    override func uikitImplementation(_ method: Method, _ arguments: [Argument]) throws -> Argument {
        if let result = try viewImplementation(method, arguments) { return result }
        return try super.uikitImplementation(method, arguments)
    }

    override func forEachUIKitReference(_ body: (EngineObject) -> Void) {
        for subview in subviews { body(subview) }
    }

    override func dropReferences() {
        superview = nil
        window = nil
        owningController = nil
        super.dropReferences()
    }

    /// A deallocating view removes its subviews (spec §6.2.6, seed S0.b).
    override func uikitTearDown() throws {
        for subview in subviews where subview.superview === self {
            try engine.send(.removeFromSuperview, to: subview)
        }
    }
}

/// `UIView.ContentMode`.
public enum ContentMode: String, CaseIterable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}
