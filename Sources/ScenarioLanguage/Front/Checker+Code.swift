import LifecycleEngine

/// Statements and expressions: name resolution and member checks.
extension Checker {
    func checkStatements(_ statements: [Stmt], in scope: StaticScope, context: ClassContext?) {
        for statement in statements {
            if case .function(let function) = statement.kind { scope.declare(function.name, type: nil) }
        }
        for statement in statements { checkStatement(statement, in: scope, context: context) }
    }

    private func block(_ statements: [Stmt], in parent: StaticScope, context: ClassContext?) {
        checkStatements(statements, in: StaticScope(parent: parent), context: context)
    }

    private func checkStatement(_ statement: Stmt, in scope: StaticScope, context: ClassContext?) {
        switch statement.kind {
        case .expression(let expr):
            _ = checkExpr(expr, in: scope, context: context)
        case .destructure(let pattern, let value, _):
            _ = checkExpr(value, in: scope, context: context)
            checkPattern(pattern, in: scope, context: context)
        case .variable(let definition):
            let inferred = definition.initializer.flatMap { checkExpr($0, in: scope, context: context) }
            scope.declare(definition.name, type: definition.type.flatMap(typeName) ?? inferred)
        case .function(let function):
            for parameter in function.parameters {
                if let value = parameter.defaultValue { _ = checkExpr(value, in: scope, context: context) }
            }
            checkFunctionBody(function.body, parameters: function.parameters.compactMap { p in p.name.map { ($0, p.type) } },
                              in: scope, context: context)
        case .ifStatement(let conditions, let then, let otherwise):
            let inner = StaticScope(parent: scope)
            checkConditions(conditions, in: inner, context: context)
            block(then, in: inner, context: context)
            if let otherwise { block(otherwise, in: scope, context: context) }
        case .guardStatement(let conditions, let otherwise):
            block(otherwise, in: scope, context: context)
            checkConditions(conditions, in: scope, context: context)
        case .whileLoop(_, let conditions, let body):
            let inner = StaticScope(parent: scope)
            checkConditions(conditions, in: inner, context: context)
            block(body, in: inner, context: context)
        case .repeatLoop(_, let body, let condition):
            block(body, in: scope, context: context)
            _ = checkExpr(condition, in: scope, context: context)
        case .forIn(_, let variable, let index, let pattern, let sequence, let filter, let body):
            _ = checkExpr(sequence, in: scope, context: context)
            let inner = StaticScope(parent: scope)
            if let variable { inner.declare(variable, type: nil) }
            if let pattern { checkPattern(pattern, in: inner, context: context) }
            if let index { inner.declare(index, type: "Int") }
            if let filter { _ = checkExpr(filter, in: inner, context: context) }
            block(body, in: inner, context: context)
        case .switchStatement(let subject, let cases):
            _ = checkExpr(subject, in: scope, context: context)
            for switchCase in cases {
                let inner = StaticScope(parent: scope)
                for item in switchCase.patterns {
                    checkPattern(item.pattern, in: inner, context: context)
                    if let guardExpr = item.guardExpr { _ = checkExpr(guardExpr, in: inner, context: context) }
                }
                block(switchCase.body, in: inner, context: context)
            }
        case .returnStatement(let expr):
            if let expr { _ = checkExpr(expr, in: scope, context: context) }
        case .breakStatement, .continueStatement:
            break
        case .block(let body), .deferStatement(let body):
            block(body, in: scope, context: context)
        }
    }

