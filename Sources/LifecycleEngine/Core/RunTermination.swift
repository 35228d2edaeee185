/// Why a run stopped before the run loop went idle.
public enum RunTermination: Error, Sendable, Equatable {
    /// A UIKit exception (`NSInvalidArgumentException: Can't add self as subview`); on a device the app would crash.
    case exception(name: String, reason: String)
    /// A budget ran out: a layout loop, unbounded recursion, a runaway loop or timer.
    case budgetExceeded(String)

    public var message: String {
        switch self {
        case .exception(let name, let reason): return "uncaught exception '\(name)', reason: '\(reason)'"
        case .budgetExceeded(let what): return what
        }
    }
}
