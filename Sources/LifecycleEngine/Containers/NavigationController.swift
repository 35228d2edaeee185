/// `UINavigationController`: a stack of children, one shown at a time (spec §9, seeds S1.6, S3.2–S3.3).
///
/// Push and pop change the stack at once (so `viewControllers` in `viewWillDisappear` already reflects
/// a pop, seed S3.3) and ask for layout; the transition itself starts when the container view is laid
/// out, as UIKit's deferred transition does.
public final class NavigationController: ViewController {
    public override class var uikitClassName: String { "UINavigationController" }

    public internal(set) var viewControllers: [ViewController] = []
    /// Held weakly, as in UIKit.
    public var delegate: EngineObject?
    /// The child whose view the container shows.
    var shownViewController: ViewController?
    var pendingAnimated = false
    var isTransitioning = false
    /// The delegate's animator driving the transition under way, and its context (`NavigationAnimator.swift`).
    var animatorObject: EngineObject?
    var animatorContext: TransitionContext?
    /// `isNavigationBarHidden`. Showing or hiding the bar changes the safe area of the children's views,
    /// which lays out the ones on screen at the next commit (a cause of a covered controller's layout).
    public var isNavigationBarHidden = false {
        didSet { if isNavigationBarHidden != oldValue { storedView?.markNeedsLayout() } }
    }
    /// `navigationBar.isTranslucent`. Under an opaque bar a child's view starts below the bar unless the child
    /// extends its layout under opaque bars; changing it on screen re-frames the shown child's view as the
    /// container is next laid out (a new size lays that view out).
    public var isNavigationBarTranslucent = true {
        didSet {
            guard isNavigationBarTranslucent != oldValue else { return }
            needsChildFrame = true
            storedView?.markNeedsLayout()
        }
    }
    private var needsChildFrame = false
    /// The view an animated push dims the covered controller's view in (`ParallaxDimming`).
    var parallaxDimming: ParallaxDimming?
    /// Back-swipe state: the transition is driven by a finger rather than deferred.
    private var interactiveOutcome: Bool?

    public var topViewController: ViewController? { viewControllers.last }
    public var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    override func makeDefaultRootView() -> View {
        ContainerView.rootView(of: self) { [unowned self] in
            try self.reframeShownChildIfNeeded()
            try self.startDeferredTransition()
        }
    }

    /// `init(rootViewController:)`: the root becomes the first child (`willMove(toParent:)`).
    public func setRootViewController(_ root: ViewController) throws {
        try addChildNow(root)
        viewControllers = [root]
        requestTransition(animated: false)
    }

    override func dropReferences() {
        delegate = nil
        animatorObject = nil
        animatorContext = nil
        super.dropReferences()
    }

    override func forEachUIKitReference(_ body: (EngineObject) -> Void) {
        super.forEachUIKitReference(body)
        for controller in viewControllers { body(controller) }
        if let parallaxDimming { body(parallaxDimming.dimmingView) }
        if let animatorObject { body(animatorObject) }
        if let animatorContext { body(animatorContext) }
    }

    func dimming(for view: View) -> ParallaxDimming {
        if let parallaxDimming { return parallaxDimming }
        let made = ParallaxDimming.make(for: view, engine: engine)
        parallaxDimming = made
        return made
    }

    override func uikitImplementation(_ method: Method, _ arguments: [Argument]) throws -> Argument {
        switch method {
        case .pushViewController:
            if let controller = arguments.object(0) as? ViewController {
                try push(controller, animated: arguments.bool(1))
            }
        case .popViewController:
            return .object(try pop(to: viewControllers.count - 2, animated: arguments.bool(0)).last)
        case .popToRootViewController:
            return .objects(try pop(to: 0, animated: arguments.bool(0)))
        case .popToViewController:
            let target = arguments.object(0)
            guard let index = viewControllers.firstIndex(where: { $0 === target }) else { return .objects([]) }
            return .objects(try pop(to: index, animated: arguments.bool(1)))
        case .setViewControllers:
            if case .objects(let list) = arguments.first {
                try setStack(list.compactMap { $0 as? ViewController }, animated: arguments.bool(1))
            }
        default:
            return try super.uikitImplementation(method, arguments)
        }
        return .void
    }
}

// MARK: - Stack changes

extension NavigationController {
    func push(_ controller: ViewController, animated: Bool) throws {
        try engine.countWork(viewControllers.count)
        if viewControllers.contains(where: { $0 === controller }) {
            let reason = engine.features.usesModernConsoleWording
                ? "<UINavigationController: \(name)> is pushing the same view controller instance "
                    + "(<\(controller.className): \(controller.name)>) more than once which is not supported "
                    + "and is most likely an error in the application"
                : "Pushing the same view controller instance more than once is not supported "
                    + "(<\(controller.className): \(controller.name)>)"
            throw engine.raise("NSInvalidArgumentException", reason)
        }
        if controller is TabBarController {
            throw engine.raise("NSInvalidArgumentException", "Pushing a tab bar controller is not supported")
        }
        if isTransitioning { engine.warn("nested push animation can result in corrupted navigation bar") }
        try addChildNow(controller)
        viewControllers.append(controller)
        requestTransition(animated: animated)
    }

