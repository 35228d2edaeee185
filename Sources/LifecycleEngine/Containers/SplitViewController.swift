/// `UISplitViewController` on the modelled phone, whose compact width always collapses it: one column is
/// on screen, inside the primary column's navigation controller.
///
/// The classic form takes `viewControllers = [primary, secondary]`; the iOS 14 column form
/// (`init(style:)`) takes `setViewController(_:for:)` and wraps a column's controller that is not a
/// navigation controller in one of UIKit's. The collapse happens when the split view is first laid out
/// in a window, before any column appears (UIKit collapses as the compact traits arrive): the delegate
/// may take the secondary (`splitViewController(_:collapseSecondary:onto:)` returning true, classic) or
/// choose the column on top (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`,
/// column style, `.secondary` proposed); otherwise the secondary is pushed onto the primary navigation
/// controller, unanimated. No log records a split view's order: its transition and collapse are marked
/// inferred, and the callbacks come from the containment and navigation machinery they use.
public final class SplitViewController: ViewController {
    public override class var uikitClassName: String { "UISplitViewController" }

    /// `UISplitViewController.Style`: `.unspecified` is the classic form.
    public enum Style: String, CaseIterable, Sendable {
        case unspecified, doubleColumn, tripleColumn
    }

    /// `UISplitViewController.Column`.
    public enum Column: String, CaseIterable, Sendable {
        case primary, supplementary, secondary, compact
    }

    public let style: Style
    public var delegate: EngineObject?
    /// `preferredDisplayMode`: which columns a regular width would show; a collapsed split shows one
    /// column whatever it says, so it is stored and reads back.
    public var preferredDisplayMode = "automatic"
    /// The controllers set for the columns of the column form, as given (not their wrappers).
    private var columns: [Column: ViewController] = [:]
    /// The controller the container view shows: the primary column's (or the compact column's).
    private var shownViewController: ViewController?
    public private(set) var hasCollapsed = false

    public init(in engine: Engine, behavior: Behavior? = nil, style: Style = .unspecified) {
        self.style = style
        super.init(in: engine, name: nil, behavior: behavior)
    }

    /// A phone's split view is always collapsed.
    public var isCollapsed: Bool { true }

    /// `viewControllers`: the children, primary first; once collapsed, only the primary's.
    public var viewControllers: [ViewController] { children }

    override func makeDefaultRootView() -> View {
        ContainerView.rootView(of: self) { [unowned self] in try self.collapseAndShow() }
    }

    /// The classic `viewControllers` setter: each becomes a child (`addChild`, then `didMove(toParent:)`;
    /// inferred, as for tabs). The scenario language rejects it for the column form.
    public func setViewControllers(_ list: [ViewController]) throws {
        guard style == .unspecified else { return }
        try replaceChildren(with: Array(list.prefix(2)))
    }

    /// `setViewController(_:for:)`: a column's controller, wrapped in a navigation controller UIKit makes
    /// if it is not one (column styles only; the scenario language rejects it for the classic form).
    public func setViewController(_ controller: ViewController?, for column: Column) throws {
        guard style != .unspecified else { return }
        if column == .supplementary, style != .tripleColumn { return }
        columns[column] = controller
        let order: [Column] = [.primary, .supplementary, .secondary, .compact]
        try replaceChildren(with: order.compactMap { try columns[$0].map(wrapper(of:)) })
    }

    /// `viewController(for:)`: the controller set for the column (UIKit's wrapper is not returned).
    public func viewController(for column: Column) -> ViewController? {
        if style == .unspecified {
            switch column {
            case .primary: return children.first
            case .secondary: return children.count > 1 ? children[1] : nil
            default: return nil
            }
        }
        return columns[column]
    }

    private func wrapper(of controller: ViewController) throws -> ViewController {
        if controller is NavigationController { return controller }
        if let navigation = controller.parent as? NavigationController, navigation.isMadeByUIKit { return navigation }
        let navigation = NavigationController(in: engine)
        navigation.isMadeByUIKit = true
        try navigation.setRootViewController(controller)
        return navigation
    }

    private func replaceChildren(with list: [ViewController]) throws {
        for old in children where !list.contains(where: { $0 === old }) { try removeChild(old) }
        for controller in list where controller.parent !== self {
            try addChildNow(controller)
            try engine.inferred { try engine.send(.didMoveToParent, to: controller, [.object(self)]) }
        }
        children.sort { a, b in
            (list.firstIndex { $0 === a } ?? .max) < (list.firstIndex { $0 === b } ?? .max)
        }
        storedView?.markNeedsLayout()
    }

