import LifecycleEngine

/// Arrays inside arrays share storage, so `a = [a, a]` repeated builds in a few statements a value
/// whose printing, comparison or reachability walk would take exponential time, and `a = [a]`
/// repeated builds one deep enough to exhaust the stack. Wherever an array is put inside an array, the
/// result is measured (arrays and their elements, counted with sharing expanded) and kept under the
/// collection limit and a nesting limit. Flat arrays never pay for it.
extension Interpreter {
    static let maximumArrayNesting = 16

    /// Checks `value` if `added` (what was just put into it) contains an array; otherwise each added
    /// tuple, struct or enum payload is measured one level down (all that can grow by this step).
    func checkNesting(of value: Value, adding added: [Value], at offset: Int) throws {
        if added.contains(where: \.isArray) {
            try checkNesting(of: value, at: offset)
            return
        }
        for element in added where element.isComposite {
            var budget = limits.maxCollectionSize
            if !fits(element, budget: &budget, depth: 1) { throw nestingError(at: offset) }
        }
    }

    func checkNesting(of value: Value, at offset: Int) throws {
        var budget = limits.maxCollectionSize
        if !fits(value, budget: &budget, depth: 0) { throw nestingError(at: offset) }
    }

    /// Charges a change to a value of `count` elements: Swift copies the storage of a shared value.
    func countCopy(_ count: Int, at offset: Int) throws {
        copiedElements += count
        if copiedElements > limits.maxCopiedElements {
            throw error("the scenario copied more than \(limits.maxCopiedElements) elements of arrays, structs and tuples "
                        + "(a big value changed in a loop?)", at: offset, code: .budgetExceeded)
        }
    }

    private func nestingError(at offset: Int) -> ScenarioError {
        error("arrays, tuples, structs or enum values nest too deeply or too large (more than "
              + "\(Self.maximumArrayNesting) levels or \(limits.maxCollectionSize) elements in all)", at: offset,
              code: .budgetExceeded)
    }

    /// Walks arrays and the tuples, structs and enum payloads inside them, sharing expanded: each
    /// composite costs one unit plus its elements, so the walk itself stays within the budget.
    private func fits(_ value: Value, budget: inout Int, depth: Int) -> Bool {
        let elements: [Value]
        switch value {
        case .array(let values): elements = values
        case .tuple(let tuple): elements = tuple.elements
        case .structValue(let instance): elements = instance.fields.compactMap { $0 }
        case .associated(let instance): elements = instance.payload.elements
        default: return true
        }
        guard depth < Self.maximumArrayNesting else { return false }
        budget -= 1 + elements.count
        if budget < 0 { return false }
        for element in elements where element.isComposite {
            if !fits(element, budget: &budget, depth: depth + 1) { return false }
        }
        return true
    }
}

extension Value {
    var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    /// A value holding other values: an array, a tuple, a struct or an enum case with associated values.
    var isComposite: Bool {
        switch self {
        case .array, .tuple, .structValue, .associated: return true
        default: return false
        }
    }
}
