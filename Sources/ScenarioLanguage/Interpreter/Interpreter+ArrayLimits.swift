import LifecycleEngine

/// Arrays inside arrays share storage, so `a = [a, a]` repeated builds in a few statements a value
/// whose printing, comparison or reachability walk would take exponential time, and `a = [a]`
/// repeated builds one deep enough to exhaust the stack. Wherever an array is put inside an array, the
/// result is measured (arrays and their elements, counted with sharing expanded) and kept under the
/// collection limit and a nesting limit. Flat arrays never pay for it.
extension Interpreter {
    static let maximumArrayNesting = 16

    /// Checks `value` if `added` (what was just put into it) contains an array.
    func checkNesting(of value: Value, adding added: [Value], at offset: Int) throws {
        guard added.contains(where: \.isArray) else { return }
        try checkNesting(of: value, at: offset)
    }

    func checkNesting(of value: Value, at offset: Int) throws {
        var budget = limits.maxCollectionSize
        if !fits(value, budget: &budget, depth: 0) {
            throw error("arrays nest too deeply or too large (more than \(Self.maximumArrayNesting) levels or "
                        + "\(limits.maxCollectionSize) elements in all)", at: offset)
        }
    }

    private func fits(_ value: Value, budget: inout Int, depth: Int) -> Bool {
        guard case .array(let elements) = value else { return true }
        guard depth < Self.maximumArrayNesting else { return false }
        budget -= 1 + elements.count
        if budget < 0 { return false }
        for element in elements where element.isArray {
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
}
