import LifecycleEngine

/// Storyboards and nibs: `UIStoryboard`, `UINib`, `Bundle.main.loadNibNamed(_:owner:options:)` and the
/// `init(coder:)` UIKit decodes archived objects with.
///
/// A scenario has no storyboard or nib files, so it cannot show what they contain. What the call itself
/// says is used: a `creator` closure names the scene's class; otherwise a storyboard identifier or a nib
/// name must be the name of a scenario class, which is then the archive's (single) top-level object.
/// Anything else is reported at the call rather than guessed.
enum NibBuiltins {
    /// What `init(coder:)` receives: nothing a scenario can read.
    static var coder: Value { .opaque("NSCoder") }

    static let functions: [BuiltinFunction] = [
        function("UIViewController.Type", "init", [param("coder", .any)]) { call in
            call.create { ViewController(in: $0, behavior: $1) }
        },
        function("UINavigationController.Type", "init", [param("coder", .any)]) { call in
            call.create { NavigationController(in: $0, behavior: $1) }
        },
        function("UITabBarController.Type", "init", [param("coder", .any)]) { call in
            call.create { TabBarController(in: $0, behavior: $1) }
        },
        function("UIView.Type", "init", [param("coder", .any)]) { call in
            call.create { View(in: $0, frame: .zero, behavior: $1) }
        },
        function("UIScrollView.Type", "init", [param("coder", .any)]) { call in
            call.create { ScrollView(in: $0, frame: .zero, behavior: $1) }
        },
        function("UIStoryboard.Type", "init", [param("name", .string), param("bundle", .any)]) { call in
            guard call.argument(1).isNull else { throw call.fail("a scenario has no bundle: pass `bundle: nil`") }
            return .object(Storyboard(in: call.engine, storyboardName: try call.string(0)))
        },
        function("UIStoryboard", "instantiateViewController", [param("identifier", .string), param("creator", .closure)]) { call in
            try decodeScene(call, creator: try call.closure(1), className: nil, scene: try call.string(0))
        },
        function("UIStoryboard", "instantiateInitialViewController", [param("creator", .closure)]) { call in
            try decodeScene(call, creator: try call.closure(0), className: nil, scene: "initial")
        },
        function("UIStoryboard", "instantiateViewController", [param("withIdentifier", .string)]) { call in
            try decodeScene(call, creator: nil, className: sceneClass(call, identifier: try call.string(0)),
                            scene: try call.string(0))
        },
        function("UIStoryboard", "instantiateViewController", [param("identifier", .string)]) { call in
            try decodeScene(call, creator: nil, className: sceneClass(call, identifier: try call.string(0)),
                            scene: try call.string(0))
        },
        function("UIStoryboard", "instantiateInitialViewController", []) { call in
            try decodeScene(call, creator: nil, className: sceneClass(call, identifier: nil), scene: "initial")
        },
        // The storyboard stand-in's one declaration: a segue from a scene to a scene, as Interface Builder
        // would draw it. Scenes are named as `instantiateViewController(withIdentifier:)` names them.
        function("UIStoryboard", "declareSegue", [param(nil, .string), param("from", .string), param("to", .string),
                                                   param("kind", .enumeration)]) { call in
            try declareSegue(call)
        },
        function("UINib.Type", "init", [param("nibName", .string), param("bundle", .any)]) { call in
            guard call.argument(1).isNull else { throw call.fail("a scenario has no bundle: pass `bundle: nil`") }
            return .object(Nib(in: call.engine, nibName: try call.string(0)))
        },
        function("UINib", "instantiate", [param("withOwner", .any), param("options", .any, default: .null)]) { call in
            .array(try decodeNib(call, named: try call.receiverObject(Nib.self).nibName))
        },
        function("Bundle", "loadNibNamed", [param(nil, .string), param("owner", .any), param("options", .any, default: .null)]) { call in
            .array(try decodeNib(call, named: try call.string(0)))
        },
    ]

    static let properties: [BuiltinProperty] = [
        getter("Bundle.Type", "main") { _ in .singleton(.mainBundle) },
        getter("UIViewController", "storyboard", type: "UIStoryboard?") {
            ControllerBuiltins.object(try $0.receiverObject(ViewController.self).storyboard)
        },
        getter("UIStoryboardSegue", "identifier", type: "String?") {
            (try $0.receiverObject(StoryboardSegue.self).identifier).map(Value.string) ?? .null
        },
        getter("UIStoryboardSegue", "source", type: "UIViewController") {
            ControllerBuiltins.object(try $0.receiverObject(StoryboardSegue.self).source)
        },
        getter("UIStoryboardSegue", "destination", type: "UIViewController") {
            .object(try $0.receiverObject(StoryboardSegue.self).destination)
        },
    ]

