import LifecycleEngine

extension Interpreter {
    /// What `print`, interpolation and `String(describing:)` show: a `CustomStringConvertible` struct or
    /// enum of the scenario shows its `description`, anywhere inside the value.
    func text(of value: Value, at offset: Int) throws -> String {
        guard !describedTypes.isEmpty else { return value.printed }
        return try value.printed { inner in
            guard describedTypes.contains(inner.typeName) else { return nil }
            guard case .string(let text)? = try extensionProperty("description", of: inner, chain: [inner.typeName],
                                                                   at: offset) else { return nil }
            return text
        }
    }
}
