import LifecycleEngine

/// Bars and small controls that app code configures around the lifecycle: the navigation bar a navigation
/// controller owns, tab bar items (made lazily by UIKit, as `tabBarItem` is never nil when read), page
/// controls and segmented controls built segment by segment.
enum BarsAndControls {
    static let classes: [SurfaceClass] = [
        uikitClass("UINavigationBar", "NSObject", kind: .object, initializable: false),
        uikitClass("UIPageControl", "UIControl"),
    ]

    static let enums: [String: [String]] = [
        "UITabBarItem.SystemItem": ["more", "favorites", "featured", "topRated", "recents", "contacts", "history",
                                    "bookmarks", "search", "downloads", "mostRecent", "mostViewed"],
        "UIScrollView.ContentInsetAdjustmentBehavior": ["automatic", "scrollableAxes", "never", "always"],
        "UIBarStyle": ["default", "black"],
    ]

    static let members: [SurfaceMember] = [
        // The bar belongs to its navigation controller; translucency decides where children's views start.
        computed("UINavigationController", "navigationBar", "UINavigationBar", .none, get: { call in
            try SurfaceObjects.owned("navigationBar", "UINavigationBar", of: call)
        }),
        computed("UINavigationBar", "isTranslucent", "Bool", .engine, get: { call in
            .bool(try navigationController(ofBar: call).isNavigationBarTranslucent)
        }, set: { call in
            try navigationController(ofBar: call).isNavigationBarTranslucent = try call.bool(0)
        }),
        stored("UINavigationBar", "barTintColor", "UIColor?", .none),
        stored("UINavigationBar", "tintColor", "UIColor!", .none),
        stored("UINavigationBar", "barStyle", "UIBarStyle", .none, default: .enumCase("default")),
        stored("UINavigationBar", "shadowImage", "UIImage?", .none),
        computed("UIViewController", "tabBarItem", "UITabBarItem!", .none, get: { call in
            if let item = try SurfaceObjects.storedValue("tabBarItem", of: call) { return item }
            return try SurfaceObjects.owned("defaultTabBarItem", "UITabBarItem", of: call)
        }, set: { call in
            try SurfaceObjects.store(call.argument(0), as: "tabBarItem", on: call.receiver, call)
        }),
        method("UITabBarItem.Type", "init", [param("tabBarSystemItem", .enumeration), param("tag", .int)], .none) { call in
            let item = try SurfaceObjects.makeObject("UITabBarItem", call)
            try SurfaceObjects.store(.int(try call.int(1)), as: "tag", on: item, call)
            return item
        },
        stored("UITabBarItem", "image", "UIImage?", .none),
        stored("UITabBarItem", "selectedImage", "UIImage?", .none),
        stored("UINavigationItem", "backBarButtonItem", "UIBarButtonItem?", .none),
        stored("UIPageControl", "numberOfPages", "Int", .intrinsicSize),
        stored("UIPageControl", "currentPage", "Int", .display),
        stored("UIPageControl", "hidesForSinglePage", "Bool", .none),
        stored("UIPageControl", "pageIndicatorTintColor", "UIColor?", .display),
        stored("UIPageControl", "currentPageIndicatorTintColor", "UIColor?", .display),
        // Segments change the control's natural width.
        method("UISegmentedControl", "insertSegment", [param("withTitle", .any), param("at", .int), param("animated", .bool)],
               .intrinsicSize) { call in
            var items: [Value] = []
            if case .array(let existing)? = try SurfaceObjects.storedValue("items", of: call) { items = existing }
            let index = try call.int(1)
            items.insert(call.argument(0), at: min(max(0, index), items.count))
            try SurfaceObjects.store(.array(items), as: "items", on: call.receiver, call)
            try SurfaceEffects.apply(.intrinsicSize, to: try call.receiverObject(EngineObject.self), call)
            return .void
        },
        method("UISegmentedControl", "removeAllSegments", [], .intrinsicSize) { call in
            try SurfaceObjects.store(.array([]), as: "items", on: call.receiver, call)
            try SurfaceObjects.store(.int(-1), as: "selectedSegmentIndex", on: call.receiver, call)
            try SurfaceEffects.apply(.intrinsicSize, to: try call.receiverObject(EngineObject.self), call)
            return .void
        },
        method("UISegmentedControl", "titleForSegment", [param("at", .int)], .none) { call in
            guard case .array(let items)? = try SurfaceObjects.storedValue("items", of: call) else { return .null }
            let index = try call.int(0)
            guard items.indices.contains(index), case .string = items[index] else { return .null }
            return items[index]
        },
        // A changed adjustment changes the scroll view's adjusted insets, which lays it out.
        stored("UIScrollView", "contentInsetAdjustmentBehavior", "UIScrollView.ContentInsetAdjustmentBehavior", .layout,
               default: .enumCase("automatic")),
    ]

    private static func navigationController(ofBar call: BuiltinCall) throws -> NavigationController {
        let bar = try call.receiverObject(EngineObject.self)
        guard case .object(let owner as NavigationController)? =
                SurfaceObjects.storedValue("owningView", of: bar, call.interpreter) else {
            throw call.fail("this navigation bar belongs to no navigation controller")
        }
        return owner
    }
}
