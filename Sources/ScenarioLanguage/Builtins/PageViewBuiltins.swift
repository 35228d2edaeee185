import LifecycleEngine

/// `UIPageViewController`: its initializer, `setViewControllers(_:direction:animated:completion:)`, and
/// the data source and delegate it holds (asked only on user swipes, which no API makes).
enum PageViewBuiltins {
    static let functions: [BuiltinFunction] = [
        function("UIPageViewController.Type", "init", [
            param("transitionStyle", .enumeration), param("navigationOrientation", .enumeration),
            param("options", .any, default: .null),
        ]) { call in
            let style = try call.enumeration(0, PageViewController.TransitionStyle.self)
            let orientation = try call.enumeration(1, PageViewController.NavigationOrientation.self)
            if !call.argument(2).isNull {
                throw call.fail("page view controller options are not supported by the engine; pass nil")
            }
            return call.create {
                PageViewController(in: $0, behavior: $1, transitionStyle: style, navigationOrientation: orientation)
            }
        },
        function("UIPageViewController", "setViewControllers", [
            param(nil, .objects), param("direction", .enumeration), param("animated", .bool),
            param("completion", .closure, default: .null),
        ]) { call in
            guard ["forward", "reverse"].contains(try call.enumCase(1)) else {
                throw call.fail("expected a navigation direction: `.forward` or `.reverse`")
            }
            let completion = try call.closure(3).map { call.interpreter.makeBlock($0) }
            try call.receiverObject(PageViewController.self)
                .setViewControllers(try call.controllers(0), animated: try call.bool(2), completion: completion)
            return .void
        },
    ]

    static let properties: [BuiltinProperty] = [
        getter("UIPageViewController", "viewControllers") {
            .array(try $0.receiverObject(PageViewController.self).viewControllers.map(Value.object))
        },
        getter("UIPageViewController", "transitionStyle") {
            .enumCase(try $0.receiverObject(PageViewController.self).transitionStyle.rawValue)
        },
        getter("UIPageViewController", "navigationOrientation") {
            .enumCase(try $0.receiverObject(PageViewController.self).navigationOrientation.rawValue)
        },
        property("UIPageViewController", "dataSource", get: {
            ControllerBuiltins.object(try $0.receiverObject(PageViewController.self).dataSource)
        }, set: { call in
            try call.receiverObject(PageViewController.self).dataSource = try call.optionalObject(0, EngineObject.self)
        }),
        property("UIPageViewController", "delegate", get: {
            ControllerBuiltins.object(try $0.receiverObject(PageViewController.self).delegate)
        }, set: { call in
            try call.receiverObject(PageViewController.self).delegate = try call.optionalObject(0, EngineObject.self)
        }),
    ]
}
