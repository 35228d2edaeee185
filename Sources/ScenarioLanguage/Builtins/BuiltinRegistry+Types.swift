import LifecycleEngine

extension BuiltinRegistry {
    /// UIKit's classes for a type name, nearest first; empty for names the registry does not know.
    static func typeChain(ofTypeName name: String) -> [String] {
        switch name {
        case "UIWindow": return ["UIWindow", "UIView", "NSObject"]
        case "UIScrollView": return ["UIScrollView", "UIView", "NSObject"]
        case "UIView": return ["UIView", "NSObject"]
        case "UINavigationController": return ["UINavigationController", "UIViewController", "NSObject"]
        case "UITabBarController": return ["UITabBarController", "UIViewController", "NSObject"]
        case "UIPageViewController": return ["UIPageViewController", "UIViewController", "NSObject"]
        case "UIViewController": return ["UIViewController", "NSObject"]
        case "NSObject": return ["NSObject"]
        case "Double", "CGFloat", "Float", "TimeInterval": return ["Double"]
        case "Int", "Bool", "String", "CGRect", "CGSize", "CGPoint", "Simulator", "UIApplication", "UIScreen",
             "DispatchQueue", "RunLoop", "Bundle", "UIStoryboard", "UINib":
            return [name]
        case "Date", "DispatchTime": return ["DispatchTime"]
        default: return []
        }
    }

    /// Types of the properties whose type the checker can use to check the next member in a chain.
    static let propertyTypes: [String: String] = [
        "view": "UIView", "viewIfLoaded": "UIView", "superview": "UIView", "window": "UIWindow",
        "frame": "CGRect", "bounds": "CGRect", "center": "CGPoint", "origin": "CGPoint", "size": "CGSize",
        "contentOffset": "CGPoint", "contentSize": "CGSize", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "parent": "UIViewController",
        "presentedViewController": "UIViewController", "presentingViewController": "UIViewController",
        "rootViewController": "UIViewController", "topViewController": "UIViewController",
        "visibleViewController": "UIViewController", "selectedViewController": "UIViewController",
        "main": nil, "shared": nil,
    ].compactMapValues { $0 }

    /// Every member name of every builtin type and enum: what a value of unknown type may be asked for.
    static let memberNames = Set(allFunctions.map(\.name) + allProperties.map(\.name) + enumTypes.values.flatMap { $0 })
}
