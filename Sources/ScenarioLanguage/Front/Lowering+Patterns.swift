@_spi(RawSyntax) import SwiftSyntax

/// Patterns: `case .loaded(let items)`, `case let .failed(error)`, `case (0, _)`, `if case`, `let (a, b) = …`,
/// `for (name, age) in people`.
extension Lowering {
    /// `binds`: inside `let`/`var`, a bare name binds instead of naming a value to compare with.
    func lowerPattern(_ node: PatternSyntax, binds: Bool) -> Pattern? {
        if let identifier = node.as(IdentifierPatternSyntax.self) { return .binding(identifier.identifier.tokenText) }
        if node.is(WildcardPatternSyntax.self) { return .wildcard }
        if let binding = node.as(ValueBindingPatternSyntax.self) { return lowerPattern(binding.pattern, binds: true) }
        if let expression = node.as(ExpressionPatternSyntax.self) {
            return lowerPatternExpression(expression.expression, binds: binds)
        }
        if let isType = node.as(IsTypePatternSyntax.self) { return .isType(lowerType(isType.type)) }
        if let tuple = node.as(TuplePatternSyntax.self) {
            var elements: [PatternElement] = []
            for element in tuple.elements {
                guard let pattern = lowerPattern(element.pattern, binds: binds) else { return nil }
                if let label = element.label?.tokenText { tupleLabels.insert(label) }
                elements.append(PatternElement(label: element.label?.tokenText, pattern: pattern))
            }
            return elements.count == 1 && elements[0].label == nil ? elements[0].pattern : .tuple(elements)
        }
        unsupported("this pattern", node)
        return nil
    }

    /// A pattern written as an expression (`.loaded(let items)`, `(0, _)`, `x?`), or a value to compare with.
    func lowerPatternExpression(_ node: ExprSyntax, binds: Bool) -> Pattern? {
        if let inner = node.as(PatternExprSyntax.self) { return lowerPattern(inner.pattern, binds: binds) }
        if node.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        if binds, let reference = node.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
           case .identifier = reference.baseName.tokenKind {
            return .binding(reference.baseName.tokenText)
        }
        if let tuple = node.as(TupleExprSyntax.self), !tuple.elements.isEmpty {
            var elements: [PatternElement] = []
            for element in tuple.elements {
                guard let pattern = lowerPatternExpression(element.expression, binds: binds) else { return nil }
                if let label = element.label?.tokenText { tupleLabels.insert(label) }
                elements.append(PatternElement(label: element.label?.tokenText, pattern: pattern))
            }
            return elements.count == 1 && elements[0].label == nil ? elements[0].pattern : .tuple(elements)
        }
        if let call = node.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil {
            let typeName: String?
            if let base = member.base {
                guard let reference = base.as(DeclReferenceExprSyntax.self) else {
                    unsupported("this pattern", node)
                    return nil
                }
                typeName = reference.baseName.tokenText
            } else {
                typeName = nil
            }
            var payload: [PatternElement] = []
            for argument in call.arguments {
                guard let pattern = lowerPatternExpression(argument.expression, binds: binds) else { return nil }
                payload.append(PatternElement(label: argument.label?.tokenText, pattern: pattern))
            }
            return .enumCase(type: typeName, name: member.declName.baseName.tokenText, payload: payload,
                             offset: member.declName.offset)
        }
        // `case .some:` and `case .none:` name Optional's cases.
        if let member = node.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.argumentNames == nil {
            if member.declName.baseName.tokenText == "some" { return .optional(.wildcard) }
            if member.declName.baseName.tokenText == "none" { return .value(Expr(kind: .literal(.null), offset: member.offset)) }
        }
        if let optional = node.as(OptionalChainingExprSyntax.self) {
            return lowerPatternExpression(optional.expression, binds: binds).map { .optional($0) }
        }
        return .value(lowerExpr(node))
    }

    /// `let (a, b) = f()` in code: one statement binding every name of the tuple pattern.
    func lowerDestructuring(_ node: VariableDeclSyntax) -> [Stmt]? {
        // Asked of every variable declaration: the patterns' kinds are read from the raw nodes.
        guard let bindings = RawReads.child(node.raw, RawIndex.variableBindings)?.layoutView,
              bindings.children.contains(where: { binding in
                  binding.flatMap { RawReads.child($0, RawIndex.bindingPattern) }?.kind == .tuplePattern
              }) else { return nil }
        checkAttributes(node.attributes)
        checkModifiers(node.modifiers, allowed: ["private", "fileprivate"])
        let isConstant = node.bindingSpecifier.tokenKind == .keyword(.let)
        var statements: [Stmt] = []
        for binding in node.bindings {
            guard binding.pattern.is(TuplePatternSyntax.self) else {
                unsupported("mixing tuple patterns with other bindings in one declaration", binding.pattern)
                continue
            }
            if let accessors = binding.accessorBlock { unsupported("accessors on a tuple pattern", accessors) }
            guard let initializer = binding.initializer else {
                report(ScenarioError("a tuple pattern needs a value to destructure", at: binding.pattern.offset))
                continue
            }
            guard let pattern = lowerPattern(binding.pattern, binds: true) else { continue }
            var value = lowerExpr(initializer.value)
            if let type = binding.typeAnnotation.map({ lowerType($0.type) }) {
                value = Expr(kind: .cast(value, type, .coercion), offset: value.offset)
            }
            statements.append(Stmt(kind: .destructure(pattern: pattern, value: value, isConstant: isConstant),
                                   offset: binding.pattern.offset))
        }
        return statements
    }
}
