import LifecycleEngine

/// What the rest of the language derives from the declaration: class chains, engine kinds,
/// builtins (members and generated initializers), enum cases.
extension UIKitSurface {
    private static let classIndex = Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    static func isDeclared(_ name: String) -> Bool { classIndex[name] != nil }

    /// `UIButton` → `UIButton`, `UIControl`, `UIView`, `NSObject`; empty for undeclared names.
    /// Computed once per class: every member access looks its receiver's chain up.
    static func chain(of name: String) -> [String] { chains[name] ?? [] }

    private static let chains = Dictionary(classes.map { ($0.name, computeChain(of: $0.name)) },
                                           uniquingKeysWith: { first, _ in first })

    private static func computeChain(of name: String) -> [String] {
        var result: [String] = []
        var current = classIndex[name]
        while let type = current, !result.contains(type.name) {
            result.append(type.name)
            current = type.superclass.flatMap { classIndex[$0] }
        }
        return result
    }

    /// The engine kind of a class: its own, else its nearest superclass's; nil for value types.
    static func kind(of name: String) -> EngineKind? {
        for type in chain(of: name) {
            if let kind = classIndex[type]?.kind { return kind }
        }
        return nil
    }

    /// Classes a scenario class may inherit from: every declared class that is an object.
    /// Collection view layouts compute their items' frames in the engine, which a subclass's overrides
    /// would have to replace: custom layouts are not modelled.
    static var subclassableNames: [String] {
        classes.filter { kind(of: $0.name) != nil && $0.name != "Timer" && kind(of: $0.name) != .collectionViewLayout }.map(\.name)
    }

    static let functions: [BuiltinFunction] = members.compactMap {
        if case .function(let function) = $0.implementation { return function }
        return nil
    } + generatedInitializers

    static let properties: [BuiltinProperty] = members.compactMap {
        if case .property(let property) = $0.implementation { return property }
        return nil
    }

    /// `init()` for every generated class, and `init(frame:)` for views.
    private static let generatedInitializers: [BuiltinFunction] = classes.filter(\.hasGeneratedInitializers).flatMap { type in
        let name = type.name
        switch kind(of: name) {
        case .view?, .scrollView?, .tableView?:
            return [
                function(name + ".Type", "init", []) { call in try SurfaceObjects.makeView(name, frame: .zero, call) },
                function(name + ".Type", "init", [param("frame", .rect)]) { call in
                    try SurfaceObjects.makeView(name, frame: try call.rect(0), call)
                },
            ]
        case .viewController?, .tableViewController?:
            return [function(name + ".Type", "init", []) { call in try SurfaceObjects.makeController(name, call) }]
        case .object?:
            return [function(name + ".Type", "init", []) { call in try SurfaceObjects.makeObject(name, call) }]
        default:
            return []
        }
    }

    /// The declared effect of a builtin, by its key (`UILabel.text`), for the documentation.
    static let effects: [String: SurfaceEffect] = Dictionary(members.map { member -> (String, SurfaceEffect) in
        switch member.implementation {
        case .property(let property): return (property.key, member.effect)
        case .function(let function): return (function.key, member.effect)
        }
    }, uniquingKeysWith: { first, _ in first })
}