    /// `storyboard.declareSegue("showDetail", from: "Master", to: "Detail", kind: .show)`: performing it
    /// decodes a new `Detail` scene each time, as a storyboard does.
    private static func declareSegue(_ call: BuiltinCall) throws -> Value {
        let storyboard = try call.receiverObject(Storyboard.self)
        let identifier = try call.string(0), source = try call.string(1), destination = try call.string(2)
        let kindName = try call.enumCase(3)
        guard let kind = StoryboardSegue.Kind(rawValue: kindName) else {
            throw call.fail("`.\(kindName)` is not a segue kind: use "
                            + StoryboardSegue.Kind.allCases.map { "`.\($0.rawValue)`" }.joined(separator: ", "))
        }
        for scene in [source, destination] where call.interpreter.classes[scene]?.isSubclass(of: "UIViewController") != true {
            throw call.fail("the scenario cannot show what the scene `\(scene)` holds: name it after a scenario "
                            + "view controller class")
        }
        let captured = call
        storyboard.segues.append(SegueDeclaration(identifier: identifier, sourceScene: source, kind: kind) {
            try decodeScene(captured, creator: nil, className: destination, scene: destination).object as? ViewController
        })
        return .void
    }

    /// The scene's class, from what the code says: the class the result is cast to right away
    /// (`… as! Home`), else a scenario class named like the identifier.
    private static func sceneClass(_ call: BuiltinCall, identifier: String?) -> String? {
        let classes = call.interpreter.classes
        if let target = call.interpreter.castTarget, classes[target]?.isSubclass(of: "UIViewController") == true {
            return target
        }
        return identifier
    }

    /// A storyboard scene: the controller is decoded (its `init(coder:)`), then woken (`awakeFromNib()`).
    /// Its view is in a nib of its own that the storyboard names for it, loaded later by `loadView()`.
    private static func decodeScene(_ call: BuiltinCall, creator: Closure?, className: String?,
                                    scene: String) throws -> Value {
        let interpreter = call.interpreter
        var controller: EngineObject?
        try call.engine.unarchive {
            let value: Value
            if let creator {
                value = try interpreter.invoke(creator, [coder], at: call.offset)
            } else if let className, interpreter.classes[className]?.isSubclass(of: "UIViewController") == true {
                value = try decode(className, interpreter, at: call.offset)
            } else {
                throw call.fail("the scenario has no storyboard to read the scene's class from: cast the result "
                                + "(`as! Home`), pass a `creator:` closure, or use a scenario class's name as the identifier")
            }
            guard case .object(let object as ViewController) = value else {
                throw call.fail("the creator must return a view controller made with `init(coder:)`")
            }
            let storyboard = try call.receiverObject(Storyboard.self)
            // UIKit's containers make their own view; a storyboard gives them no view nib.
            let isContainer = object is NavigationController || object is TabBarController
                || object is SplitViewController || object is PageViewController
            if object.nibName == nil, !isContainer { object.nibName = "\(storyboard.storyboardName)-\(scene)-view" }
            object.storyboard = storyboard
            object.storyboardScene = scene
            controller = object
            return [object]
        }
        return controller.map(Value.object) ?? .null
    }

    /// A nib's top-level object: the scenario class it is named after.
    private static func decodeNib(_ call: BuiltinCall, named nibName: String) throws -> [Value] {
        guard call.interpreter.classes[nibName] != nil else {
            throw call.fail("the scenario cannot show what the nib `\(nibName)` holds: name it after a scenario class, "
                            + "whose instance is then its top-level object")
        }
        if call.interpreter.classes[nibName]?.isSubclass(of: "UIViewController") == true {
            let controller = try call.engine.unarchiveWithView {
                try decode(nibName, call.interpreter, at: call.offset).object as? ViewController
            }
            return controller.map { [.object($0)] } ?? []
        }
        let objects = try call.engine.unarchive {
            guard case .object(let object) = try decode(nibName, call.interpreter, at: call.offset) else { return [] }
            return [object]
        }
        return objects.map(Value.object)
    }

    private static func decode(_ className: String, _ interpreter: Interpreter, at offset: Int) throws -> Value {
        try interpreter.construct(className, [CallArgument(label: "coder", value: Expr(kind: .literal(coder), offset: offset))],
                                  at: offset)
    }
}
