import LifecycleEngine

extension Interpreter {
    /// Evaluates `expr`. `hint` is the type the context expects: integer literals become `Double` where a
    /// floating-point value is expected, as Swift's literal typing does.
    func evaluate(_ expr: Expr, hint: TypeRef? = nil) throws -> Value {
        switch expr.kind {
        case .member, .call, .subscriptIndex, .forceUnwrap, .optionalChain:
            do {
                return try evaluateChain(expr, hint: hint)
            } catch is OptionalChainEnded {
                return .null
            }
        default:
            return try evaluateSimple(expr, hint: hint)
        }
    }

    /// Evaluates a link of a postfix chain (`a?.b.c()`), letting a nil `?` end the whole chain.
    func evaluateChain(_ expr: Expr, hint: TypeRef? = nil) throws -> Value {
        switch expr.kind {
        case .optionalChain(let base):
            let value = try evaluateChain(base)
            if value.isNull { throw OptionalChainEnded() }
            return value
        case .forceUnwrap(let base):
            let value = try evaluateChain(base)
            if value.isNull {
                throw error("unexpectedly found nil while unwrapping an Optional value", at: expr.offset)
            }
            return value
        case .member(let base, let name):
            guard let base else { return try implicitMember(name, hint: hint, at: expr.offset) }
            return try property(name, of: try evaluateChain(base), at: expr.offset)
        case .call(let callee, let arguments):
            return try call(callee, arguments, hint: hint, at: expr.offset)
        case .subscriptIndex(let base, let index):
            return try element(of: try evaluateChain(base), at: try evaluate(index), offset: expr.offset)
        default:
            return try evaluateSimple(expr, hint: hint)
        }
    }

    private func evaluateSimple(_ expr: Expr, hint: TypeRef?) throws -> Value {
        switch expr.kind {
        case .literal(let value):
            if case .int(let number) = value, hint?.isFloatingPoint == true { return .double(Double(number)) }
            return value
        case .interpolation(let parts):
            var text = ""
            for part in parts {
                text += part.literal
                if let expression = part.expression { text += try evaluate(expression).printed }
                try checkSize(text.utf8.count, at: expr.offset)
            }
            return .string(text)
        case .identifier(let name):
            return try lookup(name, at: expr.offset)
        case .selfReference:
            return try selfValue(at: expr.offset)
        case .superMember(let name):
            return try superProperty(name, at: expr.offset)
        case .binary(let op, let lhs, let rhs):
            return try binary(op, lhs, rhs, hint: hint, at: expr.offset)
        case .prefix(let op, let operand):
            return try prefix(op, try evaluate(operand, hint: hint), at: expr.offset)
        case .assign(let target, let value):
            try assign(target, value)
            return .void
        case .compoundAssign(let op, let target, let value):
            try modify(target) { current in
                let rhs = try evaluate(value, hint: current.isDouble ? .named("Double") : nil)
                current = try arithmetic(op, current, rhs, at: expr.offset)
            }
            return .void
        case .ternary(let condition, let then, let otherwise):
            return try truth(condition) ? evaluate(then, hint: hint) : evaluate(otherwise, hint: hint)
        case .closure(let definition):
            return .closure(try makeClosure(definition))
        case .array(let elements):
            let elementHint: TypeRef? = if case .array(let inner)? = hint?.unwrapped { inner } else { nil }
            try checkSize(elements.count, at: expr.offset)
            return .array(try elements.map { try evaluate($0, hint: elementHint) })
        case .cast(let operand, let type, let kind):
            return try cast(try evaluate(operand, hint: type), to: type, kind, at: expr.offset)
        case .discard:
            throw error("`_` can only appear on the left of `=`", at: expr.offset)
        case .typeName(let name):
            return .type(name)
        case .member, .call, .subscriptIndex, .forceUnwrap, .optionalChain:
            return try evaluate(expr, hint: hint)
        }
    }

    func checkSize(_ size: Int, at offset: Int) throws {
        if size > limits.maxCollectionSize {
            throw error("a string or array grew past \(limits.maxCollectionSize) elements", at: offset)
        }
    }

    // MARK: Names

    /// Swift's lookup order: locals, then members of `self`, then globals, then types and builtins.
    func lookup(_ name: String, at offset: Int) throws -> Value {
        if let variable = environment.lookupLocal(name) { return try read(variable, name, at: offset) }
        if let receiver = try implicitSelf(), hasMember(name, on: receiver) {
            return try property(name, of: receiver, at: offset)
        }
        if let variable = globals.lookup(name) { return try read(variable, name, at: offset) }
        if classes[name] != nil || BuiltinRegistry.isTypeName(name) { return .type(name) }
        throw error("cannot find `\(name)` in scope", at: offset)
    }

