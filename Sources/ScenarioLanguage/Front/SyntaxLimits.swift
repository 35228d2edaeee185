@_spi(RawSyntax) import SwiftSyntax

/// Guards against input that is shallow to type but deep as a tree: `a.b.b.b…`, `f()()()…`,
/// `1 + 1 + 1…`. swift-syntax's visitors and this interpreter recurse over tree depth, so such input
/// is rejected before anything recursive walks it. Real scenarios stay far below the limits.
enum SyntaxLimits {
    /// Deepest syntax tree accepted (a class → method → closure → `if` nesting uses about 40).
    static let maximumDepth = 400
    /// Most operands and operators in one unfolded expression (`a + b * c` has five).
    static let maximumSequenceLength = 257
    /// Deepest nesting of `[` before parsing. swift-syntax 602's type lookahead takes time exponential
    /// in it (28 unclosed `[` take half a minute); scenarios nest arrays two or three deep.
    static let maximumSquareBracketDepth = 12

    /// The offset of the first `[` nested deeper than the limit, found by a lexical scan that skips
    /// comments and the text of string literals but not the code interpolated into them; nil if none.
    static func excessiveBrackets(in code: String) -> Int? {
        // Nesting deeper than the limit takes more `[` than the limit, anywhere in the text: counting them
        // is a tight loop over the bytes, and real code has so few that the lexical scan is rarely needed.
        let brackets = code.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.reduce(0) { $0 &+ ($1 == UInt8(ascii: "[") ? 1 : 0) }
        }
        if let brackets, brackets <= maximumSquareBracketDepth { return nil }
        var scanner = BracketScanner(bytes: Array(code.utf8))
        return scanner.firstExcessiveBracket(limit: maximumSquareBracketDepth)
    }

    /// A subtree this short cannot break either limit, so it need not be walked: every level of nesting
    /// costs at least a byte for every four levels of tree (brackets, `.`, `?`, operators), plus a few
    /// empty wrapper nodes; a sequence over the limit needs at least one byte per element.
    private static func isSmallEnough(bytes: Int, atDepth depth: Int) -> Bool {
        bytes < maximumSequenceLength && depth + 4 * bytes + 32 <= maximumDepth
    }

    /// The offset of the first node past a limit, with the reason; nil if the tree is within both.
    /// Walks iteratively, so it is itself safe on any tree the parser can build. The walk reads the raw
    /// nodes as `children(viewMode: .sourceAccurate)` gives them (absent children and missing tokens
    /// skipped), positions summed from their lengths: making a `Syntax` node for each child looked at cost
    /// more than the check.
    static func violation(in tree: SourceFileSyntax) -> (offset: Int, message: String)? {
        var stack: [(node: RawSyntax, position: Int, depth: Int)] = [(tree.raw, tree.position.utf8Offset, 1)]
        while let (node, position, depth) = stack.popLast() {
            if depth > maximumDepth {
                return (position + RawReads.leadingTriviaLength(node),
                        "this code nests too deeply for the scenario language (more than \(maximumDepth) levels)")
            }
            guard let layout = node.layoutView else { continue }
            if node.kind == .sequenceExpr,
               let elements = RawReads.child(node, RawIndex.sequenceElements)?.layoutView,
               elements.children.count > maximumSequenceLength {
                return (position + RawReads.leadingTriviaLength(node), "this expression is too long; split it into several statements")
            }
            var childPosition = position
            for child in layout.children {
                guard let child else { continue }
                let bytes = child.byteLength
                defer { childPosition += bytes }
                if let token = child.tokenView, token.presence != .present { continue }
                if !isSmallEnough(bytes: bytes, atDepth: depth + 1) { stack.append((child, childPosition, depth + 1)) }
            }
        }
        return nil
    }
}

/// A small lexer that knows just enough Swift to find brackets in code: comments, string literals
/// (single and triple quoted) and `\(…)` interpolations, which are code again.
private struct BracketScanner {
    enum Context {
        case code(parentheses: Int)
        case string(multiline: Bool)
    }

    let bytes: [UInt8]
    var index = 0
    var contexts: [Context] = [.code(parentheses: 0)]

    init(bytes: [UInt8]) { self.bytes = bytes }

    func byte(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }

    mutating func firstExcessiveBracket(limit: Int) -> Int? {
        var depth = 0
        while index < bytes.count {
            switch contexts[contexts.count - 1] {
            case .code(let parentheses):
                switch bytes[index] {
                case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    continue
                case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                    index += 2
                    while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && byte(1) == UInt8(ascii: "/")) { index += 1 }
                    index += 2
                    continue
                case UInt8(ascii: "\""):
                    let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
                    contexts.append(.string(multiline: multiline))
                    index += multiline ? 3 : 1
                    continue
                case UInt8(ascii: "("):
                    contexts[contexts.count - 1] = .code(parentheses: parentheses + 1)
                case UInt8(ascii: ")"):
                    if parentheses == 0, contexts.count > 1 {
                        contexts.removeLast()  // the end of an interpolation: back into its string
                    } else {
                        contexts[contexts.count - 1] = .code(parentheses: max(0, parentheses - 1))
                    }
                case UInt8(ascii: "["):
                    depth += 1
                    if depth > limit { return index }
                case UInt8(ascii: "]"):
                    depth = max(0, depth - 1)
                default:
                    break
                }
                index += 1
            case .string(let multiline):
                switch bytes[index] {
                case UInt8(ascii: "\\"):
                    if byte(1) == UInt8(ascii: "(") {
                        contexts.append(.code(parentheses: 0))
                    }
                    index += 2
                case UInt8(ascii: "\""):
                    if !multiline {
                        contexts.removeLast()
                        index += 1
                    } else if byte(1) == UInt8(ascii: "\""), byte(2) == UInt8(ascii: "\"") {
                        contexts.removeLast()
                        index += 3
                    } else {
                        index += 1
                    }
                case UInt8(ascii: "\n") where !multiline:
                    contexts.removeLast()  // an unterminated string ends at the line's end
                    index += 1
                default:
                    index += 1
                }
            }
        }
        return nil
    }
}
