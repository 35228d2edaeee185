import LifecycleEngine

/// Assignment and in-place mutation. Values have value semantics: `rect.origin.x = 1` reads the rect,
/// changes the copy and writes it back; objects are references and are changed where they are.
extension Interpreter {
    func assign(_ target: Expr, _ valueExpr: Expr) throws {
        do {
            try assignThrowingChain(target, valueExpr)
        } catch is OptionalChainEnded {
            // `a?.b = c` with `a` nil assigns nothing, as in Swift.
        }
    }

    private func assignThrowingChain(_ target: Expr, _ valueExpr: Expr) throws {
        switch target.kind {
        case .discard:
            _ = try evaluate(valueExpr)
        case .identifier(let name):
            if let variable = environment.lookupLocal(name) {
                try write(try coerce(try evaluate(valueExpr, hint: variable.type), to: variable.type, at: valueExpr.offset),
                          to: variable, name, at: target.offset)
            } else if let receiver = try implicitSelfMember(name) {
                let value = try evaluate(valueExpr, hint: propertyType(name, of: receiver))
                if isScenarioValue(receiver) {
                    try modifySelf(at: target.offset) { try setProperty(name, on: &$0, value, at: target.offset) }
                } else {
                    var base = receiver
                    try setProperty(name, on: &base, value, at: target.offset)
                }
            } else if let variable = globals.lookup(name) {
                try write(try coerce(try evaluate(valueExpr, hint: variable.type), to: variable.type, at: valueExpr.offset),
                          to: variable, name, at: target.offset)
            } else {
                throw error("cannot find `\(name)` in scope", at: target.offset, code: .unknownName)
            }
        case .member(let base?, let name):
            try modify(base) { receiver in
                let value = try evaluate(valueExpr, hint: propertyType(name, of: receiver))
                try setProperty(name, on: &receiver, value, at: target.offset)
            }
        case .selfReference:
            // `self = .idle` in a `mutating` method of an enum, `self = Point()` in one of a struct.
            guard let variable = environment.lookupLocal("self"), !variable.isConstant, isScenarioValue(variable.value) else {
                throw error("cannot assign to `self`", at: target.offset)
            }
            variable.value = try coerce(try evaluate(valueExpr, hint: .named(variable.value.typeName)), to: nil,
                                        at: valueExpr.offset)
        default:
            let value = try evaluate(valueExpr)
            try modify(target) { $0 = value }
        }
    }

    /// `self` when `name` is one of its properties and no local variable shadows it.
    private func implicitSelfMember(_ name: String) throws -> Value? {
        guard environment.lookupLocal(name) == nil, let receiver = try implicitSelf(), hasMember(name, on: receiver) else {
            return nil
        }
        return receiver
    }

    private func propertyType(_ name: String, of receiver: Value) -> TypeRef? {
        switch receiver {
        case .structValue(let instance):
            return instance.type.members.properties.first { $0.name == name }?.type
        case .object(let object):
            if let instance = object.behavior as? ScriptInstance, let (definition, _) = instance.scriptClass.property(name) {
                return definition.type
            }
        case .partial(let instance):
            return instance.scriptClass.property(name)?.0.type
        default:
            break
        }
        guard var type = BuiltinRegistry.propertyType(name, of: receiver) else { return nil }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        // The declared type reads literals (`view.alpha = 1`) and leading-dot members (`label.font = .systemFont(…)`).
        return ["CGFloat", "Double", "Float", "TimeInterval"].contains(type) ? .named("Double") : .named(type)
    }

    func write(_ value: Value, to variable: Variable, _ name: String, at offset: Int) throws {
        if variable.isConstant, variable.isInitialized {
            throw error("cannot assign to `\(name)`: it is a `let` constant", at: offset, code: .immutableValue)
        }
        variable.value = value
        variable.isInitialized = true
        bindName(value, as: name)
    }

