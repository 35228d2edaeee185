import LifecycleEngine

/// Structs the scenario declares: values copied on assignment and passing (Swift's copy-on-write
/// arrays hold the fields), memberwise and declared initializers, `mutating` methods whose changes to
/// `self` are written back to the variable, property or element the method was called on.
extension Interpreter {
    func declareStructs(_ program: Program) {
        for (name, definition) in program.structs {
            guard let members = program.uikitExtensions[name] else { continue }
            structs[name] = StructType(definition: definition, members: members)
        }
        for name in program.structs.keys.sorted() + program.enums.keys.sorted() {
            let mutating = program.uikitExtensions[name]?.methods.values.filter(\.isMutating) ?? []
            mutatingMethodNames.formUnion(mutating.map(\.name))
        }
    }

    /// `Point(x: 1, y: 2)`: a declared initializer whose labels fit, else the memberwise one.
    func instantiate(_ type: StructType, _ arguments: [CallArgument], at offset: Int) throws -> Value {
        try countStep(at: offset)
        var instance = StructValue(type: type, fields: Array(repeating: nil, count: type.stored.count))
        /// Initial values, for the properties an argument does not give (a default is evaluated only when used).
        func applyInitialValues(except given: Set<String>) throws {
            for (index, property) in type.stored.enumerated() where !given.contains(property.name) {
                if let initializer = property.initializer {
                    instance.fields[index] = try evaluateInitializer(initializer, of: property, self: nil)
                } else if property.type?.isOptional == true, !property.isConstant {
                    instance.fields[index] = .null  // a `var` of optional type starts as nil
                }
            }
        }
        for selector in type.members.initializers.keys.sorted() {
            let initializer = type.members.initializers[selector]!
            let shapes = initializer.parameters.map {
                ParameterShape(label: $0.label, isClosure: $0.type?.unwrapped == .function, hasDefault: $0.defaultValue != nil)
            }
            guard let mapping = ArgumentMatcher.match(arguments, to: shapes) else { continue }
            let values = try evaluateArguments(arguments, mapping, types: initializer.parameters.map(\.type))
            if !initializer.isDelegating { try applyInitialValues(except: []) }
            let selfVariable = Variable(.structValue(instance), isConstant: false)
            _ = try invoke(Closure(body: .function(initializer), captured: globals), values, selfVariable: selfVariable,
                           at: offset)
            guard case .structValue(let initialized) = selfVariable.value else {
                throw error("`self` of `\(type.name)` was replaced by a value of another type", at: offset)
            }
            return try finished(initialized, at: offset)
        }
        guard type.hasMemberwiseInitializer else {
            throw error("no initializer of `\(type.name)` takes the arguments \(ArgumentMatcher.selector("", arguments))",
                        at: offset, code: .unknownMember)
        }
        let parameters = type.memberwiseParameters
        let shapes = parameters.map {
            ParameterShape(label: $0.name, isClosure: $0.type?.unwrapped == .function, hasDefault: $0.initializer != nil)
        }
        guard let mapping = ArgumentMatcher.match(arguments, to: shapes) else {
            let expected = "(" + parameters.map { $0.name + ":" }.joined() + ")"
            throw error("the memberwise initializer of `\(type.name)` takes \(expected), not "
                        + ArgumentMatcher.selector("", arguments), at: offset, code: .unknownMember)
        }
        let values = try evaluateArguments(arguments, mapping, types: parameters.map(\.type))
        try applyInitialValues(except: Set(zip(parameters, values).compactMap { $1 == nil ? nil : $0.name }))
        for (parameter, value) in zip(parameters, values) {
            guard let value, let index = type.fieldIndex[parameter.name] else { continue }
            instance.fields[index] = value
        }
        return try finished(instance, at: offset)
    }

    private func finished(_ instance: StructValue, at offset: Int) throws -> Value {
        if let missing = instance.fields.firstIndex(where: { $0 == nil }) {
            throw error("`\(instance.type.name).\(instance.type.stored[missing].name)` is not initialized by the time "
                        + "`init` returns", at: offset)
        }
        try checkNesting(of: .structValue(instance), adding: instance.fields.compactMap { $0 }, at: offset)
        return .structValue(instance)
    }

    /// A stored property of a struct value.
    func field(_ name: String, of instance: StructValue, at offset: Int) throws -> Value? {
        guard let index = instance.type.fieldIndex[name] else { return nil }
        guard let value = instance.fields[index] else {
            throw error("`self.\(name)` is used before being initialized", at: offset)
        }
        return value
    }

