@testable import ScenarioLanguage
import SwiftParser
import SwiftSyntax
import Testing

/// The limits checked before anything recursive walks a scenario: where the bracket scan and the walk of
/// the raw tree report, against the walk of typed nodes they replace.
@Suite struct SyntaxLimitsTests {
    static let limit = SyntaxLimits.maximumSquareBracketDepth

    @Test func bracketsAtTheLimitPassAndOneMoreIsReportedAtIt() {
        let atLimit = "let x = " + String(repeating: "[", count: Self.limit) + "1" + String(repeating: "]", count: Self.limit)
        #expect(SyntaxLimits.excessiveBrackets(in: atLimit) == nil)
        let over = "let x = " + String(repeating: "[", count: Self.limit + 1) + "1" + String(repeating: "]", count: Self.limit + 1)
        #expect(SyntaxLimits.excessiveBrackets(in: over) == 8 + Self.limit)
    }

    /// More `[` than the limit, so the count alone does not decide: the lexical scan does.
    @Test func manyBracketsThatDoNotNestAreNotReported() {
        let code = String(repeating: "let a = [[1]]\n", count: Self.limit) + "// " + String(repeating: "[", count: 40) + "\n"
            + "let s = \"" + String(repeating: "[", count: 40) + "\"\n"
        #expect(SyntaxLimits.excessiveBrackets(in: code) == nil)
        let interpolated = "let s = \"\\(" + String(repeating: "[", count: Self.limit + 1) + "1"
            + String(repeating: "]", count: Self.limit + 1) + ")\""
        #expect(SyntaxLimits.excessiveBrackets(in: interpolated) == 11 + Self.limit)
    }

    /// The walk the raw one replaces: typed children in the source-accurate view, the same order.
    static func typedViolation(in tree: SourceFileSyntax) -> (offset: Int, message: String)? {
        func isSmallEnough(_ node: Syntax, atDepth depth: Int) -> Bool {
            let bytes = node.totalLength.utf8Length
            return bytes < SyntaxLimits.maximumSequenceLength && depth + 4 * bytes + 32 <= SyntaxLimits.maximumDepth
        }
        var stack: [(Syntax, Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = stack.popLast() {
            if depth > SyntaxLimits.maximumDepth {
                return (node.positionAfterSkippingLeadingTrivia.utf8Offset, "depth")
            }
            if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count > SyntaxLimits.maximumSequenceLength {
                return (sequence.positionAfterSkippingLeadingTrivia.utf8Offset, "length")
            }
            for child in node.children(viewMode: .sourceAccurate) where !isSmallEnough(child, atDepth: depth + 1) {
                stack.append((child, depth + 1))
            }
        }
        return nil
    }

    static let pathological: [String] = [
        "let v = UIView()\nlet y = v" + String(repeating: ".superview!", count: 300),
        "func f() -> Int { 1 }\nlet y = f" + String(repeating: "()", count: 450),
        "let x = " + Array(repeating: "1", count: 300).joined(separator: " + "),
        "let x = " + Array(repeating: "1", count: 200).joined(separator: " + ") + "\nlet y = "
            + Array(repeating: "2", count: 260).joined(separator: " * "),
        "/* a comment */ let a = 1\n" + String(repeating: "if true { ", count: 150) + String(repeating: "}", count: 150),
        "let s = \"" + String(repeating: "\\(1 + ", count: 60) + "1" + String(repeating: ")", count: 60) + "\"",
        "let x = ((((" + Array(repeating: "a", count: 270).joined(separator: " && ") + "))))",
        "let broken = (1 + " + Array(repeating: "2", count: 300).joined(separator: " - "),
    ]

    @Test func rawWalkReportsWhatTheTypedWalkReported() {
        let sources = HighlightClassifierTests.sources().map(\.1) + Self.pathological
        var reported = 0
        for code in sources {
            var parser = Parser(code, maximumNestingLevel: Frontend.maximumNestingLevel)
            let tree = SourceFileSyntax.parse(from: &parser)
            let raw = SyntaxLimits.violation(in: tree)
            let typed = Self.typedViolation(in: tree)
            #expect(raw?.offset == typed?.offset, "\(code.prefix(60))")
            #expect(raw.map { $0.message.contains("too long") } == typed.map { $0.message == "length" }, "\(code.prefix(60))")
            if raw != nil { reported += 1 }
        }
        #expect(reported >= 5)
    }
}
