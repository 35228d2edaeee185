import LifecycleEngine

/// `NSAttributedString.Key` and the attribute dictionaries keyed by it: `NSAttributedString(string:attributes:)`,
/// a navigation bar's `titleTextAttributes`. A key is a value wrapping its raw string (`NSFont`), as in
/// Foundation; the dictionaries are inert values that print and read back. They change no layout by
/// themselves: the label or bar they are given to invalidates its size as any new text does.
enum AttributedStringKeys {
    /// Swift name → Foundation's raw value.
    static let rawValues: [String: String] = [
        "font": "NSFont", "foregroundColor": "NSColor", "backgroundColor": "NSBackgroundColor", "kern": "NSKern",
        "paragraphStyle": "NSParagraphStyle", "underlineStyle": "NSUnderline",
    ]

    static let classes: [SurfaceClass] = [valueType("NSAttributedString.Key")]

    static let members: [SurfaceMember] = rawValues.keys.sorted().map { name in
        computed("NSAttributedString.Key.Type", name, "NSAttributedString.Key", .none, get: { _ in key(name) })
    } + [
        computed("NSAttributedString.Key", "rawValue", "String", .none, get: { call in
            guard case .record(let record) = call.receiver, let raw = record.fields["rawValue"] else {
                throw call.fail("expected an NSAttributedString.Key")
            }
            return raw
        }),
        method("NSAttributedString.Type", "init", [param("string", .string), param("attributes", .any)], .none) { call in
            let text = try call.string(0)
            let attributes = call.argument(1)
            guard attributes.isNull || isAttributeDictionary(attributes) else {
                throw call.fail("`attributes:` expects a dictionary keyed by NSAttributedString.Key, such as `[.font: font]`")
            }
            return SurfaceValues.record("NSAttributedString", text, ["string": .string(text), "attributes": attributes])
        },
        stored("UINavigationBar", "titleTextAttributes", "Dictionary?", .none),
        stored("UINavigationBar", "largeTitleTextAttributes", "Dictionary?", .none),
    ]

    static func key(_ name: String) -> Value {
        SurfaceValues.record("NSAttributedString.Key", "NSAttributedString.Key.\(name)",
                             ["rawValue": .string(rawValues[name] ?? name), "name": .string(name)])
    }

    /// The key a dictionary literal's key expression names: `NSAttributedString.Key.font`, or `.font`
    /// written where Swift types it from the parameter (`attributes:`, `titleTextAttributes`).
    static func attributeKey(_ value: Value) -> (raw: String, name: String)? {
        switch value {
        case .record(let record) where record.type == "NSAttributedString.Key":
            guard case .string(let raw)? = record.fields["rawValue"], case .string(let name)? = record.fields["name"] else {
                return nil
            }
            return (raw, name)
        case .enumCase(let name):
            guard let raw = rawValues[name] else { return nil }
            return (raw, name)
        default:
            return nil
        }
    }

    private static func isAttributeDictionary(_ value: Value) -> Bool {
        // Keys are stored by raw value, as Foundation's `NSAttributedString.Key` is a `String` wrapper.
        guard case .record(let record) = value, record.type == "Dictionary" else { return false }
        let known = Set(rawValues.values)
        return record.fields.keys.allSatisfy(known.contains)
    }
}