    func read(_ variable: Variable, _ name: String, at offset: Int) throws -> Value {
        guard variable.isInitialized else {
            throw error("`\(name)` is used before being initialized", at: offset)
        }
        return variable.current
    }

    /// `self` if the code runs inside a method of a scenario class.
    func implicitSelf() throws -> Value? {
        guard let variable = environment.lookupLocal("self") else { return nil }
        return resolveSelf(variable.current)
    }

    func selfValue(at offset: Int) throws -> Value {
        guard let variable = environment.lookupLocal("self") else {
            throw error("`self` is only available inside a class", at: offset)
        }
        return resolveSelf(variable.current)
    }

    /// `self` in an initializer becomes the object once UIKit's initializer has created it.
    private func resolveSelf(_ value: Value) -> Value {
        if case .partial(let instance) = value, let object = instance.object { return .object(object) }
        return value
    }

    /// `.fullScreen`, `.zero`, `.now()`: a member of the type the context expects.
    func implicitMember(_ name: String, hint: TypeRef?, at offset: Int) throws -> Value {
        if case .named(let type)? = hint?.unwrapped, let value = try BuiltinRegistry.staticProperty(type, name, self, offset) {
            return value
        }
        return .enumCase(name)
    }

    // MARK: Subscripts and casts

    func element(of base: Value, at index: Value, offset: Int) throws -> Value {
        guard case .array(let values) = base else {
            throw error("cannot subscript a value of type \(base.typeName)", at: offset)
        }
        guard case .int(let position) = index else {
            throw error("an array index must be an Int, not \(index.typeName)", at: offset)
        }
        guard values.indices.contains(position) else {
            throw error("index \(position) out of range (the array has \(values.count) elements)", at: offset)
        }
        return values[position]
    }

    func cast(_ value: Value, to type: TypeRef, _ kind: CastKind, at offset: Int) throws -> Value {
        switch kind {
        case .coercion:
            return try coerce(value, to: type, at: offset)
        case .isType:
            return .bool(isInstance(value, of: type))
        case .conditional:
            return isInstance(value, of: type) ? value : .null
        case .forced:
            guard isInstance(value, of: type) else {
                throw error("could not cast a value of type \(value.typeName) to \(describe(type))", at: offset)
            }
            return value
        }
    }

    func isInstance(_ value: Value, of type: TypeRef) -> Bool {
        switch (value, type.unwrapped) {
        case (.null, _): return false
        case (.object(let object), .named(let name)):
            if let instance = object.behavior as? ScriptInstance, instance.scriptClass.isSubclass(of: name) { return true }
            return BuiltinRegistry.typeChain(of: object).contains(name)
        case (.int, .named(let name)): return name == "Int"
        case (.double, .named(let name)): return ["Double", "CGFloat"].contains(name)
        case (.string, .named(let name)): return name == "String"
        case (.bool, .named(let name)): return name == "Bool"
        case (.array(let elements), .array(let element)): return elements.allSatisfy { isInstance($0, of: element) }
        case (_, .named(let name)) where name == "Any" || name == "AnyObject": return true
        default: return false
        }
    }

    /// Adapts a value to a declared type: integers to floating point, and checks what can be checked.
    func coerce(_ value: Value, to type: TypeRef?, at offset: Int) throws -> Value {
        guard let type else { return value }
        if case .int(let number) = value, type.isFloatingPoint { return .double(Double(number)) }
        if value.isNull, !type.isOptional, type != .function, case .named(let name) = type, name != "Any" {
            throw error("`nil` cannot be assigned to a value of non-optional type \(name)", at: offset)
        }
        if case .array(let element) = type.unwrapped, case .array(let values) = value, element.isFloatingPoint {
            return .array(values.map { if case .int(let number) = $0 { .double(Double(number)) } else { $0 } })
        }
        return value
    }

    func describe(_ type: TypeRef) -> String {
        switch type {
        case .named(let name): return name
        case .optional(let inner): return describe(inner) + "?"
        case .array(let inner): return "[" + describe(inner) + "]"
        case .function: return "function"
        case .other(let text): return text
        }
    }

    // MARK: Closures

    func makeClosure(_ definition: ClosureDef) throws -> Closure {
        var scope = environment
        if !definition.captures.isEmpty {
            // A capture list copies values when the closure is created, into a scope of its own.
            scope = Environment(parent: environment)
            for capture in definition.captures {
                let value = try evaluate(capture.value)
                scope.define(capture.name, Variable(value, isConstant: true, isWeak: capture.strength != .strong))
            }
        }
        let closure = Closure(body: .closure(definition), captured: scope, owner: ownerStack.last ?? nil)
        track(closure)
        return closure
    }
}

extension Value {
    var isDouble: Bool {
        if case .double = self { return true }
        return false
    }
}