    private func removeChild(_ child: ViewController) throws {
        try engine.send(.willMoveToParent, to: child, [.object(nil)])
        if let view = child.storedView, view.superview != nil { try engine.send(.removeFromSuperview, to: view) }
        try engine.send(.removeFromParent, to: child)
        if shownViewController === child { shownViewController = nil }
    }

    /// The navigation controller a collapsed split pushes onto: the primary's, whoever shows it.
    var collapsedNavigationController: NavigationController? {
        if style == .unspecified { return children.first as? NavigationController }
        return columns[.primary].flatMap { ($0 as? NavigationController) ?? ($0.parent as? NavigationController) }
    }

    /// `showDetailViewController(_:sender:)` and `show(_:sender:)` on the split view: collapsed, the
    /// controller is pushed onto the primary navigation controller; before the collapse, it becomes
    /// the secondary column.
    func showDetail(_ controller: ViewController, animated: Bool) throws {
        if hasCollapsed, let navigation = collapsedNavigationController {
            try engine.send(.pushViewController, to: navigation, [.object(controller), .bool(animated)])
        } else if hasCollapsed {
            try engine.send(.present, to: self, [.object(controller), .bool(animated), .block(nil)])
        } else if style == .unspecified {
            try replaceChildren(with: [children.first, controller].compactMap { $0 })
        } else {
            try setViewController(controller, for: .secondary)
        }
    }

    /// Collapses once (before anything appears), then shows the collapsed column in the container.
    private func collapseAndShow() throws {
        guard let view = storedView, view.window != nil else { return }
        if !hasCollapsed {
            hasCollapsed = true
            try engine.within(.transition("split view collapse")) { try engine.inferred { try collapse() } }
        }
        let incoming: ViewController?
        if style == .unspecified {
            incoming = children.first
        } else if let compact = columns[.compact] {
            incoming = try wrapper(of: compact)
        } else {
            incoming = collapsedNavigationController
        }
        guard let incoming, incoming !== shownViewController else { return }
        let outgoing = shownViewController
        shownViewController = incoming
        try incoming.loadViewIfRequired()
        var transition = ContainerTransition(
            name: "split view", from: outgoing, to: incoming, animated: false, container: view)
        transition.incomingFrame = { view.bounds }
        transition.isInferred = true
        try engine.run(transition)
    }

    private func collapse() throws {
        if style == .unspecified {
            guard children.count > 1 else { return }
            let primary = children[0], secondary = children[1]
            if let delegate, delegate.behavior?.overrides(.splitCollapseSecondary) == true {
                let handled = try engine.send(.splitCollapseSecondary, to: delegate,
                                              [.object(self), .object(secondary), .object(primary)])
                if handled.boolValue == true {
                    try removeChild(secondary)
                    return
                }
            }
            try removeChild(secondary)
            if let navigation = primary as? NavigationController {
                try navigation.push(secondary, animated: false)
            }
            return
        }
        guard columns[.compact] == nil, let navigation = collapsedNavigationController else { return }
        var top = Column.secondary
        if let delegate, delegate.behavior?.overrides(.splitTopColumnForCollapsing) == true {
            let answer = try engine.send(.splitTopColumnForCollapsing, to: delegate,
                                         [.object(self), .enumCase(Column.secondary.rawValue)])
            if case .enumCase(let name) = answer, let column = Column(rawValue: name) { top = column }
        }
        guard top != .primary else { return }
        // The columns above the primary, up to the one on top, go onto the primary's stack.
        let moving: [Column] = top == .supplementary ? [.supplementary] : [.supplementary, .secondary]
        for column in moving {
            guard let controller = columns[column], controller !== columns[.primary] else { continue }
            let wrapped = try wrapper(of: controller)
            if wrapped !== controller, let inner = wrapped as? NavigationController {
                // UIKit's own wrapper gives its controllers up to the primary's stack.
                let moved = inner.viewControllers
                try inner.setStack([], animated: false)
                try removeChild(inner)
                for controller in moved { try navigation.push(controller, animated: false) }
            } else {
                try removeChild(controller)
                try navigation.push(controller, animated: false)
            }
        }
    }

    override func dropReferences() {
        delegate = nil
        super.dropReferences()
    }

    override func forEachUIKitReference(_ body: (EngineObject) -> Void) {
        super.forEachUIKitReference(body)
        for controller in columns.values { body(controller) }
    }
}
