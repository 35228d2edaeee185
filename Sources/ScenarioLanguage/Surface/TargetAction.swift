import LifecycleEngine

/// Target–action: controls, gesture recognizers, bar button items and timers keep (target, selector)
/// pairs and send the selector to the target when their event happens. UIKit holds targets weakly:
/// a registration does not keep its target alive, and a released target is not called.
enum TargetAction {
    /// `addTarget(_:action:for:)`.
    static func add(_ call: BuiltinCall) throws -> Value {
        try register(target: call.argument(0), action: call.argument(1), events: try events(call.argument(2), call),
                     on: call.receiver, call)
        return .void
    }

    /// `removeTarget(_:action:for:)`: by target, and by action unless it is nil.
    static func remove(_ call: BuiltinCall) throws -> Value {
        let object = try call.receiverObject(EngineObject.self)
        guard case .array(let entries)? = call.interpreter.inertProperties[object.id]?["targets"] else { return .void }
        let target = call.argument(0), action = call.argument(1)
        let kept = entries.filter { entry in
            guard case .record(let record) = entry else { return true }
            let sameTarget = target.isNull || record.fields["target"]?.equals(target) == true
            let sameAction = action.isNull || record.fields["action"]?.equals(action) == true
            return !(sameTarget && sameAction)
        }
        call.interpreter.inertProperties[object.id]?["targets"] = .array(kept)
        return .void
    }

    static func register(target: Value, action: Value, events: [String], on owner: Value, _ call: BuiltinCall) throws {
        guard case .object(let object) = owner else { throw call.fail("expected an object") }
        // A bar button item without an action (a back button's title, a spacer) sends nothing: nothing to register.
        if case .null = action, case .null = target { return }
        guard case .string(let selector) = action else {
            throw call.fail("expected a selector such as `#selector(buttonTapped)`, found a value of type \(action.typeName)")
        }
        guard case .object = target else {
            throw call.unsupported("a nil target (the responder chain) is not modelled: pass the object that implements "
                            + "`\(selector)`, usually `self`")
        }
        var entries: [Value] = []
        if case .array(let existing)? = call.interpreter.inertProperties[object.id]?["targets"] { entries = existing }
        entries.append(SurfaceValues.record("TargetAction", selector, [
            "target": target, "action": .string(selector), "events": .array(events.map(Value.enumCase)),
        ]))
        call.interpreter.inertProperties[object.id, default: [:]]["targets"] = .array(entries)
    }

    private static func events(_ value: Value, _ call: BuiltinCall) throws -> [String] {
        switch value {
        case .enumCase(let name): return [name]
        case .array(let values): return try values.map { element in
            guard case .enumCase(let name) = element else { throw call.fail("expected a UIControl.Event such as `.touchUpInside`") }
            return name
        }
        default: throw call.fail("expected a UIControl.Event such as `.touchUpInside`, found \(value.typeName)")
        }
    }

    /// `sendActions(for:)` and the events a tap causes: every registration for `event` in order.
    static func send(_ event: Value, from sender: Value, _ call: BuiltinCall) throws -> Value {
        let names = try events(event, call)
        guard case .object(let object) = sender else { throw call.fail("expected a control") }
        for entry in registrations(of: object, call.interpreter) {
            guard case .array(let registered)? = entry.fields["events"] else { continue }
            let matches = registered.contains { value in
                guard case .enumCase(let name) = value else { return false }
                return names.contains(name) || name == "allEvents"
            }
            if matches || registered.isEmpty, let target = entry.fields["target"], case .string(let action)? = entry.fields["action"] {
                try perform(action, on: target, sender: sender, call)
            }
        }
        return .void
    }

    static func registrations(of object: EngineObject, _ interpreter: Interpreter) -> [Record] {
        guard case .array(let entries)? = interpreter.inertProperties[object.id]?["targets"] else { return [] }
        return entries.compactMap { if case .record(let record) = $0 { record } else { nil } }
    }

    /// Sends `selector` to `target` with `sender` if the method takes it. A target that lacks the method
    /// raises as UIKit does.
    static func perform(_ selector: String, on target: Value, sender: Value, _ call: BuiltinCall) throws {
        guard case .object(let object) = target, !object.isDeinitialized else { return }
        let baseName = selector.split(separator: "(").first.map(String.init) ?? selector
        let labelCount = selector.contains("(") ? selector.filter { $0 == ":" }.count : nil
        let candidates = (object.behavior as? ScriptInstance)?.scriptClass.methods(named: baseName) ?? []
        guard let (method, owner) = candidates.first(where: { labelCount == nil ? $0.0.parameters.count <= 2 : $0.0.parameters.count == labelCount }) else {
            throw call.engine.raise("NSInvalidArgumentException",
                                    "-[\(object.className) \(objcSelector(selector))]: unrecognized selector sent to instance")
        }
        let interpreter = call.interpreter
        let values: [Value?] = method.parameters.indices.map { $0 == 0 ? sender : .null }
        // The action is a callback row of its own, with the arguments UIKit passes (the sender, if taken).
        let passed = values.map { ($0 ?? .null).argument }
        try call.engine.deliverAction(method.selector, to: object, passed) {
            try interpreter.fromEngine {
                _ = try interpreter.invoke(Closure(body: .function(method), captured: interpreter.globals, owner: owner),
                                           values, self: target, at: call.offset)
            }
        }
    }

    private static func objcSelector(_ selector: String) -> String {
        guard let open = selector.firstIndex(of: "(") else { return selector }
        let labels = selector[selector.index(after: open)...].dropLast().split(separator: ":").count
        return String(selector[..<open]) + String(repeating: ":", count: labels)
    }
}

/// `UIButton`'s per-state values: a state without its own value shows the `.normal` one.
enum Buttons {
    static func set(_ key: String, _ value: Value, for state: Value, _ call: BuiltinCall) throws -> Value {
        let button = try call.receiverObject(View.self)
        let name = try stateName(state, call)
        let types = ["title": "String?", "titleColor": "UIColor?", "image": "UIImage?", "attributedTitle": "NSAttributedString?"]
        let stored = try SurfaceValues.coerce(value, to: types[key] ?? "Any?", call)
        call.interpreter.inertProperties[button.id, default: [:]][key + "." + name] = stored
        let effect: SurfaceEffect = key == "titleColor" ? .display : .intrinsicSize
        try SurfaceEffects.apply(effect, to: button, call)
        return .void
    }

    static func get(_ key: String, for state: Value, _ call: BuiltinCall) throws -> Value {
        let button = try call.receiverObject(View.self)
        let stored = call.interpreter.inertProperties[button.id] ?? [:]
        return stored[key + "." + (try stateName(state, call))] ?? stored[key + ".normal"] ?? .null
    }

    private static func stateName(_ state: Value, _ call: BuiltinCall) throws -> String {
        switch state {
        case .enumCase(let name): return name
        case .array(let values) where values.isEmpty: return "normal"
        default: throw call.fail("expected a UIControl.State such as `.normal`, found \(state.typeName)")
        }
    }
}
