import LifecycleEngine

/// The vocabulary of the declared UIKit surface (`UIKitSurface`): classes, and members with the
/// effect each has on the lifecycle.

/// The engine object an instance of a UIKit class is. Several UIKit classes share one engine kind:
/// a `UILabel` is an engine `View` whose UIKit class is `UILabel`.
enum EngineKind: String {
    case object, view, scrollView, window, viewController, navigationController, tabBarController
    case tableView, tableViewController, pageViewController, splitViewController, collectionView, collectionViewLayout
    /// `UIPresentationController`: a subclass's instance is made by `init(presentedViewController:presenting:)`.
    case presentationController
}

/// A modelled UIKit (or Foundation, Core Animation) class.
struct SurfaceClass {
    let name: String
    let superclass: String?
    /// What an instance is in the engine; nil for value types (`UIColor`), which are records.
    let kind: EngineKind?
    /// Whether the surface gives it `init()` and, for views, `init(frame:)` (classes the engine's
    /// area files construct themselves say false).
    let hasGeneratedInitializers: Bool
}

/// What setting a property or calling a method does to the lifecycle, as in UIKit.
enum SurfaceEffect: String, CaseIterable {
    /// A stored value that reads back; nothing else happens.
    case none
    /// The view is laid out in the next layout pass (`setNeedsLayout()`).
    case layout
    /// The view is redrawn in the next display pass (`setNeedsDisplay()`), if it draws.
    case display
    /// `invalidateIntrinsicContentSize()`: redraw; with constraints, a constraint update and the
    /// superview laid out again.
    case intrinsicSize
    /// A constraint changed: constraint-based layout in the window, the constrained views' superviews
    /// laid out after the constraint pass.
    case constraints
    /// The view tree changes (`addSubview(_:)` and what it sends).
    case hierarchy
    /// Behaviour of the engine's own (controllers, containers, the run loop, geometry).
    case engine

    var summary: String {
        switch self {
        case .none: return "stored; reads back, nothing else"
        case .layout: return "needs layout"
        case .display: return "needs display"
        case .intrinsicSize: return "intrinsic size changed (superview re-laid out under Auto Layout)"
        case .constraints: return "constraints changed (constraint pass, then layout)"
        case .hierarchy: return "hierarchy change"
        case .engine: return "engine behaviour"
        }
    }
}

/// One member of the declared surface, with its builtin implementation.
struct SurfaceMember {
    enum Implementation {
        case property(BuiltinProperty)
        case function(BuiltinFunction)
    }

    let effect: SurfaceEffect
    let implementation: Implementation

    var owner: String {
        switch implementation {
        case .property(let property): return property.owner
        case .function(let function): return function.owner
        }
    }

    /// How the documentation spells it: `text: String?`, `setTitle(_:for:)`.
    var spelling: String {
        switch implementation {
        case .property(let property):
            return property.name + (property.type.map { ": " + $0 } ?? "") + (property.set == nil ? " { get }" : "")
        case .function(let function):
            return function.name == "init" ? function.selector : function.selector
        }
    }
}

// MARK: - Declaring the surface

/// A UIKit class the engine models through its superclass's kind; `init()` (and `init(frame:)` for
/// views) come with it.
func uikitClass(_ name: String, _ superclass: String, kind: EngineKind? = nil,
                initializable: Bool = true) -> SurfaceClass {
    SurfaceClass(name: name, superclass: superclass, kind: kind, hasGeneratedInitializers: initializable)
}

/// A class whose initializers are written out (in an area file or in the surface).
func engineClass(_ name: String, _ superclass: String?, kind: EngineKind) -> SurfaceClass {
    SurfaceClass(name: name, superclass: superclass, kind: kind, hasGeneratedInitializers: false)
}

/// A value type (`UIColor`, `UIFont`): instances are records; its members are declared separately.
func valueType(_ name: String) -> SurfaceClass {
    SurfaceClass(name: name, superclass: nil, kind: nil, hasGeneratedInitializers: false)
}

/// A stored property with an effect: `stored("UILabel", "text", "String?", .intrinsicSize)`. The value
/// is kept per object and reads back; setting it applies `effect` to the object.
func stored(_ owner: String, _ name: String, _ type: String, _ effect: SurfaceEffect,
            default defaultValue: Value? = nil) -> SurfaceMember {
    let initial = defaultValue ?? SurfaceValues.defaultValue(ofType: type)
    let property = BuiltinProperty(owner: owner, name: name, get: { call in
        let object = try call.receiverObject(EngineObject.self)
        return call.interpreter.inertProperties[object.id]?[name] ?? initial
    }, set: { call in
        let object = try call.receiverObject(EngineObject.self)
        let value = try SurfaceValues.coerce(call.argument(0), to: type, call)
        call.interpreter.inertProperties[object.id, default: [:]][name] = value
        try SurfaceEffects.apply(effect, to: object, call)
    }, type: type)
    return SurfaceMember(effect: effect, implementation: .property(property))
}

/// A read-only or computed property with its own implementation.
func computed(_ owner: String, _ name: String, _ type: String, _ effect: SurfaceEffect = .engine,
              get: @escaping (BuiltinCall) throws -> Value,
              set: ((inout BuiltinCall) throws -> Void)? = nil) -> SurfaceMember {
    SurfaceMember(effect: effect, implementation: .property(
        BuiltinProperty(owner: owner, name: name, get: get, set: set, type: type)))
}

/// A method or initializer (`name == "init"` on `Type.Type`) with its implementation.
func method(_ owner: String, _ name: String, _ parameters: [ParameterSpec] = [], _ effect: SurfaceEffect,
            _ body: @escaping (inout BuiltinCall) throws -> Value) -> SurfaceMember {
    SurfaceMember(effect: effect, implementation: .function(function(owner, name, parameters, body)))
}
