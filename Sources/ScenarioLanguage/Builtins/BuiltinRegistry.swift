import LifecycleEngine

/// Every builtin of the scenario language, in one place.
///
/// - UIKit methods the engine models come from `LifecycleEngine.Method` itself (one entry per callable
///   case, e.g. `UIView.addSubview(_:)`), so adding a callback to the engine makes it callable here.
/// - The other members are listed by area: `GlobalBuiltins` (print, min, max, conversions),
///   `GeometryBuiltins` (CGRect, CGSize, CGPoint), `CollectionBuiltins` (Array, String, ranges),
///   `ViewBuiltins` (UIView, UIScrollView, UIWindow), `ControllerBuiltins` (UIViewController),
///   `ContainerBuiltins` (UINavigationController, UITabBarController), `RunLoopBuiltins`
///   (DispatchQueue, DispatchTime, RunLoop, Date, UIView.animate), `ApplicationBuiltins`
///   (UIApplication, UIScreen, UIColor) and `SimulatorBuiltins`.
///
/// Device events have no iOS API, so they are methods of the predefined `simulator` object. Each is a
/// run-loop event of its own: the current turn finishes first, the event is handled in a turn of its
/// own (with its layout and display), and the scenario continues in a new turn afterwards. The two
/// swipes are gestures with an animation: the scenario continues once they have settled, 0.5 s of
/// simulated time later (timers due meanwhile run meanwhile).
///
/// | spelling | what happens |
/// |---|---|
/// | `simulator.rotate(to: .landscapeLeft)` (`.landscapeRight`, `.portrait`) | size and trait transition |
/// | `simulator.pressHome()` / `simulator.returnToApp()` | the app resigns / regains active state |
/// | `simulator.lock()` / `simulator.unlock()` | the same for the lock button |
/// | `simulator.receiveMemoryWarning()` | `didReceiveMemoryWarning()` on every controller |
/// | `simulator.tapTab(at: 1, in: tabs)` | a tap on a tab (the delegate is asked and told) |
/// | `simulator.tapSegueControl("x", in: c)` | a tap on a control wired to segue `x` (asked, then performed) |
/// | `simulator.swipeBack(in: nav, completes: true)` | an interactive pop that completes or is abandoned |
/// | `simulator.swipeDown(sheet, completes: false)` | a sheet swiped down, dismissed or settling back |
enum BuiltinRegistry {
    static let allFunctions: [BuiltinFunction] = engineMethods + GlobalBuiltins.functions + GeometryBuiltins.functions
        + CollectionBuiltins.functions + ViewBuiltins.functions + ControllerBuiltins.functions
        + ContainerBuiltins.functions + RunLoopBuiltins.functions + ApplicationBuiltins.functions
        + SimulatorBuiltins.functions + PageViewBuiltins.functions + NibBuiltins.functions + UIKitSurface.functions
        + SplitViewBuiltins.functions

    static let allProperties: [BuiltinProperty] = GeometryBuiltins.properties + CollectionBuiltins.properties
        + ViewBuiltins.properties + ControllerBuiltins.properties + ContainerBuiltins.properties
        + RunLoopBuiltins.properties + ApplicationBuiltins.properties + PageViewBuiltins.properties
        + NibBuiltins.properties + queryProperties + UIKitSurface.properties + SplitViewBuiltins.properties

    /// Names of enum types whose cases a scenario may spell out (`UIModalPresentationStyle.fullScreen`).
    static let enumTypes: [String: Set<String>] = UIKitSurface.enums.mapValues(Set.init).merging([
        "UIModalPresentationStyle": Set(ModalPresentationStyle.allCases.map(\.rawValue)),
        "ContentMode": Set(ContentMode.allCases.map(\.rawValue)),
        "UIColor": ApplicationBuiltins.colorNames,
        "UIPageViewController.TransitionStyle": Set(PageViewController.TransitionStyle.allCases.map(\.rawValue)),
        "UIPageViewController.NavigationOrientation":
            Set(PageViewController.NavigationOrientation.allCases.map(\.rawValue)),
        "UIPageViewController.NavigationDirection": ["forward", "reverse"],
        "UIDeviceOrientation": ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"],
        "AnimationOptions": [
            "curveEaseInOut", "curveEaseIn", "curveEaseOut", "curveLinear", "transitionCrossDissolve",
            "transitionFlipFromLeft", "transitionFlipFromRight", "transitionCurlUp", "transitionCurlDown",
            "allowUserInteraction", "beginFromCurrentState", "layoutSubviews",
        ],
    ], uniquingKeysWith: { declared, _ in declared })

