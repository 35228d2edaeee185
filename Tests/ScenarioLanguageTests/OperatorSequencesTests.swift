import Foundation
@testable import ScenarioLanguage
import SwiftOperators
import SwiftParser
import SwiftSyntax
import Testing

/// Lowering folds operator sequences itself when every sequence of a tree uses operators it knows; the
/// program must be the one lowering builds from swift-syntax's `foldAll`, and trees it cannot fold must
/// be left to `foldAll`.
@Suite struct OperatorSequencesTests {
    /// Both ways of lowering `code`: from the tree `foldAll` folds, and folding in lowering.
    static func lowerBothWays(_ code: String) -> (folded: Lowering, program: Program, direct: Lowering, directProgram: Program)? {
        let tree = Parser.parse(source: code)
        guard OperatorSequences.lowerableWithoutFolding(tree),
              let folded = OperatorTable.standardOperators.foldAll(tree, errorHandler: { _ in }).as(SourceFileSyntax.self) else {
            return nil
        }
        let standard = Lowering(fileName: "S.swift", tree: folded)
        let program = standard.lower(folded)
        let direct = Lowering(fileName: "S.swift", tree: tree, foldsSequences: true)
        return (standard, program, direct, direct.lower(tree))
    }

    /// The program's dump, lines sorted and reference numbers dropped: dictionaries and sets dump in an
    /// order of their own, but a different fold moves operands to other depths, which the lines show.
    static func canonical(_ program: Program) -> [String] {
        var text = ""
        dump(program, to: &text)
        return text.split(separator: "\n").map { $0.replacingOccurrences(of: #"#\d+"#, with: "", options: .regularExpression) }.sorted()
    }

    /// The shape of a lowered expression: operators with their operands in parentheses.
    static func shape(_ expr: Expr) -> String {
        switch expr.kind {
        case .identifier(let name): return name
        case .literal(.int(let value)): return String(value)
        case .binary(let op, let lhs, let rhs): return "(\(shape(lhs)) \(op) \(shape(rhs)))@\(expr.offset)"
        case .assign(let target, let value): return "(\(shape(target)) = \(shape(value)))@\(expr.offset)"
        case .compoundAssign(let op, let target, let value): return "(\(shape(target)) \(op)= \(shape(value)))@\(expr.offset)"
        case .prefix(let op, let operand): return op + shape(operand)
        case .member(let base, let name): return (base.map(shape) ?? "") + "." + name
        case .call(let callee, let arguments): return shape(callee) + "(" + arguments.map { shape($0.value) }.joined(separator: ", ") + ")"
        default: return "<other>"
        }
    }

    static let expressions = [
        "a + b * c", "a * b + c", "a - b - c", "a = b = c", "x = a + b * c - d / e % f",
        "a ?? b ?? c", "a == b && c != d || e < f", "a || b && c || d", "x += a * b", "x -= y ?? 0",
        "a ..< b + 1", "a === b", "-a + b * -c", "f(a + b) * g(c - d)", "x.y = a < b",
        "a && b == c + d * e", "a + b == c && d + e == f || g",
    ]

    @Test func foldsAsFoldAll() throws {
        for expression in Self.expressions {
            let code = "let _ = 0\n" + expression
            let lowered = try #require(Self.lowerBothWays(code), "\(expression)")
            guard case .expression(let folded)? = lowered.program.statements.last?.kind,
                  case .expression(let direct)? = lowered.directProgram.statements.last?.kind else {
                Issue.record("\(expression): not an expression statement")
                continue
            }
            #expect(Self.shape(direct) == Self.shape(folded), "\(expression)")
            #expect(!Self.shape(direct).contains("<other>"), "\(expression)")
            #expect(lowered.direct.errors.isEmpty && lowered.folded.errors.isEmpty, "\(expression)")
        }
        let precedence = try #require(Self.lowerBothWays("x = a + b * c - d"))
        if case .expression(let expr)? = precedence.directProgram.statements.last?.kind {
            #expect(Self.shape(expr) == "(x = ((a + (b * c)@10)@6 - d)@14)@2")
        }
    }

    /// Sequences with operators, groups or forms lowering does not fold are left to `foldAll`, so what it
    /// reports (`a == b == c`) and what lowering then rejects keep their messages.
    @Test func leavesOtherSequencesToFoldAll() {
        for code in ["a == b == c", "a < b + 1 > c", "x = a ..< b ... c", "a ? b : c", "v as? UIView ?? w", "a is UIView",
                     "a & b", "a << 2", "x = try f() + 1",
                     "#if DEBUG && os(iOS)\nlet a = 1\n#endif", "{ a ~= b }()"] {
            #expect(!OperatorSequences.lowerableWithoutFolding(Parser.parse(source: code)), "\(code)")
        }
        for code in ["a == b && c == d", "a < b || a > c", "x = a ?? b ?? c", "let c = { a + b }", "a ... b"] {
            #expect(OperatorSequences.lowerableWithoutFolding(Parser.parse(source: code)), "\(code)")
        }
    }

    /// The walk passes over subtrees that hold no sequence: a sequence deep inside a declaration, a
    /// closure, an interpolation, a default value or an inactive `#if` clause is still found.
    @Test func findsSequencesAtAnyDepth() {
        let wrappings: [(String) -> String] = [
            { "class A: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        if true { let v = [1, 2].map { _ in \($0) }; print(v) }\n    }\n}" },
            { "let s = \"value: \\(\($0))\"" },
            { "func f(x: Bool = \($0)) {}" },
            { "#if DEBUG\nlet y = 1\n#else\nstruct S { var z: Bool { \($0) } }\n#endif" },
            { "let list = [0, 1, [2, { \($0) }()]]" },
        ]
        for wrap in wrappings {
            for expression in ["a == b == c", "a ? b : c", "a << 2", "v as? UIView ?? w"] {
                #expect(!OperatorSequences.lowerableWithoutFolding(Parser.parse(source: wrap(expression))), "\(wrap(expression))")
            }
            for expression in ["a == b && c == d", "a + b * c", "a ?? b"] {
                #expect(OperatorSequences.lowerableWithoutFolding(Parser.parse(source: wrap(expression))), "\(wrap(expression))")
            }
        }
        #expect(!OperatorSequences.lowerableWithoutFolding(Parser.parse(source: "class A {\n#if DEBUG && os(iOS)\nvar x = 1\n#endif\n}")))
    }

    /// Every scenario, recorded log and fuzz input the tests hold that lowering folds itself lowers to the
    /// same program, with the same errors, as from `foldAll`'s tree.
    @Test func sameProgramsOnEveryScenario() {
        var compared = 0
        for (name, code) in HighlightClassifierTests.sources() {
            guard let lowered = Self.lowerBothWays(code) else { continue }
            compared += 1
            #expect(Self.canonical(lowered.directProgram) == Self.canonical(lowered.program), "\(name)")
            #expect(lowered.direct.errors.map { "\($0.offset) \($0.message)" }
                    == lowered.folded.errors.map { "\($0.offset) \($0.message)" }, "\(name)")
        }
        #expect(compared > 100)
    }
}
