@testable import ScenarioLanguage
import SwiftOperators
import SwiftParser
import SwiftSyntax
import Testing

/// Lowering reads the commonest expressions from swift-syntax's raw nodes (`lowerRawExpr`); the program
/// and the errors must be the ones the typed API gives, on every scenario, recorded log and fuzz input the
/// tests hold, folded by lowering or by `foldAll`, and on code written to reach each raw form's edges.
@Suite struct RawExpressionTests {
    static let edges = """
        struct Outer { struct Inner { static let x = 1 } }
        class A: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let a = Outer.Inner.x + -1 * +2, b = !true, c: Int? = nil
                print("plain", "with \\(a) and \\(b!) \\(c ?? 0)", "esc\\taped", #"raw \\(a)"#, \"\"\"
                    multi
                    \"\"\")
                print(view.self, UIView.self, Self.self, Notification.Name.self, .init(), super.title ?? "")
                view?.backgroundColor = .red; title = "x" + "y"; let f = print(_:), g = 1_000 + 0x1F
                navigationController?.pushViewController(UIViewController(), animated: true)
                DispatchQueue.main.async { print(#function) }
                view.setNeedsLayout(); let s = super.Inner
            }
        }
        """

    static func lowered(_ code: String, rawExpressions: Bool) -> (program: Program, errors: [String])? {
        let tree = Parser.parse(source: code)
        let folds = OperatorSequences.lowerableWithoutFolding(tree)
        let file: SourceFileSyntax
        if folds {
            file = tree
        } else {
            guard let folded = OperatorTable.standardOperators.foldAll(tree, errorHandler: { _ in })
                .as(SourceFileSyntax.self) else { return nil }
            file = folded
        }
        let lowering = Lowering(fileName: "S.swift", tree: file, foldsSequences: folds, readsRawExpressions: rawExpressions)
        let program = lowering.lower(file)
        return (program, lowering.errors.map { "\($0.offset) \($0.message)" })
    }

    @Test func sameProgramsAsTheTypedPath() throws {
        var compared = 0
        for (name, code) in [("edges", Self.edges)] + HighlightClassifierTests.sources() {
            // Trees with syntax errors never reach lowering.
            guard !Parser.parse(source: code).hasError,
                  let typed = Self.lowered(code, rawExpressions: false),
                  let raw = Self.lowered(code, rawExpressions: true) else { continue }
            compared += 1
            #expect(OperatorSequencesTests.canonical(raw.program) == OperatorSequencesTests.canonical(typed.program), "\(name)")
            #expect(raw.errors == typed.errors, "\(name)")
        }
        #expect(compared > 100)
    }
}