    /// Every builtin by key, for the test that each one is exercised by some scenario.
    static var allKeys: Set<String> { Set(allFunctions.map(\.key) + allProperties.map(\.key)) }

    static func functions(owner: String, name: String) -> [BuiltinFunction]? { functionIndex[name]?[owner] }

    /// The functions named `name` of the first class of `chain` that has any, and that class: the name is
    /// hashed once for the whole chain.
    static func functions(in chain: [String], name: String) -> (owner: String, functions: [BuiltinFunction])? {
        guard let owners = functionIndex[name] else { return nil }
        for owner in chain {
            if let found = owners[owner] { return (owner, found) }
        }
        return nil
    }

    static func property(_ chain: [String], _ name: String) -> BuiltinProperty? {
        guard let owners = propertyIndex[name] else { return nil }
        for owner in chain {
            if let found = owners[owner] { return found }
        }
        return nil
    }

    static func isTypeName(_ name: String) -> Bool { typeNames.contains(name) }

    /// `CGRect.zero`, `UIScreen.main`, `UIColor.red`, `UIModalPresentationStyle.fullScreen`.
    static func staticProperty(_ type: String, _ name: String, _ interpreter: Interpreter, _ offset: Int) throws -> Value? {
        if let builtin = propertyIndex[name]?[type + ".Type"] {
            interpreter.noteUsedBuiltin(builtin.key)
            return try builtin.get(BuiltinCall(interpreter: interpreter, receiver: .type(type), arguments: [], offset: offset))
        }
        if let cases = enumTypes[type], cases.contains(name) { return .enumCase(name) }
        return nil
    }

    /// Callable engine methods named `name` that apply to `object`.
    static func engineMethods(named name: String, for object: EngineObject) -> [Method] {
        (engineMethodsByName[name] ?? []).filter { applies($0, to: object) }
    }

    /// Whether an engine method of that name is declared by a class of the chain other than its owner
    /// (`prepareForReuse()` of a collection view cell).
    static func isEngineMethod(_ name: String, declaredIn chain: [String]) -> Bool {
        (engineMethodsByName[name] ?? []).contains { $0.declaringClasses.dropFirst().contains(where: chain.contains) }
    }

    static func applies(_ method: Method, to object: EngineObject) -> Bool {
        switch method.owner {
        case .view: return object is View
        case .window: return object is Window
        case .viewController: return object is ViewController
        case .navigationController: return object is NavigationController
        case .tableView: return object is TableView
        case .tableViewCell: return method.declaringClasses.contains(where: UIKitSurface.chain(of: object.uikitClass).contains)
        case .presentationController: return object is PresentationController
        case .navigationDelegate, .transitioningDelegate, .animatedTransitioning, .tabBarDelegate, .splitViewDelegate, .adaptivePresentationDelegate,
             .tableViewDataSource, .tableViewDelegate, .collectionViewDataSource, .collectionViewDelegate,
             .collectionViewDelegateFlowLayout, .textFieldDelegate:
            return false
        case .object: return true
        }
    }

    /// UIKit's classes for an object, nearest first (`UIWindow`, `UIView`, `NSObject`).
    static func typeChain(of object: EngineObject) -> [String] {
        let declared = UIKitSurface.chain(of: object.uikitClass)
        if !declared.isEmpty { return declared }
        // Classes UIKit makes for itself (a transition view) answer as their nearest declared kind.
        switch object {
        case is Window: return ["UIWindow", "UIView", "NSObject"]
        case is ScrollView: return ["UIScrollView", "UIView", "NSObject"]
        case is View: return ["UIView", "NSObject"]
        case is NavigationController: return ["UINavigationController", "UIViewController", "NSObject"]
        case is TabBarController: return ["UITabBarController", "UIViewController", "NSObject"]
        case is PageViewController: return ["UIPageViewController", "UIViewController", "NSObject"]
        case is Storyboard: return ["UIStoryboard", "NSObject"]
        case is StoryboardSegue: return ["UIStoryboardSegue", "NSObject"]
        case is Nib: return ["UINib", "NSObject"]
        case is TransitionContext: return [CustomPresentations.contextType, "NSObject"]
        case is TransitionCoordinator: return [TransitionCoordinators.type, TransitionCoordinators.contextType, "NSObject"]
        case is ViewController: return ["UIViewController", "NSObject"]
        default: return ["NSObject"]
        }
    }

