import LifecycleEngine

/// Values of the surface's value types (`UIColor`, `UIFont`, `UIImage`, `CGColor`, layout anchors,
/// edge insets, attributed strings) as records, and the defaults and conversions of stored properties.
/// Records hold no strong references: an anchor does not keep its view alive.
enum SurfaceValues {
    static func record(_ type: String, _ text: String, _ fields: [String: Value] = [:]) -> Value {
        .record(Record(type: type, fields: fields, text: text))
    }

    /// `IndexPath(row:section:)`: prints as Swift prints one, `[section, row]`.
    static func indexPath(section: Int, row: Int) -> Value {
        record("IndexPath", "[\(section), \(row)]", ["section": .int(section), "row": .int(row), "item": .int(row)])
    }

    static func color(named name: String) -> Value { record("UIColor", "UIColor." + name, ["name": .string(name)]) }

    static func font(size: Double, weight: String = "regular", name: String = "system") -> Value {
        record("UIFont", "UIFont(\(name), \(weight), \(number(size)))",
               ["pointSize": .double(size), "fontName": .string(name), "weight": .string(weight)])
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(describing: value)
    }

    /// The value a stored property has before it is set, by its Swift type.
    static func defaultValue(ofType type: String) -> Value {
        if type.hasSuffix("?") || type.hasSuffix("!") { return .null }
        switch type {
        case "Bool": return .bool(false)
        case "Int": return .int(0)
        case "CGFloat", "Double", "Float", "TimeInterval": return .double(0)
        case "String": return .string("")
        case "CGSize": return .size(.zero)
        case "CGPoint": return .point(.zero)
        case "CGRect": return .rect(.zero)
        case "UIEdgeInsets": return edgeInsets(0, 0, 0, 0)
        default: return type.hasPrefix("[") ? .array([]) : .null
        }
    }

    static func edgeInsets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> Value {
        record("UIEdgeInsets", "UIEdgeInsets(top: \(number(top)), left: \(number(left)), bottom: \(number(bottom)), right: \(number(right)))",
               ["top": .double(top), "left": .double(left), "bottom": .double(bottom), "right": .double(right)])
    }

    /// A value assigned to a stored property of type `type`: integer literals become floating point for
    /// `CGFloat`, `.red` becomes a `UIColor`; a value of another kind is rejected at its location.
    static func coerce(_ value: Value, to type: String, _ call: BuiltinCall) throws -> Value {
        let base = type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
        if value.isNull {
            guard type != base else { throw call.fail("`nil` cannot be assigned to a value of non-optional type \(type)") }
            return value
        }
        switch (base, value) {
        case ("UILayoutPriority", .enumCase(let name)):
            let priorities = ["required": 1000.0, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50]
            guard let priority = priorities[name] else { throw call.fail("`.\(name)` is not a UILayoutPriority") }
            return .double(priority)
        case ("UILayoutPriority", .int(let number)):
            return .double(Double(number))
        case ("CGFloat", .int(let number)), ("Double", .int(let number)), ("Float", .int(let number)):
            return .double(Double(number))
        case ("CGFloat", .double), ("Double", .double), ("Float", .double), ("Int", .int), ("Bool", .bool),
             ("String", .string), ("CGSize", .size), ("CGPoint", .point), ("CGRect", .rect):
            return value
        case ("UIColor", .enumCase(let name)) where ApplicationBuiltins.colorNames.contains(name):
            return color(named: name)
        case (_, .record(let record)) where record.type == base || (base == "UIImage" && record.type == "UIImage"):
            return value
        case (_, .object(let object)):
            guard BuiltinRegistry.typeChain(of: object).contains(base) || !UIKitSurface.isDeclared(base) else {
                throw call.fail("cannot assign a value of type \(object.className) to a property of type \(type)")
            }
            return value
        case (_, .enumCase(let name)):
            // Cases of UIKit enums (`.center`, `.vertical`) are stored by name, if the enum has them.
            if let cases = UIKitSurface.enums[base], !cases.contains(name) {
                throw call.fail("`.\(name)` is not a case of \(base)" + Suggestions.hint(for: name, among: cases))
            }
            return value
        case (_, .array) where base.hasPrefix("["):
            return value
        case (_, .string) where base == "NSAttributedString" || base == "Selector":
            return value
        default:
            if ["CGFloat", "Double", "Float", "Int", "Bool", "String", "CGSize", "CGPoint", "CGRect", "UIColor", "UIFont",
                "UIImage", "CGColor", "UIEdgeInsets"].contains(base) {
                throw call.fail("cannot assign a value of type \(value.typeName) to a property of type \(type)")
            }
            return value
        }
    }
}
