import LifecycleEngine

/// Checks a lowered program before it runs, so that every problem is reported at once, located:
/// names that resolve to nothing, members the engine does not model (`UIView.transform`), and
/// overrides that override nothing or lack `override`.
///
/// Types are inferred only where it is cheap (initializers, annotations, `self`, parameters); where a
/// type is unknown a member is accepted if any modelled type or scenario class has it, and the
/// interpreter reports the precise problem if it happens at run time.
final class Checker {
    let program: Program
    private var errors: [ScenarioError] = []
    let classes: [String: ClassDef]
    /// Member names the scenario declares (its enums' cases, its classes' and extensions' members, tuple
    /// labels); with the registry's, every member name that exists somewhere (`isKnownMember`).
    let scenarioMembers: Set<String>

    init(program: Program) {
        self.program = program
        self.classes = Dictionary(program.classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // The registry's names stay in their shared set: a union copied that set for every scenario.
        var members: Set<String> = []
        for definition in program.enums.values {
            members.formUnion(definition.cases.map(\.name))
            members.formUnion(["rawValue", "allCases"])
        }
        for definition in program.classes + Array(program.uikitExtensions.values) {
            members.formUnion(definition.properties.map(\.name))
            members.formUnion(definition.methods.values.map(\.name))
            members.formUnion(definition.staticProperties.map(\.name))
            members.formUnion(definition.staticMethods.values.map(\.name))
        }
        members.formUnion(program.tupleLabels)
        self.scenarioMembers = members
    }

    /// Whether some type, modelled or declared by the scenario, has a member of this name: the test for
    /// members of values of unknown type.
    func isKnownMember(_ name: String) -> Bool {
        BuiltinRegistry.memberNames.contains(name) || scenarioMembers.contains(name)
    }

    /// The type of an expression already reported as wrong: members of it are not checked again.
    static let errorType = "<error>"

    func check() -> [ScenarioError] {
        // Room for every top-level name at once: growing the table name by name rehashed it at each doubling.
        let globals = StaticScope(parent: nil, capacity: program.statements.count + 2)
        globals.declare("window", type: "UIWindow")
        globals.declare("simulator", type: "Simulator")
        // Top-level variables are globals: functions and methods may use them wherever they are declared.
        for statement in program.statements {
            switch statement.kind {
            case .function(let function): globals.declare(function.name, type: nil)
            case .variable(let variable): globals.declare(variable.name, type: variable.type.flatMap(typeName))
            default: break
            }
        }
        for definition in program.classes {
            checkOverrides(definition)
            checkMembers(of: definition, globals: globals)
        }
        for name in program.uikitExtensions.keys.sorted() {
            let definition = program.uikitExtensions[name]!
            checkMembers(of: definition, globals: globals, base: name)
            for property in definition.staticProperties {
                if let initializer = property.initializer { _ = checkExpr(initializer, in: globals, context: nil) }
                if let getter = property.getter { checkFunctionBody(getter, parameters: [], in: globals, context: nil) }
            }
            for function in definition.staticMethods.values.sorted(by: { $0.offset < $1.offset }) {
                checkFunctionBody(function.body, parameters: function.parameters.compactMap { p in p.name.map { ($0, p.type) } },
                                  in: globals, context: nil)
            }
        }
        checkStatements(program.statements, in: globals, context: nil)
        return errors
    }

    func report(_ message: String, at offset: Int, code: DiagnosticCode = .invalidDeclaration) {
        errors.append(ScenarioError(message, at: offset, code: code))
    }

    // MARK: Classes

    private func checkOverrides(_ definition: ClassDef) {
        let base = baseClass(of: definition)
        let protocols = adoptedProtocols(of: definition, base: base)
        for method in definition.methods.values.sorted(by: { $0.offset < $1.offset }) {
            let engineMethod = Method(rawValue: method.selector)
            let inScriptSuperclass = superclassDeclares(method.selector, definition)
            let isUIKitMember = engineMethod.map { applies($0, toBase: base) }
                ?? (!base.isEmpty && UnmodelledNames.interfaceBuilderMethods.contains(method.selector))
            if !isUIKitMember, !protocols.isEmpty,
               let owner = UnmodelledProtocolMethods.unmodelledProtocol(of: method.selector, among: protocols) {
                report("`\(method.selector)` of `\(owner)` is not modelled: UIKit would call it, and the engine does not",
                       at: method.offset, code: .unsupported)
            } else if method.isOverride, !isUIKitMember, !inScriptSuperclass, let spelling = LegacySpellings.method(method.selector) {
                report(LegacySpellings.message(method.selector, spelling), at: method.offset, code: .invalidOverride)
            } else if method.isOverride, !isUIKitMember, !inScriptSuperclass {
                let overridable = Method.allCases.filter { applies($0, toBase: base) && $0.role != .api }.map(\.rawValue)
                report("`\(method.selector)` does not override a method of \(definition.superclassName ?? "its superclass") "
                       + "that the engine models" + Suggestions.hint(for: method.selector, among: overridable),
                       at: method.offset, code: .invalidOverride)
            } else if !method.isOverride, isUIKitMember || inScriptSuperclass, engineMethod?.role != .delegate {
                report("overriding `\(method.selector)` requires the `override` keyword", at: method.offset, code: .invalidOverride)
            }
        }
        for property in definition.properties where property.isOverride {
            let query = Method(rawValue: property.name)
            if query?.isProperty != true || !applies(query!, toBase: base) {
                report("`\(property.name)` does not override a property the engine models", at: property.offset, code: .invalidOverride)
            } else if property.getter == nil {
                report("override `\(property.name)` with a getter: `override var \(property.name): … { … }`",
                       at: property.offset, code: .invalidOverride)
            }
        }
    }

    /// The protocols a class adopts: those it, its extensions and its scenario superclasses declare, and those
    /// its UIKit base class adopts itself (a `UITableViewController` is its table's data source and delegate).
    private func adoptedProtocols(of definition: ClassDef, base: String) -> [String] {
        var protocols: [String] = []
        var current: ClassDef? = definition
        var seen = Set<String>()
        while let type = current, seen.insert(type.name).inserted {
            protocols += type.conformances
            current = type.superclassName.flatMap { classes[$0] }
        }
        if !base.isEmpty {
            for name in BuiltinRegistry.typeChain(ofTypeName: base) {
                protocols += UnmodelledProtocolMethods.adoptedByClass[name] ?? []
            }
        }
        return protocols
    }

    private func baseClass(of definition: ClassDef) -> String {
        var current: ClassDef? = definition
        var seen = Set<String>()
        while let type = current, seen.insert(type.name).inserted {
            guard let superclass = type.superclassName else { return "" }
            guard let next = classes[superclass] else { return superclass }
            current = next
        }
        return ""
    }

    private func superclassDeclares(_ selector: String, _ definition: ClassDef) -> Bool {
        var current = definition.superclassName.flatMap { classes[$0] }
        var seen = Set<String>()
        while let type = current, seen.insert(type.name).inserted {
            if type.methods[selector] != nil { return true }
            current = type.superclassName.flatMap { classes[$0] }
        }
        return false
    }

    private func applies(_ method: Method, toBase base: String) -> Bool {
        let chain = BuiltinRegistry.typeChain(ofTypeName: base)
        switch method.owner {
        case .navigationDelegate, .tabBarDelegate, .tableViewDataSource, .tableViewDelegate, .collectionViewDataSource,
             .collectionViewDelegate, .collectionViewDelegateFlowLayout, .textFieldDelegate: return true
        case .object: return true
        default: return method.declaringClasses.contains(where: chain.contains)
        }
    }

    private func checkMembers(of definition: ClassDef, globals: StaticScope, base: String? = nil) {
        let context = ClassContext(definition: definition, base: base ?? baseClass(of: definition))
        // In a struct or enum, `self` is immutable but in `mutating` methods, setters, observers and initializers.
        let isValueType = program.structs[definition.name] != nil || program.enums[definition.name] != nil
        var immutable = context
        immutable.immutableSelf = isValueType
        for property in definition.properties {
            if let initializer = property.initializer {
                let scope = StaticScope(parent: globals)
                if property.isLazy { scope.declare("self", type: definition.name) } else { scope.storedProperty = property.name }
                _ = checkExpr(initializer, in: scope, context: property.isLazy ? context : nil)
            }
            if let getter = property.getter { checkFunctionBody(getter, parameters: [], in: globals, context: immutable) }
            for accessor in [property.setter, property.willSet, property.didSet].compactMap({ $0 }) {
                checkFunctionBody(accessor.body, parameters: [(accessor.parameter, property.type)], in: globals, context: context)
            }
        }
        let functions = Array(definition.methods.values) + Array(definition.initializers.values)
            + (definition.deinitializer.map { [$0] } ?? [])
        for function in functions.sorted(by: { $0.offset < $1.offset }) {
            for parameter in function.parameters {
                if let value = parameter.defaultValue { _ = checkExpr(value, in: globals, context: nil) }
            }
            let isMethod = definition.methods.values.contains { $0 === function }
            checkFunctionBody(function.body, parameters: function.parameters.compactMap { p in p.name.map { ($0, p.type) } },
                              in: globals, context: isMethod && !function.isMutating ? immutable : context)
        }
    }

    func checkFunctionBody(_ body: [Stmt], parameters: [(String, TypeRef?)], in parent: StaticScope,
                           context: ClassContext?) {
        let scope = StaticScope(parent: parent)
        if let context { scope.declare("self", type: context.definition.name) }
        for (name, type) in parameters { scope.declare(name, type: type.flatMap(typeName)) }
        checkStatements(body, in: scope, context: context)
    }

    func typeName(_ type: TypeRef) -> String? {
        if case .named(let name) = type.unwrapped { return name }
        return nil
    }
}

/// What the checker knows about the class whose code it is checking.
struct ClassContext {
    let definition: ClassDef
    /// The UIKit class at the root of its chain (`UIViewController`), or "" for plain classes.
    let base: String
    /// Code of a struct's or enum's method that is not `mutating` (or of a computed getter).
    var immutableSelf = false
}

/// Names declared in a scope, with the type when it is known.
final class StaticScope {
    let parent: StaticScope?
    /// Read for every name the code mentions, at every level up to the one declaring it; no access to it
    /// ever overlaps another (the checker is single-threaded and hands out no references to it), so the
    /// run-time exclusivity check that a class's stored variable gets by default is left out.
    @exclusivity(unchecked) private var names: [String: String?] = [:]

    /// The stored (not `lazy`) property whose initial value this scope checks: there `self` is not the instance.
    var storedProperty: String?

    init(parent: StaticScope?, capacity: Int = 0) {
        self.parent = parent
        if capacity > 0 { names.reserveCapacity(capacity) }
    }

    /// The stored property whose initial value encloses this scope, if any.
    var enclosingStoredProperty: String? {
        var scope: StaticScope? = self
        while let current = scope {
            if let name = current.storedProperty { return name }
            scope = current.parent
        }
        return nil
    }

    func declare(_ name: String, type: String?) { names[name] = .some(type) }

    /// Whether `name` is declared below the global scope (a local shadows a member of `self`).
    func declaresLocally(_ name: String) -> Bool {
        var scope: StaticScope? = self
        while let current = scope, current.parent != nil {
            if current.names[name] != nil { return true }
            scope = current.parent
        }
        return false
    }

    /// nil: not declared; `.some(nil)`: declared with an unknown type.
    func lookup(_ name: String) -> String?? {
        var scope: StaticScope? = self
        while let current = scope {
            if let found = current.names[name] { return .some(found) }
            scope = current.parent
        }
        return nil
    }
}
