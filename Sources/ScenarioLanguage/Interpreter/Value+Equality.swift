import LifecycleEngine

extension Value {
    /// Swift's `==`: numbers compare across Int and Double (literals adapt), objects by identity.
    func equals(_ other: Value) -> Bool? {
        switch (self, other) {
        case (.null, .null), (.void, .void): return true
        case (.null, _), (_, .null): return false
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.int(let a), .double(let b)): return Double(a) == b
        case (.double(let a), .int(let b)): return a == Double(b)
        case (.double(let a), .double(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.rect(let a), .rect(let b)): return a == b
        case (.size(let a), .size(let b)): return a == b
        case (.point(let a), .point(let b)): return a == b
        case (.object(let a), .object(let b)): return a === b
        case (.enumCase(let a), .enumCase(let b)): return a == b
        case (.range(let a1, let a2), .range(let b1, let b2)): return a1 == b1 && a2 == b2
        case (.time(let a), .time(let b)): return a == b
        case (.type(let a), .type(let b)): return a == b
        // A transform's text shows -0.0 where a rotation by 0 has it; its numbers decide equality, as in Swift.
        case (.record(let a), .record(let b)) where a.type == "CGAffineTransform" && b.type == "CGAffineTransform":
            return ["a", "b", "c", "d", "tx", "ty"].allSatisfy { a.fields[$0]?.number == b.fields[$0]?.number }
        case (.record(let a), .record(let b)): return a.type == b.type && a.text == b.text
        // An untyped `.case` (a switch pattern, a comparison) equals the enum value of that case.
        case (.enumCase(let name), .record(let record)), (.record(let record), .enumCase(let name)):
            return record.fields["case"].map { $0.equals(.string(name)) ?? false } ?? false
        case (.array(let a), .array(let b)):
            return Self.elementsEqual(a, b)
        case (.tuple(let a), .tuple(let b)):
            return Self.elementsEqual(a.elements, b.elements)
        case (.structValue(let a), .structValue(let b)):
            guard a.type === b.type else { return false }
            return Self.elementsEqual(a.fields.map { $0 ?? .void }, b.fields.map { $0 ?? .void })
        case (.associated(let a), .associated(let b)):
            guard a.type == b.type, a.name == b.name else { return false }
            return Self.elementsEqual(a.payload.elements, b.payload.elements)
        // `.failed` without its payload (a `case .failed:` pattern) names the case whatever its values.
        case (.associated(let value), .enumCase(let name)), (.enumCase(let name), .associated(let value)):
            return value.name == name
        case (.associated, .record), (.record, .associated):
            return false
        default: return nil
        }
    }
}

extension Value {
    /// Element-wise `==`; nil when some pair cannot be compared.
    static func elementsEqual(_ a: [Value], _ b: [Value]) -> Bool? {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            guard let same = x.equals(y) else { return nil }
            if !same { return false }
        }
        return true
    }
}
