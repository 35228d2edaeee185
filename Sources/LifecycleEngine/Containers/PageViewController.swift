/// `UIPageViewController`: shows one page (a child controller) at a time, in a scroll view (`.scroll`) or
/// directly in its own view (`.pageCurl`).
///
/// Recorded (trace 11, iOS 11): `setViewControllers(_:direction:animated:completion:)` adds the page as a
/// child without `willMove(toParent:)`, loads its view, and drives its appearance itself:
/// `viewWillAppear`, `viewDidAppear`, `didMove(toParent:)`, all before the page's first layout when the
/// page controller is not in a window yet (nothing to animate). It does not forward its own appearance
/// to its pages (`shouldAutomaticallyForwardAppearanceMethods` is false), so the page hears nothing more
/// when the page controller then appears.
public final class PageViewController: ViewController {
    public override class var uikitClassName: String { "UIPageViewController" }

    public enum TransitionStyle: String, CaseIterable, Sendable { case scroll, pageCurl }
    public enum NavigationOrientation: String, CaseIterable, Sendable { case horizontal, vertical }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// Asked for neighbouring pages when the user swipes (no swipe is modelled); held weakly, as in UIKit.
    public var dataSource: EngineObject?
    public var delegate: EngineObject?
    public private(set) var viewControllers: [ViewController] = []
    /// The view the pages' views go into: the queuing scroll view, or the root view for page curls.
    private var pageHost: View?

    public init(in engine: Engine, name: String? = nil, behavior: Behavior? = nil,
                transitionStyle: TransitionStyle, navigationOrientation: NavigationOrientation) {
        self.transitionStyle = transitionStyle
        self.navigationOrientation = navigationOrientation
        super.init(in: engine, name: name, behavior: behavior)
    }

    override var forwardsAppearanceByDefault: Bool { false }

    override func makeDefaultRootView() -> View {
        let view = ContainerView.rootView(of: self)
        guard transitionStyle == .scroll else {
            pageHost = view
            return view
        }
        let scroller = ScrollView(in: engine, name: name + ".scrollView", frame: view.bounds)
        scroller.isMadeByUIKit = true
        view.subviews.append(scroller)
        scroller.superview = view
        pageHost = scroller
        return view
    }

    /// `setViewControllers(_:direction:animated:completion:)`.
    public func setViewControllers(_ pages: [ViewController], animated: Bool, completion: Block?) throws {
        guard let host = try view().flatMap({ _ in pageHost }) else { return }
        let leaving = viewControllers.filter { old in !pages.contains { $0 === old } }
        viewControllers = pages
        for page in pages where page.parent !== self {
            try refuseContainmentCycle(with: page)
            if page.parent != nil { try engine.send(.removeFromParent, to: page) }
            children.append(page)
            page.parent = self
        }
        for page in pages { try page.loadViewIfRequired() }
        let finish = { [unowned self] in
            for page in leaving where page.parent === self { try self.engine.send(.removeFromParent, to: page) }
            for page in pages { try self.engine.send(.didMoveToParent, to: page, [.object(self)]) }
            try completion?(.bool(true))
        }
        guard host.window != nil, let incoming = pages.first else {
            // Nothing on screen to animate: the swap and both appearance halves happen now (trace 11).
            for page in pages { try page.beginAppearance(true, animated: animated) }
            for page in leaving { try page.beginAppearance(false, animated: animated) }
            for page in leaving {
                if let view = page.storedView, view.superview === host { try engine.send(.removeFromSuperview, to: view) }
            }
            for page in pages { try install(page, in: host) }
            for page in pages { try page.endAppearance() }
            for page in leaving { try page.endAppearance() }
            try finish()
            return
        }
        // On screen: one container transition, as a scroll or a curl. A page turn reveals the incoming page
        // before it conceals the current one, so the incoming will-callback comes first in both styles. A
        // scroll keeps the current page in the scrolling view until the incoming one has appeared; a curl
        // ends with the current page gone, before the incoming one has appeared (recorded for completed
        // swipes on iOS 7, wangling.me 2014; that a programmatic turn moves the pages the same way is inferred).
        var transition = ContainerTransition(
            name: "page transition", from: leaving.first, to: incoming, animated: animated, container: host)
        transition.incomingFrame = { host.bounds }
        transition.beginsFirst = .incoming
        transition.outgoingViewLeaves = transitionStyle == .scroll ? .afterTheIncomingAppears : .asTheAnimationEnds
        transition.afterFinish = finish
        transition.isInferred = true
        try engine.run(transition)
    }

    private func install(_ page: ViewController, in host: View) throws {
        guard let view = page.storedView, view.superview !== host else { return }
        view.setFrame(host.bounds)
        try engine.send(.addSubview, to: host, [.object(view)])
    }

    override func dropReferences() {
        dataSource = nil
        delegate = nil
        super.dropReferences()
    }

    override func forEachUIKitReference(_ body: (EngineObject) -> Void) {
        super.forEachUIKitReference(body)
        for page in viewControllers { body(page) }
    }
}
