/// What a subclass adds to a UIKit class: the methods it overrides and the objects it holds.
///
/// The scenario language implements this for classes declared in a scenario; tests implement it
/// directly. UIKit's flow reaches an override through `Engine.send`, and an override reaches UIKit's
/// own implementation through `EngineObject.callSuper`.
public protocol Behavior: AnyObject {
    /// The subclass name shown in traces (`RootViewController`).
    var className: String { get }

    /// Whether the subclass (or one of its script superclasses) overrides `method`.
    func overrides(_ method: Method) -> Bool

    /// Runs the override. Calling `object.callSuper(method, arguments)` runs UIKit's implementation.
    func perform(_ method: Method, on object: EngineObject, arguments: [Argument]) throws -> Argument

    /// The objects the subclass's stored properties hold strongly, for deciding what is released.
    func strongReferences(of object: EngineObject) -> [EngineObject]
}

extension Behavior {
    public func strongReferences(of object: EngineObject) -> [EngineObject] { [] }
}
