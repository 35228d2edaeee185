/// A step of UIKit's own machinery that appears in a callback's "called from" stack,
/// standing in for the private frames a debugger would show (seed S4.7).
public enum Mechanism: Sendable, Hashable {
    /// The scenario script itself: the app's launch event.
    case launch
    /// A device event with no API (rotation, background, a tap on a tab).
    case device(String)
    /// A block queued with `DispatchQueue.main.async`.
    case mainQueue
    /// A block queued with `asyncAfter` or a timer.
    case timer
    /// A view subtree moving into or out of a window (`_willMoveToWindow:` / `_didMoveToWindow:`).
    case windowMove
    /// A view controller's appearance state changing (`_setViewAppearState:`).
    case appearanceState
    /// A container forwarding appearance callbacks to its children.
    case appearanceForwarding
    case constraintPass
    case layoutPass
    case displayPass
    /// The run loop's after-commit observer that delivers deferred `viewDidAppear` and friends.
    case afterCommit
    /// A container's transition (`navigation transition`, `presentation`, `tab switch`, `window root`).
    case transition(String)
    case animationCompletion
    /// The autorelease pool drained at the end of a turn.
    case release
    case memoryWarning
    /// Decoding a nib or a storyboard scene (`init(coder:)`, then `awakeFromNib()`).
    case unarchiving
    /// The status bar taking its place in the launch window (no window scene).
    case statusBar
    /// A storyboard segue being performed (`segue "showDetail"`).
    case segue(String)

    public var label: String {
        switch self {
        case .launch: return "launch"
        case .device(let name): return name
        case .mainQueue: return "main queue"
        case .timer: return "timer"
        case .windowMove: return "window move"
        case .appearanceState: return "appearance state"
        case .appearanceForwarding: return "appearance forwarding"
        case .constraintPass: return "constraint pass"
        case .layoutPass: return "layout pass"
        case .displayPass: return "display pass"
        case .afterCommit: return "after-commit handler"
        case .transition(let name): return name
        case .animationCompletion: return "animation completion"
        case .release: return "autorelease pool"
        case .memoryWarning: return "memory warning"
        case .statusBar: return "status bar"
        case .unarchiving: return "nib decoding"
        case .segue(let identifier): return "segue \"" + identifier + "\""
        }
    }
}