    private func checkConditions(_ conditions: [Condition], in scope: StaticScope, context: ClassContext?) {
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                _ = checkExpr(expr, in: scope, context: context)
            case .optionalBinding(let name, let value, let type):
                let inferred = checkExpr(value, in: scope, context: context)
                scope.declare(name, type: type.flatMap(typeName) ?? inferred)
            case .availability:
                break
            case .pattern(let pattern, let value):
                _ = checkExpr(value, in: scope, context: context)
                checkPattern(pattern, in: scope, context: context)
            }
        }
    }

    /// Checks the values a pattern compares with and the enum cases it names; declares what it binds.
    func checkPattern(_ pattern: Pattern, in scope: StaticScope, context: ClassContext?) {
        switch pattern {
        case .wildcard, .isType:
            break
        case .binding(let name):
            scope.declare(name, type: nil)
        case .value(let expr):
            _ = checkExpr(expr, in: scope, context: context)
        case .tuple(let elements):
            for element in elements { checkPattern(element.pattern, in: scope, context: context) }
        case .optional(let inner):
            checkPattern(inner, in: scope, context: context)
        case .enumCase(let type, let name, let payload, let offset):
            if let type, let definition = program.enums[type] {
                if !definition.cases.contains(where: { $0.name == name }) {
                    report("enum `\(type)` has no case `\(name)`"
                           + Suggestions.hint(for: name, among: definition.cases.map(\.name)), at: offset, code: .unknownMember)
                }
            } else if type == nil, name != "some", name != "none" {
                // `.loadd(let x)` whose enum is not written: some scenario enum must have the case.
                let cases = program.enums.values.flatMap { $0.cases.filter { $0.payload != nil }.map(\.name) }
                if !cases.contains(name) {
                    report("no enum declares a case `\(name)` with associated values"
                           + Suggestions.hint(for: name, among: cases), at: offset, code: .unknownMember)
                }
            }
            for element in payload { checkPattern(element.pattern, in: scope, context: context) }
        }
    }

    /// Checks `expr` and returns its type name when it is known.
    func checkExpr(_ expr: Expr, in scope: StaticScope, context: ClassContext?) -> String? {
        switch expr.kind {
        case .literal(let value):
            return BuiltinRegistry.typeChain(of: value).first
        case .interpolation(let parts):
            for part in parts { if let inner = part.expression { _ = checkExpr(inner, in: scope, context: context) } }
            return "String"
        case .identifier(let name):
            return resolve(name, at: expr.offset, in: scope, context: context)
        case .selfReference:
            if case .some(let type) = scope.lookup("self") { return type }
            if let property = scope.enclosingStoredProperty {
                // Swift accepts this with a warning: the instance does not exist yet, so `self` names the
                // `NSObject.self()` method instead, and `addTarget(self, …)` registers no controller.
                report("`self` in the initial value of stored property `\(property)` is not the instance (Swift resolves it "
                       + "to the method `NSObject.self()`); declare it `lazy var \(property)` to use the instance",
                       at: expr.offset)
                return nil
            }
            report("`self` is only available inside a class", at: expr.offset)
            return nil
        case .member(let base, let name):
            guard let base else {
                if !isKnownMember(name) {
                    if let spelling = LegacySpellings.enumCase(name, isKnown: isKnownMember) {
                        report(LegacySpellings.message("." + name, spelling), at: expr.offset, code: .unsupported)
                    } else {
                        report("`.\(name)` is not supported by the engine", at: expr.offset, code: .unsupported)
                    }
                }
                return nil
            }
            // A name as the base is resolved once: how it resolved says whether it is a type.
            if case .identifier(let baseName) = base.kind {
                let resolution = resolution(of: baseName, at: base.offset, in: scope, context: context)
                return checkMember(name, of: resolution.type, isType: isType(baseName, resolvedAs: resolution),
                                   at: expr.offset, context: context)
            }
            return checkMember(name, of: checkExpr(base, in: scope, context: context), isType: isTypeExpression(base, scope),
                               at: expr.offset, context: context)
        case .superMember(let name):
            guard let context else {
                report("`super` is only available inside a method of a class", at: expr.offset)
                return nil
            }
            if name != "init" {
                _ = checkMember(name, of: context.definition.superclassName, isType: false, at: expr.offset, context: context)
            }
            return nil
        case .call(let callee, let arguments):
            if let context, context.immutableSelf, let name = mutatingMethodOfSelf(callee, in: scope, context: context) {
                report("cannot use mutating member `\(name)` on immutable value: `self` is immutable (mark the method "
                       + "`mutating`)", at: callee.offset, code: .immutableValue)
            }
            for argument in arguments { _ = checkExpr(argument.value, in: scope, context: context) }
            if case .identifier(let name) = callee.kind, name == "print" || BuiltinRegistry.functions(owner: "", name: name) != nil,
               scope.lookup(name) == nil {
                return nil
            }
            if case .identifier(let name) = callee.kind {
                // Calling a type makes a value of it, whatever the name resolved to.
                let resolution = resolution(of: name, at: callee.offset, in: scope, context: context)
                switch resolution {
                case .type: return name
                case .declared, .member: return namesType(name) ? name : nil
                case .other: return nil
                }
            }
            let calleeType = checkExpr(callee, in: scope, context: context)
            if case .member(let base?, "init") = callee.kind, isTypeExpression(base, scope) { return calleeType }
            return nil
        case .subscriptIndex(let base, let index):
            _ = checkExpr(base, in: scope, context: context)
            _ = checkExpr(index, in: scope, context: context)
            return nil
        case .assign(let lhs, let rhs), .compoundAssign(_, let lhs, let rhs):
            if let context, context.immutableSelf, let name = storedPropertyOfSelf(lhs, in: scope, context: context) {
                report("cannot assign to property `\(name)`: `self` is immutable (mark the method `mutating`)",
                       at: lhs.offset, code: .immutableValue)
            }
            _ = checkExpr(lhs, in: scope, context: context)
            _ = checkExpr(rhs, in: scope, context: context)
            return nil
        case .binary(_, let lhs, let rhs):
            _ = checkExpr(lhs, in: scope, context: context)
            _ = checkExpr(rhs, in: scope, context: context)
            return nil
        case .prefix(_, let operand):
            return checkExpr(operand, in: scope, context: context)
        case .ternary(let condition, let then, let otherwise):
            _ = checkExpr(condition, in: scope, context: context)
            let type = checkExpr(then, in: scope, context: context)
            _ = checkExpr(otherwise, in: scope, context: context)
            return type
        case .optionalChain(let inner), .forceUnwrap(let inner):
            return checkExpr(inner, in: scope, context: context)
        case .closure(let definition):
            let inner = StaticScope(parent: scope)
            for capture in definition.captures {
                inner.declare(capture.name, type: checkExpr(capture.value, in: scope, context: context))
            }
            for name in definition.parameters.compactMap({ $0 }) { inner.declare(name, type: nil) }
            for name in definition.referencedNames where name.hasPrefix("$") { inner.declare(name, type: nil) }
            checkStatements(definition.body, in: inner, context: context)
            return nil
        case .array(let elements):
            for element in elements { _ = checkExpr(element, in: scope, context: context) }
            return "Array"
        case .tuple(let elements):
            for element in elements { _ = checkExpr(element.value, in: scope, context: context) }
            return nil
        case .cast(let inner, let type, let kind):
            _ = checkExpr(inner, in: scope, context: context)
            return kind == .isType ? "Bool" : typeName(type)
        case .discard:
            return nil
        case .typeName(let name):
            return name
        }
    }
}

