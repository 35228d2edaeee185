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
            let value = try evaluateChain(base, hint: chainRootHint(base, hint))
            if value.isNull { throw OptionalChainEnded() }
            return value
        case .forceUnwrap(let base):
            let value = try evaluateChain(base, hint: chainRootHint(base, hint))
            if value.isNull {
                throw error("unexpectedly found nil while unwrapping an Optional value", at: expr.offset, code: .nilValue)
            }
            return value
        case .member(let base, let name):
            guard let base else { return try implicitMember(name, hint: hint, at: expr.offset) }
            return try property(name, of: try evaluateChain(base, hint: chainRootHint(base, hint)), at: expr.offset)
        case .call(let callee, let arguments):
            return try call(callee, arguments, hint: hint, at: expr.offset)
        case .subscriptIndex(let base, let index):
            return try element(of: try evaluateChain(base, hint: chainRootHint(base, hint)), at: try evaluate(index),
                               offset: expr.offset)
        default:
            return try evaluateSimple(expr, hint: hint)
        }
    }

    /// The hint for the base of a postfix chain. Swift types an implicit member chain
    /// (`.black.withAlphaComponent(0.2)`, `.systemBlue.withAlphaComponent(0.5)`) from its context: the
    /// chain's root `.black` is a static member of the type the whole chain must have. Other bases are
    /// typed by themselves, so they get no hint.
    func chainRootHint(_ base: Expr, _ hint: TypeRef?) -> TypeRef? {
        isImplicitChain(base) ? hint : nil
    }

    private func isImplicitChain(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .member(nil, _): return true
        case .member(let base?, _), .optionalChain(let base), .forceUnwrap(let base), .subscriptIndex(let base, _):
            return isImplicitChain(base)
        case .call(let callee, _): return isImplicitChain(callee)
        default: return false
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
                if let expression = part.expression { text += try self.text(of: try evaluate(expression), at: expression.offset) }
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
            do {
                try modify(target) { current in
                    let rhs = try evaluate(value, hint: current.isDouble ? .named("Double") : nil)
                    current = try arithmetic(op, current, rhs, at: expr.offset)
                }
            } catch is OptionalChainEnded {
                // `a?.count += 1` with `a` nil changes nothing.
            }
            return .void
        case .ternary(let condition, let then, let otherwise):
            return try truth(condition) ? evaluate(then, hint: hint) : evaluate(otherwise, hint: hint)
        case .closure(let definition):
            return .closure(try makeClosure(definition))
        case .array(let elements):
            let elementHint: TypeRef? = if case .array(let inner)? = hint?.unwrapped { inner } else { nil }
            try checkSize(elements.count, at: expr.offset)
            let values = try elements.map { try evaluate($0, hint: elementHint) }
            try checkNesting(of: .array(values), adding: values, at: expr.offset)
            return .array(values)
        case .tuple(let elements):
            let types: [TypeRef]? = if case .tuple(let types, _)? = hint?.unwrapped, types.count == elements.count { types } else { nil }
            var values: [Value] = []
            for (index, element) in elements.enumerated() { values.append(try evaluate(element.value, hint: types?[index])) }
            let tuple = Value.tuple(TupleValue(elements: values, labels: elements.map(\.label)))
            try checkNesting(of: tuple, adding: values, at: expr.offset)
            return tuple
        case .cast(let operand, let type, let kind):
            // `storyboard.instantiateInitialViewController() as! Home`: the code names the scene's class.
            let saved = castTarget
            if case .named(let name) = type.unwrapped, operand.isCall { castTarget = name } else { castTarget = nil }
            defer { castTarget = saved }
            let value = try evaluate(operand, hint: type)
            castTarget = saved
            return try cast(value, to: type, kind, at: expr.offset)
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
            throw error("a string or array grew past \(limits.maxCollectionSize) elements", at: offset, code: .budgetExceeded)
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
        if classes[name] != nil || enums[name] != nil || structs[name] != nil || BuiltinRegistry.isTypeName(name) {
            return .type(name)
        }
        throw error("cannot find `\(name)` in scope", at: offset, code: .unknownName)
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
        if case .named(let type)? = hint?.unwrapped, let value = enumStaticMember(type, name) { return value }
        if case .named(let type)? = hint?.unwrapped, let value = try staticExtensionProperty(type, name, at: offset) {
            return value
        }
        if case .named(let type)? = hint?.unwrapped, let value = try BuiltinRegistry.staticProperty(type, name, self, offset) {
            return value
        }
        return .enumCase(name)
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
