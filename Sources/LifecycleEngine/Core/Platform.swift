/// Everything that changes between the iOS versions and the device the engine models, in one place.
///
/// Mechanisms ask `engine.features` and `engine.device` instead of comparing version numbers or
/// writing point sizes themselves, so this file is the whole list of what differs from iOS 5 to iOS 18.
public struct Features: Sendable, Hashable {
    /// `viewWillUnload()` is sent before a memory warning releases a view (iOS 5 only).
    public var sendsViewWillUnload: Bool
    /// A memory warning releases the loaded views of controllers not in a window (iOS 5 and earlier).
    public var unloadsViewsOnMemoryWarning: Bool
    /// Safe areas and their callbacks (`safeAreaInsetsDidChange()`, iOS 11+): a changed safe area lays the
    /// view out. Before, the same insets were layout guides, which lay out nothing by themselves.
    public var hasSafeAreaCallbacks: Bool
    /// The app's window belongs to a window scene (iOS 13+ app template). The scene is sized, with its
    /// status bar, before the window first lays out; without one the status bar settles after the
    /// window's first layout pass, and on iOS 11–12 the safe-area change lays out again every view it
    /// reaches (spec §3; traces 11, 20 show two passes, trace 15 on iOS 7 one).
    public var launchesInScene: Bool
    /// `viewIsAppearing(_:)` (iOS 13+).
    public var hasViewIsAppearing: Bool
    /// An animated push wraps the covered controller's view in a dimming view before sliding it (recorded
    /// on a 2023 device, assumed for the parallax push since iOS 7; see `ParallaxDimming`).
    public var wrapsCoveredViewInPush: Bool
    /// UIKit asks for a controller's view through the overridable `loadViewIfNeeded()` as it installs it
    /// (seed S0, trace 01). The method is public from iOS 9; an iOS 10 log overriding it shows no call
    /// for the window's root, so the first version with a log that shows it (11) is taken.
    public var asksForViewsThroughLoadViewIfNeeded: Bool
    /// `.automatic` presents a page sheet, and sheets stay sheets on a phone (iOS 13+).
    public var presentsSheetsByDefault: Bool
    /// UIKit's console messages use the iOS 13+ wording (no "Warning:" prefix, "(from <…>)").
    public var usesModernConsoleWording: Bool
    /// `addChild(_:)` refuses a child whose view already sits under another controller's view
    /// (`UIViewControllerHierarchyInconsistency`). Recorded on iOS 9 (Apple developer forums thread 52937: a
    /// controller moved between two navigation controllers without animation, its view not yet removed) and
    /// described from iOS 10's UIKit (kerrick.wordpress.com, 2017); no earlier log shows it, so iOS 9 is taken.
    public var checksChildViewAncestry: Bool

    public init(iOSVersion: Int) {
        sendsViewWillUnload = iOSVersion == 5
        unloadsViewsOnMemoryWarning = iOSVersion < 6
        hasSafeAreaCallbacks = iOSVersion >= 11
        launchesInScene = iOSVersion >= 13
        hasViewIsAppearing = iOSVersion >= 13
        asksForViewsThroughLoadViewIfNeeded = iOSVersion >= 11
        wrapsCoveredViewInPush = iOSVersion >= 7
        presentsSheetsByDefault = iOSVersion >= 13
        usesModernConsoleWording = iOSVersion >= 13
        checksChildViewAncestry = iOSVersion >= 9
    }
}

/// The one device the engine models: a notched iPhone in portrait, in points.
public struct DeviceMetrics: Sendable, Hashable {
    public var screenSize = Size(width: 390, height: 844)
    /// The status bar (and the sensor housing it sits beside) in portrait.
    public var statusBarHeight = 47.0
    /// The home indicator's reach in portrait, and in landscape.
    public var homeIndicatorHeight = 34.0
    public var homeIndicatorHeightLandscape = 21.0
    /// The sensor housing's reach from the side in landscape.
    public var sideInsetLandscape = 47.0
    public var navigationBarHeight = 44.0
    public var tabBarHeight = 49.0
    /// How far below the window's top a page or form sheet's card starts.
    public var sheetTopOffset = 54.0

    /// The software keyboard with its suggestion bar (and the home indicator's strip under it), in portrait
    /// and landscape; it slides in over `keyboardAnimationDuration` (the duration its notifications carry in
    /// published logs).
    public var keyboardHeight = 336.0
    public var keyboardHeightLandscape = 209.0
    public var keyboardAnimationDuration = 0.25

    public static let phone = DeviceMetrics()

    public var screenBounds: Rect { Rect(origin: .zero, size: screenSize) }
}
