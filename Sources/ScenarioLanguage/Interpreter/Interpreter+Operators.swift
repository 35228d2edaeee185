import LifecycleEngine

/// Swift's operators on the language's values. Integer arithmetic traps on overflow as Swift does,
/// reported as an error instead of a crash.
extension Interpreter {
    func binary(_ op: String, _ lhs: Expr, _ rhs: Expr, hint: TypeRef?, at offset: Int) throws -> Value {
        switch op {
        case "&&":
            return .bool(try truth(lhs) && truth(rhs))
        case "||":
            return .bool(try truth(lhs) || truth(rhs))
        case "??":
            let left = try evaluate(lhs, hint: hint.map { .optional($0) })
            return left.isNull ? try evaluate(rhs, hint: hint) : left
        default:
            break
        }
        let numericHint = hint?.isFloatingPoint == true ? hint : nil
        var left = try evaluate(lhs, hint: numericHint)
        var right = try evaluate(rhs, hint: numericHint ?? sameTypeHint(left))
        if right.isDouble, case .int(let number) = left, numericHint == nil, isLiteral(lhs) { left = .double(Double(number)) }
        if left.isDouble, case .int(let number) = right, isLiteral(rhs) { right = .double(Double(number)) }
        if let result = try declaredOperator(op, left, right, at: offset) { return result }
        switch op {
        case "==", "!=":
            guard let same = left.equals(right) else {
                throw error("cannot compare \(left.typeName) with \(right.typeName) using \(op)", at: offset)
            }
            return .bool(op == "==" ? same : !same)
        case "===", "!==":
            let same: Bool
            switch (left, right) {
            case (.object(let a), .object(let b)): same = a === b
            case (.null, .null): same = true
            case (.null, .object), (.object, .null): same = false
            default: throw error("\(op) compares class instances only", at: offset)
            }
            return .bool(op == "===" ? same : !same)
        case "<", ">", "<=", ">=":
            return .bool(try compare(op, left, right, at: offset))
        case "..<", "...":
            guard case .int(let lower) = left, case .int(let upper) = right else {
                throw error("ranges are supported over Int only", at: offset)
            }
            let end = op == "..." ? upper.addingReportingOverflow(1) : (upper, false)
            guard !end.1, lower <= end.0 else {
                throw error("range requires lowerBound <= upperBound (\(lower) \(op) \(upper))", at: offset)
            }
            return .range(lower, end.0)
        default:
            return try arithmetic(op, left, right, at: offset)
        }
    }

    /// `rect == .zero`: the right side's implicit member belongs to the left side's type.
    private func sameTypeHint(_ value: Value) -> TypeRef? {
        switch value {
        case .structValue, .associated: return .named(value.typeName)
        case .record(let record) where enums[record.type] != nil: return .named(record.type)
        case .record(let record) where record.type == "CGAffineTransform": return .named(record.type)
        case .double: return .named("Double")
        case .rect, .size, .point: return .named(BuiltinRegistry.typeChain(of: value)[0])
        default: return nil
        }
    }

    private func isLiteral(_ expr: Expr) -> Bool {
        if case .literal = expr.kind { return true }
        if case .prefix(_, let operand) = expr.kind { return isLiteral(operand) }
        return false
    }

