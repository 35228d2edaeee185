/// Safe area insets: how far the status bar, the home indicator and containers' bars reach into a view.
///
/// UIKit updates a view's safe area as its superview lays it out and tells the view
/// (`safeAreaInsetsDidChange()`, then `layoutMarginsDidChange()`, since margins follow the safe area); a
/// controller's root view forwards both to its controller (spec §4.8, iOS 11+). Their slot, in the layout
/// pass just before the view's own layout and before `viewIsAppearing`, is inferred: Apple documents that
/// `viewIsAppearing` sees up-to-date insets, and that the callback comes before the view appears.
public struct EdgeInsets: Hashable, Sendable {
    public var top, left, bottom, right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension Window {
    /// What the status bar and the home indicator cover, by orientation. Until the status bar has
    /// settled (a launch without a window scene, see `Features.launchesInScene`) it covers nothing.
    var unsafeArea: EdgeInsets {
        let device = engine.device
        let top = statusBarHasSettled ? device.statusBarHeight : 0
        return frame.size.width > frame.size.height
            ? EdgeInsets(top: 0, left: device.sideInsetLandscape, bottom: device.homeIndicatorHeightLandscape,
                         right: device.sideInsetLandscape)
            : EdgeInsets(top: top, left: 0, bottom: device.homeIndicatorHeight, right: 0)
    }
}

extension View {
    /// The frame in window coordinates (scrolling included).
    var frameInWindow: Rect {
        var origin = frame.origin
        var ancestor = superview
        while let node = ancestor, !(node is Window) {
            origin.x += node.frame.origin.x - node.boundsOrigin.x
            origin.y += node.frame.origin.y - node.boundsOrigin.y
            ancestor = node.superview
        }
        return Rect(origin: origin, size: frame.size)
    }

    /// The insets UIKit would give this view now: the window's unsafe edges it overlaps, plus the bars of
    /// the containers its controller is inside: a navigation bar above, a tab bar below unless the
    /// navigation controller's top controller hides it (`hidesBottomBarWhenPushed`).
    var currentSafeAreaInsets: EdgeInsets {
        guard let window else { return .zero }
        var unsafe = window.unsafeArea
        if self === window { return unsafe }
        if let controller = owningController {
            var child = controller
            while let container = child.parent {
                if let navigation = container as? NavigationController, !navigation.isNavigationBarHidden {
                    unsafe.top += engine.device.navigationBarHeight
                }
                if let tabs = container as? TabBarController, !tabs.hidesTabBar(for: child) {
                    unsafe.bottom += engine.device.tabBarHeight
                }
                child = container
            }
        }
        let box = frameInWindow, size = window.frame.size
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
        return EdgeInsets(
            top: clamp(unsafe.top - box.origin.y, box.size.height),
            left: clamp(unsafe.left - box.origin.x, box.size.width),
            bottom: clamp(box.origin.y + box.size.height - (size.height - unsafe.bottom), box.size.height),
            right: clamp(box.origin.x + box.size.width - (size.width - unsafe.right), box.size.width))
    }
}

extension Engine {
    /// Delivers a changed safe area to a view being visited by the layout pass; the change lays it out.
    /// Before iOS 11 the same insets were the layout guides, whose changes reach only constraints that
    /// use them: they lay nothing out by themselves (trace 15, iOS 7: one launch layout pass).
    func updateSafeArea(of view: View) throws {
        guard features.hasSafeAreaCallbacks, view.window != nil else { return }
        let insets = view.currentSafeAreaInsets
        guard insets != view.safeAreaInsets else { return }
        view.safeAreaInsets = insets
        view.needsLayout = true
        try inferred {
            try send(.safeAreaInsetsDidChange, to: view)
            try send(.layoutMarginsDidChange, to: view)
        }
    }
}
