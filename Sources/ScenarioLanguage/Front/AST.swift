/// The scenario language's own syntax tree: what the interpreter runs.
///
/// Lowering from swift-syntax to this small tree happens once, up front. Everything outside the
/// subset is rejected during lowering, so the interpreter never meets an unsupported construct, and
/// walking these enums is much cheaper than walking swift-syntax nodes at run time.
/// `offset` fields are UTF-8 offsets into the scenario code; `SourceMap` turns them into lines and columns.
struct Expr {
    var kind: ExprKind
    var offset: Int

    /// A call, possibly unwrapped (`f()`, `f()!`, `f()?`).
    var isCall: Bool {
        switch kind {
        case .call: return true
        case .forceUnwrap(let inner), .optionalChain(let inner): return inner.isCall
        default: return false
        }
    }
}

indirect enum ExprKind {
    case literal(Value)
    /// A string literal with `\(…)` segments.
    case interpolation([InterpolationPart])
    case identifier(String)
    case selfReference
    /// `base.name`; a nil base is Swift's implicit member expression (`.fullScreen`).
    case member(base: Expr?, name: String)
    /// `super.name` (a method call or property access on the superclass).
    case superMember(name: String)
    case call(callee: Expr, arguments: [CallArgument])
    case subscriptIndex(base: Expr, index: Expr)
    case binary(op: String, lhs: Expr, rhs: Expr)
    case prefix(op: String, operand: Expr)
    case assign(target: Expr, value: Expr)
    /// `x += 1` and friends: `op` is the arithmetic operator (`+`).
    case compoundAssign(op: String, target: Expr, value: Expr)
    case ternary(condition: Expr, then: Expr, otherwise: Expr)
    /// `base?`: the rest of the chain is skipped when `base` is nil.
    case optionalChain(Expr)
    case forceUnwrap(Expr)
    case closure(ClosureDef)
    case array([Expr])
    /// `(1, "a")`, `(count: 2, title: "x")`: two or more elements, labelled or not.
    case tuple([TupleElement])
    case cast(Expr, TypeRef, CastKind)
    /// `_` on the left of `_ = value`.
    case discard
    /// A type used as a value: `UIView` in `UIView.animate`, `MyController` in `MyController()`.
    case typeName(String)
}

struct InterpolationPart {
    var literal: String
    var expression: Expr?
}

struct TupleElement {
    var label: String?
    var value: Expr
}

struct CallArgument {
    var label: String?
    var value: Expr
    var isTrailingClosure = false
}

enum CastKind {
    case isType, conditional, forced, coercion
}

/// A written type, as far as the interpreter needs one: optionality, arrays, numeric coercion, casts.
indirect enum TypeRef: Equatable {
    case named(String)
    case optional(TypeRef)
    case array(TypeRef)
    case function
    /// `(Int, String)`, `(x: Double, y: Double)`: element types, so literals in a returned tuple adapt.
    case tuple([TypeRef], labels: [String?])
    case other(String)

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type without `?`/`!`.
    var unwrapped: TypeRef {
        if case .optional(let inner) = self { return inner.unwrapped }
        return self
    }

    /// Whether an integer literal bound to this type becomes floating point.
    var isFloatingPoint: Bool {
        if case .named(let name) = unwrapped { return ["Double", "CGFloat", "Float", "TimeInterval"].contains(name) }
        return false
    }
}
