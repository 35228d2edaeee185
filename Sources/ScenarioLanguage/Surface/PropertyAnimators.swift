import LifecycleEngine

/// `UIViewPropertyAnimator`: animation blocks collected on an object and run when it starts.
///
/// Starting runs the animation blocks at once, as `UIView.animate` does (the model values change now, so
/// layout follows at the next commit), and the completions run, in the order they were added, with
/// `.end` when the animation ends `delay + duration` later; a block added while the animator runs changes
/// the values at once too. An animator that is never started runs nothing. The animator holds its blocks
/// (and what they capture) until they have run; UIKit holds a running animator until it ends.
enum PropertyAnimators {
    static let classes: [SurfaceClass] = [
        engineClass("UIViewPropertyAnimator", "NSObject", kind: .object),
    ]

    static let enums: [String: [String]] = [
        "UIView.AnimationCurve": curves,
        "UIViewAnimatingState": ["inactive", "active", "stopped"],
        "UIViewAnimatingPosition": ["end", "start", "current"],
    ]

    private static let curves = ["easeInOut", "easeIn", "easeOut", "linear"]

    static let members: [SurfaceMember] = [
        method("UIViewPropertyAnimator.Type", "init", [param("duration", .number), param("curve", .enumeration),
                                                        param("animations", .closure, default: .null)], .none) { call in
            let curve = try call.enumCase(1)
            guard curves.contains(curve) else {
                throw call.fail("`.\(curve)` is not an animation curve (use .easeInOut, .easeIn, .easeOut or .linear)")
            }
            return try make(call, duration: try call.number(0), animations: try call.closure(2))
        },
        method("UIViewPropertyAnimator.Type", "init", [param("duration", .number), param("dampingRatio", .number),
                                                        param("animations", .closure, default: .null)], .none) { call in
            try make(call, duration: try call.number(0), animations: try call.closure(2))
        },
        method("UIViewPropertyAnimator.Type", "runningPropertyAnimator", [
            param("withDuration", .number), param("delay", .number), param("options", .options),
            param("animations", .closure), param("completion", .closure, default: .null),
        ], .engine) { call in
            _ = try call.engineArgument(2, .options)
            let animator = try make(call, duration: try call.number(0), animations: try call.closure(3))
            let animatorState = try state(of: animator, call)
            if let completion = try call.closure(4) { animatorState.completions.append(completion) }
            try start(animator, animatorState, delay: try call.number(1), call)
            return animator
        },
        method("UIViewPropertyAnimator", "addAnimations", [param(nil, .closure)], .engine) { call in
            try add(animations: call, delayFactor: 0)
        },
        method("UIViewPropertyAnimator", "addAnimations", [param(nil, .closure), param("delayFactor", .number)],
               .engine) { call in
            try add(animations: call, delayFactor: try call.number(1))
        },
        method("UIViewPropertyAnimator", "addCompletion", [param(nil, .closure)], .none) { call in
            let animatorState = try state(of: call.receiver, call)
            guard let completion = try call.closure(0) else { throw call.fail("addCompletion needs a closure") }
            animatorState.completions.append(completion)
            return .void
        },
        method("UIViewPropertyAnimator", "startAnimation", [], .engine) { call in
            try start(call.receiver, try state(of: call.receiver, call), delay: 0, call)
            return .void
        },
        method("UIViewPropertyAnimator", "startAnimation", [param("afterDelay", .number)], .engine) { call in
            try start(call.receiver, try state(of: call.receiver, call), delay: try call.number(0), call)
            return .void
        },
        computed("UIViewPropertyAnimator", "state", "UIViewAnimatingState", .none, get: { call in
            .enumCase(try state(of: call.receiver, call).state)
        }),
        computed("UIViewPropertyAnimator", "isRunning", "Bool", .none, get: { call in
            .bool(try state(of: call.receiver, call).state == "active")
        }),
        computed("UIViewPropertyAnimator", "duration", "TimeInterval", .none, get: { call in
            .double(try state(of: call.receiver, call).duration)
        }),
    ]

    /// What an animator holds: its blocks, until they have run, and its state.
    final class AnimatorState: Behavior {
        let duration: Double
        var animations: [Closure] = []
        var completions: [Closure] = []
        var state = "inactive"
        unowned let interpreter: Interpreter

        init(duration: Double, interpreter: Interpreter) {
            self.duration = duration
            self.interpreter = interpreter
        }

        var className: String { "UIViewPropertyAnimator" }
        func overrides(_ method: Method) -> Bool { false }
        func perform(_ method: Method, on object: EngineObject, arguments: [Argument]) throws -> Argument { .void }

        /// The blocks keep what they capture, as Swift's closures do, for as long as the animator has them.
        func strongReferences(of object: EngineObject) -> [EngineObject] {
            var collector = interpreter.referenceCollector()
            for closure in animations + completions { collector.add(closure: closure) }
            return collector.objects
        }
    }

    private static func make(_ call: BuiltinCall, duration: Double, animations: Closure?) throws -> Value {
        guard duration >= 0 else { throw call.fail("durations cannot be negative") }
        let animatorState = AnimatorState(duration: duration, interpreter: call.interpreter)
        if let animations { animatorState.animations.append(animations) }
        return .object(call.engine.makeObject(behavior: animatorState, uikitClass: "UIViewPropertyAnimator"))
    }

    private static func state(of value: Value, _ call: BuiltinCall) throws -> AnimatorState {
        guard case .object(let object) = value, let animatorState = object.behavior as? AnimatorState else {
            throw call.fail("expected a UIViewPropertyAnimator")
        }
        return animatorState
    }

    private static func add(animations call: BuiltinCall, delayFactor: Double) throws -> Value {
        let animatorState = try state(of: call.receiver, call)
        guard let animations = try call.closure(0) else { throw call.fail("addAnimations needs a closure") }
        guard (0...1).contains(delayFactor) else { throw call.fail("the delay factor must be between 0 and 1") }
        if animatorState.state == "active" {
            try call.interpreter.invokeFromEngine(animations, [])
        } else {
            animatorState.animations.append(animations)
        }
        return .void
    }

    /// Runs the blocks now and the completions when the animation ends; UIKit holds the animator meanwhile.
    private static func start(_ animator: Value, _ animatorState: AnimatorState, delay: Double, _ call: BuiltinCall) throws {
        guard delay >= 0 else { throw call.fail("durations cannot be negative") }
        guard animatorState.state == "inactive" else { return }
        guard case .object(let object) = animator else { return }
        animatorState.state = "active"
        let interpreter = call.interpreter, engine = call.engine
        engine.hold(object)
        let animations = animatorState.animations
        animatorState.animations = []
        try call.engine.animate(duration: delay + animatorState.duration, animations: {
            for block in animations { try interpreter.invokeFromEngine(block, []) }
        }, completion: Block { _ in
            animatorState.state = "inactive"
            let completions = animatorState.completions
            animatorState.completions = []
            engine.release(object)
            for completion in completions { try interpreter.invokeFromEngine(completion, [.enumCase("end")]) }
        })
    }
}
