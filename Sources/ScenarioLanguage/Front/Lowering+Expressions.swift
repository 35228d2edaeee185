@_spi(Compiler) import SwiftParser
import SwiftSyntax

/// Expressions. Operators are already folded into `InfixOperatorExprSyntax` trees.
extension Lowering {
    func lowerExpr(_ node: ExprSyntax) -> Expr {
        let offset = node.offset
        func make(_ kind: ExprKind) -> Expr { Expr(kind: kind, offset: offset) }
        func fail(_ what: String) -> Expr {
            unsupported(what, node)
            return make(.literal(.void))
        }

        if let reference = node.as(DeclReferenceExprSyntax.self) {
            if let names = reference.argumentNames { return fail("function references like `\(reference.baseName.text)\(names.trimmedDescription)`") }
            switch reference.baseName.tokenKind {
            case .keyword(.self): return make(.selfReference)
            case .keyword(.Self): return fail("Self")
            case .keyword(.`init`): return fail("init")
            default: return make(.identifier(reference.baseName.text))
            }
        }
        if let literal = node.as(IntegerLiteralExprSyntax.self) {
            guard let value = literal.representedLiteralValue else {
                report(ScenarioError("integer literal `\(literal.literal.text)` overflows Int", at: offset))
                return make(.literal(.int(0)))
            }
            return make(.literal(.int(value)))
        }
        if let literal = node.as(FloatLiteralExprSyntax.self) {
            guard let value = literal.representedLiteralValue, value.isFinite else { return fail(literal.literal.text) }
            return make(.literal(.double(value)))
        }
        if let literal = node.as(BooleanLiteralExprSyntax.self) {
            return make(.literal(.bool(literal.literal.tokenKind == .keyword(.true))))
        }
        if node.is(NilLiteralExprSyntax.self) { return make(.literal(.null)) }
        if let literal = node.as(StringLiteralExprSyntax.self) { return lowerString(literal) }
        if let member = node.as(MemberAccessExprSyntax.self) { return lowerMember(member) }
        if let call = node.as(FunctionCallExprSyntax.self) { return lowerCall(call) }
        if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
            guard subscriptCall.arguments.count == 1, let index = subscriptCall.arguments.first, index.label == nil,
                  subscriptCall.trailingClosure == nil else { return fail("this subscript") }
            return make(.subscriptIndex(base: lowerExpr(subscriptCall.calledExpression), index: lowerExpr(index.expression)))
        }
        if let infix = node.as(InfixOperatorExprSyntax.self) { return lowerInfix(infix) }
        if let prefix = node.as(PrefixOperatorExprSyntax.self) {
            let op = prefix.operator.text
            guard op == "!" || op == "-" || op == "+" else { return fail("prefix operator \(op)") }
            return make(.prefix(op: op, operand: lowerExpr(prefix.expression)))
        }
        if let ternary = node.as(TernaryExprSyntax.self) {
            return make(.ternary(condition: lowerExpr(ternary.condition), then: lowerExpr(ternary.thenExpression),
                                 otherwise: lowerExpr(ternary.elseExpression)))
        }
        if let chain = node.as(OptionalChainingExprSyntax.self) { return make(.optionalChain(lowerExpr(chain.expression))) }
        if let unwrap = node.as(ForceUnwrapExprSyntax.self) { return make(.forceUnwrap(lowerExpr(unwrap.expression))) }
        if let closure = node.as(ClosureExprSyntax.self) { return make(.closure(lowerClosure(closure))) }
        if let array = node.as(ArrayExprSyntax.self) { return make(.array(array.elements.map { lowerExpr($0.expression) })) }
        if let tuple = node.as(TupleExprSyntax.self) {
            if tuple.elements.isEmpty { return make(.literal(.void)) }
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return fail("tuples") }
            return lowerExpr(only.expression)
        }
        if let cast = node.as(AsExprSyntax.self) {
            let kind: CastKind = switch cast.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?: .conditional
            case .exclamationMark?: .forced
            default: .coercion
            }
            return make(.cast(lowerExpr(cast.expression), lowerType(cast.type), kind))
        }
        if let check = node.as(IsExprSyntax.self) { return make(.cast(lowerExpr(check.expression), lowerType(check.type), .isType)) }
        if node.is(DiscardAssignmentExprSyntax.self) { return make(.discard) }
        if let type = node.as(TypeExprSyntax.self) {
            if let array = type.type.as(ArrayTypeSyntax.self) {
                return make(.typeName("[" + array.element.trimmedDescription + "]"))
            }
            return make(.typeName(type.type.trimmedDescription))
        }
        if node.is(SuperExprSyntax.self) { return fail("super on its own (use `super.method()`)") }
        if node.is(SequenceExprSyntax.self) { return fail("this operator sequence") }
        if node.is(TryExprSyntax.self) { return fail("try") }
        if node.is(AwaitExprSyntax.self) { return fail("await") }
        if node.is(IfExprSyntax.self) { return fail("if as an expression") }
        if node.is(SwitchExprSyntax.self) { return fail("switch as an expression") }
        if node.is(DictionaryExprSyntax.self) { return fail("dictionaries") }
        if node.is(KeyPathExprSyntax.self) { return fail("key paths") }
        if let macro = node.as(MacroExpansionExprSyntax.self) {
            // `print(#function)` is how lifecycle experiments log: the enclosing function's selector.
            if macro.macroName.text == "function", macro.arguments.isEmpty, let name = enclosingFunctions.last {
                return make(.literal(.string(name)))
            }
            return fail("#" + macro.macroName.text + (macro.macroName.text == "function" ? " outside a function" : ""))
        }
        if node.is(InOutExprSyntax.self) { return fail("inout arguments (&)") }
        if node.is(PostfixOperatorExprSyntax.self) { return fail("postfix operators") }
        if node.is(RegexLiteralExprSyntax.self) { return fail("regex literals") }
        if node.is(MissingExprSyntax.self) { return make(.literal(.void)) }  // already a parse error
        return fail(String(node.trimmedDescription.prefix(30)))
    }

    private func lowerString(_ literal: StringLiteralExprSyntax) -> Expr {
        guard let kind = literal.stringLiteralKind else {
            unsupported("this string literal", literal)
            return Expr(kind: .literal(.string("")), offset: literal.offset)
        }
        var parts: [InterpolationPart] = []
        var pending = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                text.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: literal.delimiterLength,
                                                 to: &pending)
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first,
                      only.label == nil else {
                    unsupported("interpolation with arguments", interpolation)
                    continue
                }
                parts.append(InterpolationPart(literal: pending, expression: lowerExpr(only.expression)))
                pending = ""
            }
        }
        if parts.isEmpty { return Expr(kind: .literal(.string(pending)), offset: literal.offset) }
        parts.append(InterpolationPart(literal: pending, expression: nil))
        return Expr(kind: .interpolation(parts), offset: literal.offset)
    }

    private func lowerMember(_ node: MemberAccessExprSyntax) -> Expr {
        let name = node.declName.baseName.text
        if let names = node.declName.argumentNames {
            unsupported("method references like `\(name)\(names.trimmedDescription)`", node.declName)
        }
        if node.base?.is(SuperExprSyntax.self) == true {
            return Expr(kind: .superMember(name: name), offset: node.offset)
        }
        if case .integerLiteral = node.declName.baseName.tokenKind {
            unsupported("tuple element access", node.declName)
        }
        // An implicit member (`.fullScreen`) is located at its dot, a member at its name.
        return Expr(kind: .member(base: node.base.map { lowerExpr($0) }, name: name),
                    offset: node.base == nil ? node.offset : node.declName.offset)
    }

    private func lowerCall(_ node: FunctionCallExprSyntax) -> Expr {
        var arguments = node.arguments.map { CallArgument(label: $0.label?.text, value: lowerExpr($0.expression)) }
        if let closure = node.trailingClosure {
            arguments.append(CallArgument(label: nil, value: Expr(kind: .closure(lowerClosure(closure)), offset: closure.offset),
                                          isTrailingClosure: true))
        }
        for extra in node.additionalTrailingClosures {
            arguments.append(CallArgument(label: extra.label.text,
                                          value: Expr(kind: .closure(lowerClosure(extra.closure)), offset: extra.closure.offset),
                                          isTrailingClosure: true))
        }
        let callee = lowerExpr(node.calledExpression)
        return Expr(kind: .call(callee: callee, arguments: arguments), offset: callee.offset)
    }

    private func lowerInfix(_ node: InfixOperatorExprSyntax) -> Expr {
        let lhs = lowerExpr(node.leftOperand)
        let rhs = lowerExpr(node.rightOperand)
        let offset = node.operator.offset
        if node.operator.is(AssignmentExprSyntax.self) {
            return Expr(kind: .assign(target: lhs, value: rhs), offset: offset)
        }
        guard let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            unsupported(node.operator.trimmedDescription, node.operator)
            return lhs
        }
        switch op {
        case "+=", "-=", "*=", "/=", "%=":
            return Expr(kind: .compoundAssign(op: String(op.dropLast()), target: lhs, value: rhs), offset: offset)
        case "+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "??", "..<", "...", "===", "!==":
            return Expr(kind: .binary(op: op, lhs: lhs, rhs: rhs), offset: offset)
        default:
            unsupported("operator \(op)", node.operator)
            return lhs
        }
    }
}
