import LifecycleEngine

/// Calls: what a callee names (a method, a function, a closure, a type), argument matching by label,
/// and running a body in a new frame.
extension Interpreter {
    func call(_ callee: Expr, _ arguments: [CallArgument], hint: TypeRef?, at offset: Int) throws -> Value {
        switch callee.kind {
        case .member(let base?, "init") where isSelfReference(base):
            // `self.init(…)` in a struct's initializer: another initializer builds the whole value.
            if let variable = environment.lookupLocal("self"), !variable.isConstant, case .structValue(let instance) = variable.value {
                variable.value = try instantiate(instance.type, arguments, at: callee.offset)
                return .void
            }
            var receiver = try evaluateChain(base)
            return try callMethod("init", on: &receiver, arguments, at: callee.offset)
        case .member(let base?, let name):
            if BuiltinRegistry.mutatingNames.contains(name) || mutatingMethodNames.contains(name), isAssignable(base) {
                if case .identifier(let variableName) = base.kind, let variable = environment.lookupLocal(variableName)
                    ?? globals.lookup(variableName), variable.isConstant, variable.isInitialized, isScenarioValue(variable.value),
                    uikitExtensions[variable.value.typeName]?.methods.values.contains(where: { $0.name == name && $0.isMutating }) == true {
                    throw error("cannot use mutating member `\(name)` on immutable value: `\(variableName)` is a `let` constant",
                                at: callee.offset, code: .immutableValue)
                }
                var result = Value.void
                try modify(base) { receiver in
                    result = try callMethod(name, on: &receiver, arguments, at: callee.offset)
                }
                return result
            }
            var receiver = try evaluateChain(base, hint: chainRootHint(base, hint))
            return try callMethod(name, on: &receiver, arguments, at: callee.offset)
        case .member(nil, let name):
            return try implicitMemberCall(name, arguments, hint: hint, at: callee.offset)
        case .superMember(let name):
            return try callSuper(name, arguments, at: callee.offset)
        case .identifier(let name):
            return try callNamed(name, arguments, at: callee.offset)
        case .typeName(let name):
            return try construct(name, arguments, at: callee.offset)
        case .array(let elements) where elements.count == 1 && arguments.isEmpty:
            // `[UIView]()`: the parser sees an array literal holding a type; it makes an empty array.
            return .array([])
        default:
            return try callValue(try evaluateChain(callee), arguments, at: offset)
        }
    }

    private func isSelfReference(_ expr: Expr) -> Bool {
        if case .selfReference = expr.kind { return true }
        return false
    }

    /// `f(…)`: a local closure, a method of `self`, a global function, a class, a builtin type or function.
    private func callNamed(_ name: String, _ arguments: [CallArgument], at offset: Int) throws -> Value {
        if name == "print" || name == "debugPrint" || name == "NSLog", environment.lookup(name) == nil {
            if name == "NSLog" { return try nsLog(arguments, at: offset) }
            return try print(arguments, debug: name == "debugPrint", at: offset)
        }
        if name == "String", arguments.first?.label == "format", environment.lookup(name) == nil {
            return try stringWithFormat(arguments, at: offset)
        }
        if let variable = environment.lookupLocal(name) {
            return try callValue(try read(variable, name, at: offset), arguments, at: offset)
        }
        if var receiver = try implicitSelf(), hasMethod(name, on: receiver) {
            if isScenarioValue(receiver) {
                // A struct's method calling another: a `mutating` one changes this `self`.
                var result = Value.void
                try modifySelf(at: offset) { result = try callMethod(name, on: &$0, arguments, at: offset) }
                return result
            }
            return try callMethod(name, on: &receiver, arguments, at: offset)
        }
        if let variable = globals.lookup(name) {
            return try callValue(try read(variable, name, at: offset), arguments, at: offset)
        }
        if classes[name] != nil || enums[name] != nil || structs[name] != nil || BuiltinRegistry.isTypeName(name) {
            return try construct(name, arguments, at: offset)
        }
        if let functions = BuiltinRegistry.functions(owner: "", name: name) {
            var receiver = Value.void
            return try callBuiltin(functions, on: &receiver, arguments, describing: name, at: offset)
        }
        throw error("cannot find `\(name)` in scope", at: offset, code: .unknownName)
    }

    /// Calls a closure or function value.
    func callValue(_ value: Value, _ arguments: [CallArgument], at offset: Int) throws -> Value {
        switch value {
        case .closure(let closure):
            let shapes = parameterShapes(of: closure, count: arguments.count)
            guard let mapping = ArgumentMatcher.match(arguments, to: shapes) else {
                throw error("the arguments \(ArgumentMatcher.selector("", arguments)) do not match the parameters of "
                            + "this function", at: offset)
            }
            let values = try evaluateArguments(arguments, mapping, types: parameterTypes(of: closure))
            return try invoke(closure, values, at: offset)
        case .type(let name):
            return try construct(name, arguments, at: offset)
        case .null:
            throw error("unexpectedly found nil while calling an optional closure", at: offset, code: .nilValue)
        default:
            throw error("cannot call a value of type \(value.typeName)", at: offset)
        }
    }

    private func parameterShapes(of closure: Closure, count: Int) -> [ParameterShape] {
        switch closure.body {
        case .function(let function):
            return function.parameters.map {
                ParameterShape(label: $0.label, isClosure: $0.type == .function, hasDefault: $0.defaultValue != nil)
            }
        case .closure(let definition):
            let arity = definition.usesAnonymousParameters ? count : definition.parameters.count
            return Array(repeating: ParameterShape(label: nil, isClosure: true, hasDefault: false), count: arity)
        }
    }

