import LifecycleEngine

/// Reading properties and calling methods: scenario members first, then UIKit's (through the engine).
extension Interpreter {
    func property(_ name: String, of receiver: Value, at offset: Int) throws -> Value {
        // A struct's stored property; its computed ones are found with extensions' members below.
        if case .structValue(let instance) = receiver, let value = try field(name, of: instance, at: offset) { return value }
        switch receiver {
        case .object(let object):
            if let instance = object.behavior as? ScriptInstance,
               let value = try scriptProperty(name, of: instance, self: receiver, at: offset) {
                return value
            }
            let chain = BuiltinRegistry.typeChain(of: object)
            if let value = try extensionProperty(name, of: receiver, chain: chain, at: offset) { return value }
            return try builtinProperty(name, of: receiver, chain: chain, at: offset)
        case .partial(let instance):
            if let value = try scriptProperty(name, of: instance, self: receiver, at: offset) { return value }
            throw error("`self.\(name)` is used before `super.init` is called", at: offset)
        case .tuple(let tuple):
            if let index = tuple.index(of: name) { return tuple.elements[index] }
            throw error("value of type \(receiver.typeName) has no member `\(name)`", at: offset, code: .unknownMember)
        case .type(let typeName):
            if let value = enumStaticMember(typeName, name) { return value }
            if let value = try staticExtensionProperty(typeName, name, at: offset) { return value }
            if let value = try BuiltinRegistry.staticProperty(typeName, name, self, offset) { return value }
            throw unsupportedMember(typeName, name, at: offset)
        case .null:
            throw error("value of optional type must be unwrapped to refer to member `\(name)` (use `?.` or `!`)",
                        at: offset, code: .nilValue)
        default:
            if case .record(let record) = receiver, enums[record.type] != nil, name == "rawValue" {
                return record.fields["rawValue"] ?? .null
            }
            // A UIKit enum case is kept by its name alone, without the numbers UIKit gives its cases.
            if case .enumCase(let caseName) = receiver, name == "rawValue" {
                throw error("`rawValue` of UIKit's enum cases is not supported by the engine: compare or print the case "
                            + "itself (`== .\(caseName)`)", at: offset, code: .unsupported)
            }
            let chain = BuiltinRegistry.typeChain(of: receiver)
            if let value = try extensionProperty(name, of: receiver, chain: chain, at: offset) { return value }
            return try builtinProperty(name, of: receiver, chain: chain, at: offset)
        }
    }

    private func builtinProperty(_ name: String, of receiver: Value, chain: [String], at offset: Int) throws -> Value {
        if let builtin = BuiltinRegistry.property(chain, name) {
            noteUsedBuiltin(builtin.key)
            return try builtin.get(BuiltinCall(interpreter: self, receiver: receiver, arguments: [], offset: offset))
        }
        throw unsupportedMember(chain.first ?? receiver.typeName, name, at: offset)
    }

    func unsupportedMember(_ type: String, _ name: String, at offset: Int) -> ScenarioError {
        if BuiltinRegistry.isTypeName(type) || type.hasPrefix("UI") || type.hasPrefix("CG") {
            return .unsupported("\(type).\(name)", at: offset)
        }
        return error("value of type \(type) has no member `\(name)`", at: offset, code: .unknownMember)
    }

    /// A stored or computed property declared by a scenario class, or nil if it declares none by that name.
    func scriptProperty(_ name: String, of instance: ScriptInstance, self receiver: Value, at offset: Int) throws -> Value? {
        guard let (definition, owner) = instance.scriptClass.property(name) else { return nil }
        if let getter = definition.getter {
            let function = FunctionDef(name: name, parameters: [], body: getter, isOverride: definition.isOverride,
                                       offset: definition.offset, referencedNames: [])
            // The body's value takes the declared type, as a return does: `var gap: CGFloat { 8 }` is 8.0.
            return try coerce(try invoke(Closure(body: .function(function), captured: globals, owner: owner), [],
                                         self: receiver, at: offset), to: definition.type, at: offset)
        }
        if let variable = instance.properties[name] {
            if !variable.isInitialized, definition.isLazy, let initializer = definition.initializer {
                let value = try evaluateInitializer(initializer, of: definition, self: receiver)
                variable.value = value
                variable.isInitialized = true
                bindName(value, as: name)
            }
            return try read(variable, name, at: offset)
        }
        return nil
    }

