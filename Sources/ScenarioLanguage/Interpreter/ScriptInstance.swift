import LifecycleEngine

/// One instance of a scenario class: its stored properties, and the `Behavior` through which the engine
/// reaches the class's overrides (UIKit's virtual dispatch).
final class ScriptInstance: Behavior {
    let scriptClass: ScriptClass
    unowned let interpreter: Interpreter
    /// Stored properties by name (computed ones are evaluated on each access).
    var properties: [String: Variable] = [:]
    private(set) var propertyOrder: [String] = []
    /// The engine object, once UIKit's initializer has run (`super.init`). Strong, as the engine's own
    /// references between objects are (`EngineObject.dropReferences`, which breaks the cycle through the
    /// object's `behavior` once the engine is gone).
    var object: EngineObject?
    /// The classes of the chain whose initializer has called `super.init`, for a class whose object exists
    /// from the start (an `NSObject` subclass): its `self` is the object before that call.
    var classesThatCalledSuperInit: [String] = []
    /// The last `ReferenceCollector` walk that visited the instance.
    var collectedInWalk = 0

    init(scriptClass: ScriptClass, interpreter: Interpreter) {
        self.scriptClass = scriptClass
        self.interpreter = interpreter
    }

    var className: String { scriptClass.name }

    func overrides(_ method: Method) -> Bool { scriptClass.overridden.contains(method) }

    func perform(_ method: Method, on object: EngineObject, arguments: [Argument]) throws -> Argument {
        try interpreter.performOverride(method, of: self, on: object, arguments: arguments)
    }

    func strongReferences(of object: EngineObject) -> [EngineObject] {
        var collector = interpreter.referenceCollector()
        collector.add(instance: self)
        return collector.objects
    }

    func define(_ name: String, _ variable: Variable) {
        if properties.updateValue(variable, forKey: name) == nil { propertyOrder.append(name) }
    }

    /// Stored properties in declaration order.
    var orderedProperties: [(name: String, variable: Variable)] {
        propertyOrder.compactMap { name in properties[name].map { (name, $0) } }
    }

    func clear() {
        properties.removeAll()
        propertyOrder.removeAll()
    }
}
