import LifecycleEngine

/// `Timer.scheduledTimer`: a run-loop timer source. Each firing is a turn of its own (with its layout
/// and display); a repeating timer fires until it is invalidated. The run loop keeps a scheduled
/// timer, and the timer its block or target, alive until it is invalidated. `Timer()` is in no run loop.
enum Timers {
    static let members: [SurfaceMember] = [
        method("Timer.Type", "scheduledTimer", [param("withTimeInterval", .number), param("repeats", .bool),
                                                param("block", .closure)], .engine) { call in
            guard let block = try call.closure(2) else { throw call.fail("scheduledTimer needs a block") }
            let key = call.interpreter.retainPending(block)
            return try schedule(call, interval: try call.number(0), repeats: try call.bool(1), key: key) { timer, interpreter in
                try interpreter.invokeFromEngine(block, [timer])
            }
        },
        method("Timer.Type", "scheduledTimer", [param("timeInterval", .number), param("target", .any),
                                                param("selector", .string), param("userInfo", .any),
                                                param("repeats", .bool)], .engine) { call in
            let target = call.argument(1), selector = try call.string(2), captured = call
            let timer = try schedule(call, interval: try call.number(0), repeats: try call.bool(4), key: nil) { timer, _ in
                try TargetAction.perform(selector, on: target, sender: timer, captured)
            }
            // Unlike a control, a timer holds its target strongly until it is invalidated.
            if let timerObject = timer.object, let targetObject = target.object { timerObject.keep(targetObject) }
            return timer
        },
        // `var timer = Timer()` holds a placeholder until a scheduled timer replaces it: it is in no run loop,
        // never fires, and is not valid.
        method("Timer.Type", "init", [], .none) { call in try SurfaceObjects.makeObject("Timer", call) },
        // `perform(_:with:afterDelay:)` is a one-shot run-loop timer that keeps the receiver and the
        // argument until it fires.
        method("NSObject", "perform", [param(nil, .string), param("with", .any), param("afterDelay", .number)], .engine) { call in
            let delay = try call.number(2)
            guard delay >= 0 else { throw call.fail("a delay cannot be negative") }
            guard case .object(let target) = call.receiver else { throw call.fail("expected an object") }
            let selector = try call.string(0), argument = call.argument(1), captured = call, engine = call.engine
            engine.hold(target)
            if case .object(let held) = argument { engine.hold(held) }
            engine.asyncAfter(delay) {
                defer {
                    engine.release(target)
                    if case .object(let held) = argument { engine.release(held) }
                }
                try TargetAction.perform(selector, on: .object(target), sender: argument, captured)
            }
            return .void
        },
        method("Timer", "invalidate", [], .engine) { call in
            let timer = try call.receiverObject(EngineObject.self)
            invalidate(timer, call.interpreter)
            return .void
        },
        computed("Timer", "isValid", "Bool", get: { call in
            try SurfaceObjects.storedValue("isValid", of: call) ?? .bool(false)
        }),
        computed("Timer", "timeInterval", "TimeInterval", get: { call in
            try SurfaceObjects.storedValue("timeInterval", of: call) ?? .double(0)
        }),
    ]

    private static func schedule(_ call: BuiltinCall, interval: Double, repeats: Bool, key: Int?,
                                 _ body: @escaping (Value, Interpreter) throws -> Void) throws -> Value {
        guard interval >= 0 else { throw call.fail("a timer interval cannot be negative") }
        let timerValue = try SurfaceObjects.makeObject("Timer", call)
        guard case .object(let timer) = timerValue else { return timerValue }
        let interpreter = call.interpreter
        interpreter.inertProperties[timer.id, default: [:]]["isValid"] = .bool(true)
        interpreter.inertProperties[timer.id, default: [:]]["timeInterval"] = .double(interval)
        if let key { interpreter.inertProperties[timer.id, default: [:]]["pendingKey"] = .int(key) }
        call.engine.hold(timer)  // the run loop keeps a scheduled timer until it is invalidated
        // A repeating timer never fires more often than every 0.1 ms of simulated time.
        let period = repeats ? max(interval, 0.0001) : interval
        let engine = call.engine
        func arm() {
            let isValid = { interpreter.inertProperties[timer.id]?["isValid"]?.isTrue == true }
            engine.timerFiring(after: period, isLive: isValid) {
                guard isValid() else { return }
                if !repeats { invalidate(timer, interpreter) } else { arm() }
                try body(timerValue, interpreter)
            }
        }
        arm()
        return timerValue
    }

    private static func invalidate(_ timer: EngineObject, _ interpreter: Interpreter) {
        guard interpreter.inertProperties[timer.id]?["isValid"]?.isTrue == true else { return }
        interpreter.inertProperties[timer.id, default: [:]]["isValid"] = .bool(false)
        interpreter.engine.release(timer)
        for kept in timer.keptObjects { timer.stopKeeping(kept) }
        if case .int(let key)? = interpreter.inertProperties[timer.id]?["pendingKey"] { interpreter.releasePending(key) }
    }
}
