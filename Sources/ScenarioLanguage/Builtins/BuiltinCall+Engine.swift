import LifecycleEngine

extension BuiltinCall {
    /// Creates an engine object for an initializer. Inside `super.init` of a scenario class the object
    /// gets the instance as its behavior; a second `super.init` keeps the first object.
    func create(_ make: (Engine, Behavior?) -> EngineObject) -> Value {
        if case .partial(let instance) = receiver {
            if let existing = instance.object { return .object(existing) }
            let object = make(engine, instance)
            instance.object = object
            return .object(object)
        }
        return .object(make(engine, nil))
    }

    /// Calls a modelled UIKit method as the scenario: recorded as a `call`, reaching overrides first.
    func send(_ method: Method) throws -> Value {
        try send(method, parameterKinds: method.parameterSpecs.map(\.kind))
    }

    /// `send` with the method's parameter kinds already read (the registry reads them once per method: making
    /// the parameter specs on every call cost more than converting the arguments).
    func send(_ method: Method, parameterKinds kinds: [ParameterKind]) throws -> Value {
        guard case .object(let object) = receiver else { throw fail("`\(method.rawValue)` needs an object") }
        return Value(try engine.send(method, to: object, try engineArguments(kinds), from: .script))
    }

    /// The arguments in the engine's form, by the method's parameter kinds.
    func engineArguments(for method: Method) throws -> [Argument] {
        try engineArguments(method.parameterSpecs.map(\.kind))
    }

    func engineArguments(_ kinds: [ParameterKind]) throws -> [Argument] {
        try kinds.enumerated().map { index, kind in try engineArgument(index, kind) }
    }

    func engineArgument(_ index: Int, _ kind: ParameterKind) throws -> Argument {
        let value = argument(index)
        switch kind {
        case .bool: return .bool(try bool(index))
        case .number: return .double(try number(index))
        case .int: return .int(try int(index))
        case .object: return .object(try optionalObject(index, EngineObject.self))
        case .objects: return .objects(try controllers(index))
        case .closure: return .block(try closure(index).map { interpreter.makeBlock($0) })
        case .rect: return .rect(try rect(index))
        case .size: return .size(try size(index))
        case .point: return .point(try point(index))
        case .options:
            if case .enumCase(let name) = value { return .enumCase(name) }
            if case .array(let values) = value {
                return .opaque("[" + values.map { "." + $0.printed }.joined(separator: ", ") + "]")
            }
            throw fail("expected animation options such as `[]` or `.transitionCrossDissolve`")
        case .enumeration: return .enumCase(try enumCase(index))
        case .string:
            if case .string(let text) = value { return .string(text) }
            return value.argument
        case .any, .opaque: return value.argument
        }
    }
}

extension Interpreter {
    /// Wraps a closure as a UIKit block. Until it runs, the closure (and what it captures) stays alive.
    func makeBlock(_ closure: Closure) -> Block {
        let key = retainPending(closure)
        return Block { [unowned self] arguments in
            self.releasePending(key)
            try self.invokeFromEngine(closure, arguments.map(Value.init))
        }
    }

    /// A closure the main queue or a timer runs once.
    func schedule(_ closure: Closure) -> () throws -> Void {
        let key = retainPending(closure)
        return { [unowned self] in
            self.releasePending(key)
            try self.invokeFromEngine(closure, [])
        }
    }
}
