import ScenarioLanguage

/// A lifeline of the sequence diagram. Scenario code and UIKit are participants of their own, kept apart
/// from objects so that a variable the scenario happens to call `scenario` gets its own lifeline.
enum Participant: Hashable {
    /// The scenario's top-level code, the caller of depth-0 calls.
    case scenario
    /// UIKit's machinery, the caller of depth-0 callbacks and the source of console lines.
    case uikit
    /// An object, by display name (`root`, `root.view`, `UIView#3`).
    case object(String)

    var name: String {
        switch self {
        case .scenario: return "scenario"
        case .uikit: return "UIKit"
        case .object(let name): return name
        }
    }

    /// The receiver of an event; prints and console lines have none.
    static func receiver(of event: TraceEvent) -> Participant? {
        switch event.kind {
        case .call, .callback, .deinit: return .object(event.receiver ?? "?")
        case .print, .warning, .exception: return nil
        }
    }

    /// Where a depth-0 event comes from when no visible event encloses it: scenario code makes calls
    /// and prints; UIKit sends callbacks and writes warnings and exceptions.
    static func origin(of event: TraceEvent) -> Participant {
        switch event.kind {
        case .call, .print: return .scenario
        case .callback, .deinit, .warning, .exception: return .uikit
        }
    }
}
