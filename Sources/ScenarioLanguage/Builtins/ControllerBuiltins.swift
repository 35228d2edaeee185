import LifecycleEngine

/// `UIViewController` members other than the engine's methods.
enum ControllerBuiltins {
    static let functions: [BuiltinFunction] = [
        function("UIViewController.Type", "init", []) { call in
            call.create { ViewController(in: $0, behavior: $1) }
        },
        function("UIViewController.Type", "init", [param("nibName", .any), param("bundle", .any)]) { call in
            let nibName = try nibName(call)
            return call.create { engine, behavior in
                let controller = ViewController(in: engine, behavior: behavior)
                controller.nibName = nibName
                return controller
            }
        },
        function("NSObject.Type", "init", []) { call in
            call.create { $0.makeObject(behavior: $1) }
        },
    ]

    static let properties: [BuiltinProperty] = [
        property("UIViewController", "view", type: "UIView!", get: { call in
            (try call.receiverObject(ViewController.self).view()).map(Value.object) ?? .null
        }, set: { call in
            let controller = try call.receiverObject(ViewController.self)
            let view = try call.optionalObject(0, View.self)
            controller.setView(view)
            // A controller's root view is known as `<controller>.view`, also when `loadView` makes it.
            if let view { call.interpreter.bindName(.object(view), as: controller.name + ".view") }
        }),
        property("UIViewController", "hidesBottomBarWhenPushed", type: "Bool", get: { call in
            .bool(try call.receiverObject(ViewController.self).hidesBottomBarWhenPushed)
        }, set: { call in
            try call.receiverObject(ViewController.self).hidesBottomBarWhenPushed = try call.bool(0)
        }),
        getter("UIViewController", "isViewLoaded", type: "Bool") { .bool(try $0.receiverObject(ViewController.self).isViewLoaded) },
        getter("UIViewController", "viewIfLoaded", type: "UIView?") { object(try $0.receiverObject(ViewController.self).viewIfLoaded) },
        getter("UIViewController", "parent", type: "UIViewController?") { object(try $0.receiverObject(ViewController.self).parent) },
        getter("UIViewController", "children", type: "[UIViewController]") {
            .array(try $0.receiverObject(ViewController.self).children.map(Value.object))
        },
        getter("UIViewController", "presentedViewController", type: "UIViewController?") {
            object(try $0.receiverObject(ViewController.self).presentedViewController)
        },
        getter("UIViewController", "presentingViewController", type: "UIViewController?") {
            object(try $0.receiverObject(ViewController.self).presentingViewController)
        },
        getter("UIViewController", "navigationController", type: "UINavigationController?") {
            object(try $0.receiverObject(ViewController.self).navigationController)
        },
        getter("UIViewController", "tabBarController", type: "UITabBarController?") {
            object(try $0.receiverObject(ViewController.self).tabBarController)
        },
        getter("UIViewController", "isMovingToParent", type: "Bool") { .bool(try $0.receiverObject(ViewController.self).isMovingToParent) },
        getter("UIViewController", "isMovingFromParent", type: "Bool") {
            .bool(try $0.receiverObject(ViewController.self).isMovingFromParent)
        },
        getter("UIViewController", "isBeingPresented", type: "Bool") { .bool(try $0.receiverObject(ViewController.self).isBeingPresented) },
        getter("UIViewController", "isBeingDismissed", type: "Bool") { .bool(try $0.receiverObject(ViewController.self).isBeingDismissed) },
        property("UIViewController", "modalPresentationStyle", type: "UIModalPresentationStyle", get: {
            .enumCase(try $0.receiverObject(ViewController.self).modalPresentationStyle.rawValue)
        }, set: { call in
            let name = try call.enumCase(0)
            guard let style = ModalPresentationStyle(rawValue: name) else {
                throw call.fail("`.\(name)` is not a UIModalPresentationStyle")
            }
            try call.receiverObject(ViewController.self).modalPresentationStyle = style
        }),
        property("UIViewController", "definesPresentationContext", type: "Bool", get: {
            .bool(try $0.receiverObject(ViewController.self).definesPresentationContext)
        }, set: { call in
            try call.receiverObject(ViewController.self).definesPresentationContext = try call.bool(0)
        }),
        getter("UIViewController", "presentationController", type: "UIPresentationController?") {
            .object(try $0.receiverObject(ViewController.self).presentationController)
        },
        getter("UIViewController", "popoverPresentationController", type: "UIPopoverPresentationController?") {
            object(try $0.receiverObject(ViewController.self).popoverPresentationController)
        },
        property("UIPresentationController", "delegate", type: "UIAdaptivePresentationControllerDelegate?", get: {
            object(try $0.receiverObject(PresentationController.self).delegate)
        }, set: { call in
            try call.receiverObject(PresentationController.self).delegate = try call.optionalObject(0, EngineObject.self)
        }),
        getter("UIPresentationController", "presentedViewController", type: "UIViewController") {
            .object(try $0.receiverObject(PresentationController.self).presented)
        },
        getter("UIViewController", "nibName", type: "String?") {
            (try $0.receiverObject(ViewController.self).nibName).map(Value.string) ?? .null
        },
    ]

    static func object(_ object: EngineObject?) -> Value { object.map(Value.object) ?? .null }

    /// A scenario has no bundle: `nibName` may name a nib (loading it fails as UIKit's would), `bundle` is nil.
    static func nibName(_ call: BuiltinCall) throws -> String? {
        guard call.argument(1).isNull else { throw call.fail("a scenario has no bundle: pass `bundle: nil`") }
        switch call.argument(0) {
        case .null: return nil
        case .string(let name): return name
        case let other: throw call.fail("expected a nib name or nil, found a value of type \(other.typeName)")
        }
    }
}
