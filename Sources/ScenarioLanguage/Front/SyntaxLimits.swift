import SwiftSyntax

/// Guards against input that is shallow to type but deep as a tree: `a.b.b.b…`, `f()()()…`,
/// `1 + 1 + 1…`. swift-syntax's visitors and this interpreter recurse over tree depth, so such input
/// is rejected before anything recursive walks it. Real scenarios stay far below the limits.
enum SyntaxLimits {
    /// Deepest syntax tree accepted (a class → method → closure → `if` nesting uses about 40).
    static let maximumDepth = 400
    /// Most operands and operators in one unfolded expression (`a + b * c` has five).
    static let maximumSequenceLength = 257

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
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }
}
