@_spi(RawSyntax) import SwiftSyntax

/// Statements and control flow.
extension Lowering {
    func lowerBlock(_ items: CodeBlockItemListSyntax?) -> [Stmt] {
        guard let items else { return [] }
        // Appended in place: an array per item (`flatMap`) cost an allocation for every statement.
        var statements: [Stmt] = []
        for item in activeItems(items) { lowerItem(item, into: &statements) }
        return statements
    }

    /// A function or closure body: a single expression is also its return value (`{ true }`).
    func lowerBody(_ items: CodeBlockItemListSyntax?) -> [Stmt] {
        let statements = lowerBlock(items)
        if statements.count == 1, case .expression(let expr) = statements[0].kind {
            return [Stmt(kind: .returnStatement(expr), offset: statements[0].offset)]
        }
        return statements
    }

    func lowerItem(_ item: CodeBlockItemSyntax, into statements: inout [Stmt]) {
        // An expression statement or plain variable the raw lowering takes needs no typed node at all.
        if readsRawExpressions, let statement = lowerRawItem(item) {
            statements.append(statement)
            return
        }
        switch item.item {
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) {
                if let destructured = lowerDestructuring(variable) {
                    statements += destructured
                    return
                }
                for definition in lowerVariable(variable, isMember: false) {
                    statements.append(Stmt(kind: .variable(definition), offset: definition.offset))
                }
                return
            }
            if let function = decl.as(FunctionDeclSyntax.self) {
                if function.modifiers.contains(where: { $0.name.tokenText == "override" }) {
                    unsupported("override outside a class", function.modifiers)
                }
                if let lowered = lowerFunction(function) { statements.append(Stmt(kind: .function(lowered), offset: lowered.offset)) }
                return
            }
            if decl.is(ClassDeclSyntax.self) {
                unsupported("classes declared inside a function or closure", decl)
                return
            }
            unsupported(describe(decl), decl)
        case .stmt(let statement):
            if let lowered = lowerStatement(statement, label: nil) { statements.append(lowered) }
        case .expr(let expr):
            // The raw lowering was tried on this very node above, when it reads raw expressions.
            if let lowered = lowerExpressionStatement(expr, triesRaw: false) { statements.append(lowered) }
        }
    }

    /// The item lowered from the raw nodes when it is an expression statement or a plain variable the raw
    /// lowering takes; nil for anything else, which the typed path lowers.
    private func lowerRawItem(_ item: CodeBlockItemSyntax) -> Stmt? {
        let raw = item.raw
        guard let content = RawReads.child(raw, RawIndex.codeBlockItem) else { return nil }
        let position = RawReads.position(ofChild: RawIndex.codeBlockItem, in: raw, at: item.position.utf8Offset)
        if content.kind == .variableDecl { return lowerRawVariable(content, at: position) }
        // An expression statement, located, as `lowerExpressionStatement` locates it, at its first character.
        guard let lowered = lowerRawExpr(content, at: position) else { return nil }
        return Stmt(kind: .expression(lowered), offset: position + RawReads.leadingTriviaLength(content))
    }

    /// `let name = value` or `var name = value` (no attributes, modifiers, type annotation or accessors, one
    /// binding of a plain name, a value `lowerRawExpr` takes), lowered as `lowerVariable` lowers it, from
    /// the raw nodes: the typed bindings, pattern and initializer cost half of lowering such a line, and
    /// most top-level lines of a scenario are such lines.
    private func lowerRawVariable(_ decl: RawSyntax, at position: Int) -> Stmt? {
        guard RawReads.isEmptyList(RawReads.child(decl, RawIndex.variableAttributes)),
              RawReads.isEmptyList(RawReads.child(decl, RawIndex.variableModifiers)),
              let bindings = RawReads.child(decl, RawIndex.variableBindings),
              let bindingList = bindings.layoutView, bindingList.children.count == 1,
              let binding = bindingList.children.first, let binding,
              let pattern = RawReads.child(binding, RawIndex.bindingPattern), pattern.kind == .identifierPattern,
              RawReads.child(binding, RawIndex.bindingTypeAnnotation) == nil,
              RawReads.child(binding, RawIndex.bindingAccessorBlock) == nil,
              let initializer = RawReads.child(binding, RawIndex.bindingInitializer),
              let value = RawReads.child(initializer, RawIndex.initializerValue) else { return nil }
        let bindingPosition = RawReads.position(ofChild: RawIndex.variableBindings, in: decl, at: position)
        let initializerPosition = RawReads.position(ofChild: RawIndex.bindingInitializer, in: binding, at: bindingPosition)
        guard let lowered = lowerRawExpr(value, at: RawReads.position(ofChild: RawIndex.initializerValue, in: initializer,
                                                                       at: initializerPosition)) else { return nil }
        let offset = RawReads.offset(ofChild: RawIndex.bindingPattern, in: binding, at: bindingPosition)
        let definition = VariableDef(
            name: RawReads.child(pattern, RawIndex.patternIdentifier)?.tokenView?.string ?? "",
            isConstant: RawReads.child(decl, RawIndex.variableBindingSpecifier)?.tokenView?.rawText == "let",
            isWeak: false, type: nil, initializer: lowered, offset: offset)
        return Stmt(kind: .variable(definition), offset: offset)
    }

    private func lowerExpressionStatement(_ expr: ExprSyntax, triesRaw: Bool = true) -> Stmt? {
        if let conditional = expr.as(IfExprSyntax.self) { return lowerIf(conditional) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return lowerSwitch(switchExpr) }
        return Stmt(kind: .expression(lowerExpr(expr, triesRaw: triesRaw)), offset: expr.offset)
    }

    private func lowerStatement(_ node: StmtSyntax, label: String?) -> Stmt? {
        let offset = node.offset
        if let expression = node.as(ExpressionStmtSyntax.self) {
            return lowerExpressionStatement(expression.expression)
        }
        if let labeled = node.as(LabeledStmtSyntax.self) {
            return lowerStatement(labeled.statement, label: labeled.label.tokenText)
        }
        if let guardStmt = node.as(GuardStmtSyntax.self) {
            return Stmt(kind: .guardStatement(conditions: lowerConditions(guardStmt.conditions),
                                              otherwise: lowerBlock(guardStmt.body.statements)), offset: offset)
        }
        if let loop = node.as(WhileStmtSyntax.self) {
            return Stmt(kind: .whileLoop(label: label, conditions: lowerConditions(loop.conditions),
                                         body: lowerBlock(loop.body.statements)), offset: offset)
        }
        if let loop = node.as(RepeatStmtSyntax.self) {
            return Stmt(kind: .repeatLoop(label: label, body: lowerBlock(loop.body.statements),
                                          condition: lowerExpr(loop.condition)), offset: offset)
        }
        if let loop = node.as(ForStmtSyntax.self) {
            return lowerFor(loop, label: label)
        }
        if let returnStmt = node.as(ReturnStmtSyntax.self) {
            return Stmt(kind: .returnStatement(returnStmt.expression.map { lowerExpr($0) }), offset: offset)
        }
        if let breakStmt = node.as(BreakStmtSyntax.self) {
            return Stmt(kind: .breakStatement(label: breakStmt.label?.tokenText), offset: offset)
        }
        if let continueStmt = node.as(ContinueStmtSyntax.self) {
            return Stmt(kind: .continueStatement(label: continueStmt.label?.tokenText), offset: offset)
        }
        if let deferStmt = node.as(DeferStmtSyntax.self) {
            return Stmt(kind: .deferStatement(lowerBlock(deferStmt.body.statements)), offset: offset)
        }
        if let doStmt = node.as(DoStmtSyntax.self) {
            if let clause = doStmt.catchClauses.first { unsupported("catch", clause) }
            if let throwsClause = doStmt.throwsClause { unsupported("throws", throwsClause) }
            return Stmt(kind: .block(lowerBlock(doStmt.body.statements)), offset: offset)
        }
        if node.is(ThrowStmtSyntax.self) { unsupported("throw", node) }
        else if node.is(FallThroughStmtSyntax.self) { unsupported("fallthrough", node) }
        else if node.is(DiscardStmtSyntax.self) { unsupported("discard", node) }
        else if node.is(YieldStmtSyntax.self) { unsupported("yield", node) }
        else { unsupported(node.trimmedDescription.prefix(20).split(separator: " ").first.map(String.init) ?? "statement", node) }
        return nil
    }

    private func lowerFor(_ loop: ForStmtSyntax, label: String?) -> Stmt? {
        if let keyword = loop.caseKeyword {
            unsupported("for case", keyword)
            return nil
        }
        if let keyword = loop.tryKeyword ?? loop.awaitKeyword { unsupported(keyword.tokenText, keyword) }
        var variable: String?
        var index: String?
        var pattern: Pattern?
        var sequence = ExprSyntax(loop.sequence)
        if let identifier = loop.pattern.as(IdentifierPatternSyntax.self) {
            variable = identifier.identifier.tokenText
        } else if let tuple = loop.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
                  let call = loop.sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                  call.trailingClosure == nil, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.tokenText == "enumerated", let base = member.base {
            // `for (index, element) in list.enumerated()`: the position is counted, no tuples are made.
            let names = tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.tokenText }
            index = names[0]
            variable = names[1]
            sequence = base
        } else if loop.pattern.is(TuplePatternSyntax.self) {
            pattern = lowerPattern(loop.pattern, binds: true)
        } else if !loop.pattern.is(WildcardPatternSyntax.self) {
            unsupported("this pattern", loop.pattern)
        }
        return Stmt(kind: .forIn(label: label, variable: variable, index: index, pattern: pattern, sequence: lowerExpr(sequence),
                                 filter: loop.whereClause.map { lowerExpr($0.condition) },
                                 body: lowerBlock(loop.body.statements)), offset: loop.offset)
    }

    func lowerIf(_ node: IfExprSyntax) -> Stmt {
        var otherwise: [Stmt]?
        switch node.elseBody {
        case .ifExpr(let nested): otherwise = [lowerIf(nested)]
        case .codeBlock(let block): otherwise = lowerBlock(block.statements)
        case nil: otherwise = nil
        }
        return Stmt(kind: .ifStatement(conditions: lowerConditions(node.conditions),
                                       then: lowerBlock(node.body.statements), otherwise: otherwise),
                    offset: node.offset)
    }

    func lowerConditions(_ list: ConditionElementListSyntax) -> [Condition] {
        list.compactMap { element in
            switch element.condition {
            case .expression(let expr):
                return .expression(lowerExpr(expr))
            case .optionalBinding(let binding):
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
                    unsupported("destructuring patterns", binding.pattern)
                    return nil
                }
                let name = identifier.identifier.tokenText
                let value = binding.initializer.map { lowerExpr($0.value) }
                    ?? Expr(kind: name == "self" ? .selfReference : .identifier(name), offset: identifier.offset)
                return .optionalBinding(name: name, value: value, type: binding.typeAnnotation.map { lowerType($0.type) })
            case .matchingPattern(let matching):
                guard let pattern = lowerPattern(matching.pattern, binds: false) else { return nil }
                var value = lowerExpr(matching.initializer.value)
                if let type = matching.typeAnnotation.map({ lowerType($0.type) }) {
                    value = Expr(kind: .cast(value, type, .coercion), offset: value.offset)
                }
                return .pattern(pattern, value: value)
            case .availability(let availability):
                return self.availability(availability.availabilityArguments)
            }
        }
    }

    func lowerSwitch(_ node: SwitchExprSyntax) -> Stmt {
        var cases: [SwitchCase] = []
        for element in node.cases {
            guard case .switchCase(let switchCase) = element else {
                unsupported("#if", element)
                continue
            }
            let body = lowerBlock(switchCase.statements)
            switch switchCase.label {
            case .default:
                cases.append(SwitchCase(patterns: [], body: body, offset: switchCase.offset))
            case .case(let label):
                let patterns = label.caseItems.compactMap { item -> CasePattern? in
                    guard let pattern = lowerPattern(item.pattern, binds: false) else { return nil }
                    return CasePattern(pattern: pattern, guardExpr: item.whereClause.map { lowerExpr($0.condition) })
                }
                cases.append(SwitchCase(patterns: patterns, body: body, offset: switchCase.offset))
            }
        }
        return Stmt(kind: .switchStatement(subject: lowerExpr(node.subject), cases: cases), offset: node.offset)
    }
}
