import LifecycleEngine

/// Values of enums the scenario declares. A case without associated values is a record of the enum's
/// type whose text is the case name, with the raw value if there is one; a case with associated values
/// is an `.associated` value holding its payload. A bare `.case` (an untyped enum case) equals either.
extension Interpreter {
    func enumValue(_ enumName: String, _ caseName: String) -> Value? {
        guard let definition = enums[enumName], let found = definition.cases.first(where: { $0.name == caseName }),
              found.payload == nil else {
            return nil
        }
        return .record(Record(type: enumName, fields: ["case": .string(caseName), "rawValue": found.rawValue ?? .null],
                              text: caseName))
    }

    /// `Section.profile`, `Section.allCases`; `LoadState.failed` without its values names the case (a pattern).
    func enumStaticMember(_ enumName: String, _ name: String) -> Value? {
        guard let definition = enums[enumName] else { return nil }
        if name == "allCases" { return .array(definition.cases.compactMap { enumValue(enumName, $0.name) }) }
        if definition.cases.contains(where: { $0.name == name && $0.payload != nil }) { return .enumCase(name) }
        return enumValue(enumName, name)
    }

    /// `Section(rawValue: 1)`: the case with that raw value, or nil.
    func enumInit(_ enumName: String, _ arguments: [CallArgument], at offset: Int) throws -> Value {
        guard arguments.count == 1, arguments[0].label == "rawValue" else {
            throw error("`\(enumName)` is initialized with `\(enumName)(rawValue:)`", at: offset)
        }
        let raw = try evaluate(arguments[0].value)
        let found = enums[enumName]?.cases.first { $0.rawValue.flatMap { raw.equals($0) } == true }
        return found.flatMap { enumValue(enumName, $0.name) } ?? .null
    }

    /// The enum whose case with associated values `.name(…)` means: the one the context expects, else
    /// the only scenario enum with such a case (a `return .loaded(items)` whose type is not written).
    func payloadEnum(named name: String, hint: TypeRef?) -> String? {
        func hasPayloadCase(_ enumName: String) -> Bool {
            enums[enumName]?.cases.contains { $0.name == name && $0.payload != nil } == true
        }
        if case .named(let type)? = hint?.unwrapped { return hasPayloadCase(type) ? type : nil }
        let candidates = enums.keys.filter(hasPayloadCase)
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// `LoadState.loaded(items)`, `.failed(error: message)`: the payload matched by label and coerced to
    /// the declared types.
    func makeAssociated(_ enumName: String, _ caseName: String, _ arguments: [CallArgument], at offset: Int) throws -> Value {
        guard let payload = enums[enumName]?.cases.first(where: { $0.name == caseName })?.payload else {
            throw error("`\(enumName).\(caseName)` has no associated values", at: offset, code: .unknownMember)
        }
        let shapes = payload.map { ParameterShape(label: $0.label, isClosure: $0.type.unwrapped == .function, hasDefault: false) }
        guard let mapping = ArgumentMatcher.match(arguments, to: shapes) else {
            let expected = "(" + payload.map { ($0.label ?? "_") + ":" }.joined() + ")"
            throw error("`\(enumName).\(caseName)` takes \(expected), not \(ArgumentMatcher.selector("", arguments))",
                        at: offset, code: .unknownMember)
        }
        let values = try evaluateArguments(arguments, mapping, types: payload.map(\.type)).map { $0 ?? .void }
        let value = Value.associated(AssociatedValue(type: enumName, name: caseName,
                                                     payload: TupleValue(elements: values, labels: payload.map(\.label))))
        try checkNesting(of: value, adding: values, at: offset)
        return value
    }
}
