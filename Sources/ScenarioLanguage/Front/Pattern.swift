/// A pattern of a `switch` case, an `if case`/`guard case` condition, a destructuring `let` or a
/// `for` loop: what it matches and the names it binds.
indirect enum Pattern {
    /// `_`
    case wildcard
    /// `let x`, or a bare name inside a `let`/`var` pattern (`case let .failed(error)`).
    case binding(String)
    /// `1`, `.fullScreen`, `0..<5`: matched with `==` or range containment.
    case value(Expr)
    /// `(let a, 0)`: a tuple of the same size whose elements match.
    case tuple([PatternElement])
    /// `.loaded(let items)`, `LoadState.failed(_)`: the case `name`, with its payload matched element by
    /// element (a single pattern against a payload of several values matches them as one tuple).
    case enumCase(type: String?, name: String, payload: [PatternElement], offset: Int)
    /// `is MyView`
    case isType(TypeRef)
    /// `let x?`: a value that is not nil.
    case optional(Pattern)

    /// The names the pattern binds, in order.
    var boundNames: [String] {
        switch self {
        case .binding(let name): return [name]
        case .tuple(let elements), .enumCase(_, _, let elements, _): return elements.flatMap(\.pattern.boundNames)
        case .optional(let inner): return inner.boundNames
        case .wildcard, .value, .isType: return []
        }
    }
}

struct PatternElement {
    var label: String?
    var pattern: Pattern
}
