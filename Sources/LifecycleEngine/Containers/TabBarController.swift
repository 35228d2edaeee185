/// `UITabBarController`: children loaded lazily, one shown; selection swaps them (spec §11).
///
/// A switch sends the incoming `viewWillAppear` before the outgoing `viewWillDisappear`, and the
/// did-callbacks after the commit, outgoing first (recorded, L-pgzxc). The delegate hears
/// `tabBarController(_:didSelect:)` only for a user's tap, never for code setting the selection.
public final class TabBarController: ViewController {
    public override class var uikitClassName: String { "UITabBarController" }

    public internal(set) var viewControllers: [ViewController] = []
    public internal(set) var selectedIndex = 0
    public var delegate: EngineObject?
    var shownViewController: ViewController?

    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    override func makeDefaultRootView() -> View {
        ContainerView.rootView(of: self) { [unowned self] in try self.showSelected() }
    }

    /// The `viewControllers` setter: each becomes a child (`addChild`, then `didMove(toParent:)`; inferred).
    public func setViewControllers(_ list: [ViewController]) throws {
        for old in viewControllers where !list.contains(where: { $0 === old }) {
            try engine.send(.willMoveToParent, to: old, [.object(nil)])
            try old.storedView.map { if $0.superview != nil { try engine.send(.removeFromSuperview, to: $0) } }
            try engine.send(.removeFromParent, to: old)
        }
        viewControllers = list
        for controller in list where controller.parent !== self {
            try addChildNow(controller)
            try engine.inferred { try engine.send(.didMoveToParent, to: controller, [.object(self)]) }
        }
        if !viewControllers.indices.contains(selectedIndex) { selectedIndex = 0 }
        if shownViewController.map({ old in !list.contains { $0 === old } }) ?? false { shownViewController = nil }
        storedView?.markNeedsLayout()
    }

    /// The `selectedIndex` setter.
    public func select(index: Int) throws {
        guard viewControllers.indices.contains(index) else { return }
        selectedIndex = index
        try showSelected()
    }

    /// The `selectedViewController` setter.
    public func select(_ controller: ViewController) throws {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return }
        try select(index: index)
    }

    /// A user's tap on a tab (a device event): the delegate may refuse it, and hears about it afterwards.
    public func tapTab(at index: Int) throws {
        guard viewControllers.indices.contains(index) else { return }
        let controller = viewControllers[index]
        if let delegate, delegate.behavior?.overrides(.tabBarShouldSelect) == true {
            let allowed = try engine.send(.tabBarShouldSelect, to: delegate, [.object(self), .object(controller)])
            if allowed.boolValue == false { return }
        }
        try select(index: index)
        if let delegate {
            try engine.send(.tabBarDidSelect, to: delegate, [.object(self), .object(controller)])
        }
    }

    /// Puts the selected child's view on screen if the tab bar is on screen and shows another.
    private func showSelected() throws {
        guard let view = storedView, view.window != nil, let incoming = selectedViewController,
              incoming !== shownViewController else { return }
        let outgoing = shownViewController
        shownViewController = incoming
        try incoming.loadViewIfRequired()
        var transition = ContainerTransition(
            name: "tab switch", from: outgoing, to: incoming, animated: false, container: view)
        transition.incomingFrame = { view.bounds }
        transition.beginsFirst = .incoming
        try engine.run(transition)
    }

    /// The tab bar slides away while the selected navigation controller shows a controller that asked
    /// for it (`hidesBottomBarWhenPushed`), from the moment it is pushed.
    func hidesTabBar(for child: ViewController) -> Bool {
        guard child === selectedViewController, let navigation = child as? NavigationController,
              navigation.viewControllers.count > 1 else { return false }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    override func dropReferences() {
        delegate = nil
        super.dropReferences()
    }

    override func forEachUIKitReference(_ body: (EngineObject) -> Void) {
        super.forEachUIKitReference(body)
        for controller in viewControllers { body(controller) }
    }
}
