import LifecycleEngine

/// Finds the engine objects that script values hold strongly: what keeps an object alive.
///
/// Variables hold their values; arrays their elements; closures the variables they mention from the
/// scopes they captured; instances of scenario classes their non-weak stored properties. Weak variables
/// hold nothing. Objects themselves are not looked into: the engine follows their references.
struct ReferenceCollector {
    /// The objects found, in the order first found; with `listsEachObjectOnce` false an object held twice is
    /// listed twice (the engine's marking pass skips what it has reached, and a set of identities cost more).
    private(set) var objects: [EngineObject] = []
    private var seenObjects = Set<Int>()
    private let listsEachObjectOnce: Bool
    /// Scopes, closures and instances already walked carry this walk's number (`collectedInWalk`), which
    /// the interpreter makes unique per walk: a mark to compare rather than an identity to hash.
    private let walk: Int
    /// Values looked at: what the walk cost, charged to the run's work budget.
    private(set) var visits = 0

    init(walk: Int, listsEachObjectOnce: Bool) {
        self.walk = walk
        self.listsEachObjectOnce = listsEachObjectOnce
    }

    mutating func add(_ value: Value) {
        visits += 1
        switch value {
        case .object(let object):
            if !listsEachObjectOnce || seenObjects.insert(object.id).inserted { objects.append(object) }
        case .array(let values):
            for element in values { add(element) }
        case .tuple(let tuple):
            for element in tuple.elements { add(element) }
        case .structValue(let value):
            // A struct holding a view keeps it alive, as its stored property would.
            for field in value.fields { if let field { add(field) } }
        case .associated(let value):
            for element in value.payload.elements { add(element) }
        case .closure(let closure):
            add(closure: closure)
        case .partial(let instance):
            add(instance: instance)
        default:
            break
        }
    }

    mutating func add(variable: Variable) {
        guard !variable.isWeak, variable.isInitialized else { return }
        add(variable.value)
    }

    /// Every variable of `scope` and of the scopes around it: a live call frame holds all its locals.
    mutating func add(scopeChain scope: Environment?) {
        var current = scope
        while let environment = current, environment.collectedInWalk != walk {
            environment.collectedInWalk = walk
            for (_, variable) in environment.orderedVariables { add(variable: variable) }
            current = environment.parent
        }
    }

    mutating func add(closure: Closure) {
        guard closure.collectedInWalk != walk else { return }
        closure.collectedInWalk = walk
        if let receiver = closure.receiver { add(receiver) }
        // Each name the body mentions refers to the innermost scope declaring it: a `[weak self]`
        // capture hides the method's strong `self`. The scopes are walked in order and their variables in
        // declaration order, not the names in the set's order: what is found here orders releases
        // (`Engine.releaseUnreachableObjects`), and a set's order changes from process to process. Names
        // found in an inner scope are remembered rather than removed from a copy of the closure's set
        // (this runs for every pending closure every turn).
        let referenced = closure.referencedNames
        var resolved: Set<String> = []
        var current = closure.captured
        while let environment = current, resolved.count < referenced.count {
            for (name, variable) in environment.orderedVariables where referenced.contains(name) {
                guard resolved.insert(name).inserted else { continue }
                add(variable: variable)
            }
            current = environment.parent
        }
    }

    mutating func add(instance: ScriptInstance) {
        guard instance.collectedInWalk != walk else { return }
        instance.collectedInWalk = walk
        for (_, variable) in instance.orderedProperties { add(variable: variable) }
    }
}
