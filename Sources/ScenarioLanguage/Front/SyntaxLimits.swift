import SwiftSyntax

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
        var scanner = BracketScanner(bytes: Array(code.utf8))
        return scanner.firstExcessiveBracket(limit: maximumSquareBracketDepth)
    }

    /// A subtree this short cannot break either limit, so it need not be walked: every level of nesting
    /// costs at least a byte for every four levels of tree (brackets, `.`, `?`, operators), plus a few
    /// empty wrapper nodes; a sequence over the limit needs at least one byte per element.
    private static func isSmallEnough(_ node: Syntax, atDepth depth: Int) -> Bool {
        let bytes = node.totalLength.utf8Length
        return bytes < maximumSequenceLength && depth + 4 * bytes + 32 <= maximumDepth
    }

    /// The offset of the first node past a limit, with the reason; nil if the tree is within both.
    /// Walks iteratively, so it is itself safe on any tree the parser can build.
    static func violation(in tree: SourceFileSyntax) -> (offset: Int, message: String)? {
        var stack: [(Syntax, Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = stack.popLast() {
            if depth > maximumDepth {
                return (node.positionAfterSkippingLeadingTrivia.utf8Offset,
                        "this code nests too deeply for the scenario language (more than \(maximumDepth) levels)")
            }
            if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count > maximumSequenceLength {
                return (sequence.positionAfterSkippingLeadingTrivia.utf8Offset,
                        "this expression is too long; split it into several statements")
            }
            for child in node.children(viewMode: .sourceAccurate) where !isSmallEnough(child, atDepth: depth + 1) {
                stack.append((child, depth + 1))
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
