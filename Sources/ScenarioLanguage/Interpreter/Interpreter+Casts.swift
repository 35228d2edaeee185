import LifecycleEngine

/// Subscripts, `is`/`as?`/`as!`, and adapting values to declared types.
extension Interpreter {
    func element(of base: Value, at index: Value, offset: Int) throws -> Value {
        // A dictionary (a literal's `String` keys, a notification's `userInfo`) reads a key as an optional.
        if case .record(let record) = base, record.type == "Dictionary" {
            guard case .string(let key) = index else {
                throw error("this dictionary's keys are Strings, not \(index.typeName)", at: offset)
            }
            return record.fields[key] ?? .null
        }
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
            if let bridged = bridged(value, to: type) { return bridged }
            return isInstance(value, of: type) ? value : .null
        case .forced:
            if let bridged = bridged(value, to: type) { return bridged }
            guard isInstance(value, of: type) else {
                throw error("could not cast a value of type \(value.typeName) to \(describe(type))", at: offset)
            }
            return value
        }
    }

    /// Foundation's bridging: an `NSValue` holding a rectangle casts to `CGRect`.
    private func bridged(_ value: Value, to type: TypeRef) -> Value? {
        guard case .record(let record) = value, record.type == "NSValue", case .named("CGRect") = type.unwrapped else { return nil }
        return record.fields["cgRectValue"]
    }

    func isInstance(_ value: Value, of type: TypeRef) -> Bool {
        switch (value, type.unwrapped) {
        case (.null, _): return false
        case (.object(let object), .named(let name)):
            if let instance = object.behavior as? ScriptInstance, instance.scriptClass.isSubclass(of: name) { return true }
            return BuiltinRegistry.typeChain(of: object).contains(name)
        case (.int, .named(let name)): return name == "Int"
        case (.double, .named(let name)): return ["Double", "CGFloat", "TimeInterval"].contains(name)
        case (.rect, .named(let name)): return name == "CGRect"
        case (.record(let record), .named(let name)) where record.type == "NSValue": return name == "NSValue"
        case (.string, .named(let name)): return name == "String"
        case (.bool, .named(let name)): return name == "Bool"
        case (.array(let elements), .array(let element)): return elements.allSatisfy { isInstance($0, of: element) }
        case (.structValue(let instance), .named(let name)): return instance.type.name == name || name == "Any"
        case (.associated(let instance), .named(let name)): return instance.type == name || name == "Any"
        case (.record(let record), .named(let name)) where enums[record.type] != nil: return record.type == name || name == "Any"
        case (.tuple(let tuple), .tuple(let types, _)):
            return tuple.elements.count == types.count && zip(tuple.elements, types).allSatisfy { isInstance($0, of: $1) }
        case (_, .named(let name)) where name == "Any" || name == "AnyObject": return true
        default: return false
        }
    }

    /// Adapts a value to a declared type: integers to floating point, and checks what can be checked.
    func coerce(_ value: Value, to type: TypeRef?, at offset: Int) throws -> Value {
        guard let type else { return value }
        if case .named(let name) = type.unwrapped, case .enumCase(let caseName) = value, let typed = enumValue(name, caseName) {
            return typed
        }
        if case .int(let number) = value, type.isFloatingPoint { return .double(Double(number)) }
        if value.isNull, !type.isOptional, type != .function, case .named(let name) = type, name != "Any" {
            throw error("`nil` cannot be assigned to a value of non-optional type \(name)", at: offset, code: .nilValue)
        }
        if case .array(let element) = type.unwrapped, case .array(let values) = value, element.isFloatingPoint {
            return .array(values.map { if case .int(let number) = $0 { .double(Double(number)) } else { $0 } })
        }
        if case .tuple(let types, let labels) = type.unwrapped, case .tuple(var tuple) = value, types.count == tuple.elements.count {
            // `return (lo, hi)` from a function declared `-> (min: Int, max: Int)` takes the declared labels.
            for index in types.indices { tuple.elements[index] = try coerce(tuple.elements[index], to: types[index], at: offset) }
            tuple.labels = zip(tuple.labels, labels).map { $0 ?? $1 }
            return .tuple(tuple)
        }
        return value
    }

    func describe(_ type: TypeRef) -> String {
        switch type {
        case .named(let name): return name
        case .optional(let inner): return describe(inner) + "?"
        case .array(let inner): return "[" + describe(inner) + "]"
        case .function: return "function"
        case .tuple(let types, let labels):
            return "(" + zip(types, labels).map { ($1.map { $0 + ": " } ?? "") + describe($0) }.joined(separator: ", ") + ")"
        case .other(let text): return text
        }
    }
}
