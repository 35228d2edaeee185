import SwiftSyntax

/// Compile-time conditions and literals: `#if`, `#available`, `#selector`, `#file`, `#line`.
///
/// A scenario is built as a debug build for the simulator: `DEBUG`, `os(iOS)`, `canImport(UIKit)`,
/// `targetEnvironment(simulator)`, `swift(>=…)` and `compiler(>=…)` hold; other flags are not set.
/// `#available(iOS N, *)` is decided when the scenario runs, by its iOS version.
extension Lowering {
    /// The items of a block with every `#if` replaced by its active clause.
    func activeItems(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        // Appended in place: an array per item (`flatMap`) cost an allocation for every statement, and
        // growing the array as it fills cost a copy at every doubling.
        var active: [CodeBlockItemSyntax] = []
        active.reserveCapacity(items.count)
        items.forEachElement { item in
            guard Self.itemKind(item) == .ifConfigDecl, case .decl(let decl) = item.item,
                  let config = decl.as(IfConfigDeclSyntax.self) else {
                active.append(item)
                return
            }
            guard let clause = activeClause(config) else { return }
            switch clause.elements {
            case .statements(let inner)?: active += activeItems(inner)
            case nil: break
            case let other?: unsupported("#if around these declarations", other)
            }
        }
        return active
    }

    /// The members of a class body with every `#if` replaced by its active clause.
    func activeMembers(_ members: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
        members.flatMap { member -> [MemberBlockItemSyntax] in
            guard let config = member.decl.as(IfConfigDeclSyntax.self) else { return [member] }
            guard let clause = activeClause(config) else { return [] }
            switch clause.elements {
            case .decls(let inner)?: return activeMembers(inner)
            case nil: return []
            case let other?:
                unsupported("#if around these members", other)
                return []
            }
        }
    }

    private func activeClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        for clause in config.clauses {
            guard let condition = clause.condition else { return clause }  // `#else`
            if evaluate(condition) { return clause }
        }
        return nil
    }

    private func evaluate(_ condition: ExprSyntax) -> Bool {
        if let reference = condition.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.tokenText == "DEBUG"
        }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.tokenText == "!" {
            return !evaluate(prefix.expression)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self),
           let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.tokenText, op == "&&" || op == "||" {
            return op == "&&" ? evaluate(infix.leftOperand) && evaluate(infix.rightOperand)
                              : evaluate(infix.leftOperand) || evaluate(infix.rightOperand)
        }
        if let call = condition.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenText {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name {
            case "os": return argument == "iOS"
            case "canImport": return Self.importableModules.contains(argument)
            case "targetEnvironment": return argument == "simulator"
            case "swift", "compiler": return true
            case "arch": return argument == "arm64"
            default: break
            }
        }
        unsupported("this #if condition", condition)
        return false
    }

    /// `#available(iOS 15, *)`: the major (and minor) version for iOS; other platforms do not apply.
    func availability(_ node: AvailabilityArgumentListSyntax) -> Condition? {
        for argument in node {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument else { continue }
            guard restriction.platform.tokenText == "iOS" else { continue }
            let text = restriction.version?.trimmedDescription ?? "0"
            let major = Int(text.split(separator: ".").first ?? "0") ?? 0
            return .availability(iOS: major)
        }
        return .availability(iOS: 0)
    }

    /// `#selector(tapped)`, `#selector(tapped(_:))`, `#selector(Type.tapped(_:))`: the method's selector.
    func selector(_ macro: MacroExpansionExprSyntax) -> Expr? {
        guard macro.arguments.count == 1, let argument = macro.arguments.first, argument.label == nil else {
            unsupported("#selector(getter:) and #selector(setter:)", macro)
            return nil
        }
        var text = argument.expression.trimmedDescription.filter { !$0.isWhitespace }
        let open = text.firstIndex(of: "(") ?? text.endIndex
        if let dot = text[..<open].lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
        return Expr(kind: .literal(.string(text)), offset: macro.offset)
    }

    /// `#file`, `#fileID`, `#filePath`, `#line`, `#column`: stable values for the scenario.
    func sourceLiteral(_ macro: MacroExpansionExprSyntax) -> Expr? {
        let value: Value
        switch macro.macroName.tokenText {
        case "file", "filePath": value = .string("Scenario.swift")
        case "fileID": value = .string("Scenario/Scenario.swift")
        case "line": value = .int(location(of: macro).line)
        case "column": value = .int(location(of: macro).column)
        default: return nil
        }
        return Expr(kind: .literal(value), offset: macro.offset)
    }

    private func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        guard let converter else { return (0, 0) }
        let location = node.startLocation(converter: converter)
        return (location.line, location.column)
    }
}
