import LifecycleEngine

/// `UISplitViewController` on the modelled phone (always collapsed): both forms' initializers and
/// columns, its delegate, `preferredDisplayMode`, and `splitViewController` on every controller.
enum SplitViewBuiltins {
    static let displayModes = ["automatic", "secondaryOnly", "oneBesideSecondary", "oneOverSecondary",
                               "twoBesideSecondary", "twoOverSecondary", "twoDisplaceSecondary",
                               "primaryHidden", "allVisible", "primaryOverlay"]

    static let functions: [BuiltinFunction] = [
        function("UISplitViewController.Type", "init", []) { call in
            call.create { SplitViewController(in: $0, behavior: $1) }
        },
        function("UISplitViewController.Type", "init", [param("style", .enumeration)]) { call in
            let style = try call.enumeration(0, SplitViewController.Style.self)
            return call.create { SplitViewController(in: $0, behavior: $1, style: style) }
        },
        function("UISplitViewController.Type", "init", [param("nibName", .any), param("bundle", .any)]) { call in
            _ = try ControllerBuiltins.nibName(call)
            return call.create { SplitViewController(in: $0, behavior: $1) }
        },
        function("UISplitViewController.Type", "init", [param("coder", .any)]) { call in
            call.create { SplitViewController(in: $0, behavior: $1) }
        },
        function("UISplitViewController", "setViewController", [param(nil, .any), param("for", .enumeration)]) { call in
            let column = try call.enumeration(1, SplitViewController.Column.self)
            let split = try call.receiverObject(SplitViewController.self)
            guard split.style != .unspecified else {
                throw call.fail("`setViewController(_:for:)` needs a split view controller made with `init(style:)`; "
                                + "the classic form takes `viewControllers`")
            }
            try split.setViewController(try call.optionalObject(0, ViewController.self), for: column)
            return .void
        },
        function("UISplitViewController", "viewController", [param("for", .enumeration)]) { call in
            let column = try call.enumeration(0, SplitViewController.Column.self)
            return ControllerBuiltins.object(try call.receiverObject(SplitViewController.self).viewController(for: column))
        },
    ]

    static let properties: [BuiltinProperty] = [
        property("UISplitViewController", "viewControllers", type: "[UIViewController]", get: {
            .array(try $0.receiverObject(SplitViewController.self).viewControllers.map(Value.object))
        }, set: { call in
            let split = try call.receiverObject(SplitViewController.self)
            guard split.style == .unspecified else {
                throw call.unsupported("setting `viewControllers` of a split view controller made with a column style is not "
                                + "modelled: use `setViewController(_:for:)`")
            }
            try split.setViewControllers(try call.controllers(0))
        }),
        property("UISplitViewController", "delegate", type: "UISplitViewControllerDelegate?", get: {
            ControllerBuiltins.object(try $0.receiverObject(SplitViewController.self).delegate)
        }, set: { call in
            try call.receiverObject(SplitViewController.self).delegate = try call.optionalObject(0, EngineObject.self)
        }),
        property("UISplitViewController", "preferredDisplayMode", type: "UISplitViewController.DisplayMode", get: {
            .enumCase(try $0.receiverObject(SplitViewController.self).preferredDisplayMode)
        }, set: { call in
            let mode = try call.enumCase(0)
            guard displayModes.contains(mode) else { throw call.fail("`.\(mode)` is not a UISplitViewController.DisplayMode") }
            try call.receiverObject(SplitViewController.self).preferredDisplayMode = mode
        }),
        getter("UISplitViewController", "isCollapsed", type: "Bool") {
            .bool(try $0.receiverObject(SplitViewController.self).isCollapsed)
        },
        getter("UISplitViewController", "style", type: "UISplitViewController.Style") {
            .enumCase(try $0.receiverObject(SplitViewController.self).style.rawValue)
        },
        getter("UIViewController", "splitViewController", type: "UISplitViewController?") {
            ControllerBuiltins.object(try $0.receiverObject(ViewController.self).splitViewController)
        },
    ]
}
