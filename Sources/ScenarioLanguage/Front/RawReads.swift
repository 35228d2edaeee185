@_spi(RawSyntax) import SwiftSyntax

/// What lowering reads from swift-syntax's raw nodes instead of through its typed API.
///
/// A typed child (`reference.baseName`, `member.declName`, `argument.label`) is a new `Syntax` node: the
/// parent's children are materialized, retained and cast, several hundred instructions for what is often
/// one token's text or whether a child is there at all. These reads take the child from the parent's raw
/// layout by its index, and positions by summing raw lengths, as the highlighter walks the tree. The typed
/// API stays for everything lowering recurses into.
enum RawReads {
    /// Where `keyPath`'s child sits in `Node`'s layout, found once from swift-syntax's own list of key paths.
    static func index<Node: SyntaxProtocol, Child>(_ keyPath: KeyPath<Node, Child>) -> Int {
        guard case .layout(let keyPaths) = Node.structure,
              let index = keyPaths.firstIndex(where: { $0 == keyPath as AnyKeyPath }) else {
            preconditionFailure("\(Node.self) has no child \(keyPath)")
        }
        return index
    }

    /// The child at `index` of a layout node, nil when it is absent (or `node` is a token).
    @inline(__always)
    static func child(_ node: RawSyntax, _ index: Int) -> RawSyntax? {
        node.layoutView?.children[index]
    }

    /// Whether `list` is a collection without elements (an absent child counts as one).
    static func isEmptyList(_ list: RawSyntax?) -> Bool {
        list?.layoutView?.children.isEmpty ?? true
    }

    /// The length of the leading trivia of the first token the source holds in `node`: what
    /// `positionAfterSkippingLeadingTrivia` adds to a node's position.
    static func leadingTriviaLength(_ node: RawSyntax) -> Int {
        firstPresentTokenTrivia(node) ?? 0
    }

    private static func firstPresentTokenTrivia(_ node: RawSyntax) -> Int? {
        if let token = node.tokenView {
            return token.presence == .present ? token.leadingTriviaByteLength : nil
        }
        guard let layout = node.layoutView else { return nil }
        for child in layout.children {
            guard let child else { continue }
            if let length = firstPresentTokenTrivia(child) { return length }
        }
        return nil
    }

    /// The position (before its leading trivia) of the child at `index` of `node`, which starts at `position`.
    static func position(ofChild index: Int, in node: RawSyntax, at position: Int) -> Int {
        guard let layout = node.layoutView else { return position }
        var offset = position
        for child in layout.children[..<index] {
            offset += child?.byteLength ?? 0
        }
        return offset
    }

    /// The offset of the child at `index` after its leading trivia, as `child.offset` gives it.
    static func offset(ofChild index: Int, in node: RawSyntax, at position: Int) -> Int {
        let start = self.position(ofChild: index, in: node, at: position)
        guard let child = child(node, index) else { return start }
        return start + leadingTriviaLength(child)
    }
}

extension SyntaxProtocol {
    /// UTF-8 offset of the node's first character, after leading trivia (`positionAfterSkippingLeadingTrivia`,
    /// read from the raw node).
    var offset: Int {
        let node = Syntax(self)
        return node.position.utf8Offset + RawReads.leadingTriviaLength(node.raw)
    }
}

extension RawSyntaxTokenView {
    /// The token's text as a `String`.
    var string: String { RawReads.string(rawText) }
}

extension RawReads {
    /// The text as a `String`, decoded from its bytes: names are short and ASCII, which the decoder
    /// turns into a small string at once; swift-syntax's `String(syntaxText:)` copies them through an
    /// initializing closure, several times the cost, for every name of every scenario.
    static func string(_ text: SyntaxText) -> String {
        guard let base = text.baseAddress else { return "" }
        return String(decoding: UnsafeBufferPointer(start: base, count: text.count), as: UTF8.self)
    }
}

extension SyntaxCollection {
    /// The collection's elements, in order. Iterating the collection itself makes each element through
    /// swift-syntax's generic `cast`, which looks type metadata up for every element; its children are the
    /// same nodes, and converting each one here is specialized for the element type.
    func forEachElement(_ body: (Element) -> Void) {
        for child in Syntax(self).children(viewMode: .all) {
            guard let element = Element(child) else { continue }
            body(element)
        }
    }
}