    func arithmetic(_ op: String, _ left: Value, _ right: Value, at offset: Int) throws -> Value {
        switch (left, right) {
        case (.int(let a), .int(let b)):
            let result: (partialValue: Int, overflow: Bool)
            switch op {
            case "+": result = a.addingReportingOverflow(b)
            case "-": result = a.subtractingReportingOverflow(b)
            case "*": result = a.multipliedReportingOverflow(by: b)
            case "/", "%":
                if b == 0 { throw error("division by zero", at: offset) }
                result = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
            default: throw error("operator \(op) cannot be applied to Int", at: offset)
            }
            if result.overflow { throw error("arithmetic overflow in \(a) \(op) \(b)", at: offset) }
            return .int(result.partialValue)
        case (.int, .double), (.double, .int), (.double, .double):
            let a = left.number!, b = right.number!
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            case "%": throw error("% is not available for floating point; use truncatingRemainder(dividingBy:)", at: offset)
            default: throw error("operator \(op) cannot be applied to Double", at: offset)
            }
        case (.string(let a), .string(let b)) where op == "+":
            try checkSize(a.utf8.count + b.utf8.count, at: offset)
            return .string(a + b)
        case (.array(let a), .array(let b)) where op == "+":
            try checkSize(a.count + b.count, at: offset)
            let sum = Value.array(a + b)
            // Arrays of arrays are homogeneous in Swift: the first element tells whether `a` nests.
            if a.first?.isArray == true { try checkNesting(of: sum, at: offset) } else {
                try checkNesting(of: sum, adding: b, at: offset)
            }
            return sum
        case (.time(let time), _) where op == "+" || op == "-":
            guard let seconds = right.number else { break }
            return .time(op == "+" ? time + seconds : time - seconds)
        default:
            break
        }
        throw error("operator \(op) cannot be applied to \(left.typeName) and \(right.typeName)", at: offset)
    }

    private func compare(_ op: String, _ left: Value, _ right: Value, at offset: Int) throws -> Bool {
        func ordered<T: Comparable>(_ a: T, _ b: T) -> Bool {
            switch op {
            case "<": return a < b
            case ">": return a > b
            case "<=": return a <= b
            default: return a >= b
            }
        }
        switch (left, right) {
        case (.int(let a), .int(let b)): return ordered(a, b)
        case (.string(let a), .string(let b)): return ordered(a, b)
        case (.time(let a), .time(let b)): return ordered(a, b)
        case (.tuple(let a), .tuple(let b)) where a.elements.count == b.elements.count:
            // Lexicographic, as Swift compares tuples: the first elements that differ decide.
            for (x, y) in zip(a.elements, b.elements) where x.equals(y) != true {
                return try compare(op, x, y, at: offset)
            }
            return op == "<=" || op == ">="
        default:
            guard let a = left.number, let b = right.number else {
                throw error("cannot compare \(left.typeName) with \(right.typeName) using \(op)", at: offset)
            }
            return ordered(a, b)
        }
    }

    func prefix(_ op: String, _ value: Value, at offset: Int) throws -> Value {
        switch (op, value) {
        case ("!", .bool(let flag)): return .bool(!flag)
        case ("-", .int(let number)):
            let negated = Int(0).subtractingReportingOverflow(number)
            if negated.overflow { throw error("arithmetic overflow in -\(number)", at: offset) }
            return .int(negated.partialValue)
        case ("-", .double(let number)): return .double(-number)
        case ("+", .int), ("+", .double): return value
        default: throw error("operator \(op) cannot be applied to \(value.typeName)", at: offset)
        }
    }
}

extension Value {
    /// Int or Double as Double.
    var number: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }
}

extension Interpreter {
    /// An operator a struct or enum of the scenario declares (`static func + (lhs:rhs:)`), with the ones
    /// Swift derives: `!=` from `==`, and `>`, `<=`, `>=` from `<` (`Comparable`). Nil when none applies.
    func declaredOperator(_ op: String, _ left: Value, _ right: Value, at offset: Int) throws -> Value? {
        guard isScenarioValue(left) || isScenarioValue(right) else { return nil }
        func call(_ name: String, _ a: Value, _ b: Value) throws -> Value? {
            for type in [a.typeName, b.typeName] {
                guard let method = uikitExtensions[type]?.staticMethods.values.first(where: { $0.name == name }) else { continue }
                return try invoke(Closure(body: .function(method), captured: globals), [a, b], self: .type(type), at: offset)
            }
            return nil
        }
        func negated(_ value: Value?) -> Value? {
            if case .bool(let flag)? = value { return .bool(!flag) }
            return value
        }
        if let result = try call(op, left, right) { return result }
        switch op {
        case "!=": return negated(try call("==", left, right))
        case ">": return try call("<", right, left)
        case "<=": return negated(try call("<", right, left))
        case ">=": return negated(try call("<", left, right))
        default: return nil
        }
    }
}
