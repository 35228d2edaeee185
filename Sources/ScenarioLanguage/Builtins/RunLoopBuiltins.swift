import LifecycleEngine

/// The run loop as scenario code reaches it: `DispatchQueue.main`, `DispatchTime`, `RunLoop.main`,
/// `Date` and `UIView.animate`.
enum RunLoopBuiltins {
    private static func asyncAfter(_ call: BuiltinCall) throws -> Value {
        guard case .time(let deadline) = call.argument(0) else {
            throw call.fail("the deadline must be a DispatchTime such as `.now() + 1`")
        }
        guard let closure = try call.closure(1) else { throw call.fail("asyncAfter needs a closure") }
        call.engine.asyncAfter(deadline - call.engine.clock.time, call.interpreter.schedule(closure))
        return .void
    }

    static let functions: [BuiltinFunction] = [
        function("DispatchQueue", "async", [param("execute", .closure)]) { call in
            guard let closure = try call.closure(0) else { throw call.fail("async needs a closure") }
            call.engine.async(call.interpreter.schedule(closure))
            return .void
        },
        function("DispatchQueue", "asyncAfter", [param("deadline", .any), param("execute", .closure)]) { call in
            try asyncAfter(call)
        },
        // Wall-clock and system-clock deadlines are the same on the simulated clock: nothing sleeps or drifts.
        function("DispatchQueue", "asyncAfter", [param("wallDeadline", .any), param("execute", .closure)]) { call in
            try asyncAfter(call)
        },
        function("DispatchTime.Type", "now", []) { call in .time(call.engine.clock.time) },
        function("implicit", "now", []) { call in .time(call.engine.clock.time) },
        function("implicit", "seconds", [param(nil, .int)]) { call in .double(Double(try call.int(0))) },
        function("implicit", "milliseconds", [param(nil, .int)]) { call in .double(Double(try call.int(0)) / 1000) },
        function("RunLoop", "run", [param("until", .any)]) { call in
            guard case .time(let date) = call.argument(0) else {
                throw call.fail("run(until:) needs a Date such as `Date(timeIntervalSinceNow: 0.5)`")
            }
            let wait = date - call.engine.clock.time
            guard wait <= maximumWait else {
                throw call.fail("run(until:) would wait \(wait) s; a scenario may wait at most \(Int(maximumWait)) s at once")
            }
            try call.engine.spinRunLoop(for: wait)
            return .void
        },
        function("Date.Type", "init", []) { call in .time(call.engine.clock.time) },
        function("Date.Type", "init", [param("timeIntervalSinceNow", .number)]) { call in
            .time(call.engine.clock.time + (try call.number(0)))
        },
        function("DispatchTime", "addingTimeInterval", [param(nil, .number)]) { call in
            guard case .time(let time) = call.receiver else { throw call.fail("expected a Date") }
            return .time(time + (try call.number(0)))
        },
        function("UIView.Type", "animate", [
            param("withDuration", .number), param("delay", .number, default: .double(0)),
            param("options", .options, default: .array([])), param("animations", .closure),
            param("completion", .closure, default: .null),
        ]) { call in try animate(call, animationsAt: 3) },
        // A transition animates how the view's content changes on screen; the changes themselves happen at once.
        function("UIView.Type", "transition", [
            param("with", .object), param("duration", .number), param("options", .options, default: .array([])),
            param("animations", .closure, default: .null), param("completion", .closure, default: .null),
        ]) { call in
            _ = try call.object(0, View.self)
            let duration = try call.number(1)
            guard duration >= 0 else { throw call.fail("durations cannot be negative") }
            _ = try call.engineArgument(2, .options)
            let animations = try call.closure(3), interpreter = call.interpreter
            let completion = try call.closure(4).map { call.interpreter.makeBlock($0) }
            try call.engine.animate(duration: duration, animations: {
                if let animations { try interpreter.invokeFromEngine(animations, []) }
            }, completion: completion)
            return .void
        },
        // A spring changes how the values move on screen, not when the animation ends.
        function("UIView.Type", "animate", [
            param("withDuration", .number), param("delay", .number), param("usingSpringWithDamping", .number),
            param("initialSpringVelocity", .number), param("options", .options, default: .array([])),
            param("animations", .closure), param("completion", .closure, default: .null),
        ]) { call in
            guard try call.number(2) > 0 else { throw call.fail("a spring's damping ratio must be above 0") }
            _ = try call.number(3)
            return try animate(call, animationsAt: 5)
        },
    ]

    /// `UIView.animate`: duration and delay first, then options, animations and completion from `index - 1`.
    private static func animate(_ call: BuiltinCall, animationsAt index: Int) throws -> Value {
        let duration = try call.number(0), delay = try call.number(1)
        guard duration >= 0, delay >= 0 else { throw call.fail("durations cannot be negative") }
        _ = try call.engineArgument(index - 1, .options)
        guard let animations = try call.closure(index) else { throw call.fail("animate needs an animations closure") }
        let completion = try call.closure(index + 1).map { call.interpreter.makeBlock($0) }
        let interpreter = call.interpreter
        // The animations block changes the model values at once; the completion follows the
        // animation's end, `delay + duration` later (a delay only postpones what is drawn).
        try call.engine.animate(duration: delay + duration, animations: {
            try interpreter.invokeFromEngine(animations, [])
        }, completion: completion)
        return .void
    }

    /// The longest single wait: the engine's whole simulated-time budget.
    static let maximumWait = 3_600.0

    static let properties: [BuiltinProperty] = [
        getter("DispatchQueue.Type", "main") { _ in .singleton(.mainQueue) },
        getter("RunLoop.Type", "main") { _ in .singleton(.runLoop) },
        getter("RunLoop.Type", "current") { _ in .singleton(.runLoop) },
        getter("DispatchTime", "timeIntervalSinceNow") { call in
            guard case .time(let time) = call.receiver else { throw call.fail("expected a Date") }
            return .double(time - call.engine.clock.time)
        },
    ]
}
