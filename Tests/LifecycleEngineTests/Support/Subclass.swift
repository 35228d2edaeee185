import LifecycleEngine

/// A scenario subclass written in Swift: the listed methods are overridden; each override calls
/// `super` and then, like the seed articles' NSLog experiments, prints `receiver.method(arguments)`.
/// Extra bodies run after the log line.
final class Subclass: Behavior {
    typealias Body = (EngineObject, [Argument]) throws -> Void

    let className: String
    private let logged: Set<Method>
    private var bodies: [Method: Body] = [:]
    private var replacements: [Method: (EngineObject, [Argument]) throws -> Argument] = [:]
    /// Objects held by stored properties.
    var properties: [EngineObject] = []

    init(_ className: String, logging logged: [Method] = []) {
        self.className = className
        self.logged = Set(logged)
    }

    /// Adds a body that runs after `super` (and after the log line if the method is logged).
    func on(_ method: Method, _ body: @escaping Body) -> Subclass {
        bodies[method] = body
        return self
    }

    /// Replaces the method entirely: no `super`, no log.
    func replacing(_ method: Method, _ body: @escaping (EngineObject, [Argument]) throws -> Argument) -> Subclass {
        replacements[method] = body
        return self
    }

    func overrides(_ method: Method) -> Bool {
        logged.contains(method) || bodies[method] != nil || replacements[method] != nil
    }

    func perform(_ method: Method, on object: EngineObject, arguments: [Argument]) throws -> Argument {
        if let replacement = replacements[method] { return try replacement(object, arguments) }
        let result = method == .deinitializer ? .void : try object.callSuper(method, arguments)
        if logged.contains(method) {
            object.engine.print(TraceEvent.callText(
                receiver: object.name, method: method.rawValue, arguments: arguments.map(\.rendered)))
        }
        try bodies[method]?(object, arguments)
        return result
    }

    func strongReferences(of object: EngineObject) -> [EngineObject] { properties }
}

extension Method {
    /// What the seed articles' logging views override (seed 000).
    static let viewLog: [Method] = [
        .willMoveToSuperview, .didMoveToSuperview, .didAddSubview, .addSubview, .willMoveToWindow,
        .didMoveToWindow, .layoutSubviews, .draw, .willRemoveSubview, .removeFromSuperview,
    ]
    /// What a logging view controller overrides.
    static let controllerLog: [Method] = [
        .loadView, .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
        .viewWillLayoutSubviews, .viewDidLayoutSubviews, .deinitializer,
    ]
}
