import LifecycleEngine

/// `traitCollection` of views and controllers: the traits of the phone the engine models (a 390 × 844
/// point, 3× screen in light mode). Its size classes follow the engine's rotation: a phone is compact
/// in width either way, and regular in height only in portrait.
enum TraitCollections {
    static let type = "UITraitCollection"

    static let classes: [SurfaceClass] = [valueType(type)]

    static let enums: [String: [String]] = [
        "UIUserInterfaceSizeClass": ["unspecified", "compact", "regular"],
        "UIUserInterfaceStyle": ["unspecified", "light", "dark"],
        "UIUserInterfaceIdiom": ["unspecified", "phone", "pad", "tv", "carPlay", "mac", "vision"],
    ]

    private static let fields: [(name: String, type: String)] = [
        ("horizontalSizeClass", "UIUserInterfaceSizeClass"), ("verticalSizeClass", "UIUserInterfaceSizeClass"),
        ("userInterfaceStyle", "UIUserInterfaceStyle"), ("userInterfaceIdiom", "UIUserInterfaceIdiom"),
        ("displayScale", "CGFloat"),
    ]

    static let members: [SurfaceMember] = ["UIViewController", "UIView"].map { owner in
        computed(owner, "traitCollection", type, .none, get: { call in current(call.engine) })
    } + fields.map { field in
        computed(type, field.name, field.type, .none, get: { call in
            guard case .record(let record) = call.receiver, let value = record.fields[field.name] else {
                throw call.fail("expected a \(type)")
            }
            return value
        })
    }

    /// The traits now: they follow the engine's rotation once it announces the new traits.
    static func current(_ engine: Engine) -> Value { traits(landscape: engine.isLandscape) }

    /// The traits the engine passes to `willTransition(to:with:)` and `traitCollectionDidChange(_:)`, which
    /// it names by their vertical size class (`UITraitCollection(verticalSizeClass: .compact)`), as the
    /// whole value scenario code reads; nil for any other text.
    static func fromEngine(_ text: String) -> Value? {
        switch text {
        case "UITraitCollection(verticalSizeClass: .compact)": return traits(landscape: true)
        case "UITraitCollection(verticalSizeClass: .regular)": return traits(landscape: false)
        default: return nil
        }
    }

    private static func traits(landscape: Bool) -> Value {
        let vertical = landscape ? "compact" : "regular"
        let values: [String: Value] = [
            "horizontalSizeClass": .enumCase("compact"), "verticalSizeClass": .enumCase(vertical),
            "userInterfaceStyle": .enumCase("light"), "userInterfaceIdiom": .enumCase("phone"),
            "displayScale": .double(3),
        ]
        let text = "UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .\(vertical), "
            + "userInterfaceStyle: .light, userInterfaceIdiom: .phone, displayScale: 3.0)"
        return SurfaceValues.record(type, text, values)
    }
}
