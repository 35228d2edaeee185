import LifecycleEngine

/// The engine calling a scenario class's overrides (UIKit's virtual dispatch).
extension Interpreter {
    func performOverride(_ method: Method, of instance: ScriptInstance, on object: EngineObject,
                         arguments: [Argument]) throws -> Argument {
        try fromEngine {
            // Overriding a UIKit method exercises it as much as calling it does.
            noteUsedBuiltin(method.owner.rawValue + "." + method.rawValue)
            let receiver = Value.object(object)
            // UIKit draws a view inside a graphics context of its own.
            if method == .draw { drawingDepth += 1 }
            defer { if method == .draw { drawingDepth -= 1 } }
            if method == .deinitializer {
                var current: ScriptClass? = instance.scriptClass
                while let type = current {
                    if let body = type.definition.deinitializer {
                        _ = try invoke(Closure(body: .function(body), captured: globals, owner: type), [],
                                       self: receiver, at: body.offset)
                    }
                    current = type.superclass
                }
                return .void
            }
            if method.isProperty {
                guard let value = try scriptProperty(method.rawValue, of: instance, self: receiver, at: currentOffset) else {
                    return try object.callSuper(method, arguments)
                }
                return value.argument
            }
            guard let (function, owner) = instance.scriptClass.method(method.rawValue) else {
                return try object.callSuper(method, arguments)
            }
            let values = arguments.map { Optional(Value($0)) }
            let closure = Closure(body: .function(function), captured: globals, owner: owner)
            return try invoke(closure, values, self: receiver, at: function.offset).argument
        }
    }
}

extension Value {
    /// The value as a UIKit return value.
    var argument: Argument {
        switch self {
        case .void: return .void
        case .null: return .object(nil)
        case .bool(let value): return .bool(value)
        case .int(let value): return .int(value)
        case .double(let value): return .double(value)
        case .rect(let value): return .rect(value)
        case .size(let value): return .size(value)
        case .point(let value): return .point(value)
        case .object(let object): return .object(object)
        case .enumCase(let name): return .enumCase(name)
        case .array(let values):
            let objects = values.compactMap(\.object)
            return objects.count == values.count ? .objects(objects) : .opaque(printed)
        default: return .opaque(printed)
        }
    }
}
