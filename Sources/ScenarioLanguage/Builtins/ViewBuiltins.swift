import LifecycleEngine

/// `UIView`, `UIScrollView` and `UIWindow` members other than the engine's methods.
enum ViewBuiltins {
    static let functions: [BuiltinFunction] = [
        function("UIView.Type", "init", []) { call in
            call.create { View(in: $0, frame: .zero, behavior: $1) }
        },
        function("UIView.Type", "init", [param("frame", .rect)]) { call in
            let frame = try call.rect(0)
            return call.create { View(in: $0, frame: frame, behavior: $1) }
        },
        function("UIScrollView.Type", "init", []) { call in
            call.create { ScrollView(in: $0, frame: .zero, behavior: $1) }
        },
        function("UIScrollView.Type", "init", [param("frame", .rect)]) { call in
            let frame = try call.rect(0)
            return call.create { ScrollView(in: $0, frame: frame, behavior: $1) }
        },
        function("UIWindow.Type", "init", [param("frame", .rect)]) { call in
            let frame = try call.rect(0)
            return call.create { Window(in: $0, frame: frame, behavior: $1) }
        },
        // Whether the next constraint pass updates the view (`setNeedsUpdateConstraints()`, new views).
        function("UIView", "needsUpdateConstraints") { call in
            .bool(try call.receiverObject(View.self).needsUpdateConstraints)
        },
        function("UIView", "viewWithTag", [param(nil, .int)]) { call in
            (try call.receiverObject(View.self).viewWithTag(try call.int(0))).map(Value.object) ?? .null
        },
        function("UIView", "isDescendant", [param("of", .object)]) { call in
            .bool(try call.receiverObject(View.self).isDescendant(of: try call.object(0, View.self)))
        },
        function("UIScrollView", "setContentOffset", [param(nil, .point), param("animated", .bool)]) { call in
            // Animated or not, the offset ends where it was asked to; the layout it causes is the same.
            try call.receiverObject(ScrollView.self).setContentOffset(try call.point(0))
            try ScrollDelegates.didScroll(call)
            return .void
        },
    ]

    static let properties: [BuiltinProperty] = [
        property("UIView", "frame", type: "CGRect", get: { .rect(try $0.receiverObject(View.self).frame) }, set: { call in
            try call.receiverObject(View.self).setFrame(try call.rect(0))
        }),
        property("UIView", "bounds", type: "CGRect", get: { .rect(try $0.receiverObject(View.self).bounds) }, set: { call in
            try call.receiverObject(View.self).setBounds(try call.rect(0))
        }),
        property("UIView", "center", type: "CGPoint", get: { .point(try $0.receiverObject(View.self).center) }, set: { call in
            let view = try call.receiverObject(View.self), center = try call.point(0), size = view.frame.size
            view.setFrame(Rect(origin: Point(x: center.x - size.width / 2, y: center.y - size.height / 2), size: size))
        }),
        property("UIView", "tag", type: "Int", get: { .int(try $0.receiverObject(View.self).tag) }, set: { call in
            try call.receiverObject(View.self).tag = try call.int(0)
        }),
        property("UIView", "alpha", type: "CGFloat", get: { .double(try $0.receiverObject(View.self).alpha) }, set: { call in
            try call.receiverObject(View.self).alpha = try call.number(0)
        }),
        property("UIView", "isHidden", type: "Bool", get: { .bool(try $0.receiverObject(View.self).isHidden) }, set: { call in
            try call.receiverObject(View.self).isHidden = try call.bool(0)
        }),
        property("UIView", "contentMode", type: "UIView.ContentMode", get: { .enumCase(try $0.receiverObject(View.self).contentMode.rawValue) }, set: { call in
            let name = try call.enumCase(0)
            guard let mode = ContentMode(rawValue: name) else { throw call.fail("`.\(name)` is not a UIView.ContentMode") }
            try call.receiverObject(View.self).contentMode = mode
        }),
        property("UIView", "translatesAutoresizingMaskIntoConstraints", type: "Bool", get: {
            .bool(try $0.receiverObject(View.self).translatesAutoresizingMaskIntoConstraints)
        }, set: { call in
            try call.receiverObject(View.self).translatesAutoresizingMaskIntoConstraints = try call.bool(0)
        }),
        property("UIView", "autoresizingMask", type: "UIView.AutoresizingMask", get: { call in
            let mask = try call.receiverObject(View.self).autoresizingMask
            return .array(AutoresizingMask.named.filter { mask.contains($0.option) }.map { .enumCase($0.name) })
        }, set: { call in
            try call.receiverObject(View.self).autoresizingMask = try autoresizingMask(call.argument(0), call)
        }),
        property("UIView", "autoresizesSubviews", type: "Bool", get: {
            .bool(try $0.receiverObject(View.self).autoresizesSubviews)
        }, set: { call in
            try call.receiverObject(View.self).autoresizesSubviews = try call.bool(0)
        }),
        getter("UIView", "superview", type: "UIView?") { (try $0.receiverObject(View.self).superview).map(Value.object) ?? .null },
        getter("UIView", "subviews", type: "[UIView]") { .array(try $0.receiverObject(View.self).subviews.map(Value.object)) },
        getter("UIView", "window", type: "UIWindow?") { (try $0.receiverObject(View.self).window).map(Value.object) ?? .null },
        property("UIScrollView", "contentOffset", type: "CGPoint", get: { .point(try $0.receiverObject(ScrollView.self).contentOffset) },
                 set: { call in
                     try call.receiverObject(ScrollView.self).setContentOffset(try call.point(0))
                     try ScrollDelegates.didScroll(call)
                 }),
        property("UIScrollView", "contentSize", type: "CGSize", get: { .size(try $0.receiverObject(ScrollView.self).contentSize) },
                 set: { call in try call.receiverObject(ScrollView.self).contentSize = try call.size(0) }),
        property("UIWindow", "rootViewController", type: "UIViewController?", get: {
            (try $0.receiverObject(Window.self).rootViewController).map(Value.object) ?? .null
        }, set: { call in
            try call.receiverObject(Window.self).setRootViewController(try call.optionalObject(0, ViewController.self))
        }),
        getter("UIWindow", "isKeyWindow", type: "Bool") { .bool(try $0.receiverObject(Window.self).isKeyWindow) },
    ]

    /// `[.flexibleWidth, .flexibleHeight]`, `.flexibleWidth` or `[]`.
    private static func autoresizingMask(_ value: Value, _ call: BuiltinCall) throws -> AutoresizingMask {
        let elements: [Value] = if case .array(let values) = value { values } else { [value] }
        var mask: AutoresizingMask = []
        for element in elements {
            guard case .enumCase(let name) = element, let option = AutoresizingMask.named.first(where: { $0.name == name }) else {
                throw call.fail("expected `UIView.AutoresizingMask` options such as `[.flexibleWidth, .flexibleHeight]`, "
                                + "found \(element.printed)")
            }
            mask.insert(option.option)
        }
        return mask
    }
}
