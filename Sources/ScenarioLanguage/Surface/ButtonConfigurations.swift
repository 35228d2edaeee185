import LifecycleEngine

/// `UIButton.Configuration` (iOS 15): a value describing a button's look. It is copied on assignment, as
/// Swift structs are; its fields read back. Giving a button a configuration changes what it draws and so
/// its natural size: the button's intrinsic content size is invalidated, as `setTitle(_:for:)` does.
enum ButtonConfigurations {
    static let type = "UIButton.Configuration"
    static let styles = ["filled", "plain", "tinted", "gray"]

    /// Field, its declared type and its value in a new configuration.
    private static var fields: [(name: String, type: String, initial: Value)] { [
        ("title", "String?", .null), ("subtitle", "String?", .null), ("image", "UIImage?", .null),
        ("baseBackgroundColor", "UIColor?", .null), ("baseForegroundColor", "UIColor?", .null),
        ("cornerStyle", "UIButton.Configuration.CornerStyle", .enumCase("dynamic")), ("imagePadding", "CGFloat", .double(0)),
    ] }

    static let classes: [SurfaceClass] = [valueType(type)]

    static let enums: [String: [String]] = [
        "UIButton.Configuration.CornerStyle": ["fixed", "dynamic", "small", "medium", "large", "capsule"],
    ]

    static let members: [SurfaceMember] = styles.map { style in
        method(type + ".Type", style, [], .none) { _ in make(style: style, fields: [:]) }
    } + fields.map { field in
        computed(type, field.name, field.type, .none, get: { call in
            guard case .record(let record) = call.receiver, record.type == type else { throw call.fail("expected a \(type)") }
            return record.fields[field.name] ?? field.initial
        }, set: { call in
            guard case .record(let record) = call.receiver, record.type == type,
                  case .string(let style)? = record.fields["style"] else { throw call.fail("expected a \(type)") }
            var values = record.fields
            values[field.name] = try SurfaceValues.coerce(call.argument(0), to: field.type, call)
            call.receiver = make(style: style, fields: values)
        })
    } + [
        stored("UIButton", "configuration", "UIButton.Configuration?", .intrinsicSize),
        method("UIButton.Type", "init", [param("configuration", type: type)], .none) { call in
            let button = try SurfaceObjects.makeView("UIButton", frame: .zero, call)
            let configuration = try SurfaceValues.coerce(call.argument(0), to: type, call)
            try SurfaceObjects.store(configuration, as: "configuration", on: button, call)
            return button
        },
    ]

    private static func shown(_ value: Value) -> String {
        switch value {
        case .string(let text): return "\"" + text + "\""
        case .enumCase(let name): return "." + name
        default: return value.printed
        }
    }

    /// A configuration prints as the factory that made it, then the fields set since.
    private static func make(style: String, fields values: [String: Value]) -> Value {
        var stored = values
        stored["style"] = .string(style)
        let changed = fields.compactMap { field -> String? in
            guard let value = values[field.name], value.printed != field.initial.printed else { return nil }
            return "\(field.name): \(shown(value))"
        }
        let text = "UIButton.Configuration.\(style)()" + (changed.isEmpty ? "" : " {" + changed.joined(separator: ", ") + "}")
        return SurfaceValues.record(type, text, stored)
    }
}
