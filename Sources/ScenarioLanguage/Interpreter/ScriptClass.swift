import LifecycleEngine

/// A class declared in the scenario, resolved against its superclass chain.
final class ScriptClass {
    /// The UIKit class at the root of the chain, which decides what engine object an instance is.
    enum Base: String {
        case plain = "", object = "NSObject", view = "UIView", scrollView = "UIScrollView", window = "UIWindow"
        case viewController = "UIViewController", navigationController = "UINavigationController"
        case tabBarController = "UITabBarController"
        case pageViewController = "UIPageViewController"
        case presentationController = "UIPresentationController"
    }

    let definition: ClassDef
    let superclass: ScriptClass?
    let base: Base
    /// The nearest UIKit class in the chain (`UIButton` for `class Fancy: UIButton`), "" for plain classes.
    let uikitClass: String
    /// Engine methods this class or a script superclass overrides (protocol methods included).
    private(set) var overridden: Set<Method> = []
    /// Stored and computed properties by name, including those of script superclasses.
    private(set) var propertyIndex: [String: (VariableDef, ScriptClass)] = [:]

    var name: String { definition.name }

    init(definition: ClassDef, superclass: ScriptClass?, base: Base, uikitClass: String) {
        self.definition = definition
        self.superclass = superclass
        self.base = base
        self.uikitClass = uikitClass
        overridden = superclass?.overridden ?? []
        propertyIndex = superclass?.propertyIndex ?? [:]
        for method in definition.methods.values {
            if let engineMethod = Method(rawValue: method.selector), engineMethod != .deinitializer {
                overridden.insert(engineMethod)
            }
        }
        for property in definition.properties {
            propertyIndex[property.name] = (property, self)
            if property.getter != nil, let query = Method(rawValue: property.name), query.isProperty {
                overridden.insert(query)
            }
        }
        if definition.deinitializer != nil { overridden.insert(.deinitializer) }
    }

    /// The method with `selector` declared here or in a script superclass, with the class declaring it.
    func method(_ selector: String) -> (FunctionDef, ScriptClass)? {
        var current: ScriptClass? = self
        while let type = current {
            if let method = type.definition.methods[selector] { return (method, type) }
            current = type.superclass
        }
        return nil
    }

    func initializer(_ selector: String) -> (FunctionDef, ScriptClass)? {
        var current: ScriptClass? = self
        while let type = current {
            if let initializer = type.definition.initializers[selector] { return (initializer, type) }
            // Swift inherits initializers only from classes that declare none of their own designated ones;
            // scenarios rarely depend on the difference, so every declared initializer is found.
            current = type.superclass
        }
        return nil
    }

    func property(_ name: String) -> (VariableDef, ScriptClass)? { propertyIndex[name] }

    /// Whether this class is `other` or inherits from it.
    func isSubclass(of other: String) -> Bool {
        var current: ScriptClass? = self
        while let type = current {
            if type.name == other { return true }
            current = type.superclass
        }
        return UIKitSurface.chain(of: uikitClass).contains(other) || (other == "NSObject" && base == .object)
    }
}

extension ScriptClass.Base {
    /// The engine kind a declared UIKit class is created as.
    init(_ kind: EngineKind?) {
        switch kind {
        case .object?: self = .object
        case .view?: self = .view
        case .scrollView?, .tableView?, .collectionView?: self = .scrollView
        case .collectionViewLayout?: self = .object
        case .window?: self = .window
        case .viewController?, .tableViewController?, .splitViewController?: self = .viewController
        case .navigationController?: self = .navigationController
        case .tabBarController?: self = .tabBarController
        case .pageViewController?: self = .pageViewController
        case .presentationController?: self = .presentationController
        case nil: self = .plain
        }
    }
}
