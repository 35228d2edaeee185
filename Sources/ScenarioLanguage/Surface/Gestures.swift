import LifecycleEngine

/// Continuous and discrete gesture recognizers beyond the tap: pan, pinch, rotation, swipe, long press.
///
/// Their values (`translation(in:)`, `scale`, `rotation`, `velocity`) are kept on the recognizer, read back
/// and may be reset by the app, as UIKit's are. A gesture arrives through `simulator.pan`, `.pinch`,
/// `.rotate(_:by:)`, `.swipe` or `.longPress` as one touch event: a continuous recognizer sends its action
/// as it begins, changes (the whole movement at once) and ends, a swipe sends it once when recognized; how
/// UIKit spreads the touches over turns is not modelled (inferred: one turn). Only enabled recognizers on
/// a view that receives touches recognize. `transform` and `CGAffineTransform` are the values a handler
/// usually applies: a transform is kept and reads back; it changes neither `bounds` nor `center`, so nothing
/// is laid out, and `frame` is, as UIKit documents, not meaningful while it is not the identity.
enum Gestures {
    static let continuous = ["UIPanGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
                             "UILongPressGestureRecognizer"]

    static let classes: [SurfaceClass] = (continuous + ["UISwipeGestureRecognizer"]).map {
        uikitClass($0, "UIGestureRecognizer", initializable: false)
    } + [valueType("CGAffineTransform")]

    static let enums: [String: [String]] = [
        "UIGestureRecognizer.State": ["possible", "began", "changed", "ended", "cancelled", "failed", "recognized"],
        "UISwipeGestureRecognizer.Direction": ["right", "left", "up", "down"],
    ]

    static let members: [SurfaceMember] = (continuous + ["UISwipeGestureRecognizer"]).map { name in
        method(name + ".Type", "init", [param("target", .any), param("action", .any)], .none) { call in
            let recognizer = try SurfaceObjects.makeObject(name, call)
            try TargetAction.register(target: call.argument(0), action: call.argument(1), events: [], on: recognizer, call)
            return recognizer
        }
    } + [
        method("UIGestureRecognizer", "addTarget", [param(nil, .any), param("action", .any)], .none) { call in
            try TargetAction.register(target: call.argument(0), action: call.argument(1), events: [],
                                      on: call.receiver, call)
            return .void
        },
        computed("UIGestureRecognizer", "state", "UIGestureRecognizer.State", .none, get: { call in
            try SurfaceObjects.storedValue("state", of: call) ?? .enumCase("possible")
        }),
        stored("UIGestureRecognizer", "cancelsTouchesInView", "Bool", .none, default: .bool(true)),
        method("UIPanGestureRecognizer", "translation", [param("in", .any)], .none) { call in
            try SurfaceObjects.storedValue("translation", of: call) ?? .point(.zero)
        },
        method("UIPanGestureRecognizer", "setTranslation", [param(nil, .point), param("in", .any)], .none) { call in
            try SurfaceObjects.store(.point(try call.point(0)), as: "translation", on: call.receiver, call)
            return .void
        },
        method("UIPanGestureRecognizer", "velocity", [param("in", .any)], .none) { call in
            try SurfaceObjects.storedValue("velocity", of: call) ?? .point(.zero)
        },
        stored("UIPanGestureRecognizer", "minimumNumberOfTouches", "Int", .none, default: .int(1)),
        stored("UIPanGestureRecognizer", "maximumNumberOfTouches", "Int", .none, default: .int(Int.max)),
        stored("UIPinchGestureRecognizer", "scale", "CGFloat", .none, default: .double(1)),
        computed("UIPinchGestureRecognizer", "velocity", "CGFloat", .none, get: { call in
            try SurfaceObjects.storedValue("velocity", of: call) ?? .double(0)
        }),
        stored("UIRotationGestureRecognizer", "rotation", "CGFloat", .none),
        computed("UIRotationGestureRecognizer", "velocity", "CGFloat", .none, get: { call in
            try SurfaceObjects.storedValue("velocity", of: call) ?? .double(0)
        }),
        stored("UISwipeGestureRecognizer", "direction", "UISwipeGestureRecognizer.Direction", .none,
               default: .enumCase("right")),
        stored("UILongPressGestureRecognizer", "minimumPressDuration", "TimeInterval", .none, default: .double(0.5)),
        // A transform moves what is drawn, not the view's bounds or center: nothing is laid out.
        stored("UIView", "transform", "CGAffineTransform", .none, default: AffineTransforms.identity),
    ]

    static func recognizesOnlyGestures(_ recognizer: EngineObject) -> Bool {
        (continuous + ["UISwipeGestureRecognizer"]).contains(recognizer.uikitClass)
    }

    /// A gesture on `view`: each matching recognizer's actions for each state it goes through, with its values
    /// set before each (`update` gives them for a state).
    static func perform(on view: View, recognizerClass: String, states: [String], _ call: BuiltinCall,
                        matching: (EngineObject) -> Bool = { _ in true },
                        update: (EngineObject, String) -> Void) throws {
        guard Taps.receivesTouches(view, call.interpreter) else { return }
        let recognizers = Taps.enabledRecognizers(of: view, call.interpreter)
            .filter { $0.uikitClass == recognizerClass && matching($0) }
        for state in states {
            for recognizer in recognizers where !recognizer.isDeinitialized {
                update(recognizer, state)
                call.interpreter.inertProperties[recognizer.id, default: [:]]["state"] = .enumCase(state)
                try TargetAction.send(.array([]), from: .object(recognizer), call)
            }
        }
        for recognizer in recognizers {
            call.interpreter.inertProperties[recognizer.id, default: [:]]["state"] = .enumCase("possible")
        }
    }

    /// A continuous gesture (pan, pinch, rotation): began, changed, ended. On `changed` the recognizer's
    /// `value` becomes `changed(its old value)`: like UIKit's, it describes the whole movement so far.
    static func performContinuous(on view: View, recognizerClass: String, value key: String, _ call: BuiltinCall,
                                  changed: (Value?) -> Value) throws {
        try perform(on: view, recognizerClass: recognizerClass, states: ["began", "changed", "ended"], call) { recognizer, state in
            guard state == "changed" else { return }
            let old = call.interpreter.inertProperties[recognizer.id]?[key]
            call.interpreter.inertProperties[recognizer.id, default: [:]][key] = changed(old)
        }
    }
}
