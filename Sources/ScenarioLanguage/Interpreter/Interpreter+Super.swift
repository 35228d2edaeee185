import LifecycleEngine

/// `super.method(…)` and `super.property`: the script superclass first, then UIKit's implementation.
extension Interpreter {
    func callSuper(_ name: String, _ arguments: [CallArgument], at offset: Int) throws -> Value {
        guard let owner = ownerStack.last ?? nil else {
            throw error("`super` is only available inside a method of a class", at: offset)
        }
        var receiver = try selfValue(at: offset)
        if name == "init" {
            // An `NSObject` subclass's object exists before its initializer runs; `super.init` is still
            // called once, and reaches a scenario superclass's initializer.
            if case .partial(let instance)? = environment.lookupLocal("self")?.current,
               instance.scriptClass.base == .object || instance.scriptClass.base == .plain,
               instance.object != nil, !instance.classesThatCalledSuperInit.contains(owner.name) {
                instance.classesThatCalledSuperInit.append(owner.name)
                var partial = Value.partial(instance)
                return try callMethod("init", on: &partial, arguments, superclassOf: owner, at: offset)
            }
            if case .object = receiver {
                throw error("`super.init` is called twice", at: offset)
            }
            return try callMethod("init", on: &receiver, arguments, superclassOf: owner, at: offset)
        }
        for (method, declaring) in owner.superclass?.methods(named: name) ?? [] {
            let shapes = method.parameters.map {
                ParameterShape(label: $0.label, isClosure: $0.type?.unwrapped == .function, hasDefault: $0.defaultValue != nil)
            }
            guard let mapping = ArgumentMatcher.match(arguments, to: shapes) else { continue }
            let values = try evaluateArguments(arguments, mapping, types: method.parameters.map(\.type))
            return try invoke(Closure(body: .function(method), captured: globals, owner: declaring), values,
                              self: receiver, at: offset)
        }
        guard case .object(let object) = receiver else {
            throw error("`super.\(name)` is called before `super.init`", at: offset)
        }
        // UIKit's implementation, reached without a new trace event: it is the same call continuing.
        for method in BuiltinRegistry.engineMethods(named: name, for: object) {
            guard let mapping = ArgumentMatcher.match(arguments, to: method.shapes) else { continue }
            let values = try evaluateArguments(arguments, mapping, types: method.parameterSpecs.map(\.hint))
            noteUsedBuiltin(method.owner.rawValue + "." + method.rawValue)
            let call = BuiltinCall(interpreter: self, receiver: receiver,
                                   arguments: values.enumerated().map { $0.element ?? method.parameterSpecs[$0.offset].defaultValue ?? .null },
                                   offset: offset)
            return Value(try object.callSuper(method, try call.engineArguments(for: method)))
        }
        // A member the surface declares: UIKit's, not the scenario's override of it.
        for type in BuiltinRegistry.typeChain(of: object) {
            if let functions = BuiltinRegistry.functions(owner: type, name: name) {
                return try callBuiltin(functions, on: &receiver, arguments, describing: "super." + name, at: offset)
            }
        }
        return try callMethod(name, on: &receiver, arguments, at: offset)
    }

    func superProperty(_ name: String, at offset: Int) throws -> Value {
        guard let owner = ownerStack.last ?? nil else {
            throw error("`super` is only available inside a method of a class", at: offset)
        }
        let receiver = try selfValue(at: offset)
        if let superclass = owner.superclass, let (definition, declaring) = superclass.property(name),
           let getter = definition.getter {
            let function = FunctionDef(name: name, parameters: [], body: getter, isOverride: true,
                                       offset: definition.offset, referencedNames: [])
            return try invoke(Closure(body: .function(function), captured: globals, owner: declaring), [],
                              self: receiver, at: offset)
        }
        if case .object(let object) = receiver, let query = Method(rawValue: name), query.isProperty {
            return Value(try object.callSuper(query))
        }
        return try property(name, of: receiver, at: offset)
    }
}
