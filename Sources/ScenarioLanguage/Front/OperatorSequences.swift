@_spi(RawSyntax) import SwiftSyntax

/// Operator sequences (`a + b * c`, `x = y`) folded by lowering itself, for the operators the scenario
/// language runs.
///
/// swift-syntax's parser leaves an expression with binary operators as a flat `SequenceExprSyntax`;
/// `OperatorTable.foldAll` rewrites the whole tree into `InfixOperatorExprSyntax` nodes, a rewrite of
/// every node that cost a fifth of the front end outside parsing. For the operators lowering accepts,
/// whose precedence groups form one chain, lowering folds a sequence where it meets it, by precedence
/// climbing over the standard library's groups: the same tree `foldAll` gives, built directly as the
/// interpreter's `Expr`. A tree holding any other sequence (another operator, a ternary, a cast, `try`, a
/// chain of non-associative operators that folding reports, an `#if` condition with operators) is folded
/// by `foldAll` as before, so its diagnostics do not change.
enum OperatorSequences {
    /// The standard library's precedence group of an operator lowering accepts, by the group's place in
    /// the chain (`AssignmentPrecedence` lowest), and its associativity.
    struct Group {
        enum Associativity { case left, right, none }
        let level: Int
        let associativity: Associativity
    }

    /// `=` itself is an `AssignmentExprSyntax`, not an operator token: `assignment` is its group.
    static let assignment = Group(level: 0, associativity: .right)

    static func group(of op: String) -> Group? {
        switch op {
        case "+=", "-=", "*=", "/=", "%=": assignment
        case "||": Group(level: 1, associativity: .left)
        case "&&": Group(level: 2, associativity: .left)
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==": Group(level: 3, associativity: .none)
        case "??": Group(level: 4, associativity: .right)
        case "..<", "...": Group(level: 5, associativity: .none)
        case "+", "-": Group(level: 6, associativity: .left)
        case "*", "/", "%": Group(level: 7, associativity: .left)
        default: nil
        }
    }

    /// Whether lowering can fold every sequence of `tree`.
    static func lowerableWithoutFolding(_ tree: some SyntaxProtocol) -> Bool {
        isSimple(Syntax(tree))
    }

    private static let clauseConditionIndex = RawReads.index(\IfConfigClauseSyntax.condition)

    /// Only subtrees that hold a sequence are walked: swift-syntax records that on every node, as a flag
    /// `foldAll` itself skips subtrees by, and nine nodes in ten of a scenario, tokens included, are in
    /// none. A walk of every raw node cost 12 M instructions on the 500 scenarios of the 100-article
    /// corpus, this one 8 M. A clause whose `#if` condition is a sequence holds that sequence, so it is
    /// walked too.
    private static func isSimple(_ node: Syntax) -> Bool {
        guard node.hasSequenceExpr else { return true }
        let raw = node.raw
        switch raw.kind {
        case .sequenceExpr:
            guard let elements = RawReads.child(raw, RawIndex.sequenceElements), isSimpleSequence(elements) else { return false }
        case .ifConfigClause:
            if RawReads.child(raw, clauseConditionIndex)?.kind == .sequenceExpr { return false }
        default:
            break
        }
        for child in node.children(viewMode: .all) where !isSimple(child) { return false }
        return true
    }

    /// Operands and known operators alternating, no `try`/`await` to hoist, and no two operators of a
    /// non-associative group that folding would make adjacent (`a == b == c`, not `a == b && c == d`).
    private static func isSimpleSequence(_ elements: RawSyntax) -> Bool {
        guard let list = elements.layoutView, list.children.count % 2 == 1 else { return false }
        // Bit n: an operator of the non-associative level n was seen, with no operator of a lower level since.
        var openNonAssociative: UInt = 0
        for (index, element) in list.children.enumerated() {
            guard let element else { return false }
            if index % 2 == 0 {
                switch element.kind {
                case .tryExpr, .awaitExpr, .unsafeExpr, .assignmentExpr, .binaryOperatorExpr,
                     .unresolvedTernaryExpr, .unresolvedAsExpr, .unresolvedIsExpr, .arrowExpr:
                    return false
                default:
                    continue
                }
            }
            let group: Group
            if element.kind == .assignmentExpr {
                group = assignment
            } else if element.kind == .binaryOperatorExpr,
                      let token = element.layoutView?.children[RawIndex.binaryOperator]?.tokenView,
                      let known = Self.group(of: token.string) {
                group = known
            } else {
                return false
            }
            openNonAssociative &= (2 << group.level) - 1  // levels up to this one stay open
            if group.associativity == .none {
                if openNonAssociative & (1 << group.level) != 0 { return false }
                openNonAssociative |= 1 << group.level
            }
        }
        return true
    }
}

extension Lowering {
    /// A sequence folded as `foldAll` folds it, lowered as `lowerInfix` lowers the folded nodes: operands
    /// in source order, then combined by precedence climbing.
    func lowerSequence(_ node: SequenceExprSyntax) -> Expr {
        var operands: [Expr] = []
        var operators: [SequenceOperator] = []
        for (index, element) in node.elements.enumerated() {
            if index % 2 == 0 {
                operands.append(lowerExpr(element))
            } else if element.is(AssignmentExprSyntax.self) {
                operators.append(("=", OperatorSequences.assignment, element.offset, true))
            } else if let text = element.as(BinaryOperatorExprSyntax.self)?.operator.tokenText,
                      let group = OperatorSequences.group(of: text) {
                operators.append((text, group, element.offset, false))
            } else {
                // `lowerableWithoutFolding` let only known operators through.
                unsupported("this operator sequence", node)
                return Expr(kind: .literal(.void), offset: node.offset)
            }
        }
        guard operands.count == operators.count + 1 else {
            unsupported("this operator sequence", node)
            return Expr(kind: .literal(.void), offset: node.offset)
        }
        return foldSequence(operands, operators)
    }

    typealias SequenceOperator = (text: String, group: OperatorSequences.Group, offset: Int, isAssignment: Bool)

    /// Operands joined by the operators between them (one fewer), by precedence climbing.
    func foldSequence(_ operands: [Expr], _ operators: [SequenceOperator]) -> Expr {
        var next = 0
        func combine(_ lhs: Expr, _ op: SequenceOperator, _ rhs: Expr) -> Expr {
            if op.isAssignment { return Expr(kind: .assign(target: lhs, value: rhs), offset: op.offset) }
            if op.group.level == 0 {
                return Expr(kind: .compoundAssign(op: String(op.text.dropLast()), target: lhs, value: rhs), offset: op.offset)
            }
            return Expr(kind: .binary(op: op.text, lhs: lhs, rhs: rhs), offset: op.offset)
        }
        // Folds operators from `next` on while they bind at least as tightly as `minimum`.
        func climb(_ left: Expr, minimum: Int) -> Expr {
            var lhs = left
            while next < operators.count, operators[next].group.level >= minimum {
                let op = operators[next]
                next += 1
                var rhs = operands[next]
                while next < operators.count {
                    let following = operators[next].group
                    if following.level > op.group.level {
                        rhs = climb(rhs, minimum: op.group.level + 1)
                    } else if following.level == op.group.level, op.group.associativity == .right {
                        rhs = climb(rhs, minimum: op.group.level)
                    } else {
                        break
                    }
                }
                lhs = combine(lhs, op, rhs)
            }
            return lhs
        }
        return climb(operands[0], minimum: 0)
    }
}
