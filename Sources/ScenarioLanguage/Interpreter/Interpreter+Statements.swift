import LifecycleEngine

extension Interpreter {
    /// Top-level code runs in the global scope itself: its variables are globals.
    func executeTopLevel(_ statements: [Stmt]) throws {
        do {
            try executeStatements(statements)
        } catch let flow as ControlFlow {
            if case .returning = flow { return }  // `return` at top level ends the script
            throw error("`break` or `continue` outside a loop", at: currentOffset)
        }
    }

    /// Runs `statements` in a new scope nested in the current one.
    func executeBlock(_ statements: [Stmt], in scope: Environment? = nil) throws {
        let saved = environment
        environment = scope ?? Environment(parent: saved)
        defer { environment = saved }
        try executeStatements(statements)
    }

    /// Runs statements in the current scope; `defer` bodies run when it is left, last first.
    func executeStatements(_ statements: [Stmt]) throws {
        var deferred: [[Stmt]] = []
        do {
            for statement in statements {
                if case .deferStatement(let body) = statement.kind {
                    deferred.append(body)
                    continue
                }
                try execute(statement)
            }
        } catch {
            // A deferred body may call functions: keep the value being returned through them.
            let returning = returnValue
            for body in deferred.reversed() { try executeBlock(body) }
            returnValue = returning
            throw error
        }
        for body in deferred.reversed() { try executeBlock(body) }
    }

    func execute(_ statement: Stmt) throws {
        currentOffset = statement.offset
        try countStep(at: statement.offset)
        switch statement.kind {
        case .expression(let expr):
            _ = try evaluate(expr)
        case .variable(let definition):
            try declare(definition)
        case .destructure(let pattern, let value, let isConstant):
            let subject = try evaluate(value)
            guard try match(subject, pattern, binding: environment, constant: isConstant) else {
                throw error("a value of type \(subject.typeName) does not match this tuple pattern", at: statement.offset)
            }
        case .function(let function):
            declare(function)
        case .ifStatement(let conditions, let then, let otherwise):
            let scope = Environment(parent: environment)
            if try test(conditions, binding: scope) {
                try executeBlock(then, in: scope)
            } else if let otherwise {
                try executeBlock(otherwise)
            }
        case .guardStatement(let conditions, let otherwise):
            // `guard let` binds into the enclosing scope.
            if try !test(conditions, binding: environment) {
                try executeBlock(otherwise)
                throw error("the `else` of a `guard` must leave the scope (return, break or continue)",
                            at: statement.offset)
            }
        case .whileLoop(let label, let conditions, let body):
            while true {
                try countStep(at: statement.offset)
                let scope = Environment(parent: environment)
                guard try test(conditions, binding: scope) else { break }
                if try runLoopBody(body, label: label, scope: scope) { break }
            }
        case .repeatLoop(let label, let body, let condition):
            repeat {
                try countStep(at: statement.offset)
                if try runLoopBody(body, label: label, scope: nil) { break }
            } while try truth(condition)
        case .forIn(let label, let variable, let index, let pattern, let sequence, let filter, let body):
            try executeFor(label: label, variable: variable, index: index, pattern: pattern, sequence: sequence,
                           filter: filter, body: body, offset: statement.offset)
        case .switchStatement(let subject, let cases):
            try executeSwitch(subject: subject, cases: cases, offset: statement.offset)
        case .returnStatement(let expr):
            let type = returnTypes.last ?? nil
            returnValue = try expr.map { try coerce(try evaluate($0, hint: type), to: type, at: $0.offset) } ?? .void
            throw ControlFlow.returning
        case .breakStatement(let label):
            throw ControlFlow.breaking(label: label)
        case .continueStatement(let label):
            throw ControlFlow.continuing(label: label)
        case .block(let body):
            try executeBlock(body)
        case .deferStatement(let body):
            try executeBlock(body)
        }
    }

    /// Runs one iteration; returns true when the loop must stop (`break`).
    private func runLoopBody(_ body: [Stmt], label: String?, scope: Environment?) throws -> Bool {
        do {
            try executeBlock(body, in: scope)
        } catch ControlFlow.breaking(let target) where target == nil || target == label {
            return true
        } catch ControlFlow.continuing(let target) where target == nil || target == label {
            return false
        }
        return false
    }

    private func executeFor(label: String?, variable: String?, index indexName: String?, pattern: Pattern?,
                            sequence: Expr, filter: Expr?, body: [Stmt], offset: Int) throws {
        let elements: (count: Int, element: (Int) -> Value)
        switch try evaluate(sequence) {
        case .array(let values):
            elements = (values.count, { values[$0] })
        case .range(let lower, let upper):
            elements = (max(0, upper - lower), { .int(lower + $0) })
        case .string(let text):
            let characters = Array(text)
            elements = (characters.count, { .string(String(characters[$0])) })
        case let other:
            throw error("cannot iterate over a value of type \(other.typeName)", at: sequence.offset)
        }
        for index in 0..<elements.count {
            try countStep(at: offset)
            let scope = Environment(parent: environment)
            if let variable { scope.define(variable, Variable(elements.element(index), isConstant: true)) }
            if let indexName { scope.define(indexName, Variable(.int(index), isConstant: true)) }
            if let pattern {
                let element = elements.element(index)
                guard try match(element, pattern, binding: scope, constant: true) else {
                    throw error("a value of type \(element.typeName) does not match this tuple pattern", at: offset)
                }
            }
            if let filter {
                let saved = environment
                environment = scope
                defer { environment = saved }
                if try !truth(filter) { continue }
            }
            if try runLoopBody(body, label: label, scope: scope) { break }
        }
    }

    private func executeSwitch(subject: Expr, cases: [SwitchCase], offset: Int) throws {
        let value = try evaluate(subject)
        for switchCase in cases {
            let scope = Environment(parent: environment)
            if try switchCase.patterns.isEmpty || matches(value, switchCase.patterns, scope: scope) {
                do {
                    try executeBlock(switchCase.body, in: scope)
                } catch ControlFlow.breaking(label: nil) {
                    // `break` inside a switch leaves the switch.
                }
                return
            }
        }
        throw error("no case of the switch matches \(value.printed)", at: offset)
    }

    private func matches(_ value: Value, _ patterns: [CasePattern], scope: Environment) throws -> Bool {
        for item in patterns {
            guard try match(value, item.pattern, binding: scope, constant: true) else { continue }
            guard let guardExpr = item.guardExpr else { return true }
            let saved = environment
            environment = scope
            defer { environment = saved }
            if try truth(guardExpr) { return true }
        }
        return false
    }

    /// Evaluates a condition list, binding `if let` names into `scope`; stops at the first failure.
    func test(_ conditions: [Condition], binding scope: Environment) throws -> Bool {
        let saved = environment
        environment = scope
        defer { environment = saved }
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                if try !truth(expr) { return false }
            case .optionalBinding(let name, let value, let type):
                let bound = try evaluate(value, hint: type)
                if bound.isNull { return false }
                scope.define(name, Variable(bound, isConstant: true))
            case .availability(let major):
                if engine.configuration.iOSVersion < major { return false }
            case .pattern(let pattern, let value):
                if try !match(try evaluate(value), pattern, binding: scope, constant: true) { return false }
            }
        }
        return true
    }

    func truth(_ expr: Expr) throws -> Bool {
        switch try evaluate(expr) {
        case .bool(let value): return value
        case let other: throw error("expected a Bool, found a value of type \(other.typeName)", at: expr.offset)
        }
    }
}