    /// Pops everything above `index`; only the visible controller is told it is leaving (spec §9.2.1).
    func pop(to index: Int, animated: Bool) throws -> [ViewController] {
        guard index >= 0, index < viewControllers.count - 1 else { return [] }
        if isTransitioning { engine.warn("nested pop animation can result in corrupted navigation bar") }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        if let visible = popped.last {
            try engine.send(.willMoveToParent, to: visible, [.object(nil)])
        }
        requestTransition(animated: animated)
        return popped
    }

    func setStack(_ list: [ViewController], animated: Bool) throws {
        let leaving = viewControllers.filter { old in !list.contains { $0 === old } }
        if let visible = leaving.last, visible === topViewController {
            try engine.send(.willMoveToParent, to: visible, [.object(nil)])
        }
        for controller in list where controller.parent !== self {
            try addChildNow(controller)
        }
        viewControllers = list
        requestTransition(animated: animated)
    }

    private func requestTransition(animated: Bool) {
        pendingAnimated = animated
        storedView?.markNeedsLayout()
    }
}

// MARK: - Transitions

extension NavigationController {
    /// Shows the top of the stack if the container shows something else: the incoming view loads before
    /// the outgoing controller's `viewWillDisappear` (spec §9.1, five recorded logs), the covered view is
    /// laid out during an animated push (seed S3.2), and children no longer on the stack leave at the end.
    func startDeferredTransition() throws {
        guard !isTransitioning, let view = storedView, view.window != nil,
              topViewController !== shownViewController else { return }
        guard let incoming = topViewController else {
            try emptyStack(in: view)
            return
        }
        let outgoing = shownViewController
        let isPush = outgoing.map { old in viewControllers.contains { $0 === old } } ?? true
        // The first child shown appears with its container: animated when the container's own appearance is.
        let animated = outgoing != nil ? pendingAnimated : appearance == .willAppear && appearanceAnimated
        isTransitioning = true
        shownViewController = incoming
        try engine.statusBarOwnerWillChange(to: incoming)
        // The incoming view is needed before anyone is told (five logs: it loads first, spec §9.1).
        try incoming.loadViewIfRequired()
        if !animated, engine.features.asksForViewsThroughLoadViewIfNeeded {
            // Without an animation the navigation controller lays its top controller out itself and asks for
            // its view before the callbacks (trace 01: the root at launch); an animation's context asks as
            // it installs the view, after `viewWillAppear` (trace 01: pushed and revealed controllers).
            try engine.send(.loadViewIfNeeded, to: incoming)
        }
        // The delegate may animate a push or pop itself (inferred slot).
        let animator = animated ? try outgoing.flatMap { try delegateAnimator(from: $0, to: incoming, isPush: isPush) } : nil
        // The transition's context works out where the incoming view will end, before anyone is told.
        _ = try frame(forChild: incoming, in: view)
        var transition = ContainerTransition(
            name: "navigation transition", from: outgoing, to: incoming, animated: animated, container: view)
        transition.incomingFrame = { [unowned self] in try self.frame(forChild: incoming, in: view) }
        transition.insertionIndex = isPush ? nil : 0
        transition.asksForViewAsItInstalls = animated
        // Between children of a navigation controller already on screen; the first child shown appears
        // with its container instead, its layout first (traces 01, 02).
        transition.endsWhereItStartsWithoutAnimation = outgoing != nil && appearance == .appeared
        // A push or pop has its own coordinator; the first child shown appears in its container's transition.
        if outgoing != nil { transition.coordinatorHost = self }
        let wrapsCovered = animated && isPush && animator == nil && engine.features.wrapsCoveredViewInPush
        transition.afterStart = { [unowned self] in
            try self.sendToDelegate(.navigationWillShow, incoming, animated: animated)
            if wrapsCovered, let covered = outgoing?.storedView, covered.superview === view {
                try self.dimming(for: view).wrap(covered, in: view, engine: self.engine)
            }
        }
        transition.afterFinish = { [unowned self] in
            if wrapsCovered { try self.dimming(for: view).unwrap(engine: self.engine) }
            guard try self.endDrivenTransition() else {
                try self.restoreStackAfterCancel(showing: outgoing)
                return
            }
            try self.finishTransition(incoming, animated: animated)
        }
        if let animator { drive(&transition, by: animator, in: view) }
        try engine.run(transition)
    }

