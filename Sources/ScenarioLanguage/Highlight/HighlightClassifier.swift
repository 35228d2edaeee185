@_spi(RawSyntax) import SwiftSyntax

/// What each byte of a parsed Swift file is, for highlighting: a token's kind, refined by where the token
/// sits (a type name, an argument label, an attribute, an `#if` condition).
///
/// The rules are SwiftIDEUtils' classification rules, so the page shows what Xcode-like editors show, but
/// computed from the tree in one walk: SwiftIDEUtils looks each child's role up by comparing key paths,
/// which cost more than parsing the scenario. Here a node's role is read from the few node kinds that give
/// their children one, and a role given to a child holds for everything below it until another replaces it.
/// Consecutive ranges of the same kind are merged, and the ranges cover every byte of the tree.
struct HighlightClassifier {
    struct Range: Equatable {
        var kind: SwiftHighlighter.Kind?
        var start: Int
        var end: Int
    }

    /// A role a parent gives one of its children. A forced role colours the child's whole text (an
    /// attribute's name, dots and generic arguments included); otherwise it applies to identifiers only.
    private struct Role {
        let kind: SwiftHighlighter.Kind
        let forced: Bool
    }

    private(set) var ranges: [Range] = []

    init(_ tree: some SyntaxProtocol) {
        walk(Syntax(tree), role: nil)
    }

    private mutating func walk(_ node: Syntax, role: Role?) {
        if let token = node.as(TokenSyntax.self) {
            classify(token, role: role)
            return
        }
        for child in node.children(viewMode: .sourceAccurate) {
            let childRole = Self.role(of: child, in: node)
            if let childRole, childRole.forced {
                var offset = child.position.utf8Offset
                offset = classify(child.leadingTrivia, at: offset)
                let end = child.endPositionBeforeTrailingTrivia.utf8Offset
                report(childRole.kind, offset, end)
                _ = classify(child.trailingTrivia, at: end)
                continue
            }
            walk(child, role: childRole ?? role)
        }
    }

    /// The role `parent` gives `child`, for the node kinds that give one.
    private static func role(of child: Syntax, in parent: Syntax) -> Role? {
        let id = child.id
        switch parent.kind {
        case .attribute:
            return parent.cast(AttributeSyntax.self).attributeName.id == id ? Role(kind: .attribute, forced: true) : nil
        case .identifierType:
            return parent.cast(IdentifierTypeSyntax.self).name.id == id ? Role(kind: .type, forced: false) : nil
        case .memberType:
            return parent.cast(MemberTypeSyntax.self).name.id == id ? Role(kind: .type, forced: false) : nil
        case .functionParameter:
            return parent.cast(FunctionParameterSyntax.self).firstName.id == id
                ? Role(kind: .argumentLabel, forced: false) : nil
        case .labeledExpr:
            return parent.cast(LabeledExprSyntax.self).label?.id == id ? Role(kind: .argumentLabel, forced: false) : nil
        case .declModifier:
            return parent.cast(DeclModifierSyntax.self).name.id == id ? Role(kind: .attribute, forced: false) : nil
        case .ifConfigClause:
            let clause = parent.cast(IfConfigClauseSyntax.self)
            return clause.poundKeyword.id == id || clause.condition?.id == id
                ? Role(kind: .ifConfigDirective, forced: false) : nil
        case .ifConfigDecl:
            return parent.cast(IfConfigDeclSyntax.self).poundEndif.id == id
                ? Role(kind: .ifConfigDirective, forced: false) : nil
        case .platformVersionItem:
            return parent.cast(PlatformVersionItemSyntax.self).platformVersion.id == id
                ? Role(kind: .keyword, forced: false) : nil
        case .platformVersion:
            return parent.cast(PlatformVersionSyntax.self).platform.id == id ? Role(kind: .keyword, forced: false) : nil
        case .operatorDecl:
            return parent.cast(OperatorDeclSyntax.self).name.id == id ? Role(kind: .operator, forced: false) : nil
        case .precedenceGroupAssociativity:
            return parent.cast(PrecedenceGroupAssociativitySyntax.self).associativityLabel.id == id
                ? Role(kind: .keyword, forced: false) : nil
        case .precedenceGroupRelation:
            return parent.cast(PrecedenceGroupRelationSyntax.self).higherThanOrLowerThanLabel.id == id
                ? Role(kind: .keyword, forced: false) : nil
        default:
            return nil
        }
    }