extension Checker {
    /// `isTypeExpression` of a name, from how it resolved: a declared name or a name `resolve` found no type
    /// of is not a type; a member of `self` may share its name with one.
    func isType(_ name: String, resolvedAs resolution: Resolution) -> Bool {
        switch resolution {
        case .type: return true
        case .member: return namesType(name)
        case .declared, .other: return false
        }
    }

    /// `x` or `self.x` naming a stored property of the struct whose code this is (not a local `x`).
    func storedPropertyOfSelf(_ target: Expr, in scope: StaticScope, context: ClassContext) -> String? {
        let name: String
        switch target.kind {
        case .identifier(let identifier) where !scope.declaresLocally(identifier): name = identifier
        case .member(let base?, let member):
            guard case .selfReference = base.kind else { return nil }
            name = member
        default: return nil
        }
        return context.definition.properties.contains { $0.name == name && $0.getter == nil } ? name : nil
    }

    /// `bump()` or `self.bump()` naming a `mutating` method of the struct or enum whose code this is.
    func mutatingMethodOfSelf(_ callee: Expr, in scope: StaticScope, context: ClassContext) -> String? {
        let name: String
        switch callee.kind {
        case .identifier(let identifier) where !scope.declaresLocally(identifier): name = identifier
        case .member(let base?, let member):
            guard case .selfReference = base.kind else { return nil }
            name = member
        default: return nil
        }
        return context.definition.methods.values.contains { $0.name == name && $0.isMutating } ? name : nil
    }
}
