/// The transition coordinator UIKit hands `willTransition(to:with:)` and `viewWillTransition(to:with:)`
/// during a rotation. `animate(alongsideTransition:completion:)` only collects blocks: UIKit runs the
/// alongside blocks inside the rotation's animation, once the resized windows are laid out, and the
/// completions when that animation ends (positions inferred from UIKit's documentation and the stack of
/// `-[UIWindow _rotateToBounds:withAnimator:transitionContext:]`; not pinned by a recorded log).
public final class RotationTransition {
    /// `transitionDuration` of a phone rotation (inferred).
    public static let duration = 0.4
    /// How the coordinator and its context print in the trace.
    public static let coordinatorName = "coordinator"
    public static let contextName = "context"

    var alongside: [Block] = []
    var completions: [Block] = []
}

extension Engine {
    /// `coordinator.animate(alongsideTransition:completion:)`: false when no rotation is being announced,
    /// as a coordinator kept past its callbacks no longer takes blocks.
    public func addToRotation(alongside: Block?, completion: Block?) -> Bool {
        guard let transition = rotationTransition else { return false }
        if let alongside { transition.alongside.append(alongside) }
        if let completion { transition.completions.append(completion) }
        return true
    }

    /// The rotation's animation: the windows take their new size and are laid out inside it, the
    /// alongside blocks run in the same animation, and the completions run when it ends.
    func animateRotation(_ transition: RotationTransition, resizing windows: [Window], to size: Size) throws {
        for window in windows {
            window.setFrame(Rect(origin: .zero, size: size))
        }
        // UIKit lays the resized windows out inside the rotation's animation block, not at the end of the turn.
        for window in windows where window.isVisible {
            try within(.layoutPass) { try layOutNow(window) }
        }
        try inferred {
            let context = Argument.opaque(RotationTransition.contextName)
            for block in transition.alongside { try block(context) }
            let completions = transition.completions
            scheduleAnimationEnd(after: RotationTransition.duration) {
                for block in completions { try block(context) }
            }
        }
    }
}
