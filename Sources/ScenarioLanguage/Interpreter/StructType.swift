/// A struct declared in the scenario, resolved once per run: its stored properties in order and the
/// members (computed properties, methods, initializers, static members) of its body and extensions.
final class StructType {
    let name: String
    let members: ClassDef
    /// Stored properties in declaration order: the layout of `StructValue.fields`.
    let stored: [VariableDef]
    let fieldIndex: [String: Int]
    /// Swift generates the memberwise initializer only when the body declares no initializer.
    let hasMemberwiseInitializer: Bool

    init(definition: StructDef, members: ClassDef) {
        name = definition.name
        self.members = members
        stored = members.properties.filter { $0.getter == nil }
        fieldIndex = Dictionary(stored.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        hasMemberwiseInitializer = !definition.declaresInitializer
    }

    /// The memberwise initializer's parameters: every stored property except a `let` with a value,
    /// labelled by name, with a default where the property has an initial value.
    var memberwiseParameters: [VariableDef] {
        stored.filter { !($0.isConstant && $0.initializer != nil) }
    }
}
