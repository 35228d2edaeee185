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
            if let name = definition.superclassName {
                if let parent = byName[name] {
                    superclass = resolve(parent)
                    base = superclass?.base ?? .plain
                } else {
                    base = ScriptClass.Base(rawValue: name) ?? .plain
                }
            }
            let resolved = ScriptClass(definition: definition, superclass: superclass, base: base)
            classes[definition.name] = resolved
            return resolved
        }
        for definition in definitions { _ = resolve(definition) }
    }

    /// `Name(arguments)` for a scenario class or a builtin type.
    func construct(_ name: String, _ arguments: [CallArgument], at offset: Int) throws -> Value {
        if let scriptClass = classes[name] { return try instantiate(scriptClass, arguments, at: offset) }
        if name.hasPrefix("["), arguments.isEmpty { return .array([]) }
        if let functions = BuiltinRegistry.functions(owner: name + ".Type", name: "init") {
            var receiver = Value.type(name)
            return try callBuiltin(functions, on: &receiver, arguments, describing: name, at: offset)
        }
        throw error("`\(ArgumentMatcher.selector(name, arguments))` is not supported by the engine", at: offset)
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
                _ = try invoke(closure, values, self: .partial(instance), at: offset)
                return
            }
            current = type.superclass
        }
        try runBuiltinInitializer(of: instance, arguments, at: offset)
    }

    /// UIKit's initializer for the class at the root of the chain: it creates the engine object.
    func runBuiltinInitializer(of instance: ScriptInstance, _ arguments: [CallArgument], at offset: Int) throws {
        let typeName = instance.scriptClass.base == .plain ? "NSObject" : instance.scriptClass.base.rawValue
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

    // MARK: super

    func callSuper(_ name: String, _ arguments: [CallArgument], at offset: Int) throws -> Value {
        guard let owner = ownerStack.last ?? nil else {
            throw error("`super` is only available inside a method of a class", at: offset)
        }
        var receiver = try selfValue(at: offset)
        if name == "init" {
            if case .object = receiver {
                throw error("`super.init` is called twice", at: offset)
            }
            return try callMethod("init", on: &receiver, arguments, superclassOf: owner, at: offset)
        }
        for (method, declaring) in owner.superclass?.methods(named: name) ?? [] {
            let shapes = method.parameters.map {
                ParameterShape(label: $0.label, isClosure: $0.type?.unwrapped == .function, hasDefault: $0.defaultValue != nil)
            }
            guard let mapping = ArgumentMatcher.match(arguments, to: shapes) else { continue }
            let values = try evaluateArguments(arguments, mapping, types: method.parameters.map(\.type))
            return try invoke(Closure(body: .function(method), captured: globals, owner: declaring), values,
                              self: receiver, at: offset)
        }
        guard case .object(let object) = receiver else {
            throw error("`super.\(name)` is called before `super.init`", at: offset)
        }
        // UIKit's implementation, reached without a new trace event: it is the same call continuing.
        for method in BuiltinRegistry.engineMethods(named: name, for: object) {
            guard let mapping = ArgumentMatcher.match(arguments, to: method.shapes) else { continue }
            let values = try evaluateArguments(arguments, mapping, types: method.parameterSpecs.map(\.hint))
            usedBuiltins.insert(method.owner.rawValue + "." + method.rawValue)
            let call = BuiltinCall(interpreter: self, receiver: receiver,
                                   arguments: values.enumerated().map { $0.element ?? method.parameterSpecs[$0.offset].defaultValue ?? .null },
                                   offset: offset)
            return Value(try object.callSuper(method, try call.engineArguments(for: method)))
        }
        return try callMethod(name, on: &receiver, arguments, at: offset)
    }

    func superProperty(_ name: String, at offset: Int) throws -> Value {
        guard let owner = ownerStack.last ?? nil else {
            throw error("`super` is only available inside a method of a class", at: offset)
        }
        let receiver = try selfValue(at: offset)
        if let superclass = owner.superclass, let (definition, declaring) = superclass.property(name),
           let getter = definition.getter {
            let function = FunctionDef(name: name, parameters: [], body: getter, isOverride: true,
                                       offset: definition.offset, referencedNames: [])
            return try invoke(Closure(body: .function(function), captured: globals, owner: declaring), [],
                              self: receiver, at: offset)
        }
        if case .object(let object) = receiver, let query = Method(rawValue: name), query.isProperty {
            return Value(try object.callSuper(query))
        }
        return try property(name, of: receiver, at: offset)
    }

    // MARK: Overrides called by UIKit

    func performOverride(_ method: Method, of instance: ScriptInstance, on object: EngineObject,
                         arguments: [Argument]) throws -> Argument {
        try fromEngine {
            // Overriding a UIKit method exercises it as much as calling it does.
            usedBuiltins.insert(method.owner.rawValue + "." + method.rawValue)
            let receiver = Value.object(object)
            if method == .deinitializer {
                var current: ScriptClass? = instance.scriptClass
                while let type = current {
                    if let body = type.definition.deinitializer {
                        _ = try invoke(Closure(body: .function(body), captured: globals, owner: type), [],
                                       self: receiver, at: body.offset)
                    }
                    current = type.superclass
                }
                return .void
            }
            if method.isProperty {
                guard let value = try scriptProperty(method.rawValue, of: instance, self: receiver, at: currentOffset) else {
                    return try object.callSuper(method, arguments)
                }
                return value.argument
            }
            guard let (function, owner) = instance.scriptClass.method(method.rawValue) else {
                return try object.callSuper(method, arguments)
            }
            let values = arguments.map { Optional(Value($0)) }
            let closure = Closure(body: .function(function), captured: globals, owner: owner)
            return try invoke(closure, values, self: receiver, at: function.offset).argument
        }
    }

    // MARK: Names

    /// Names an object after the variable or property it is first bound to (`let b = …` → `b`).
    func bindName(_ value: Value, as name: String) {
        guard case .object(let object) = value, !name.hasPrefix("$"), name != "_",
              namedObjects.insert(object.id).inserted else { return }
        let old = object.name
        object.name = uniqueName(name, for: object)
        // A controller's root view is known as `<controller>.view`.
        if let controller = object as? ViewController, let view = controller.viewIfLoaded, view.name == old + ".view" {
            view.name = uniqueName(object.name + ".view", for: view)
        }
    }

    /// `name`, or `name#2`, `name#3`… if a live object already has it.
    func uniqueName(_ name: String, for object: EngineObject) -> String {
        let taken = Set(engine.objects.lazy.filter { $0 !== object && !$0.isDeinitialized }.map(\.name))
        if !taken.contains(name) { return name }
        var counter = 2
        while taken.contains("\(name)#\(counter)") { counter += 1 }
        return "\(name)#\(counter)"
    }
}

extension Value {
    /// The value as a UIKit return value.
    var argument: Argument {
        switch self {
        case .void: return .void
        case .null: return .object(nil)
        case .bool(let value): return .bool(value)
        case .int(let value): return .int(value)
        case .double(let value): return .double(value)
        case .rect(let value): return .rect(value)
        case .size(let value): return .size(value)
        case .point(let value): return .point(value)
        case .object(let object): return .object(object)
        case .enumCase(let name): return .enumCase(name)
        case .array(let values):
            let objects = values.compactMap(\.object)
            return objects.count == values.count ? .objects(objects) : .opaque(printed)
        default: return .opaque(printed)
        }
    }
}
