/// Settings for one run: the iOS version whose behaviour to model and the budgets that turn
/// runaway scenarios into reports instead of hangs.
public struct Configuration: Sendable, Hashable {
    /// Major iOS version. Selects behaviour that changed: view unloading (≤ 5), `viewWillUnload`
    /// (5 only), `viewIsAppearing` (≥ 13), `.automatic` presenting as a page sheet (≥ 13).
    public var iOSVersion: Int
    /// Most calls and callbacks one run may make.
    public var maxSteps: Int
    /// Deepest nesting of calls and callbacks (unbounded recursion ends here).
    public var maxDepth: Int
    /// Most run-loop turns one run may take.
    public var maxTurns: Int
    /// Latest simulated time, in seconds.
    public var maxTime: Double
    /// The author's end of the run (`until=` on a scenario), in seconds of simulated time: the run ends
    /// before the first source due later, as an app would keep running. For code whose timers repeat
    /// forever (a clock label, a progress bar); nil runs until the run loop is idle.
    public var endTime: Double?
    /// Most layout rounds in one layout pass before it is reported as a layout loop.
    public var maxLayoutRounds: Int
    /// Most times one controller's `loadView()` may run without setting a view.
    public var maxViewlessLoads: Int
    /// Most units of UIKit's own work one run may cost: a view visited by a constraint, layout or display
    /// pass, an object visited by the release pass. Calls are bounded by `maxSteps`, but every turn also
    /// walks every live view and object, so a scenario that keeps adding (a push from `viewWillAppear`)
    /// grows quadratically in time with few calls; this bounds that time, deterministically.
    public var maxWork: Int
    /// Deepest view tree: every pass recurses once per level.
    public var maxHierarchyDepth: Int

    public static let newestIOS = 18

    /// What the chosen iOS version does differently (`Platform.swift`).
    public var features: Features { Features(iOSVersion: iOSVersion) }

    public init(iOSVersion: Int = Configuration.newestIOS, maxSteps: Int = 200_000, maxDepth: Int = 200,
                maxTurns: Int = 10_000, maxTime: Double = 3_600, maxLayoutRounds: Int = 100,
                maxViewlessLoads: Int = 50, maxWork: Int = 2_000_000,
                maxHierarchyDepth: Int = 500, endTime: Double? = nil) {
        self.iOSVersion = iOSVersion
        self.endTime = endTime
        self.maxSteps = maxSteps
        self.maxDepth = maxDepth
        self.maxTurns = maxTurns
        self.maxTime = maxTime
        self.maxLayoutRounds = maxLayoutRounds
        self.maxViewlessLoads = maxViewlessLoads
        self.maxWork = maxWork
        self.maxHierarchyDepth = maxHierarchyDepth
    }
}
