import SwiftSyntax

/// Closure literals and written types.
extension Lowering {
    func lowerClosure(_ node: ClosureExprSyntax) -> ClosureDef {
        var parameters: [String?] = []
        var captures: [ClosureDef.Capture] = []
        if let signature = node.signature {
            checkAttributes(signature.attributes)
            if let effects = signature.effectSpecifiers { unsupported(effects.trimmedDescription, effects) }
            for item in signature.capture?.items ?? [] {
                let strength: ClosureDef.Capture.Strength
                switch item.specifier?.specifier.tokenText {
                case nil: strength = .strong
                case "weak": strength = .weak
                case "unowned": strength = .unowned
                default:
                    unsupported(item.specifier!.trimmedDescription, item.specifier!)
                    strength = .strong
                }
                let value = item.initializer.map { lowerExpr($0.value) } ?? Expr(
                    kind: item.name.tokenKind == .keyword(.self) ? .selfReference : .identifier(item.name.tokenText),
                    offset: item.name.offset)
                captures.append(.init(name: item.name.tokenText, strength: strength, value: value))
            }
            switch signature.parameterClause {
            case .simpleInput(let list):
                parameters = list.map { $0.name.tokenText == "_" ? nil : $0.name.tokenText }
            case .parameterClause(let clause):
                parameters = clause.parameters.map { parameter in
                    let name = (parameter.secondName ?? parameter.firstName).tokenText
                    return name == "_" ? nil : name
                }
            case nil:
                break
            }
        }
        let names = ReferencedNames.of(node.statements)
        let anonymous = names.contains { $0.hasPrefix("$") }
        if anonymous, node.signature?.parameterClause != nil {
            report(ScenarioError("anonymous closure arguments cannot be used in a closure that has explicit arguments",
                                 at: node.offset))
        }
        return ClosureDef(parameters: parameters, body: lowerBody(node.statements), captures: captures,
                          offset: node.offset, referencedNames: names, usesAnonymousParameters: anonymous)
    }

    func lowerType(_ node: TypeSyntax) -> TypeRef {
        if let identifier = node.as(IdentifierTypeSyntax.self) {
            if let generic = identifier.genericArgumentClause {
                if identifier.name.tokenText == "Array", generic.arguments.count == 1, let element = generic.arguments.first,
                   case .type(let type) = element.argument {
                    return .array(lowerType(type))
                }
                if identifier.name.tokenText == "Optional", generic.arguments.count == 1, let element = generic.arguments.first,
                   case .type(let type) = element.argument {
                    return .optional(lowerType(type))
                }
                // UIKit's generic types run with their arguments erased: identifiers keep their own types.
                if DiffableDataSources.typeNames.contains(identifier.name.tokenText) { return .named(identifier.name.tokenText) }
                return .other(node.trimmedDescription)
            }
            if let nested = resolveNestedType(identifier.name.tokenText) { return .named(nested) }
            return genericParameters[identifier.name.tokenText] ?? .named(identifier.name.tokenText)
        }
        if let optional = node.as(OptionalTypeSyntax.self) { return .optional(lowerType(optional.wrappedType)) }
        if let optional = node.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .optional(lowerType(optional.wrappedType)) }
        if let array = node.as(ArrayTypeSyntax.self) { return .array(lowerType(array.element)) }
        if node.is(FunctionTypeSyntax.self) { return .function }
        if let attributed = node.as(AttributedTypeSyntax.self) { return lowerType(attributed.baseType) }
        if let member = node.as(MemberTypeSyntax.self) {
            if !nestedTypeNames.isEmpty, case .named(let outer) = lowerType(member.baseType),
               let nested = nestedMember(member.name.tokenText, of: outer) {
                return .named(nested)
            }
            return .named(member.name.tokenText)
        }
        if let tuple = node.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return lowerType(only.type)
        }
        if let tuple = node.as(TupleTypeSyntax.self), tuple.elements.count > 1 {
            for label in tuple.elements.compactMap({ $0.firstName }) where label.tokenText != "_" { tupleLabels.insert(label.tokenText) }
            return .tuple(tuple.elements.map { lowerType($0.type) },
                          labels: tuple.elements.map { $0.firstName.flatMap { $0.tokenText == "_" ? nil : $0.tokenText } })
        }
        return .other(node.trimmedDescription)
    }
}
