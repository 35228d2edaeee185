/// The root of the modelled UIKit classes (`NSObject`'s place).
///
/// Every object has a display name given by whoever created it (the scenario language passes the
/// variable it is first bound to) and, optionally, a `Behavior`: the scenario subclass's overrides.
public class EngineObject {
    /// Creation order, from 1: the deterministic tie-breaker wherever objects are sorted.
    public let id: Int
    /// The display name: the given one, else `<Class>#n` (formatted on first use; most are never read).
    public var name: String {
        get {
            if let givenName { return givenName }
            let generated = "\(className)#\(ordinal)"
            givenName = generated
            engine.index(self, as: generated)
            return generated
        }
        set {
            givenName = newValue
            engine.index(self, as: newValue)
        }
    }
    private var givenName: String?
    /// Whether the object has a name yet: reading `name` makes (and indexes) the default one.
    public var hasName: Bool { givenName != nil }
    /// Position among objects of the same class, for the default name.
    private var ordinal = 0
    public var behavior: Behavior?
    /// The engine the object lives in.
    public unowned let engine: Engine
    /// Set once the object has been released; a released object receives no more callbacks.
    public internal(set) var isDeinitialized = false
    /// Made by UIKit itself (a default root view, a container's view, the key window) rather than by the
    /// scenario: display filters can leave such objects out.
    public internal(set) var isMadeByUIKit = false

    /// The UIKit class of an object whose engine kind stands for several UIKit classes (a `UILabel` is
    /// an engine `View`); nil when the Swift class's `uikitClassName` says it.
    public let declaredUIKitClass: String?

    init(engine: Engine, name: String?, behavior: Behavior?, uikitClass: String? = nil) {
        self.engine = engine
        self.behavior = behavior
        self.declaredUIKitClass = uikitClass
        self.id = engine.nextObjectID()
        self.givenName = name
        if name == nil { ordinal = engine.nextOrdinal(for: behavior?.className ?? uikitClass ?? Self.uikitClassName) }
        engine.register(self)
        if let name { engine.index(self, as: name) }
    }

    /// UIKit's class name for this kind of object.
    public class var uikitClassName: String { "NSObject" }

    /// The class shown in traces: the scenario subclass if there is one, else UIKit's.
    public var className: String { behavior?.className ?? uikitClass }

    /// The UIKit class the object is an instance of (its scenario subclass's nearest UIKit ancestor).
    public var uikitClass: String { declaredUIKitClass ?? Self.uikitClassName }

    /// UIKit's own implementation of `method`: what `super.method(...)` reaches.
    public final func callSuper(_ method: Method, _ arguments: [Argument] = []) throws -> Argument {
        try uikitImplementation(method, arguments)
    }

    /// Subclasses answer the methods they declare and pass the rest up.
    func uikitImplementation(_ method: Method, _ arguments: [Argument]) throws -> Argument {
        .void
    }

    /// Visits the objects this one holds strongly inside UIKit (subviews, a controller's view, its children).
    func forEachUIKitReference(_ body: (EngineObject) -> Void) {}

    /// Other objects UIKit keeps for this one: a view's installed constraints, its layer, its gesture
    /// recognizers; a control's title label. They live as long as this object does.
    /// In the order they were kept; `keptIdentities` answers membership, so keeping the thousands of
    /// constraints a loop can install on one view costs constant time each, not a walk of the list.
    public private(set) var keptObjects: [EngineObject] = []
    private var keptIdentities: Set<ObjectIdentifier> = []

    public func keep(_ object: EngineObject) {
        if keptIdentities.insert(ObjectIdentifier(object)).inserted { keptObjects.append(object) }
    }

    public func stopKeeping(_ object: EngineObject) {
        if keptIdentities.remove(ObjectIdentifier(object)) != nil { keptObjects.removeAll { $0 === object } }
    }

    /// The last reachability pass that reached this object (see `Engine.releaseUnreachableObjects`).
    var reachedInPass = 0

    /// What UIKit does when the object is deallocated, after the subclass's `deinit` body.
    func uikitTearDown() throws {}

    /// Lets go of the objects this one refers to without UIKit holding them (a superview, a window, a
    /// parent, a delegate) and of the scenario subclass's instance, once the engine is gone
    /// (`Engine.deinit`), so that the cycles they close are freed.
    ///
    /// Those references are strong rather than `weak`: during a run no object is ever freed (the engine's
    /// registry holds it until the model releases it, its list of released objects from then on, as the
    /// trace's `deinit` event does), so a weak reference would never read nil before the engine is gone;
    /// and an object that is referred to weakly takes every retain and release through the runtime's side
    /// table, which made the engine's views, windows and controllers dearer to pass around.
    func dropReferences() {
        behavior = nil
    }
}

extension EngineObject: CustomStringConvertible {
    public var description: String { name }
}
