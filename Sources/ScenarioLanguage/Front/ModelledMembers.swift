import Synchronization

/// What a name is as a member of a modelled UIKit or Foundation type, as the checker asks it, remembered
/// for the process: the answer depends only on the registry, which never changes, and scenarios ask the
/// same few hundred pairs again and again (`root.view`, `nav.pushViewController`, `DispatchQueue.main`),
/// each of which cost the registry the type's chain, a lookup per class of it and the property's type
/// trimmed. Remembered for one scenario only, the pairs repeated too rarely to pay for the table.
enum ModelledMembers {
    enum Member {
        /// The type names no modelled type (its chain is empty).
        case unknownType
        /// A property of the chain, with its declared type without optionality, when known.
        case property(type: String?)
        /// A function or engine method of the chain.
        case method
        /// Neither, for a type with this chain (nearest class first): the checker looks further.
        case neither(chain: [String])
    }

    private struct Key: Hashable {
        let type: String
        let name: String
    }

    /// A bound, so that a long-running process (`serve`) fed ever new names keeps tables of bounded size.
    private static let capacity = 20_000
    private static let members = Mutex<[Key: Member]>([:])
    private static let staticMembers = Mutex<[Key: String??]>([:])

    private static func remembered<Value: Sendable>(_ key: Key, in table: borrowing Mutex<[Key: Value]>, _ make: () -> Value) -> Value {
        if let known = table.withLock({ $0[key] }) { return known }
        let value = make()
        table.withLock { entries in
            if entries.count < capacity { entries[key] = value }
        }
        return value
    }

    /// The member `name` of a value of the type named `type`.
    static func member(_ name: String, ofType type: String) -> Member {
        remembered(Key(type: type, name: name), in: members) {
            lookUp(name, inChain: BuiltinRegistry.typeChain(ofTypeName: type))
        }
    }

    private static func lookUp(_ name: String, inChain chain: [String]) -> Member {
        if chain.isEmpty { return .unknownType }
        if let property = BuiltinRegistry.property(chain, name) { return .property(type: BuiltinRegistry.typeName(of: property)) }
        if BuiltinRegistry.functions(in: chain, name: name) != nil || BuiltinRegistry.isEngineMethod(name, declaredIn: chain) {
            return .method
        }
        return .neither(chain: chain)
    }

    /// A static function or property, or an enum case, named `name` of the type named `type`: nil if it
    /// has none, else the type of the result when the checker knows it (an enum case is of its enum).
    static func staticMember(_ name: String, ofType type: String) -> String?? {
        remembered(Key(type: type, name: name), in: staticMembers) {
            let metatype = type + ".Type"
            guard BuiltinRegistry.functions(owner: metatype, name: name) != nil
                    || BuiltinRegistry.enumTypes[type]?.contains(name) == true
                    || BuiltinRegistry.property([metatype], name) != nil else { return nil }
            return .some(BuiltinRegistry.enumTypes[type] != nil ? type : nil)
        }
    }
}