    /// `setViewControllers([])`: the shown controller leaves with nothing in its place, and every child
    /// leaves the navigation controller (a pop still pending leaves with them).
    private func emptyStack(in view: View) throws {
        guard let outgoing = shownViewController else {
            for child in children { try engine.send(.removeFromParent, to: child) }
            return
        }
        isTransitioning = true
        shownViewController = nil
        var transition = ContainerTransition(
            name: "navigation transition", from: outgoing, to: nil, animated: pendingAnimated, container: view)
        transition.coordinatorHost = self
        transition.afterFinish = { [unowned self] in try self.finishTransition(nil, animated: self.pendingAnimated) }
        try engine.run(transition)
    }

    private func finishTransition(_ incoming: ViewController?, animated: Bool) throws {
        isTransitioning = false
        if let incoming { try sendToDelegate(.navigationDidShow, incoming, animated: animated) }
        if let incoming, incoming.isMovingToParent {
            try engine.send(.didMoveToParent, to: incoming, [.object(self)])
        }
        // A set, not a search per child: a stack that keeps growing (a push from `viewWillAppear`) stays linear.
        let stacked = Set(viewControllers.map(ObjectIdentifier.init))
        try engine.countWork(children.count)
        for child in children where !stacked.contains(ObjectIdentifier(child)) {
            try engine.send(.removeFromParent, to: child)
        }
        if topViewController !== shownViewController {
            engine.warn("Finishing up a navigation transition in an unexpected state. "
                        + "Navigation Bar subview tree might get corrupted.")
            storedView?.markNeedsLayout()
        }
    }

    /// A back swipe: the pop starts with the finger, then completes or is abandoned (spec §2.4, §9.3.1).
    public func interactivePop(completes: Bool) throws {
        guard !isTransitioning, viewControllers.count > 1, let view = storedView, view.window != nil,
              let outgoing = shownViewController else { return }
        let incoming = viewControllers[viewControllers.count - 2]
        viewControllers.removeLast()
        try engine.send(.willMoveToParent, to: outgoing, [.object(nil)])
        isTransitioning = true
        shownViewController = incoming
        try incoming.loadViewIfRequired()
        var transition = ContainerTransition(
            name: "interactive pop", from: outgoing, to: incoming, animated: true, container: view)
        transition.incomingFrame = { view.bounds }
        transition.insertionIndex = 0
        transition.cancels = !completes
        transition.afterStart = { [unowned self] in
            try self.sendToDelegate(.navigationWillShow, incoming, animated: true)
        }
        transition.afterFinish = { [unowned self] in
            if completes {
                try self.finishTransition(incoming, animated: true)
            } else {
                // The popped controller stays: back on the stack, told it is still a child (inferred).
                self.isTransitioning = false
                self.viewControllers.append(outgoing)
                self.shownViewController = outgoing
                try self.engine.inferred { try self.engine.send(.didMoveToParent, to: outgoing, [.object(self)]) }
            }
        }
        try engine.run(transition)
    }

    private func sendToDelegate(_ method: Method, _ controller: ViewController, animated: Bool) throws {
        guard let delegate else { return }
        try engine.send(method, to: delegate, [.object(self), .object(controller), .bool(animated)])
    }

    /// A changed bar translucency moves the shown child's view (not during a transition, which frames it).
    private func reframeShownChildIfNeeded() throws {
        guard needsChildFrame else { return }
        needsChildFrame = false
        guard !isTransitioning, let child = shownViewController, let view = storedView,
              let childView = child.storedView, childView.superview === view else { return }
        childView.setFrame(try frame(forChild: child, in: view))
    }

    /// Where a child's view goes: the whole container when it extends its layout under the top bar (the
    /// default, `edgesForExtendedLayout == .all`) and the bar is translucent (UIKit's default) or the child
    /// extends under opaque bars too, else below the status and navigation bars. UIKit asks the child each
    /// time it works the frame out (seed S1.6: once for the transition, once as it installs).
    func frame(forChild child: ViewController, in view: View) throws -> Rect {
        let includesOpaqueBars = try engine.send(.extendedLayoutIncludesOpaqueBars, to: child)
        let edges = try engine.send(.edgesForExtendedLayout, to: child)
        let extendsUnderTop: Bool
        switch edges {
        case .enumCase(let edge): extendsUnderTop = edge == "all" || edge == "top"
        default: extendsUnderTop = edges.rendered.contains(".top") || edges.rendered.contains(".all")
        }
        var extendsUnderOpaqueBars = false
        if case .bool(true) = includesOpaqueBars { extendsUnderOpaqueBars = true }
        let barAllowsIt = isNavigationBarTranslucent || isNavigationBarHidden || extendsUnderOpaqueBars
        guard !extendsUnderTop || !barAllowsIt else { return view.bounds }
        let top = engine.device.statusBarHeight + (isNavigationBarHidden ? 0 : engine.device.navigationBarHeight)
        return Rect(x: 0, y: top, width: view.bounds.size.width, height: max(0, view.bounds.size.height - top))
    }
}
