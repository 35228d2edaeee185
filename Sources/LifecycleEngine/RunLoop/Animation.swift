/// `UIView.animate(withDuration:animations:completion:)`: the animations block changes the model values at
/// once (so layout follows at the next commit); the completion runs as the animation's end, later.
extension Engine {
    public func animate(duration: Double, animations: () throws -> Void, completion: Block?) throws {
        try animations()
        scheduleAnimationEnd(after: max(0, duration)) {
            try completion?(.bool(true))
        }
    }
}
