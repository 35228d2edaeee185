@_spi(RawSyntax) import SwiftSyntax

/// What each byte of a parsed Swift file is, for highlighting: a token's kind, refined by where the token
/// sits (a type name, an argument label, an attribute, an `#if` condition).
///
/// The rules are SwiftIDEUtils' classification rules, so the page shows what Xcode-like editors show, but
/// computed from the tree in one walk: SwiftIDEUtils looks each child's role up by comparing key paths,
/// which cost more than parsing the scenario. Here a node's role is read from the few node kinds that give
/// their children one, and a role given to a child holds for everything below it until another replaces it.
/// Consecutive ranges of the same kind are merged, and the ranges cover every byte of the tree.
///
/// The ranges go to a `HighlightRangeSink` as they are found: the highlighter writes each straight into its
/// HTML (`HighlightHTMLWriter`), and `ranges` collects them (for the agreement test).
struct HighlightClassifier {
    struct Range: Equatable {
        var kind: SwiftHighlighter.Kind?
        var start: Int
        var end: Int
    }

    /// The classified ranges of `tree`, in order.
    let ranges: [Range]

    init(_ tree: some SyntaxProtocol) {
        var list = RangeList()
        let bytes = tree.syntaxTextBytes
        bytes.withUnsafeBufferPointer { source in
            Self.classify(tree, source: source, into: &list)
        }
        ranges = list.ranges
    }

    /// Classifies `tree`, whose text is `source` (the bytes of the code it was parsed from, starting at the
    /// tree's own position), handing the merged ranges to `sink` in order.
    static func classify<Sink: HighlightRangeSink>(_ tree: some SyntaxProtocol, source: UnsafeBufferPointer<UInt8>,
                                                   into sink: inout Sink) {
        let start = tree.position.utf8Offset
        var walk = HighlightWalk(sink: sink, source: source, base: start)
        walk.walk(tree.raw, at: start, role: nil)
        walk.finish()
        sink = walk.sink
    }

    private struct RangeList: HighlightRangeSink {
        var ranges: [Range] = []
        mutating func append(_ range: Range) { ranges.append(range) }
    }
}

/// Receives the classified ranges of a tree in order; consecutive ranges never share a kind.
protocol HighlightRangeSink {
    mutating func append(_ range: HighlightClassifier.Range)
}

/// One walk of the classification, generic over where the ranges go so that the highlighter's HTML is
/// written as the tree is walked, with no list of ranges in between.
private struct HighlightWalk<Sink: HighlightRangeSink> {
    typealias Range = HighlightClassifier.Range

    /// A role a parent gives one of its children. A forced role colours the child's whole text (an
    /// attribute's name, dots and generic arguments included); otherwise it applies to identifiers only.
    struct Role {
        let kind: SwiftHighlighter.Kind
        let forced: Bool
    }

    var sink: Sink
    /// The source's bytes, for finding comments in trivia: a byte search costs less than asking the token
    /// for its trivia text through a closure.
    private let source: UnsafeBufferPointer<UInt8>
    /// The offset of `source`'s first byte.
    private let base: Int
    /// The range found last, not yet handed on: the next one may extend it.
    private var pending: Range?

    init(sink: Sink, source: UnsafeBufferPointer<UInt8>, base: Int) {
        self.sink = sink
        self.source = source
        self.base = base
    }

    mutating func finish() {
        if let pending { sink.append(pending) }
        pending = nil
    }

    /// Walks the raw tree, as `children(viewMode: .sourceAccurate)` would (absent children and missing
    /// tokens skipped), with each child's offset summed from the lengths before it: making a `Syntax` for
    /// every node cost more than classifying the tokens.
    mutating func walk(_ node: RawSyntax, at start: Int, role: Role?) {
        if let token = node.tokenView {
            if token.presence == .present { classify(token, at: start, role: role) }
            return
        }
        guard let layout = node.layoutView else { return }
        let parentKind = node.kind
        var offset = start
        for (index, child) in layout.children.enumerated() {
            guard let child else { continue }
            let childStart = offset
            let length = child.byteLength
            offset += length
            let token = child.tokenView
            if let token, token.presence != .present { continue }
            let childRole = self.role(ofChild: index, in: parentKind)
            if let childRole, childRole.forced {
                let textStart = classify(child.leadingTriviaPieces ?? [], at: childStart)
                let end = childStart + length - child.trailingTriviaByteLength
                report(childRole.kind, textStart, end)
                _ = classify(child.trailingTriviaPieces ?? [], at: end)
                continue
            }
            // A token, present, is classified here: half the children are tokens, and a call to `walk`
            // would only look at its token view again.
            if let token {
                classify(token, at: childStart, role: childRole ?? role)
            } else {
                walk(child, at: childStart, role: childRole ?? role)
            }
        }
    }

