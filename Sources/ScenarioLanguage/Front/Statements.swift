/// Statements of the scenario language (see `AST.swift`).
struct Stmt {
    var kind: StmtKind
    var offset: Int
}

indirect enum StmtKind {
    case expression(Expr)
    case variable(VariableDef)
    /// `let (a, b) = f()`: binds the names of a tuple pattern.
    case destructure(pattern: Pattern, value: Expr, isConstant: Bool)
    case function(FunctionDef)
    case ifStatement(conditions: [Condition], then: [Stmt], otherwise: [Stmt]?)
    case guardStatement(conditions: [Condition], otherwise: [Stmt])
    case whileLoop(label: String?, conditions: [Condition], body: [Stmt])
    case repeatLoop(label: String?, body: [Stmt], condition: Expr)
    /// `for x in s`, and `for (i, x) in s.enumerated()` with `index` naming the position; any other
    /// tuple pattern (`for (name, age) in people`) destructures each element with `pattern`.
    case forIn(label: String?, variable: String?, index: String?, pattern: Pattern?, sequence: Expr, filter: Expr?,
               body: [Stmt])
    case switchStatement(subject: Expr, cases: [SwitchCase])
    case returnStatement(Expr?)
    case breakStatement(label: String?)
    case continueStatement(label: String?)
    case block([Stmt])
    case deferStatement([Stmt])
}

/// One element of an `if`/`guard`/`while` condition list.
enum Condition {
    case expression(Expr)
    /// `let name = value` (also `let name` shorthand and `var`).
    case optionalBinding(name: String, value: Expr, type: TypeRef?)
    /// `#available(iOS 15, *)`: true when the scenario runs on that iOS version or later.
    case availability(iOS: Int)
    /// `case .loaded(let items) = state` (in `if case` and `guard case`): binds the pattern's names.
    case pattern(Pattern, value: Expr)
}

struct SwitchCase {
    /// Empty for `default:`.
    var patterns: [CasePattern]
    var body: [Stmt]
    var offset: Int
}

/// One item of a `case` label: a pattern and its `where` clause.
struct CasePattern {
    var pattern: Pattern
    var guardExpr: Expr?
}

struct VariableDef {
    var name: String
    var isConstant: Bool
    var isWeak: Bool
    var isLazy = false
    var type: TypeRef?
    var initializer: Expr?
    /// A computed property (`var x: Int { … }`): the getter body.
    var getter: [Stmt]?
    var setter: (parameter: String, body: [Stmt])?
    /// Property observers of a stored property: `willSet` sees the new value, `didSet` the old one.
    var willSet: (parameter: String, body: [Stmt])?
    var didSet: (parameter: String, body: [Stmt])?
    var isOverride = false
    var offset: Int
}
