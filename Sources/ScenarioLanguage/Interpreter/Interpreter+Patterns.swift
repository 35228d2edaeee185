import LifecycleEngine

/// Matching patterns (`switch` cases, `if case`, destructuring `let`, `for` tuples) and binding their names.
extension Interpreter {
    /// Whether `value` matches `pattern`; names it binds are defined in `scope` as they are met.
    func match(_ value: Value, _ pattern: Pattern, binding scope: Environment, constant: Bool) throws -> Bool {
        switch pattern {
        case .wildcard:
            return true
        case .binding(let name):
            bindName(value, as: name)
            scope.define(name, Variable(value, isConstant: constant))
            return true
        case .value(let expr):
            // Values in a pattern are evaluated where the pattern's earlier bindings are visible.
            let saved = environment
            environment = scope
            defer { environment = saved }
            let candidate = try evaluate(expr, hint: enumHint(for: value))
            if case .range(let lower, let upper) = candidate, case .int(let number) = value {
                return number >= lower && number < upper
            }
            return value.equals(candidate) ?? false
        case .isType(let type):
            return isInstance(value, of: type)
        case .optional(let inner):
            return value.isNull ? false : try match(value, inner, binding: scope, constant: constant)
        case .tuple(let elements):
            guard case .tuple(let tuple) = value, tuple.elements.count == elements.count else { return false }
            for (index, element) in elements.enumerated() {
                if let label = element.label, let actual = tuple.labels[index], label != actual { return false }
                if try !match(tuple.elements[index], element.pattern, binding: scope, constant: constant) { return false }
            }
            return true
        case .enumCase(let type, let name, let payload, _):
            return try matchCase(value, type: type, name: name, payload: payload, binding: scope, constant: constant)
        }
    }

    private func matchCase(_ value: Value, type: String?, name: String, payload: [PatternElement],
                           binding scope: Environment, constant: Bool) throws -> Bool {
        switch value {
        case .associated(let instance):
            guard instance.name == name, type == nil || type == instance.type else { return false }
            let values = instance.payload
            if payload.count == 1, values.elements.count > 1, payload[0].label == nil {
                // `case .point(let p)` binds all the values as one tuple.
                return try match(.tuple(values), payload[0].pattern, binding: scope, constant: constant)
            }
            guard payload.count == values.elements.count else { return false }
            for (index, element) in payload.enumerated() {
                if let label = element.label, let actual = values.labels[index], label != actual { return false }
                if try !match(values.elements[index], element.pattern, binding: scope, constant: constant) { return false }
            }
            return true
        case .record(let record) where enums[record.type] != nil:
            guard payload.isEmpty, type == nil || type == record.type else { return false }
            return record.fields["case"]?.equals(.string(name)) == true
        case .null:
            return name == "none" && payload.isEmpty
        default:
            // `case .some(let x)`: an optional that holds a value.
            guard name == "some", type == nil || type == "Optional", payload.count == 1 else { return false }
            return try match(value, payload[0].pattern, binding: scope, constant: constant)
        }
    }

    /// `case .idle` against a scenario enum's value reads `.idle` as that enum's case.
    private func enumHint(for value: Value) -> TypeRef? {
        switch value {
        case .record(let record) where enums[record.type] != nil: return .named(record.type)
        case .associated(let instance): return .named(instance.type)
        default: return nil
        }
    }
}
