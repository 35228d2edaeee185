/// The part of a run-loop turn an event happened in.
///
/// A turn runs one source (the launch, a device event, a timer or an animation's end), then the
/// blocks queued on the main queue, then Core Animation's commit (constraints, layout, display),
/// then the work UIKit defers until after the commit, then releases what nothing holds any more.
public enum Phase: String, Codable, Sendable, CaseIterable {
    case event
    case timer
    case animation = "animation end"
    case mainQueue = "main queue"
    case layout
    case display
    case afterCommit = "after commit"
    case release = "end of turn"
}
