/// Where the run loop is: which turn, which phase of it, and the simulated time.
public struct Clock: Sendable {
    public internal(set) var turn = 0
    public internal(set) var phase = Phase.event
    /// Seconds since launch. Advances only when the run loop waits for a timer or an animation.
    public internal(set) var time = 0.0
}
