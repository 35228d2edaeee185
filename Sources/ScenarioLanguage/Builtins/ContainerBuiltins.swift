import LifecycleEngine

/// `UINavigationController` and `UITabBarController` members other than the engine's methods.
enum ContainerBuiltins {
    static let functions: [BuiltinFunction] = [
        function("UINavigationController.Type", "init", []) { call in
            call.create { NavigationController(in: $0, behavior: $1) }
        },
        function("UINavigationController.Type", "init", [param("rootViewController", .object)]) { call in
            let root = try call.object(0, ViewController.self)
            let created = call.create { NavigationController(in: $0, behavior: $1) }
            if case .object(let navigation as NavigationController) = created, navigation.viewControllers.isEmpty {
                try navigation.setRootViewController(root)
            }
            return created
        },
        function("UINavigationController.Type", "init", [param("nibName", .any), param("bundle", .any)]) { call in
            _ = try ControllerBuiltins.nibName(call)
            return call.create { NavigationController(in: $0, behavior: $1) }
        },
        function("UINavigationController", "setNavigationBarHidden", [param(nil, .bool), param("animated", .bool)]) { call in
            // Animated or not, the bar ends where it was asked to; the safe-area change it causes is the same.
            try call.receiverObject(NavigationController.self).isNavigationBarHidden = try call.bool(0)
            return .void
        },
        function("UITabBarController.Type", "init", []) { call in
            call.create { TabBarController(in: $0, behavior: $1) }
        },
        function("UITabBarController", "setViewControllers", [param(nil, .objects), param("animated", .bool)]) { call in
            try call.receiverObject(TabBarController.self).setViewControllers(try call.controllers(0))
            return .void
        },
    ]

    static let properties: [BuiltinProperty] = [
        property("UINavigationController", "viewControllers", type: "[UIViewController]", get: {
            .array(try $0.receiverObject(NavigationController.self).viewControllers.map(Value.object))
        }, set: { call in
            // UIKit's setter calls `setViewControllers(_:animated: false)`, reaching an override.
            let navigation = try call.receiverObject(NavigationController.self)
            try call.engine.send(.setViewControllers, to: navigation, [.objects(try call.controllers(0)), .bool(false)])
        }),
        property("UINavigationController", "isNavigationBarHidden", type: "Bool", get: {
            .bool(try $0.receiverObject(NavigationController.self).isNavigationBarHidden)
        }, set: { call in
            try call.receiverObject(NavigationController.self).isNavigationBarHidden = try call.bool(0)
        }),
        getter("UINavigationController", "topViewController", type: "UIViewController?") {
            ControllerBuiltins.object(try $0.receiverObject(NavigationController.self).topViewController)
        },
        getter("UINavigationController", "visibleViewController", type: "UIViewController?") {
            ControllerBuiltins.object(try $0.receiverObject(NavigationController.self).visibleViewController)
        },
        property("UINavigationController", "delegate", get: {
            ControllerBuiltins.object(try $0.receiverObject(NavigationController.self).delegate)
        }, set: { call in
            try call.receiverObject(NavigationController.self).delegate = try call.optionalObject(0, EngineObject.self)
        }),
        property("UITabBarController", "viewControllers", type: "[UIViewController]?", get: {
            .array(try $0.receiverObject(TabBarController.self).viewControllers.map(Value.object))
        }, set: { call in
            try call.receiverObject(TabBarController.self).setViewControllers(try call.controllers(0))
        }),
        property("UITabBarController", "selectedIndex", type: "Int", get: {
            .int(try $0.receiverObject(TabBarController.self).selectedIndex)
        }, set: { call in
            try call.receiverObject(TabBarController.self).select(index: try call.int(0))
        }),
        property("UITabBarController", "selectedViewController", type: "UIViewController?", get: {
            ControllerBuiltins.object(try $0.receiverObject(TabBarController.self).selectedViewController)
        }, set: { call in
            try call.receiverObject(TabBarController.self).select(try call.object(0, ViewController.self))
        }),
        property("UITabBarController", "delegate", get: {
            ControllerBuiltins.object(try $0.receiverObject(TabBarController.self).delegate)
        }, set: { call in
            try call.receiverObject(TabBarController.self).delegate = try call.optionalObject(0, EngineObject.self)
        }),
    ]
}
