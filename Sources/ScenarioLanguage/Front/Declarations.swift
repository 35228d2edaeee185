/// A function, method, initializer or closure parameter.
struct Parameter {
    /// Argument label at the call site; nil for `_`.
    var label: String?
    /// Name inside the body; nil for `_`.
    var name: String?
    var type: TypeRef?
    var defaultValue: Expr?
}

/// A `func`, `init`, `deinit` or computed-property getter: something with parameters and a body.
final class FunctionDef {
    let name: String
    let parameters: [Parameter]
    let body: [Stmt]
    let isOverride: Bool
    let offset: Int
    /// Identifiers the body mentions: what a nested function keeps alive from its scope.
    let referencedNames: Set<String>
    /// A `mutating` method of a struct or enum: its `self` may change, and the change is written back.
    var isMutating = false
    /// The declared result type: `return` reads literals with it (`return (0, 0)` as `(Double, Double)`).
    var returnType: TypeRef?
    /// An initializer that calls `self.init(…)`: the other initializer sets the properties, their initial
    /// values included.
    var isDelegating = false

    init(name: String, parameters: [Parameter], body: [Stmt], isOverride: Bool, offset: Int,
         referencedNames: Set<String>) {
        self.name = name
        self.parameters = parameters
        self.body = body
        self.isOverride = isOverride
        self.offset = offset
        self.referencedNames = referencedNames
    }

    /// Swift selector spelling: `viewWillAppear(_:)`, `init(frame:)`.
    var selector: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// A closure literal: `{ [weak self] finished in … }`.
final class ClosureDef {
    let parameters: [String?]
    let body: [Stmt]
    let captures: [Capture]
    let offset: Int
    let referencedNames: Set<String>
    /// Uses `$0`, `$1`…: parameters are anonymous.
    let usesAnonymousParameters: Bool

    struct Capture {
        enum Strength { case strong, weak, unowned }
        var name: String
        var strength: Strength
        var value: Expr
    }

    init(parameters: [String?], body: [Stmt], captures: [Capture], offset: Int, referencedNames: Set<String>,
         usesAnonymousParameters: Bool) {
        self.parameters = parameters
        self.body = body
        self.captures = captures
        self.offset = offset
        self.referencedNames = referencedNames
        self.usesAnonymousParameters = usesAnonymousParameters
    }
}

/// A `class` declaration with the members the scenario language supports.
final class ClassDef {
    let name: String
    let superclassName: String?
    let offset: Int
    /// The protocols the class and its extensions declare conformance to, in source order
    /// (`UITableViewDelegate`): the checker rejects the methods of them UIKit would call and the engine does not.
    var conformances: [String] = []
    var properties: [VariableDef] = []
    /// Methods by selector (`viewDidLoad()`), including protocol methods such as delegate callbacks.
    var methods: [String: FunctionDef] = [:]
    /// Initializers by selector (`init(frame:)`).
    var initializers: [String: FunctionDef] = [:]
    var deinitializer: FunctionDef?
    /// `static` members: only extensions of UIKit types declare them (`static let brand = UIColor(…)`).
    var staticProperties: [VariableDef] = []
    var staticMethods: [String: FunctionDef] = [:]

    init(name: String, superclassName: String?, offset: Int) {
        self.name = name
        self.superclassName = superclassName
        self.offset = offset
    }
}

/// An `enum`: its cases in order, with raw values when it has a raw type, or with the labels and types
/// of their associated values (`case failed(error: String)`). Its methods, computed properties and
/// static members live in an extension-like `ClassDef`.
struct EnumDef {
    let name: String
    var cases: [EnumCaseDef]
    let offset: Int
}

struct EnumCaseDef {
    var name: String
    var rawValue: Value?
    /// nil for a case without associated values; `case loaded([Item])` has one unlabelled element.
    var payload: [(label: String?, type: TypeRef)]?
}

/// A `struct`: its stored properties, methods, initializers and static members live in an
/// extension-like `ClassDef` (extensions of the struct add to it).
struct StructDef {
    let name: String
    let offset: Int
    /// Whether the struct's own body declares an initializer: Swift then generates no memberwise one.
    var declaresInitializer: Bool
}

/// A lowered scenario: its classes, its global functions and its top-level statements in order.
struct Program {
    var classes: [ClassDef] = []
    /// Extensions of modelled UIKit types (`extension UIColor { … }`), by type name.
    var uikitExtensions: [String: ClassDef] = [:]
    /// Enums declared by the scenario, by name; their members are in `uikitExtensions` under the same name.
    var enums: [String: EnumDef] = [:]
    /// Structs declared by the scenario, by name; their members are in `uikitExtensions` under the same name.
    var structs: [String: StructDef] = [:]
    /// Structs and enums declared `CustomStringConvertible` (in their declaration or an extension):
    /// `print` and interpolation show their `description`.
    var describedTypes: Set<String> = []
    /// Every tuple element label the scenario writes (in tuple literals and tuple types), for the checker.
    var tupleLabels: Set<String> = []
    var statements: [Stmt] = []
}