    private func parameterTypes(of closure: Closure) -> [TypeRef?] {
        if case .function(let function) = closure.body { return function.parameters.map(\.type) }
        return []
    }

    /// Evaluates arguments in source order; nil entries are parameters left to their defaults. `mapping` comes
    /// from `ArgumentMatcher`, which gives parameters their arguments in source order: walking the parameters
    /// walks the arguments in order.
    func evaluateArguments(_ arguments: [CallArgument], _ mapping: [Int?], types: [TypeRef?]) throws -> [Value?] {
        var values = [Value?](repeating: nil, count: mapping.count)
        for (parameter, index) in mapping.enumerated() {
            guard let index, index >= 0, index < arguments.count else { continue }
            let argument = arguments[index]
            let type = parameter < types.count ? types[parameter] : nil
            values[parameter] = try coerce(try evaluate(argument.value, hint: type), to: type, at: argument.value.offset)
        }
        return values
    }

    /// Runs a closure or function with matched argument values (nil: the parameter's default).
    /// `selfVariable`: the `self` of a struct's or enum's method, mutable in a `mutating` one and read
    /// back by the caller.
    func invoke(_ closure: Closure, _ values: [Value?], self receiver: Value? = nil, selfVariable: Variable? = nil,
                at offset: Int) throws -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > limits.maxCallDepth {
            throw error("calls nested more than \(limits.maxCallDepth) deep (unbounded recursion?)", at: offset, code: .budgetExceeded)
        }
        let scope = Environment(parent: closure.captured ?? globals)
        if let selfVariable {
            scope.define("self", selfVariable)
        } else if let bound = receiver ?? closure.receiver {
            scope.define("self", Variable(bound, isConstant: true))
        }
        suspendedScopes.append(environment)
        ownerStack.append(closure.owner)
        if case .function(let function) = closure.body { returnTypes.append(function.returnType) } else { returnTypes.append(nil) }
        let saved = environment
        environment = scope
        defer {
            environment = saved
            ownerStack.removeLast()
            suspendedScopes.removeLast()
            returnTypes.removeLast()
        }
        let body: [Stmt]
        switch closure.body {
        case .function(let function):
            for (index, parameter) in function.parameters.enumerated() {
                var value: Value
                if index < values.count, let given = values[index] {
                    value = given
                } else if let defaultValue = parameter.defaultValue {
                    value = try coerce(try evaluate(defaultValue, hint: parameter.type), to: parameter.type,
                                       at: defaultValue.offset)
                } else {
                    throw error("missing argument for parameter `\(parameter.label ?? parameter.name ?? "_")`", at: offset)
                }
                if let name = parameter.name { scope.define(name, Variable(value, isConstant: true)) }
            }
            body = function.body
        case .closure(let definition):
            if definition.usesAnonymousParameters {
                for (index, value) in values.enumerated() { scope.define("$\(index)", Variable(value ?? .void, isConstant: true)) }
            } else {
                for (index, name) in definition.parameters.enumerated() {
                    guard index < values.count, let value = values[index] else {
                        throw error("the closure expects \(definition.parameters.count) arguments", at: offset)
                    }
                    if let name { scope.define(name, Variable(value, isConstant: true)) }
                }
            }
            body = definition.body
        }
        do {
            try executeStatements(body)
        } catch ControlFlow.returning {
            defer { returnValue = .void }
            return returnValue
        } catch is ControlFlow {
            throw error("`break` or `continue` outside a loop", at: currentOffset)
        }
        return .void
    }

    /// A closure UIKit calls (a completion handler, an animations block): arguments it does not declare
    /// are dropped, so `{ }` and `{ _ in }` both work as completions.
    func invokeFromEngine(_ closure: Closure, _ arguments: [Value]) throws {
        try fromEngine {
            var values = arguments.map { Optional($0) }
            if case .closure(let definition) = closure.body, !definition.usesAnonymousParameters {
                values = Array(values.prefix(definition.parameters.count))
            }
            _ = try invoke(closure, values, at: closure.offset)
        }
    }

    /// `.now()`, `.seconds(2)`: static functions named by the context's type.
    private func implicitMemberCall(_ name: String, _ arguments: [CallArgument], hint: TypeRef?, at offset: Int) throws -> Value {
        // `.init(red:green:blue:alpha:)` where a UIColor is expected: the context's type is constructed.
        if name == "init", case .named(let type)? = hint?.unwrapped { return try construct(type, arguments, at: offset) }
        if let enumName = payloadEnum(named: name, hint: hint) {
            return try makeAssociated(enumName, name, arguments, at: offset)
        }
        if case .named(let type)? = hint?.unwrapped, let result = try callStaticExtensionMethod(type, name, arguments, at: offset) {
            return result
        }
        if case .named(let type)? = hint?.unwrapped, let functions = BuiltinRegistry.functions(owner: type + ".Type", name: name) {
            var receiver = Value.type(type)
            return try callBuiltin(functions, on: &receiver, arguments, describing: "." + name, at: offset)
        }
        if let functions = BuiltinRegistry.functions(owner: "implicit", name: name) {
            var receiver = Value.void
            return try callBuiltin(functions, on: &receiver, arguments, describing: "." + name, at: offset)
        }
        throw error("`.\(name)(…)` is not supported by the engine", at: offset, code: .unsupported)
    }
}
