import LifecycleEngine

/// Values of enums the scenario declares: records of the enum's type whose text is the case name,
/// with the raw value if there is one. A bare `.case` (an untyped enum case) equals the record.
extension Interpreter {
    func enumValue(_ enumName: String, _ caseName: String) -> Value? {
        guard let definition = enums[enumName], let found = definition.cases.first(where: { $0.name == caseName }) else {
            return nil
        }
        return .record(Record(type: enumName, fields: ["case": .string(caseName), "rawValue": found.rawValue ?? .null],
                              text: caseName))
    }

    /// `Section.profile`, `Section.allCases`.
    func enumStaticMember(_ enumName: String, _ name: String) -> Value? {
        guard let definition = enums[enumName] else { return nil }
        if name == "allCases" { return .array(definition.cases.compactMap { enumValue(enumName, $0.name) }) }
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
}