    /// The role a node of kind `parent` gives its child at layout position `index`.
    @inline(__always)
    private func role(ofChild index: Int, in parent: SyntaxKind) -> Role? {
        switch parent {
        case .attribute:
            return index == RawIndex.attributeName ? Role(kind: .attribute, forced: true) : nil
        case .identifierType:
            return index == RawIndex.identifierTypeName ? Role(kind: .type, forced: false) : nil
        case .memberType:
            return index == RawIndex.memberTypeName ? Role(kind: .type, forced: false) : nil
        case .functionParameter:
            return index == RawIndex.parameterFirstName ? Role(kind: .argumentLabel, forced: false) : nil
        case .labeledExpr:
            return index == RawIndex.labeledLabel ? Role(kind: .argumentLabel, forced: false) : nil
        case .declModifier:
            return index == RawIndex.modifierName ? Role(kind: .attribute, forced: false) : nil
        case .ifConfigClause:
            return index == RawIndex.clausePoundKeyword || index == RawIndex.clauseCondition
                ? Role(kind: .ifConfigDirective, forced: false) : nil
        case .ifConfigDecl:
            return index == RawIndex.poundEndif ? Role(kind: .ifConfigDirective, forced: false) : nil
        case .platformVersionItem:
            return index == RawIndex.platformVersionItemVersion ? Role(kind: .keyword, forced: false) : nil
        case .platformVersion:
            return index == RawIndex.platformVersionPlatform ? Role(kind: .keyword, forced: false) : nil
        case .operatorDecl:
            return index == RawIndex.operatorName ? Role(kind: .operator, forced: false) : nil
        case .precedenceGroupAssociativity:
            return index == RawIndex.associativityLabel ? Role(kind: .keyword, forced: false) : nil
        case .precedenceGroupRelation:
            return index == RawIndex.relationLabel ? Role(kind: .keyword, forced: false) : nil
        default:
            return nil
        }
    }

    /// Reads the token's raw view: its kind and text without making a `TokenKind` or a `String`, and its
    /// trivia split into pieces only when it holds a comment (every comment starts with `/`). A token's
    /// `text`, `tokenKind` and `leadingTrivia`/`trailingTrivia` made those values for every token and cost
    /// more than the rest of the walk.
    private mutating func classify(_ view: RawSyntaxTokenView, at start: Int, role: Role?) {
        var offset = classifyLeadingTrivia(of: view, at: start)
        let text = view.rawText
        let end = offset + text.count
        let kind = view.rawKind
        if let role, role.forced || kind == .identifier {
            report(role.kind, offset, end)
        } else {
            report(Self.kind(of: kind, text: text), offset, end)
        }
        offset = end
        let trailingEnd = offset + view.trailingTriviaByteLength
        if holdsSlash(offset, trailingEnd) {
            _ = classify(view.trailingRawTriviaPieces, at: offset)
        } else {
            report(nil, offset, trailingEnd)
        }
    }

    private mutating func classifyLeadingTrivia(of view: RawSyntaxTokenView, at start: Int) -> Int {
        let end = start + view.leadingTriviaByteLength
        if holdsSlash(start, end) { return classify(view.leadingRawTriviaPieces, at: start) }
        // Trivia without a comment is one plain range, as its pieces would merge into.
        report(nil, start, end)
        return end
    }

    /// Whether the source's bytes from `start` to `end` hold a `/`, with which every comment starts.
    private func holdsSlash(_ start: Int, _ end: Int) -> Bool {
        var index = start - base
        let last = min(end - base, source.count)
        while index < last {
            if source[index] == UInt8(ascii: "/") { return true }
            index += 1
        }
        return false
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

    private static func kind(of token: RawTokenKind, text: SyntaxText) -> SwiftHighlighter.Kind? {
        switch token {
        case .atSign: .attribute
        case .binaryOperator, .prefixOperator, .postfixOperator: .operator
        case .dollarIdentifier: .dollarIdentifier
        case .floatLiteral: .floatLiteral
        case .integerLiteral: .integerLiteral
        // Compared as Characters, as the classification rules do, once the bytes say it may be one.
        // The first byte read directly: asking `hasPrefix` of every identifier cost a call into the text's
        // collection methods each time.
        case .identifier:
            startsWithLessThan(text) && text.hasPrefix("<#") && String(syntaxText: text).hasPrefix("<#")
                && String(syntaxText: text).hasSuffix("#>") ? .editorPlaceholder : .identifier
        case .keyword, .poundSourceLocation: .keyword
        case .multilineStringQuote, .singleQuote, .stringQuote, .stringSegment: .stringLiteral
        case .poundElse, .poundElseif, .poundEndif, .poundIf: .ifConfigDirective
        case .regexLiteralPattern, .regexPoundDelimiter, .regexSlash: .regexLiteral
        case .unknown: String(syntaxText: text).hasPrefix("\"") ? .stringLiteral : nil
        default: nil
        }
    }

    private static func startsWithLessThan(_ text: SyntaxText) -> Bool {
        guard let first = text.baseAddress, text.count > 0 else { return false }
        return first.pointee == UInt8(ascii: "<")
    }

    /// Adds a range, merging it into the previous one when they are of one kind and touch.
    private mutating func report(_ kind: SwiftHighlighter.Kind?, _ start: Int, _ end: Int) {
        if kind == nil, start == end { return }
        if let last = pending {
            if last.kind == kind, last.end == start {
                pending!.end = end
                return
            }
            sink.append(last)
        }
        pending = Range(kind: kind, start: start, end: end)
    }
}
