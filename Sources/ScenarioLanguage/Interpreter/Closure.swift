import LifecycleEngine

/// A callable: a closure literal, a nested or global function, or a method bound to its object.
final class Closure {
    enum Body {
        case closure(ClosureDef)
        case function(FunctionDef)
    }

    let body: Body
    /// The scope the closure was created in (plus its capture list, if it has one).
    var captured: Environment?
    /// For methods: the class whose declaration holds the body (where `super` starts looking).
    let owner: ScriptClass?
    /// For bound methods: the object `self` refers to.
    let receiver: Value?
    /// The last `ReferenceCollector` walk that visited the closure.
    var collectedInWalk = 0

    init(body: Body, captured: Environment?, owner: ScriptClass? = nil, receiver: Value? = nil) {
        self.body = body
        self.captured = captured
        self.owner = owner
        self.receiver = receiver
    }

    var offset: Int {
        switch body {
        case .closure(let definition): return definition.offset
        case .function(let definition): return definition.offset
        }
    }

    /// Names the body mentions: only those variables of the captured scopes are kept alive by it.
    var referencedNames: Set<String> {
        switch body {
        case .closure(let definition): return definition.referencedNames
        case .function(let definition): return definition.referencedNames
        }
    }
}
