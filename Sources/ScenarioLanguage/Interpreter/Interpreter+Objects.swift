import LifecycleEngine

/// Scenario classes: instantiation, initializers, overrides reached from UIKit, `super`, display names.
extension Interpreter {
    func declareClasses(_ definitions: [ClassDef]) {
        let byName = Dictionary(definitions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var resolving = Set<String>()
        func resolve(_ definition: ClassDef) -> ScriptClass? {
            if let done = classes[definition.name] { return done }
            guard resolving.insert(definition.name).inserted else {
                failure = failure ?? error("`\(definition.name)` inherits from itself", at: definition.offset)
                return nil
            }
            var superclass: ScriptClass?
            var base = ScriptClass.Base.plain
            var uikitClass = ""
            if let name = definition.superclassName {
                if let parent = byName[name] {
                    superclass = resolve(parent)
                    base = superclass?.base ?? .plain
                    uikitClass = superclass?.uikitClass ?? ""
                } else if UIKitSurface.isDeclared(name) {
                    base = ScriptClass.Base(UIKitSurface.kind(of: name))
                    uikitClass = name
                }
            }
            let resolved = ScriptClass(definition: definition, superclass: superclass, base: base, uikitClass: uikitClass)
            classes[definition.name] = resolved
            return resolved
        }
        for definition in definitions { _ = resolve(definition) }
    }

    /// `Name(arguments)` for a scenario class or a builtin type.
    func construct(_ name: String, _ arguments: [CallArgument], at offset: Int) throws -> Value {
        if let scriptClass = classes[name] { return try instantiate(scriptClass, arguments, at: offset) }
        if enums[name] != nil { return try enumInit(name, arguments, at: offset) }
        if let type = structs[name] { return try instantiate(type, arguments, at: offset) }
        if name.hasPrefix("["), arguments.isEmpty { return .array([]) }
        // An initializer an extension of a UIKit type declares (`extension UIColor { convenience init(gray:) }`)
        // is not run: say so where it is called rather than let a UIKit initializer with the same labels answer.
        if let declared = uikitExtensions[Lowering.extensibleValueTypes[name] ?? name]?.initializers.values,
           let initializer = declared.first(where: { initializer in
               ArgumentMatcher.match(arguments, to: initializer.parameters.map {
                   ParameterShape(label: $0.label, isClosure: $0.type?.unwrapped == .function, hasDefault: $0.defaultValue != nil)
               }) != nil
           }) {
            throw error("`\(name).\(initializer.selector)`, declared in an extension, is not supported by the engine: "
                        + "initializers in extensions of UIKit types do not run", at: offset, code: .unsupported)
        }
        if let functions = BuiltinRegistry.functions(owner: name + ".Type", name: "init") {
            var receiver = Value.type(name)
            return try callBuiltin(functions, on: &receiver, arguments, describing: name, at: offset)
        }
        throw error("`\(ArgumentMatcher.selector(name, arguments))` is not supported by the engine", at: offset, code: .unsupported)
    }

    func instantiate(_ scriptClass: ScriptClass, _ arguments: [CallArgument], at offset: Int) throws -> Value {
        let instance = ScriptInstance(scriptClass: scriptClass, interpreter: self)
        track(instance)
        if scriptClass.base == .plain || scriptClass.base == .object {
            // Nothing in UIKit's initializer matters for these: the object exists from the start.
            instance.object = engine.makeObject(behavior: instance)
        }
        try initializeStoredProperties(of: instance)
        try runInitializer(scriptClass, of: instance, arguments, at: offset)
        if instance.object == nil {
            // Swift calls the superclass's `init()` implicitly at the end of an initializer that does not.
            try runBuiltinInitializer(of: instance, [], at: offset)
        }
        try checkAllPropertiesInitialized(instance, at: offset)
        guard let object = instance.object else {
            throw error("`\(scriptClass.name)` could not be initialized", at: offset)
        }
        return .object(object)
    }

    private func initializeStoredProperties(of instance: ScriptInstance) throws {
        var current: ScriptClass? = instance.scriptClass
        while let type = current {
            for definition in type.definition.properties where definition.getter == nil {
                if definition.isLazy || definition.initializer == nil {
                    let isOptional = definition.type?.isOptional ?? false
                    instance.define(definition.name, Variable(
                        isOptional ? .null : .void, isConstant: definition.isConstant, isWeak: definition.isWeak,
                        isInitialized: isOptional && !definition.isConstant && !definition.isLazy, type: definition.type))
                    continue
                }
                let value = try evaluateInitializer(definition.initializer!, of: definition, self: nil)
                bindName(value, as: definition.name)
                instance.define(definition.name, Variable(value, isConstant: definition.isConstant,
                                                          isWeak: definition.isWeak, type: definition.type))
            }
            current = type.superclass
        }
    }

    private func checkAllPropertiesInitialized(_ instance: ScriptInstance, at offset: Int) throws {
        var current: ScriptClass? = instance.scriptClass
        while let type = current {
            for definition in type.definition.properties where definition.getter == nil && !definition.isLazy {
                if instance.properties[definition.name]?.isInitialized == false {
                    throw error("`\(type.name).\(definition.name)` is not initialized by the time `init` returns",
                                at: offset)
                }
            }
            current = type.superclass
        }
    }

    /// Runs the initializer of `scriptClass` (or a superclass) that fits `arguments`, else UIKit's.
    func runInitializer(_ scriptClass: ScriptClass?, of instance: ScriptInstance, _ arguments: [CallArgument],
                        at offset: Int) throws {
        var current = scriptClass
        while let type = current {
            for selector in type.definition.initializers.keys.sorted() {
                let initializer = type.definition.initializers[selector]!
                let shapes = initializer.parameters.map {
                    ParameterShape(label: $0.label, isClosure: $0.type?.unwrapped == .function, hasDefault: $0.defaultValue != nil)
                }
                guard let mapping = ArgumentMatcher.match(arguments, to: shapes) else { continue }
                let values = try evaluateArguments(arguments, mapping, types: initializer.parameters.map(\.type))
                let closure = Closure(body: .function(initializer), captured: globals, owner: type)
                try traced(selector, values, of: instance, fromScript: scriptClass === instance.scriptClass && !inInitializer) {
                    _ = try invoke(closure, values, self: .partial(instance), at: offset)
                }
                return
            }
            current = type.superclass
        }
        if arguments.isEmpty, try runDesignatedOverride(of: instance, at: offset) { return }
        try runBuiltinInitializer(of: instance, arguments, at: offset)
    }

    /// UIKit's `init()` is a convenience initializer that calls the designated one on `self`:
    /// `init(nibName: nil, bundle: nil)` for controllers, `init(frame: .zero)` for views. A scenario class
    /// that overrides the designated initializer therefore has it run by `init()` (spec §1.7).
    private func runDesignatedOverride(of instance: ScriptInstance, at offset: Int) throws -> Bool {
        let designated: (selector: String, values: [Value])
        switch instance.scriptClass.base {
        case .viewController, .navigationController, .tabBarController, .pageViewController:
            designated = ("init(nibName:bundle:)", [.null, .null])
        case .view, .scrollView, .window:
            designated = ("init(frame:)", [.rect(.zero)])
        case .plain, .object, .presentationController:
            return false
        }
        var current: ScriptClass? = instance.scriptClass
        while let type = current {
            if let initializer = type.definition.initializers[designated.selector] {
                let closure = Closure(body: .function(initializer), captured: globals, owner: type)
                try traced(designated.selector, designated.values, of: instance, fromScript: false) {
                    _ = try invoke(closure, designated.values, self: .partial(instance), at: offset)
                }
                return true
            }
            current = type.superclass
        }
        return false
    }

    /// Runs an initializer body; one UIKit declares (`init(frame:)`, …) is a trace event at its entry.
    private func traced(_ selector: String, _ values: [Value?], of instance: ScriptInstance, fromScript: Bool,
                        _ body: () throws -> Void) throws {
        guard let method = Method(rawValue: selector), method.isInitializer,
              instance.scriptClass.base != .plain else {
            try body()
            return
        }
        let outer = inInitializer
        inInitializer = true
        defer { inInitializer = outer }
        let arguments = values.map { $0?.argument ?? .object(nil) }
        try engine.traceInitializer(method, arguments, of: instance.object, origin: fromScript ? .script : .uikit) {
            try body()
            return instance.object
        }
    }

    /// UIKit's initializer for the class at the root of the chain: it creates the engine object.
    func runBuiltinInitializer(of instance: ScriptInstance, _ arguments: [CallArgument], at offset: Int) throws {
        let typeName = instance.scriptClass.uikitClass.isEmpty ? "NSObject" : instance.scriptClass.uikitClass
        guard let functions = BuiltinRegistry.functions(owner: typeName + ".Type", name: "init") else {
            throw error("`\(instance.scriptClass.name)` has no initializer", at: offset)
        }
        var receiver = Value.partial(instance)
        _ = try callBuiltin(functions, on: &receiver, arguments,
                            describing: "\(instance.scriptClass.name).init", at: offset)
    }

    /// `super.init(…)` and `self.init(…)` (and the implicit `super.init()`).
    @discardableResult
    func callMethod(_ name: String, on receiver: inout Value, _ arguments: [CallArgument], superclassOf owner: ScriptClass?,
                    at offset: Int) throws -> Value {
        guard case .partial(let instance) = receiver else {
            if case .object = receiver { return .void }  // already initialized: an implicit call has nothing to do
            throw error("`init` can only be called on `self` or `super` inside an initializer", at: offset)
        }
        let start = owner == nil ? instance.scriptClass : owner!.superclass
        try runInitializer(start, of: instance, arguments, at: offset)
        return .void
    }
}
