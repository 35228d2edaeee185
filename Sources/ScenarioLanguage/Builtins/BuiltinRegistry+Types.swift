import LifecycleEngine

extension BuiltinRegistry {
    /// UIKit's classes for a type name, nearest first; empty for names the registry does not know.
    static func typeChain(ofTypeName name: String) -> [String] {
        let declared = UIKitSurface.chain(of: name)
        if !declared.isEmpty { return declared }
        switch name {
        case "Double", "CGFloat", "Float", "TimeInterval": return ["Double"]
        case "Int", "Bool", "String", "CGRect", "CGSize", "CGPoint", "Simulator", "UIApplication", "UIScreen",
             "DispatchQueue", "RunLoop", "Bundle", "UIStoryboard", "UINib":
            return [name]
        case "Date", "DispatchTime": return ["DispatchTime"]
        default: return []
        }
    }

    /// The declared type of the property `name` of a type, without optionality (`UIView?` → `UIView`):
    /// the checker follows member chains with it.
    static func typeName(of property: BuiltinProperty) -> String? {
        guard let declared = property.type else { return nil }
        // The optional marks trimmed as bytes (they are ASCII): removing Characters from the end cost more
        // than the rest of the member check.
        let utf8 = declared.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex {
            let last = utf8[utf8.index(before: end)]
            guard last == UInt8(ascii: "?") || last == UInt8(ascii: "!") else { break }
            end = utf8.index(before: end)
        }
        let type = end == utf8.endIndex ? declared : String(declared[..<end])
        if type == "NSLayoutXAxisAnchor" || type == "NSLayoutYAxisAnchor" || type == "NSLayoutDimension" {
            return "NSLayoutAnchor"
        }
        return type.hasPrefix("[") ? "Array" : type
    }

    /// The member names a value of these types has, for "did you mean".
    static func memberNames(ofChain chain: [String]) -> Set<String> {
        var names = Set<String>()
        for owner in chain {
            names.formUnion(allProperties.lazy.filter { $0.owner == owner }.map(\.name))
            names.formUnion(allFunctions.lazy.filter { $0.owner == owner }.map(\.name))
            names.formUnion(Method.allCases.lazy.filter { $0.owner.rawValue == owner }.map(\.baseName))
        }
        return names
    }

    /// Every type name a scenario may write, for "did you mean".
    static var allTypeNames: [String] { UIKitSurface.classes.map(\.name) + Array(enumTypes.keys) }

    /// Every member name of every builtin type and enum: what a value of unknown type may be asked for.
    static let memberNames = Set(allFunctions.map(\.name) + allProperties.map(\.name) + enumTypes.values.flatMap { $0 })
}