    /// Reads the token's raw view: its kind and text without making a `TokenKind` or a `String`, and its
    /// trivia split into pieces only when it holds a comment (every comment starts with `/`). A token's
    /// `text`, `tokenKind` and `leadingTrivia`/`trailingTrivia` made those values for every token and cost
    /// more than the rest of the walk.
    private mutating func classify(_ token: TokenSyntax, role: Role?) {
        let view = token.tokenView
        var offset = classifyLeadingTrivia(of: view, at: token.position.utf8Offset)
        let text = view.rawText
        let end = offset + text.count
        let kind = view.rawKind
        if let role, role.forced || kind == .identifier {
            report(role.kind, offset, end)
        } else {
            report(Self.kind(of: kind, text: text), offset, end)
        }
        offset = end
        if view.trailingTrivia({ $0.contains("/") }) {
            _ = classify(view.trailingRawTriviaPieces, at: offset)
        } else {
            report(nil, offset, offset + view.trailingTriviaByteLength)
        }
    }

    private mutating func classifyLeadingTrivia(of view: RawSyntaxTokenView, at start: Int) -> Int {
        if view.leadingTrivia({ $0.contains("/") }) { return classify(view.leadingRawTriviaPieces, at: start) }
        // Trivia without a comment is one plain range, as its pieces would merge into.
        let end = start + view.leadingTriviaByteLength
        report(nil, start, end)
        return end
    }

    private mutating func classify(_ pieces: [RawTriviaPiece], at start: Int) -> Int {
        var offset = start
        for piece in pieces {
            let length = piece.byteLength
            let kind: SwiftHighlighter.Kind? = switch piece {
            case .lineComment: .lineComment
            case .blockComment: .blockComment
            case .docLineComment: .docLineComment
            case .docBlockComment: .docBlockComment
            default: nil
            }
            report(kind, offset, offset + length)
            offset += length
        }
        return offset
    }

    /// Comments are coloured; the rest of the trivia is not.
    private mutating func classify(_ trivia: Trivia, at start: Int) -> Int {
        var offset = start
        for piece in trivia {
            let length = piece.sourceLength.utf8Length
            let kind: SwiftHighlighter.Kind? = switch piece {
            case .lineComment: .lineComment
            case .blockComment: .blockComment
            case .docLineComment: .docLineComment
            case .docBlockComment: .docBlockComment
            default: nil
            }
            report(kind, offset, offset + length)
            offset += length
        }
        return offset
    }

    private static func kind(of token: RawTokenKind, text: SyntaxText) -> SwiftHighlighter.Kind? {
        switch token {
        case .atSign: .attribute
        case .binaryOperator, .prefixOperator, .postfixOperator: .operator
        case .dollarIdentifier: .dollarIdentifier
        case .floatLiteral: .floatLiteral
        case .integerLiteral: .integerLiteral
        // Compared as Characters, as the classification rules do, once the bytes say it may be one.
        case .identifier:
            text.hasPrefix("<#") && String(syntaxText: text).hasPrefix("<#") && String(syntaxText: text).hasSuffix("#>")
                ? .editorPlaceholder : .identifier
        case .keyword, .poundSourceLocation: .keyword
        case .multilineStringQuote, .singleQuote, .stringQuote, .stringSegment: .stringLiteral
        case .poundElse, .poundElseif, .poundEndif, .poundIf: .ifConfigDirective
        case .regexLiteralPattern, .regexPoundDelimiter, .regexSlash: .regexLiteral
        case .unknown: String(syntaxText: text).hasPrefix("\"") ? .stringLiteral : nil
        default: nil
        }
    }

    /// Appends a range, merging it into the previous one when they are of one kind and touch.
    private mutating func report(_ kind: SwiftHighlighter.Kind?, _ start: Int, _ end: Int) {
        if kind == nil, start == end { return }
        if let last = ranges.last, last.kind == kind, last.end == start {
            ranges[ranges.count - 1].end = end
            return
        }
        ranges.append(Range(kind: kind, start: start, end: end))
    }
}

