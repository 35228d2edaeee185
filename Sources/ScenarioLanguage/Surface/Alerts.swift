import LifecycleEngine

/// `UIAlertController` and `UIAlertAction`. An alert is a view controller UIKit presents with its own
/// presentation controller, which leaves the presenter's view in the window: presenting one tells the
/// presenter nothing (no `viewWillDisappear`). `simulator.tap(action)` stands for a finger on one of its
/// buttons: UIKit dismisses the alert, and the action's handler runs once the dismissal has finished
/// (inferred: that is when UIKit's documentation lets a handler present something else).
/// `addTextField(configurationHandler:)` makes a `UITextField` the alert keeps and hands it to the handler at
/// once, as UIKit does; `textFields` reads them back (the handler and the user's typing set their `text`).
/// The alert's own view is not modelled, so the fields are in no view hierarchy and hear no view callbacks.
enum Alerts {
    static let classes: [SurfaceClass] = [
        uikitClass("UIAlertController", "UIViewController"),
        uikitClass("UIAlertAction", "NSObject", kind: .object, initializable: false),
    ]

    static let enums: [String: [String]] = [
        "UIAlertController.Style": ["actionSheet", "alert"],
        "UIAlertAction.Style": ["default", "cancel", "destructive"],
    ]

    static let members: [SurfaceMember] = [
        method("UIAlertController.Type", "init", [param("title", .any), param("message", .any),
                                                  param("preferredStyle", .enumeration)], .none) { call in
            let alert = try SurfaceObjects.makeController("UIAlertController", call)
            if case .object(let controller as ViewController) = alert {
                controller.modalPresentationStyle = .custom
                controller.dimsPresenterTint = true
            }
            try SurfaceObjects.store(call.argument(0), as: "title", on: alert, call)
            try SurfaceObjects.store(call.argument(1), as: "message", on: alert, call)
            try SurfaceObjects.store(call.argument(2), as: "preferredStyle", on: alert, call)
            return alert
        },
        stored("UIAlertController", "message", "String?", .none),
        computed("UIAlertController", "preferredStyle", "UIAlertController.Style", .none, get: { call in
            try SurfaceObjects.storedValue("preferredStyle", of: call) ?? .enumCase("alert")
        }),
        method("UIAlertController", "addAction", [param(nil, .object)], .none) { call in
            let action = try call.object(0, EngineObject.self)
            guard action.uikitClass == "UIAlertAction" else { throw call.fail("addAction(_:) takes a UIAlertAction") }
            guard SurfaceObjects.storedValue("alertController", of: action, call.interpreter) == nil else {
                throw call.fail("this action already belongs to an alert controller")
            }
            try SurfaceObjects.append(.object(action), to: "actions", of: call)
            try SurfaceObjects.store(call.receiver, as: "alertController", on: .object(action), call)
            return .void
        },
        computed("UIAlertController", "actions", "[UIAlertAction]", .none, get: { call in
            try SurfaceObjects.storedValue("actions", of: call) ?? .array([])
        }),
        stored("UIAlertController", "preferredAction", "UIAlertAction?", .none),
        method("UIAlertController", "addTextField", [param("configurationHandler", .closure, default: .null)],
               .none) { call in
            if case .enumCase("actionSheet")? = try SurfaceObjects.storedValue("preferredStyle", of: call) {
                throw call.engine.raise("NSInternalInconsistencyException",
                                        "Text fields can only be added to an alert controller of style "
                                        + "UIAlertControllerStyleAlert")
            }
            let field = try SurfaceObjects.makeView("UITextField", frame: .zero, call)
            try SurfaceObjects.append(field, to: "textFields", of: call)
            if let configure = try call.closure(0) {
                _ = try call.interpreter.invoke(configure, [field], at: call.offset)
            }
            return .void
        },
        computed("UIAlertController", "textFields", "[UITextField]?", .none, get: { call in
            try SurfaceObjects.storedValue("textFields", of: call) ?? .null
        }),
        method("UIAlertAction.Type", "init", [param("title", .any), param("style", .enumeration),
                                              param("handler", .closure, default: .null)], .none) { call in
            let action = try SurfaceObjects.makeObject("UIAlertAction", call)
            try SurfaceObjects.store(call.argument(0), as: "title", on: action, call)
            try SurfaceObjects.store(call.argument(1), as: "style", on: action, call)
            try SurfaceObjects.store(call.argument(2), as: "handler", on: action, call)
            return action
        },
        computed("UIAlertAction", "title", "String?", .none, get: { call in
            try SurfaceObjects.storedValue("title", of: call) ?? .null
        }),
        computed("UIAlertAction", "style", "UIAlertAction.Style", .none, get: { call in
            try SurfaceObjects.storedValue("style", of: call) ?? .enumCase("default")
        }),
        stored("UIAlertAction", "isEnabled", "Bool", .none, default: .bool(true)),
    ]

    /// A tap on an action's button: ignored when the action is disabled or its alert is not on screen.
    static func tap(_ action: EngineObject, _ call: BuiltinCall) throws {
        let interpreter = call.interpreter
        guard case .object(let alert as ViewController)? =
                SurfaceObjects.storedValue("alertController", of: action, interpreter) else {
            throw call.fail("this action was never added to an alert controller")
        }
        guard alert.presentingViewController != nil, alert.viewIfLoaded?.window != nil else { return }
        guard SurfaceObjects.storedValue("isEnabled", of: action, interpreter)?.isTrue != false else { return }
        let handler = SurfaceObjects.storedValue("handler", of: action, interpreter)
        let completion = Block { _ in
            guard case .closure(let closure)? = handler else { return }
            try call.engine.inferred { try interpreter.invokeFromEngine(closure, [.object(action)]) }
        }
        try call.engine.send(.dismiss, to: alert, [.bool(true), .block(completion)])
    }
}
