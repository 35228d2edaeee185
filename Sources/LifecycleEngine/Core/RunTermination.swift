/// Why a run stopped before the run loop went idle.
public enum RunTermination: Error, Sendable, Equatable {
    /// A UIKit exception (`NSInvalidArgumentException: Can't add self as subview`); on a device the app would crash.
    case exception(name: String, reason: String)
    /// UIKit's machinery would never finish: a layout loop, recursion through callbacks, a `loadView` that
    /// never sets a view, a containment cycle. On a device the app hangs or crashes; here the run stops.
    case budgetExceeded(String)
    /// The scenario's own code never lets the run loop go idle (timers or blocks queued forever, too many
    /// calls): a mistake in the scenario rather than a behaviour of UIKit.
    case runaway(String)

    public var message: String {
        switch self {
        case .exception(let name, let reason): return "uncaught exception '\(name)', reason: '\(reason)'"
        case .budgetExceeded(let what), .runaway(let what): return what
        }
    }
}
