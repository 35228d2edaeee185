@_spi(RawSyntax) import SwiftSyntax

/// The commonest expressions lowered straight from swift-syntax's raw nodes: names, member accesses,
/// calls without trailing closures, plain integer, Boolean and `nil` literals, single-line string literals
/// without escapes or carriage returns, `!`/`-`/`+` prefixes, `?` and `!` postfixes, and the operator sequences lowering folds.
///
/// The typed API makes a `Syntax` node for every child it hands out (the parent's children materialized,
/// retained, cast), which cost more than the rest of lowering. Here a child is its parent's raw layout
/// entry, and its position the parent's plus the lengths before it. An expression holding anything else
/// anywhere in it gives nil and is lowered through the typed API (`lowerExpr`), where its parts come back
/// here. Nothing here reports an error, so trying first has no effect on the program; the result is the
/// one the typed path gives, which `RawExpressionTests` checks on every scenario, log and fuzz input.
extension Lowering {
    /// `raw` is an expression node starting (before its leading trivia) at `position`.
    func lowerRawExpr(_ raw: RawSyntax, at position: Int) -> Expr? {
        guard let layout = raw.layoutView else { return nil }
        let children = layout.children
        func offset() -> Int { position + RawReads.leadingTriviaLength(raw) }
        switch raw.kind {
        case .declReferenceExpr:
            guard children[RawIndex.referenceArgumentNames] == nil,
                  let token = children[RawIndex.referenceBaseName]?.tokenView else { return nil }
            let name = token.string
            // A name that is not a keyword is what `lowerReference` makes of it, without the two closures
            // (and the context allocated for them) that its keywords need.
            guard token.rawKind == .keyword else {
                return Expr(kind: resolveNestedType(name).map { .typeName($0) } ?? .identifier(name), offset: offset())
            }
            if name == "init" { return nil }  // reported by the typed path
            return lowerReference(name, isKeyword: true, make: { Expr(kind: $0, offset: offset()) },
                                  fail: { _ in preconditionFailure("`init` is left to the typed path") })
        case .integerLiteralExpr:
            guard let token = children[RawIndex.integerLiteral]?.tokenView,
                  let value = Self.plainDecimal(token.string) else { return nil }
            return Expr(kind: .literal(.int(value)), offset: offset())
        case .booleanLiteralExpr:
            guard let token = children[RawIndex.booleanLiteral]?.tokenView else { return nil }
            let isTrue = token.rawKind == .keyword && token.rawText == "true"
            return Expr(kind: .literal(.bool(isTrue)), offset: offset())
        case .nilLiteralExpr:
            return Expr(kind: .literal(.null), offset: offset())
        case .memberAccessExpr:
            return lowerRawMember(raw, children: children, at: position)
        case .functionCallExpr:
            guard children[RawIndex.callTrailingClosure] == nil,
                  children[RawIndex.callAdditionalTrailingClosures]?.layoutView?.children.isEmpty != false,
                  let argumentList = children[RawIndex.callArguments]?.layoutView,
                  let callee = children[RawIndex.callCalledExpression] else { return nil }
            var arguments: [CallArgument] = []
            arguments.reserveCapacity(argumentList.children.count)
            var argumentPosition = RawReads.position(ofChild: RawIndex.callArguments, in: raw, at: position)
            for argument in argumentList.children {
                guard let argument, let argumentLayout = argument.layoutView,
                      let expression = argumentLayout.children[RawIndex.labeledExpression],
                      let value = lowerRawExpr(expression, at: RawReads.position(ofChild: RawIndex.labeledExpression,
                                                                                 in: argument, at: argumentPosition))
                else { return nil }
                arguments.append(CallArgument(label: argumentLayout.children[RawIndex.labeledLabel]?.tokenView?.string,
                                              value: value))
                argumentPosition += argument.byteLength
            }
            guard let lowered = lowerRawExpr(callee, at: RawReads.position(ofChild: RawIndex.callCalledExpression,
                                                                             in: raw, at: position)) else { return nil }
            return Expr(kind: .call(callee: lowered, arguments: arguments), offset: lowered.offset)
        case .stringLiteralExpr:
            return lowerRawString(raw, children: children, at: position)
        case .prefixOperatorExpr:
            guard let op = children[RawIndex.prefixOperator]?.tokenView?.string, op == "!" || op == "-" || op == "+",
                  let operand = children[RawIndex.prefixOperand],
                  let lowered = lowerRawExpr(operand, at: RawReads.position(ofChild: RawIndex.prefixOperand, in: raw,
                                                                           at: position)) else { return nil }
            return Expr(kind: .prefix(op: op, operand: lowered), offset: offset())
        case .optionalChainingExpr, .forceUnwrapExpr:
            let index = raw.kind == .optionalChainingExpr ? RawIndex.optionalChainExpression : RawIndex.forceUnwrapExpression
            guard let inner = children[index],
                  let lowered = lowerRawExpr(inner, at: RawReads.position(ofChild: index, in: raw, at: position))
            else { return nil }
            return Expr(kind: raw.kind == .optionalChainingExpr ? .optionalChain(lowered) : .forceUnwrap(lowered),
                        offset: offset())
        case .sequenceExpr:
            guard foldsSequences else { return nil }
            return lowerRawSequence(raw, children: children, at: position)
        default:
            return nil
        }
    }