    /// A property initial value; `lazy` ones may use `self`.
    func evaluateInitializer(_ initializer: Expr, of definition: VariableDef, self receiver: Value?) throws -> Value {
        // Counted like a call: `lazy var x = x` or `var a = A()` inside `A` recurse through here, not `invoke`.
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > limits.maxCallDepth {
            throw error("property initializers nested more than \(limits.maxCallDepth) deep (a property that needs itself, or an instance of its own class?)",
                        at: initializer.offset, code: .budgetExceeded)
        }
        let scope = Environment(parent: globals)
        if let receiver { scope.define("self", Variable(receiver, isConstant: true)) }
        let saved = environment
        suspendedScopes.append(saved)  // the code creating the instance still holds its locals
        environment = scope
        defer {
            environment = saved
            suspendedScopes.removeLast()
        }
        return try coerce(try evaluate(initializer, hint: definition.type), to: definition.type, at: initializer.offset)
    }

    /// Whether an unqualified `name` inside a method means `self.name`.
    func hasMember(_ name: String, on receiver: Value) -> Bool {
        switch receiver {
        case .object(let object):
            if let instance = object.behavior as? ScriptInstance, instance.scriptClass.property(name) != nil { return true }
            let chain = BuiltinRegistry.typeChain(of: object)
            return BuiltinRegistry.property(chain, name) != nil
                || extensionDefinitionsDeclareProperty(name, chain: chain)
        case .partial(let instance):
            return instance.scriptClass.property(name) != nil
                || BuiltinRegistry.property(BuiltinRegistry.typeChain(of: instance.scriptClass), name) != nil
        case .type(let typeName):
            // Inside a `static` member of an extension, other static members are reached unqualified.
            return uikitExtensions[typeName]?.staticProperties.contains { $0.name == name } == true
        case .structValue(let instance):
            return instance.type.fieldIndex[name] != nil || extensionDefinitionsDeclareProperty(name, chain: [instance.type.name])
        case .associated(let instance):
            return extensionDefinitionsDeclareProperty(name, chain: [instance.type])
        case .record, .int, .double, .bool, .string:
            // Inside an extension of a value type (`extension String { var shout: String { uppercased() } }`).
            let chain = BuiltinRegistry.typeChain(of: receiver)
            return BuiltinRegistry.property(chain, name) != nil || extensionDefinitionsDeclareProperty(name, chain: chain)
        default:
            return false
        }
    }

    func hasMethod(_ name: String, on receiver: Value) -> Bool {
        let chain: [String]
        let scriptClass: ScriptClass?
        switch receiver {
        case .object(let object):
            chain = BuiltinRegistry.typeChain(of: object)
            scriptClass = (object.behavior as? ScriptInstance)?.scriptClass
        case .partial(let instance):
            chain = BuiltinRegistry.typeChain(of: instance.scriptClass)
            scriptClass = instance.scriptClass
        case .type(let typeName):
            return uikitExtensions[typeName]?.staticMethods.values.contains { $0.name == name } == true
        case .record, .structValue, .associated, .int, .double, .bool, .string:
            chain = BuiltinRegistry.typeChain(of: receiver)
            scriptClass = nil
        default:
            return false
        }
        if let scriptClass {
            if scriptClass.hasMethod(named: name) { return true }
            if let (property, _) = scriptClass.property(name), property.type == .function || property.type?.unwrapped == .function {
                return true
            }
        }
        return BuiltinRegistry.functions(in: chain, name: name) != nil || extensionDeclaresMember(name, chain: chain)
    }

    private func extensionDefinitionsDeclareProperty(_ name: String, chain: [String]) -> Bool {
        chain.contains { uikitExtensions[$0]?.properties.contains { $0.name == name } == true }
    }

