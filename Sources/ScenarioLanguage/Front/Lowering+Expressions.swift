@_spi(Compiler) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// Expressions. Operators are folded into `InfixOperatorExprSyntax` trees, or left as sequences that
/// `lowerSequence` folds (`OperatorSequences`).
extension Lowering {
    /// `triesRaw` is false where the raw lowering (`lowerRawExpr`) has just declined this node.
    func lowerExpr(_ node: ExprSyntax, triesRaw: Bool = true) -> Expr {
        let raw = node.raw
        if readsRawExpressions, triesRaw, let lowered = lowerRawExpr(raw, at: node.position.utf8Offset) { return lowered }
        // Computed only for the expressions located at their start: a member access is located at its name,
        // a call at its callee, and finding a node's first token walks down the tree.
        func offset() -> Int { node.position.utf8Offset + RawReads.leadingTriviaLength(raw) }
        func make(_ kind: ExprKind) -> Expr { Expr(kind: kind, offset: offset()) }
        func fail(_ what: String) -> Expr {
            unsupported(what, node)
            return make(.literal(.void))
        }
        // One dispatch on the node's kind: this runs for every expression of every scenario.
        switch node.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let reference):
            if let names = reference.argumentNames {
                return fail("function references like `\(reference.baseName.tokenText)\(names.trimmedDescription)`")
            }
            return lowerReference(reference.baseName.tokenText, isKeyword: reference.baseName.rawTokenKind == .keyword,
                                  make: make, fail: fail)
        case .integerLiteralExpr(let literal):
            guard let value = Self.plainDecimal(literal.literal.tokenText) ?? literal.representedLiteralValue else {
                report(ScenarioError("integer literal `\(literal.literal.tokenText.prefix(40))` overflows Int", at: offset()))
                return make(.literal(.int(0)))
            }
            return make(.literal(.int(value)))
        case .floatLiteralExpr(let literal):
            guard let value = literal.representedLiteralValue, value.isFinite else { return fail(literal.literal.tokenText) }
            return make(.literal(.double(value)))
        case .booleanLiteralExpr(let literal):
            return make(.literal(.bool(literal.literal.tokenKind == .keyword(.true))))
        case .nilLiteralExpr:
            return make(.literal(.null))
        case .stringLiteralExpr(let literal):
            return lowerString(literal)
        case .memberAccessExpr(let member):
            return lowerMember(member)
        case .functionCallExpr(let call):
            return lowerCall(call)
        case .subscriptCallExpr(let subscriptCall):
            guard subscriptCall.arguments.count == 1, let index = subscriptCall.arguments.first, index.label == nil,
                  subscriptCall.trailingClosure == nil else { return fail("this subscript") }
            return make(.subscriptIndex(base: lowerExpr(subscriptCall.calledExpression),
                                        index: lowerExpr(index.expression)))
        case .infixOperatorExpr(let infix):
            return lowerInfix(infix)
        case .prefixOperatorExpr(let prefix):
            let op = prefix.operator.tokenText
            guard op == "!" || op == "-" || op == "+" else { return fail("prefix operator \(op)") }
            return make(.prefix(op: op, operand: lowerExpr(prefix.expression)))
        case .ternaryExpr(let ternary):
            return make(.ternary(condition: lowerExpr(ternary.condition), then: lowerExpr(ternary.thenExpression),
                                 otherwise: lowerExpr(ternary.elseExpression)))
        case .optionalChainingExpr(let chain):
            return make(.optionalChain(lowerExpr(chain.expression)))
        case .forceUnwrapExpr(let unwrap):
            return make(.forceUnwrap(lowerExpr(unwrap.expression)))
        case .closureExpr(let closure):
            return make(.closure(lowerClosure(closure)))
        case .arrayExpr(let array):
            return make(.array(array.elements.map { lowerExpr($0.expression) }))
        case .tupleExpr(let tuple):
            if tuple.elements.isEmpty { return make(.literal(.void)) }
            if tuple.elements.count == 1, let only = tuple.elements.first {
                if let label = only.label {
                    report(ScenarioError("cannot create a single-element tuple with an element label", at: label.offset))
                }
                return lowerExpr(only.expression)
            }
            for label in tuple.elements.compactMap(\.label) { tupleLabels.insert(label.tokenText) }
            return make(.tuple(tuple.elements.map { TupleElement(label: $0.label?.tokenText, value: lowerExpr($0.expression)) }))
        case .asExpr(let cast):
            let kind: CastKind = switch cast.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?: .conditional
            case .exclamationMark?: .forced
            default: .coercion
            }
            return make(.cast(lowerExpr(cast.expression), lowerType(cast.type), kind))
        case .isExpr(let check):
            return make(.cast(lowerExpr(check.expression), lowerType(check.type), .isType))
        case .discardAssignmentExpr:
            return make(.discard)
        case .typeExpr(let type):
            if let array = type.type.as(ArrayTypeSyntax.self) {
                return make(.typeName("[" + array.element.trimmedDescription + "]"))
            }
            return make(.typeName(type.type.trimmedDescription))
        case .macroExpansionExpr(let macro):
            // `print(#function)` is how lifecycle experiments log: the enclosing function's selector.
            if macro.macroName.tokenText == "function", macro.arguments.isEmpty, let name = enclosingFunctions.last {
                return make(.literal(.string(name)))
            }
            if macro.macroName.tokenText == "selector" { return selector(macro) ?? make(.literal(.string(""))) }
            if macro.arguments.isEmpty, let literal = sourceLiteral(macro) { return literal }
            return fail("#" + macro.macroName.tokenText + (macro.macroName.tokenText == "function" ? " outside a function" : ""))
        case .missingExpr:
            return make(.literal(.void))  // already reported as a syntax error
        case .superExpr: return fail("super on its own (use `super.method()`)")
        case .sequenceExpr(let sequence):
            guard foldsSequences else { return fail("this operator sequence") }
            return lowerSequence(sequence)
        case .tryExpr: return fail("try")
        case .awaitExpr: return fail("await")
        case .ifExpr: return fail("if as an expression")
        case .switchExpr: return fail("switch as an expression")
        case .dictionaryExpr(let dictionary): return lowerDictionary(dictionary)
        case .keyPathExpr: return fail("key paths")
        case .inOutExpr: return fail("inout arguments (&)")
        case .postfixOperatorExpr: return fail("postfix operators")
        case .regexLiteralExpr: return fail("regex literals")
        case .genericSpecializationExpr(let specialization):
            // `NSDiffableDataSourceSnapshot<Int, String>()`: UIKit's generic types run with their arguments erased.
            if let reference = specialization.expression.as(DeclReferenceExprSyntax.self),
               DiffableDataSources.typeNames.contains(reference.baseName.tokenText) {
                return make(.identifier(reference.baseName.tokenText))
            }
            return fail("generic arguments")
        default: return fail(String(node.trimmedDescription.prefix(30)))
        }
    }

    /// A name on its own: `self`, `Self`, a nested type, or an identifier the interpreter resolves. The raw
    /// kind and the text are compared, not a `TokenKind`, which holds a `String` for every identifier.
    func lowerReference(_ name: String, isKeyword: Bool, make: (ExprKind) -> Expr,
                                fail: (String) -> Expr) -> Expr {
        switch isKeyword ? name : "" {
        case "self": return make(.selfReference)
        case "Self":
            // `Self(…)`, `Self.origin` inside a struct or enum: the type itself. In a class, `Self` is the
            // dynamic type of `self` (`print(Self.self)` in a base class names the subclass): `type(of: self)`.
            guard let name = valueTypeBeingLowered else {
                return make(.call(callee: make(.identifier("type")),
                                  arguments: [CallArgument(label: "of", value: make(.selfReference))]))
            }
            return make(.typeName(name))
        case "init": return fail("init")
        default:
            if let nested = resolveNestedType(name) { return make(.typeName(nested)) }
            return make(.identifier(name))
        }
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

    /// A member access. The member's name and what its base is are read from the raw nodes; the base is
    /// made a typed node only to be lowered.
    private func lowerMember(_ node: MemberAccessExprSyntax) -> Expr {
        let raw = node.raw
        let position = node.position.utf8Offset
        let declName = RawReads.child(raw, RawIndex.memberDeclName)
        let name = declName.flatMap { RawReads.child($0, RawIndex.referenceBaseName)?.tokenView?.string } ?? ""
        if let declName, RawReads.child(declName, RawIndex.referenceArgumentNames) != nil,
           let names = node.declName.argumentNames {
            unsupported("method references like `\(name)\(names.trimmedDescription)`", node.declName)
        }
        let baseRaw = RawReads.child(raw, RawIndex.memberBase)
        func nodeOffset() -> Int { position + RawReads.leadingTriviaLength(raw) }
        // A struct or enum the scenario nests in another (`Constants.Tables`).
        if NameCase.startsUppercase(name), !nestedTypeNames.isEmpty, let base = node.base {
            let lowered = lowerExpr(base)
            if case .typeName(let outer) = lowered.kind, let nested = nestedMember(name, of: outer) {
                return Expr(kind: .typeName(nested), offset: nodeOffset())
            }
            if case .identifier(let outer) = lowered.kind, let nested = nestedMember(name, of: outer) {
                return Expr(kind: .typeName(nested), offset: nodeOffset())
            }
        }
        // A nested type (`Notification.Name`, `UIControl.Event`) is a type name of its own.
        if NameCase.startsUppercase(name), let baseRaw, baseRaw.kind == .declReferenceExpr,
           let baseName = RawReads.child(baseRaw, RawIndex.referenceBaseName)?.tokenView?.string,
           NameCase.startsUppercase(baseName) {
            let typeName = baseName == "NSNotification" ? "Notification" : baseName
            return Expr(kind: .typeName(typeName + "." + name), offset: nodeOffset())
        }
        let baseIsSuper = baseRaw?.kind == .superExpr
        // `UITableViewCell.self`: the type itself, as a value.
        if name == "self", baseRaw != nil, !baseIsSuper, let base = node.base { return lowerExpr(base) }
        if baseIsSuper {
            return Expr(kind: .superMember(name: name), offset: nodeOffset())
        }
        // `pair.0`: a tuple element by position is a member named by its number.
        // An implicit member (`.fullScreen`) is located at its dot, a member at its name.
        guard baseRaw != nil, let base = node.base else {
            return Expr(kind: .member(base: nil, name: name), offset: nodeOffset())
        }
        return Expr(kind: .member(base: lowerExpr(base), name: name),
                    offset: RawReads.offset(ofChild: RawIndex.memberDeclName, in: raw, at: position))
    }


    private func lowerCall(_ node: FunctionCallExprSyntax) -> Expr {
        var arguments: [CallArgument] = []
        node.arguments.forEachElement {
            arguments.append(CallArgument(label: RawReads.child($0.raw, RawIndex.labeledLabel)?.tokenView?.string,
                                          value: lowerExpr($0.expression)))
        }
        let raw = node.raw
        if RawReads.child(raw, RawIndex.callTrailingClosure) != nil, let closure = node.trailingClosure {
            arguments.append(CallArgument(label: nil, value: Expr(kind: .closure(lowerClosure(closure)), offset: closure.offset),
                                          isTrailingClosure: true))
        }
        if RawReads.child(raw, RawIndex.callAdditionalTrailingClosures)?.layoutView?.children.isEmpty == false {
            for extra in node.additionalTrailingClosures {
                arguments.append(CallArgument(label: extra.label.tokenText,
                                              value: Expr(kind: .closure(lowerClosure(extra.closure)), offset: extra.closure.offset),
                                              isTrailingClosure: true))
            }
        }
        let callee = lowerExpr(node.calledExpression)
        return Expr(kind: .call(callee: callee, arguments: arguments), offset: callee.offset)
    }

    /// The value of an integer literal written as plain decimal digits (`0`, `320`), the usual case, read
    /// from its bytes; nil for anything else (`1_000`, `0x1F`, a value near `Int.max`), which
    /// swift-syntax's `representedLiteralValue` reads.
    static func plainDecimal(_ text: String) -> Int? {
        let utf8 = text.utf8
        guard !utf8.isEmpty, utf8.count <= 18 else { return nil }
        var value = 0
        for byte in utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private func lowerInfix(_ node: InfixOperatorExprSyntax) -> Expr {
        let lhs = lowerExpr(node.leftOperand)
        let rhs = lowerExpr(node.rightOperand)
        let offset = node.operator.offset
        if node.operator.is(AssignmentExprSyntax.self) {
            return Expr(kind: .assign(target: lhs, value: rhs), offset: offset)
        }
        guard let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.tokenText else {
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
