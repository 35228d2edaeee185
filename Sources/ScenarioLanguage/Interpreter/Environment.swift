import LifecycleEngine

/// A variable's storage. Closures capture variables, not values, as Swift does.
final class Variable {
    var value: Value
    let isConstant: Bool
    /// `weak var` and `[weak self]`: does not keep its object alive, and reads nil once it is released.
    let isWeak: Bool
    /// A `let` declared without a value may be assigned once.
    var isInitialized: Bool
    /// The declared type, so that `d = 1` stores a Double into `var d: Double`.
    let type: TypeRef?

    init(_ value: Value, isConstant: Bool = false, isWeak: Bool = false, isInitialized: Bool = true,
         type: TypeRef? = nil) {
        self.value = value
        self.isConstant = isConstant
        self.isWeak = isWeak
        self.isInitialized = isInitialized
        self.type = type
    }

    /// The value as the program sees it: a weak reference to a released object is nil.
    var current: Value {
        if isWeak, case .object(let object) = value, object.isDeinitialized { return .null }
        return value
    }
}

/// One scope: a block, a function call, a closure's captures, or the globals (jlox's `Environment`).
final class Environment {
    let parent: Environment?
    private(set) var variables: [String: Variable] = [:]
    /// Names and variables in declaration order (a redefinition keeps its place), so that what the scope
    /// holds is enumerated deterministically, and without a lookup per name (the release pass walks every
    /// scope at the end of every turn).
    private(set) var order: [String] = []
    private(set) var orderedSlots: [Variable] = []
    let isGlobal: Bool
    /// The last `ReferenceCollector` walk that visited the scope.
    var collectedInWalk = 0

    init(parent: Environment?, isGlobal: Bool = false) {
        self.parent = parent
        self.isGlobal = isGlobal
    }

    func define(_ name: String, _ variable: Variable) {
        if variables.updateValue(variable, forKey: name) == nil {
            order.append(name)
            orderedSlots.append(variable)
        } else if let index = order.firstIndex(of: name) {
            orderedSlots[index] = variable
        }
    }

    /// Room for `count` variables at once, for a scope whose size is known up front (the globals), instead of
    /// growing (and hashing every name again) as they are defined.
    func reserveCapacity(_ count: Int) {
        variables.reserveCapacity(count)
        order.reserveCapacity(count)
        orderedSlots.reserveCapacity(count)
    }

    func lookup(_ name: String) -> Variable? {
        var scope: Environment? = self
        while let current = scope {
            if let variable = current.variables[name] { return variable }
            scope = current.parent
        }
        return nil
    }

    /// Looks `name` up in the scopes below the globals only (locals shadow members of `self`).
    func lookupLocal(_ name: String) -> Variable? {
        var scope: Environment? = self
        while let current = scope, !current.isGlobal {
            if let variable = current.variables[name] { return variable }
            scope = current.parent
        }
        return nil
    }

    /// Variables of this scope in declaration order.
    var orderedVariables: Zip2Sequence<[String], [Variable]> { zip(order, orderedSlots) }

    /// Drops every variable: breaks reference cycles once a run is over.
    func clear() {
        variables.removeAll()
        order.removeAll()
        orderedSlots.removeAll()
    }
}