    /// `receiver.name(arguments)`.
    func callMethod(_ name: String, on receiver: inout Value, _ arguments: [CallArgument], at offset: Int) throws -> Value {
        switch receiver {
        case .object(let object):
            if let instance = object.behavior as? ScriptInstance {
                if let result = try callScriptMethod(name, instance.scriptClass, self: receiver, arguments,
                                                     engineMethodsFirst: true, at: offset) {
                    return result
                }
                if instance.scriptClass.property(name) != nil {
                    return try callValue(try property(name, of: receiver, at: offset), arguments, at: offset)
                }
            }
            let chain = BuiltinRegistry.typeChain(of: object)
            if let result = try callExtensionMethod(name, on: receiver, chain: chain, arguments, at: offset) { return result }
            return try callBuiltinMethod(name, on: &receiver, chain: chain, arguments, at: offset)
        case .partial(let instance):
            if name == "init" { return try callMethod("init", on: &receiver, arguments, superclassOf: nil, at: offset) }
            if let result = try callScriptMethod(name, instance.scriptClass, self: receiver, arguments,
                                                 engineMethodsFirst: false, at: offset) {
                return result
            }
            throw error("`self.\(name)(…)` is called before `super.init`", at: offset)
        case .structValue, .associated:
            if let result = try callValueTypeMethod(name, on: &receiver, typeName: receiver.typeName, arguments, at: offset) {
                return result
            }
            if case .structValue(let instance) = receiver, instance.type.fieldIndex[name] != nil
                || instance.type.members.properties.contains(where: { $0.name == name }) {
                return try callValue(try property(name, of: receiver, at: offset), arguments, at: offset)
            }
        case .record(let record) where enums[record.type] != nil:
            if let result = try callValueTypeMethod(name, on: &receiver, typeName: record.type, arguments, at: offset) {
                return result
            }
        case .type(let typeName):
            if typeName == "Self" { break }
            if name == "init" { return try construct(typeName, arguments, at: offset) }
            if payloadEnum(named: name, hint: .named(typeName)) != nil {
                return try makeAssociated(typeName, name, arguments, at: offset)
            }
            if let result = try callStaticExtensionMethod(typeName, name, arguments, at: offset) { return result }
            if let functions = BuiltinRegistry.functions(owner: typeName + ".Type", name: name) {
                return try callBuiltin(functions, on: &receiver, arguments, describing: "\(typeName).\(name)", at: offset)
            }
            throw unsupportedMember(typeName, ArgumentMatcher.selector(name, arguments), at: offset)
        case .null:
            throw error("value of optional type must be unwrapped to call `\(name)` (use `?.` or `!`)", at: offset, code: .nilValue)
        default:
            break
        }
        let chain = BuiltinRegistry.typeChain(of: receiver)
        if let result = try callExtensionMethod(name, on: receiver, chain: chain, arguments, at: offset) { return result }
        return try callBuiltinMethod(name, on: &receiver, chain: chain, arguments, at: offset)
    }

    /// A method a scenario class declares (not an engine override: those go through the engine so that
    /// the call is recorded and UIKit's dispatch runs). Nil when none matches.
    private func callScriptMethod(_ name: String, _ scriptClass: ScriptClass, self receiver: Value,
                                  _ arguments: [CallArgument], engineMethodsFirst: Bool, at offset: Int) throws -> Value? {
        for (method, owner) in scriptClass.methods(named: name) {
            if engineMethodsFirst, let engineMethod = Method(rawValue: method.selector), engineMethod.isCallable,
               case .object(let object) = receiver, BuiltinRegistry.applies(engineMethod, to: object) {
                continue
            }
            let shapes = method.parameters.map {
                ParameterShape(label: $0.label, isClosure: $0.type?.unwrapped == .function, hasDefault: $0.defaultValue != nil)
            }
            guard let mapping = ArgumentMatcher.match(arguments, to: shapes) else { continue }
            let values = try evaluateArguments(arguments, mapping, types: method.parameters.map(\.type))
            let closure = Closure(body: .function(method), captured: globals, owner: owner)
            return try invoke(closure, values, self: receiver, at: offset)
        }
        return nil
    }

    private func callBuiltinMethod(_ name: String, on receiver: inout Value, chain: [String], _ arguments: [CallArgument],
                                   at offset: Int) throws -> Value {
        if let (type, functions) = BuiltinRegistry.functions(in: chain, name: name) {
            return try callBuiltin(functions, on: &receiver, arguments, describing: "\(type).\(name)", at: offset)
        }
        throw unsupportedMember(chain.first ?? receiver.typeName, ArgumentMatcher.selector(name, arguments), at: offset)
    }

    /// Calls the first overload whose labels fit. `name` is spelled only when none does: built for every
    /// call, the string cost more than the lookup.
    func callBuiltin(_ candidates: [BuiltinFunction], on receiver: inout Value, _ arguments: [CallArgument],
                     describing name: @autoclosure () -> String, at offset: Int) throws -> Value {
        for function in candidates {
            guard let mapping = ArgumentMatcher.match(arguments, to: function.shapes) else { continue }
            let values = try evaluateArguments(arguments, mapping, types: function.hints)
            var call = BuiltinCall(
                interpreter: self, receiver: receiver,
                arguments: values.enumerated().map { $0.element ?? function.parameters[$0.offset].defaultValue ?? .null },
                offset: offset)
            noteUsedBuiltin(function.key)
            let result = try function.body(&call)
            if function.isMutating { receiver = call.receiver }
            return result
        }
        let described = name()
        let selector = ArgumentMatcher.selector(described.split(separator: ".").last.map(String.init) ?? described, arguments)
        if let spelling = LegacySpellings.method(selector) {
            throw error(LegacySpellings.message(selector, spelling), at: offset, code: .unsupported)
        }
        let known = candidates.map(\.selector).joined(separator: ", ")
        throw error("no `\(described)` takes the arguments \(ArgumentMatcher.selector("", arguments)) (known: \(known))",
                    at: offset)
    }
}