    func isAssignable(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier, .member, .subscriptIndex, .optionalChain, .forceUnwrap, .selfReference: return true
        default: return false
        }
    }

    /// Reads `target`, lets `body` change the value, and writes it back if it changed as a value.
    func modify(_ target: Expr, _ body: (inout Value) throws -> Void) throws {
        switch target.kind {
        case .identifier(let name):
            if let receiver = try implicitSelfMember(name) {
                if isScenarioValue(receiver) {
                    try modifySelf(at: target.offset) { try modifyProperty(name, of: &$0, at: target.offset, body) }
                    return
                }
                var base = receiver
                try modifyProperty(name, of: &base, at: target.offset, body)
                return
            }
            guard let variable = environment.lookupLocal(name) ?? globals.lookup(name) else {
                if classes[name] != nil || enums[name] != nil || structs[name] != nil {
                    // `Counter.total += 1`: a static property changes in its type, nothing is written back.
                    var type = Value.type(name)
                    try body(&type)
                    return
                }
                throw error("cannot find `\(name)` in scope", at: target.offset, code: .unknownName)
            }
            let before = try read(variable, name, at: target.offset)
            var value = before
            try body(&value)
            if needsWriteBack(before, value) { try write(value, to: variable, name, at: target.offset) }
        case .member(let base?, let name):
            try modify(base) { receiver in try modifyProperty(name, of: &receiver, at: target.offset, body) }
        case .subscriptIndex(let base, let indexExpr):
            let index = try evaluate(indexExpr)
            try modify(base) { container in
                guard case .array(var values) = container else {
                    throw error("cannot subscript a value of type \(container.typeName)", at: target.offset)
                }
                let before = try self.element(of: container, at: index, offset: target.offset)
                var element = before
                try body(&element)
                // `views[0].tag = 1` changes an object, not the array: leave the array (and a `let`) alone.
                guard needsWriteBack(before, element), case .int(let position) = index else { return }
                try countCopy(values.count, at: target.offset)
                values[position] = element
                container = .array(values)
                try checkNesting(of: container, adding: [element], at: target.offset)
            }
        case .selfReference:
            try modifySelf(at: target.offset, body)
        case .optionalChain(let inner):
            try modify(inner) { value in
                if value.isNull { throw OptionalChainEnded() }
                try body(&value)
            }
        case .forceUnwrap(let inner):
            try modify(inner) { value in
                if value.isNull { throw error("unexpectedly found nil while unwrapping an Optional value", at: target.offset, code: .nilValue) }
                try body(&value)
            }
        default:
            let before = try evaluateChain(target)
            var value = before
            try body(&value)
            if needsWriteBack(before, value) { throw error("cannot assign to this expression", at: target.offset) }
        }
    }

    private func modifyProperty(_ name: String, of receiver: inout Value, at offset: Int,
                                _ body: (inout Value) throws -> Void) throws {
        let before = try property(name, of: receiver, at: offset)
        var value = before
        try body(&value)
        if needsWriteBack(before, value) { try setProperty(name, on: &receiver, value, at: offset) }
    }

    /// A reference that still points at the same object needs no write-back (and must not get one:
    /// writing `vc.view` back would call UIKit's setter).
    func needsWriteBack(_ before: Value, _ after: Value) -> Bool {
        switch (before, after) {
        case (.object(let a), .object(let b)): return a !== b
        case (.partial(let a), .partial(let b)): return a !== b
        // A changed struct, tuple or payload was copied on write: comparing storage is O(1).
        case (.structValue(let a), .structValue(let b)): return a.type !== b.type || !Self.sameStorage(a.fields, b.fields)
        case (.tuple(let a), .tuple(let b)): return !Self.sameStorage(a.elements, b.elements)
        case (.associated(let a), .associated(let b)):
            return a.type != b.type || a.name != b.name || !Self.sameStorage(a.payload.elements, b.payload.elements)
        case (.array(let a), .array(let b)):
            // Unchanged arrays still share their storage (a change would have copied it): O(1), not O(n).
            return a.withUnsafeBufferPointer { old in
                b.withUnsafeBufferPointer { new in old.baseAddress != new.baseAddress || old.count != new.count }
            }
        default: return !(before.equals(after) ?? false)
        }
    }

    static func sameStorage<Element>(_ a: [Element], _ b: [Element]) -> Bool {
        a.withUnsafeBufferPointer { old in b.withUnsafeBufferPointer { new in old.baseAddress == new.baseAddress && old.count == new.count } }
    }

    func setProperty(_ name: String, on receiver: inout Value, _ value: Value, at offset: Int) throws {
        switch receiver {
        case .object(let object):
            if let instance = object.behavior as? ScriptInstance,
               try setScriptProperty(name, of: instance, self: receiver, value, at: offset) {
                return
            }
        case .partial(let instance):
            if try setScriptProperty(name, of: instance, self: receiver, value, at: offset) { return }
            throw error("`self.\(name)` is set before `super.init` is called", at: offset)
        case .null:
            throw error("value of optional type must be unwrapped to set member `\(name)`", at: offset, code: .nilValue)
        case .structValue:
            if try setField(name, on: &receiver, value, at: offset) { return }
            throw error("value of type \(receiver.typeName) has no member `\(name)`", at: offset, code: .unknownMember)
        case .tuple(var tuple):
            guard let index = tuple.index(of: name) else {
                throw error("value of type \(receiver.typeName) has no member `\(name)`", at: offset, code: .unknownMember)
            }
            try countCopy(tuple.elements.count, at: offset)
            tuple.elements[index] = value
            try checkNesting(of: .tuple(tuple), adding: [value], at: offset)
            receiver = .tuple(tuple)
            return
        case .type(let typeName):
            if try setStaticProperty(name, of: typeName, value, at: offset) { return }
        default:
            break
        }
        let chain = BuiltinRegistry.typeChain(of: receiver)
        guard let builtin = BuiltinRegistry.property(chain, name) else {
            throw unsupportedMember(chain.first ?? receiver.typeName, name, at: offset)
        }
        guard let setter = builtin.set else {
            throw error("cannot assign to `\(name)`: it is a get-only property of \(builtin.owner)", at: offset)
        }
        noteUsedBuiltin(builtin.key)
        var call = BuiltinCall(interpreter: self, receiver: receiver, arguments: [value], offset: offset)
        try setter(&call)
        receiver = call.receiver
    }

    /// Returns false when the class declares no property `name`.
    private func setScriptProperty(_ name: String, of instance: ScriptInstance, self receiver: Value, _ value: Value,
                                   at offset: Int) throws -> Bool {
        guard let (definition, owner) = instance.scriptClass.property(name) else { return false }
        let coerced = try coerce(value, to: definition.type, at: offset)
        if definition.getter != nil {
            guard let setter = definition.setter else {
                throw error("cannot assign to `\(name)`: it is a get-only computed property", at: offset)
            }
            let function = FunctionDef(name: name, parameters: [Parameter(label: nil, name: setter.parameter)],
                                       body: setter.body, isOverride: false, offset: definition.offset,
                                       referencedNames: [])
            _ = try invoke(Closure(body: .function(function), captured: globals, owner: owner), [coerced],
                           self: receiver, at: offset)
            return true
        }
        guard let variable = instance.properties[name] else { return false }
        // Observers do not run for the initial values an initializer sets (before `super.init`).
        guard case .object = receiver, definition.willSet != nil || definition.didSet != nil else {
            try write(coerced, to: variable, name, at: offset)
            return true
        }
        let old = variable.value
        if let observer = definition.willSet {
            try runObserver(observer, of: definition, owner, value: coerced, self: receiver, at: offset)
        }
        try write(coerced, to: variable, name, at: offset)
        if let observer = definition.didSet {
            try runObserver(observer, of: definition, owner, value: old, self: receiver, at: offset)
        }
        return true
    }

    private func runObserver(_ observer: (parameter: String, body: [Stmt]), of definition: VariableDef, _ owner: ScriptClass,
                             value: Value, self receiver: Value, at offset: Int) throws {
        let function = FunctionDef(name: definition.name, parameters: [Parameter(label: nil, name: observer.parameter)],
                                   body: observer.body, isOverride: false, offset: definition.offset, referencedNames: [])
        _ = try invoke(Closure(body: .function(function), captured: globals, owner: owner), [value], self: receiver, at: offset)
    }
}
