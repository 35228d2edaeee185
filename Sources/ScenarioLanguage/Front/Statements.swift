/// Statements of the scenario language (see `AST.swift`).
struct Stmt {
    var kind: StmtKind
    var offset: Int
}

indirect enum StmtKind {
    case expression(Expr)
    case variable(VariableDef)
    case function(FunctionDef)
    case ifStatement(conditions: [Condition], then: [Stmt], otherwise: [Stmt]?)
    case guardStatement(conditions: [Condition], otherwise: [Stmt])
    case whileLoop(label: String?, conditions: [Condition], body: [Stmt])
    case repeatLoop(label: String?, body: [Stmt], condition: Expr)
    /// `for x in s`, and `for (i, x) in s.enumerated()` with `index` naming the position.
    case forIn(label: String?, variable: String?, index: String?, sequence: Expr, filter: Expr?, body: [Stmt])
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
}

struct SwitchCase {
    /// Empty for `default:`.
    var patterns: [CasePattern]
    var body: [Stmt]
    var offset: Int
}

enum CasePattern {
    /// `case 1`, `case .fullScreen`, `case 0..<5`: matched with `==` or range containment.
    case value(Expr, guard: Expr?)
    /// `case let x where …`: binds the subject.
    case binding(String, guard: Expr?)
    /// `case is MyView`.
    case type(TypeRef, guard: Expr?)
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