    static func typeChain(of scriptClass: ScriptClass) -> [String] {
        scriptClass.uikitClass.isEmpty ? ["NSObject"] : UIKitSurface.chain(of: scriptClass.uikitClass)
    }

    static func typeChain(of value: Value) -> [String] {
        switch value {
        case .object(let object): return typeChain(of: object)
        case .partial(let instance): return typeChain(of: instance.scriptClass)
        case .int: return ["Int"]
        case .double: return ["Double"]
        case .bool: return ["Bool"]
        case .string: return ["String"]
        case .array: return ["Array"]
        case .rect: return ["CGRect"]
        case .size: return ["CGSize"]
        case .point: return ["CGPoint"]
        case .range: return ["Range"]
        case .time: return ["DispatchTime"]
        case .singleton(let singleton): return [singleton.typeName]
        case .record(let record): return [record.type]
        case .opaque(RotationTransition.coordinatorName): return [TransitionCoordinators.type, TransitionCoordinators.contextType]
        default: return [value.typeName]
        }
    }

    /// The declared type of a builtin property of a value, for reading literals (`view.alpha = 1`).
    static func propertyType(_ name: String, of value: Value) -> String? {
        property(typeChain(of: value), name)?.type
    }

    /// Names of mutating methods: calls to them write the changed value back to its variable.
    static let mutatingNames = Set(allFunctions.filter(\.isMutating).map(\.name))

    // MARK: Derived from the engine's method registry

    private static let engineMethods: [BuiltinFunction] = Method.allCases.filter(\.isCallable).map { method in
        let specs = method.parameterSpecs
        let kinds = specs.map(\.kind)
        return function(method.owner.rawValue, method.baseName, specs) { call in try call.send(method, parameterKinds: kinds) }
    }

    /// `prefersStatusBarHidden` and the other getters UIKit asks: readable from scenario code.
    /// The getters UIKit queries, read as UIKit answers them (`intrinsicContentSize` is declared by the surface).
    private static let queryProperties: [BuiltinProperty] = Method.allCases.filter {
        $0.isProperty && $0 != .intrinsicContentSize
    }.map { method in
        getter(method.owner.rawValue, method.rawValue) { call in
            Value(try call.receiverObject(EngineObject.self).callSuper(method))
        }
    }

    private static let engineMethodsByName = Dictionary(grouping: Method.allCases.filter(\.isCallable), by: \.baseName)

    /// By name, then owner: a lookup hashes the strings it is given and builds none (checking and running
    /// a scenario look members up along a class chain, one owner after another).
    private static let functionIndex: [String: [String: [BuiltinFunction]]] =
        Dictionary(grouping: allFunctions, by: \.name).mapValues { Dictionary(grouping: $0, by: \.owner) }

    /// By name, then owner; the first declaration of a member wins.
    private static let propertyIndex: [String: [String: BuiltinProperty]] = {
        var index: [String: [String: BuiltinProperty]] = [:]
        for property in allProperties where index[property.name]?[property.owner] == nil {
            index[property.name, default: [:]][property.owner] = property
        }
        return index
    }()

    private static let typeNames: Set<String> = {
        var names = Set(allFunctions.map(\.owner) + allProperties.map(\.owner))
            .map { $0.hasSuffix(".Type") ? String($0.dropLast(5)) : $0 }
            .filter { !$0.isEmpty && $0 != "implicit" }
        names += enumTypes.keys
        names += ["CGFloat", "Float", "TimeInterval", "Any", "AnyObject"]
        return Set(names)
    }()
}

extension Singleton {
    var typeName: String {
        switch self {
        case .application: return "UIApplication"
        case .mainQueue: return "DispatchQueue"
        case .screen: return "UIScreen"
        case .runLoop: return "RunLoop"
        case .simulator: return "Simulator"
        case .mainBundle: return "Bundle"
        }
    }
}