    /// Sets a stored property (running its observers) or a computed one of a struct value.
    /// Returns false when the struct has no property `name`.
    func setField(_ name: String, on receiver: inout Value, _ value: Value, at offset: Int) throws -> Bool {
        guard case .structValue(var instance) = receiver else { return false }
        let type = instance.type
        guard let index = type.fieldIndex[name] else {
            guard let definition = type.members.properties.first(where: { $0.name == name }) else { return false }
            guard let setter = definition.setter else {
                throw error("cannot assign to `\(name)`: it is a get-only computed property", at: offset)
            }
            try runAccessor(setter, of: definition, value: try coerce(value, to: definition.type, at: offset),
                            on: &receiver, at: offset)
            return true
        }
        let definition = type.stored[index]
        if definition.isConstant, instance.fields[index] != nil {
            throw error("cannot assign to property: `\(name)` is a `let` constant", at: offset, code: .immutableValue)
        }
        let coerced = try coerce(value, to: definition.type, at: offset)
        try countCopy(instance.fields.count, at: offset)
        let old = instance.fields[index]
        if let observer = definition.willSet, old != nil {
            try runAccessor(observer, of: definition, value: coerced, on: &receiver, at: offset)
            guard case .structValue(let changed) = receiver else { return true }
            instance = changed
        }
        instance.fields[index] = coerced
        try checkNesting(of: .structValue(instance), adding: [coerced], at: offset)
        receiver = .structValue(instance)
        if let observer = definition.didSet, let old {
            try runAccessor(observer, of: definition, value: old, on: &receiver, at: offset)
        }
        return true
    }

    /// Runs a setter or observer body with a mutable `self`, writing the changed `self` back.
    private func runAccessor(_ accessor: (parameter: String, body: [Stmt]), of definition: VariableDef, value: Value,
                             on receiver: inout Value, at offset: Int) throws {
        let function = FunctionDef(name: definition.name, parameters: [Parameter(label: nil, name: accessor.parameter)],
                                   body: accessor.body, isOverride: false, offset: definition.offset, referencedNames: [])
        let selfVariable = Variable(receiver, isConstant: false)
        _ = try invoke(Closure(body: .function(function), captured: globals), [value], selfVariable: selfVariable, at: offset)
        receiver = selfVariable.value
    }

    /// A method of a struct or enum value; a `mutating` one changes `receiver`. Nil when none fits.
    func callValueTypeMethod(_ name: String, on receiver: inout Value, typeName: String, _ arguments: [CallArgument],
                             at offset: Int) throws -> Value? {
        guard let members = uikitExtensions[typeName] else { return nil }
        for method in members.methods.values.filter({ $0.name == name }).sorted(by: { $0.selector < $1.selector }) {
            let shapes = method.parameters.map {
                ParameterShape(label: $0.label, isClosure: $0.type?.unwrapped == .function, hasDefault: $0.defaultValue != nil)
            }
            guard let mapping = ArgumentMatcher.match(arguments, to: shapes) else { continue }
            let values = try evaluateArguments(arguments, mapping, types: method.parameters.map(\.type))
            let selfVariable = Variable(receiver, isConstant: !method.isMutating)
            let result = try invoke(Closure(body: .function(method), captured: globals), values, selfVariable: selfVariable,
                                    at: offset)
            if method.isMutating { receiver = selfVariable.value }
            return result
        }
        return nil
    }

    /// Whether `value` is a struct or an enum value the scenario declares (members found by type name).
    func isScenarioValue(_ value: Value) -> Bool {
        switch value {
        case .structValue, .associated: return true
        case .record(let record): return enums[record.type] != nil
        default: return false
        }
    }

    /// Changes `self` in place: a struct's or enum's `self` is written back, which only a `mutating`
    /// method or an initializer may do; an object is changed where it is.
    func modifySelf(at offset: Int, _ body: (inout Value) throws -> Void) throws {
        guard let variable = environment.lookupLocal("self") else {
            throw error("`self` is only available inside a type", at: offset)
        }
        let before = variable.current
        if case .partial(let instance) = before, let object = instance.object {
            var value = Value.object(object)
            try body(&value)
            return
        }
        var value = before
        try body(&value)
        guard isScenarioValue(before) || isScenarioValue(value) else { return }
        guard needsWriteBack(before, value) else { return }
        if variable.isConstant {
            throw error("cannot change `self` here: it is immutable (mark the method `mutating`)", at: offset, code: .immutableValue)
        }
        variable.value = value
    }
}