    /// `lowerMember` on the raw node.
    private func lowerRawMember(_ raw: RawSyntax, children: RawSyntaxBuffer, at position: Int) -> Expr? {
        guard let declName = children[RawIndex.memberDeclName]?.layoutView,
              declName.children[RawIndex.referenceArgumentNames] == nil,
              let nameToken = declName.children[RawIndex.referenceBaseName]?.tokenView else { return nil }
        let name = nameToken.string
        func offset() -> Int { position + RawReads.leadingTriviaLength(raw) }
        guard let base = children[RawIndex.memberBase] else {
            // An implicit member (`.fullScreen`) is located at its dot.
            return Expr(kind: .member(base: nil, name: name), offset: offset())
        }
        let basePosition = RawReads.position(ofChild: RawIndex.memberBase, in: raw, at: position)
        let startsUppercase = NameCase.startsUppercase(name)
        // A struct or enum the scenario nests in another (`Constants.Tables`).
        if startsUppercase, !nestedTypeNames.isEmpty {
            guard let lowered = lowerRawExpr(base, at: basePosition) else { return nil }
            if case .typeName(let outer) = lowered.kind, let nested = nestedMember(name, of: outer) {
                return Expr(kind: .typeName(nested), offset: offset())
            }
            if case .identifier(let outer) = lowered.kind, let nested = nestedMember(name, of: outer) {
                return Expr(kind: .typeName(nested), offset: offset())
            }
        }
        // A nested type (`Notification.Name`, `UIControl.Event`) is a type name of its own.
        if startsUppercase, base.kind == .declReferenceExpr,
           let baseName = base.layoutView?.children[RawIndex.referenceBaseName]?.tokenView?.string,
           NameCase.startsUppercase(baseName) {
            let typeName = baseName == "NSNotification" ? "Notification" : baseName
            return Expr(kind: .typeName(typeName + "." + name), offset: offset())
        }
        if base.kind == .superExpr {
            return Expr(kind: .superMember(name: name), offset: offset())
        }
        guard let lowered = lowerRawExpr(base, at: basePosition) else { return nil }
        // `UITableViewCell.self`: the type itself, as a value.
        if name == "self" { return lowered }
        // A member is located at its name.
        return Expr(kind: .member(base: lowered, name: name),
                    offset: RawReads.offset(ofChild: RawIndex.memberDeclName, in: raw, at: position))
    }

    /// `lowerString` on the raw node, for a single-line literal without `#` delimiters whose text segments
    /// hold no escapes (their value is their text) and whose interpolations are single unlabelled
    /// expressions.
    private func lowerRawString(_ raw: RawSyntax, children: RawSyntaxBuffer, at position: Int) -> Expr? {
        guard children[RawIndex.stringOpeningPounds] == nil, children[RawIndex.stringClosingPounds] == nil,
              children[RawIndex.stringOpeningQuote]?.tokenView?.rawKind == .stringQuote,
              let segments = children[RawIndex.stringSegments]?.layoutView else { return nil }
        var parts: [InterpolationPart] = []
        var pending = ""
        var segmentPosition = RawReads.position(ofChild: RawIndex.stringSegments, in: raw, at: position)
        for segment in segments.children {
            guard let segment, let segmentLayout = segment.layoutView else { return nil }
            switch segment.kind {
            case .stringSegment:
                guard let content = segmentLayout.children[RawIndex.segmentContent]?.tokenView,
                      !content.rawText.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\r") })
                else { return nil }
                pending += content.string
            case .expressionSegment:
                guard segmentLayout.children[RawIndex.expressionSegmentPounds] == nil,
                      let list = segmentLayout.children[RawIndex.expressionSegmentExpressions],
                      let only = list.layoutView?.children.first, list.layoutView?.children.count == 1,
                      let only, let onlyLayout = only.layoutView,
                      onlyLayout.children[RawIndex.labeledLabel] == nil,
                      let expression = onlyLayout.children[RawIndex.labeledExpression] else { return nil }
                let listPosition = RawReads.position(ofChild: RawIndex.expressionSegmentExpressions, in: segment,
                                                     at: segmentPosition)
                guard let lowered = lowerRawExpr(expression, at: RawReads.position(ofChild: RawIndex.labeledExpression,
                                                                                   in: only, at: listPosition))
                else { return nil }
                parts.append(InterpolationPart(literal: pending, expression: lowered))
                pending = ""
            default:
                return nil
            }
            segmentPosition += segment.byteLength
        }
        let offset = position + RawReads.leadingTriviaLength(raw)
        if parts.isEmpty { return Expr(kind: .literal(.string(pending)), offset: offset) }
        parts.append(InterpolationPart(literal: pending, expression: nil))
        return Expr(kind: .interpolation(parts), offset: offset)
    }

    /// `lowerSequence` on the raw node.
    private func lowerRawSequence(_ raw: RawSyntax, children: RawSyntaxBuffer, at position: Int) -> Expr? {
        guard let elements = children[RawIndex.sequenceElements]?.layoutView else { return nil }
        var operands: [Expr] = []
        var operators: [SequenceOperator] = []
        var elementPosition = RawReads.position(ofChild: RawIndex.sequenceElements, in: raw, at: position)
        for (index, element) in elements.children.enumerated() {
            guard let element else { return nil }
            if index % 2 == 0 {
                guard let operand = lowerRawExpr(element, at: elementPosition) else { return nil }
                operands.append(operand)
            } else {
                let offset = elementPosition + RawReads.leadingTriviaLength(element)
                switch element.kind {
                case .assignmentExpr:
                    operators.append(("=", OperatorSequences.assignment, offset, true))
                case .binaryOperatorExpr:
                    guard let text = element.layoutView?.children[RawIndex.binaryOperator]?.tokenView?.string,
                          let group = OperatorSequences.group(of: text) else { return nil }
                    operators.append((text, group, offset, false))
                default:
                    return nil
                }
            }
            elementPosition += element.byteLength
        }
        guard !operands.isEmpty, operands.count == operators.count + 1 else { return nil }
        return foldSequence(operands, operators)
    }
}
