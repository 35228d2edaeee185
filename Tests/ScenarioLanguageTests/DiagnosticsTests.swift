import Testing
@testable import ScenarioLanguage

/// Every rejected construct is reported at its exact position. Each case marks where it expects an
/// error with a comment line under the offending line: `//   ^ error: message`, the caret in the
/// column of the error (columns count characters); `// error@-1:1: message` gives the column in words.
@Suite struct DiagnosticsTests {
    static let cases: [String] = [
        "struct Point {}\n// error@-1:1: `struct Point` is not supported by the engine",
        "enum Step { case a(Int) }\n//                ^ error: `enum cases with associated values` is not supported by the engine",
        "enum Step {\n    case a\n    var count = 0\n//      ^ error: enums must not contain stored properties\n}",
        "import SwiftUI\n//     ^ error: `import SwiftUI` is not supported by the engine (only CoreGraphics, Dispatch, Foundation, QuartzCore, UIKit)",
        "extension UIPickerView {}\n//        ^ error: extensions are supported on classes declared in the scenario and on modelled UIKit types; `UIPickerView` is neither",
        "extension UIView {\n    var count = 0\n//      ^ error: extensions must not contain stored properties\n}",
        "class Box<T> {}\n//       ^ error: `generic classes` is not supported by the engine",
        "class A: UIView {\n    @IBOutlet var label: UIView?\n//  ^ error: `@IBOutlet` is not supported by the engine\n}",
        "class A {\n    static var shared = 1\n//  ^ error: `static` is not supported by the engine\n}",
        "func f() throws {}\n//       ^ error: `throws` is not supported by the engine",
        "func f(_ values: Int...) {}\n//                  ^ error: `variadic parameters` is not supported by the engine",
        "func f(_ value: inout Int) {}\n//              ^ error: `inout parameters` is not supported by the engine",
        "let (a, b) = (1, 2)\n//  ^ error: `destructuring patterns` is not supported by the engine",
        "var total: Int { 1 }\n//             ^ error: `computed variables outside a class` is not supported by the engine",
        "class A {\n    subscript(i: Int) -> Int { i }\n//  ^ error: `subscript` is not supported by the engine\n}",
        "func f() {\n    class Inner {}\n//  ^ error: `classes declared inside a function or closure` is not supported by the engine\n}",
        "throw Oops()\n// error@-1:1: `throw` is not supported by the engine",
        "switch 1 {\ncase 1:\n    fallthrough\n//  ^ error: `fallthrough` is not supported by the engine\ndefault: break\n}",
        "for case let x in [1] {}\n//  ^ error: `for case` is not supported by the engine",
        "if case 1 = 1 {}\n// ^ error: `if case` is not supported by the engine",
        "let k = #keyPath(UIView.frame)\n//      ^ error: `#keyPath` is not supported by the engine",
        "let t = try compute()\n//      ^ error: `try` is not supported by the engine",
        "let d = [1: \"a\"]\n//      ^ error: only dictionaries with `String` keys are supported by the engine (the `views:` and `metrics:` of a visual format)",
        "let k = \\UIView.frame\n//      ^ error: `key paths` is not supported by the engine",
        "let c = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)\n//      ^ error: `#colorLiteral` is not supported by the engine",
        "let t = (1, 2)\n//      ^ error: `tuples` is not supported by the engine",
        "let x = 1 << 2\n//        ^ error: `operator <<` is not supported by the engine",
        "let f = print(_:)\n//      ^ error: `function references like `print(_:)`` is not supported by the engine",
        "let v = UIView()\nlet t = v.transform\n//        ^ error: `UIView.transform` is not supported by the engine",
        "let v = UIView()\nv.layer.anchorPoint = .zero\n//      ^ error: `CALayer.anchorPoint` is not supported by the engine",
        "let s = \"\\(1, radix: 2)\"\n//       ^ error: `interpolation with arguments` is not supported by the engine",
        "print(missing)\n//    ^ error: cannot find `missing` in scope",
        "let picker = UIPickerView()\n//           ^ error: `UIPickerView` is not supported by the engine",
        "print(#function)\n//    ^ error: `#function outside a function` is not supported by the engine",
        "for (a, b) in [1].reversed() {}\n//  ^ error: `destructuring patterns` is not supported by the engine",
        "let v = UIView()\nv.alpha = .transparent\n//        ^ error: `.transparent` is not supported by the engine",
        "class A: UIViewController {\n    override func viewDidLoadd() {}\n//                ^ error: `viewDidLoadd()` does not override a method of UIViewController that the engine models; did you mean `viewDidLoad()`?\n}",
        "let v = UIView()\nv.setNeedLayout()\n//^ error: `UIView.setNeedLayout` is not supported by the engine; did you mean `setNeedsLayout`?",
        "class A: UIViewController {\n    func viewDidLoad() {}\n//       ^ error: overriding `viewDidLoad()` requires the `override` keyword\n}",
        "class A: UIView {\n    override func viewDidLoad() {}\n//                ^ error: `viewDidLoad()` does not override a method of UIView that the engine models\n}",
        "class A: UIViewController {\n    override var title: String? { nil }\n//               ^ error: `title` does not override a property the engine models\n}",
        "class A: UIPickerView {}\n//       ^ error: `UIPickerView` is not a class the engine models (scenario classes derive from a modelled class such as UIView or UIViewController, or from a scenario class)",
        "class A: UILabell {}\n//       ^ error: `UILabell` is not a class the engine models (scenario classes derive from a modelled class such as UIView or UIViewController, or from a scenario class); did you mean `UILabel`?",
        "let x = = 3\n//      ^ error: expected expression in variable (fix-it: insert expression)\n// error@-2:9: extraneous code '= 3' at top level",
        "let 名前 = UIView()\n名前.transform = 1\n// ^ error: `UIView.transform` is not supported by the engine",
        "print(1,\n  2\nlet y = 3\n// error@-2:4: expected ')' to end function call (fix-it: insert ')')\n",
        "let s = \"中文\"; let v = UIView(); v.transform = 1\n//                                ^ error: `UIView.transform` is not supported by the engine",
    ]

    @Test(arguments: cases)
    func rejectedConstructIsReportedWhereItIs(_ source: String) {
        let run = Scenario.run(ScenarioSource(code: source, path: "case.swift"))
        let found = run.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column): \($0.message)" }
        #expect(found == expectedErrors(in: source))
        #expect(run.outcome == .rejected)
        #expect(run.events.isEmpty)
    }

    @Test func severalProblemsAreReportedInOneRun() {
        let source = """
            let v = UIView()
            v.transform = 1
            struct S {}
            print(nowhere)
            """
        let run = Scenario.run(ScenarioSource(code: source, path: "many.swift"))
        #expect(run.diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
            "2:3: `UIView.transform` is not supported by the engine",
            "3:1: `struct S` is not supported by the engine",
            "4:7: cannot find `nowhere` in scope",
        ])
    }

    @Test func markdownOffsetsPointIntoTheMarkdownFile() throws {
        let source = ScenarioSource(code: "let v = UIView()\nv.transform = 1\n", path: "content/views.md",
                                    lineOffset: 11, columnOffset: 3)
        let run = Scenario.run(source)
        let diagnostic = try #require(run.diagnostics.first)
        #expect(diagnostic.formatted == """
            content/views.md:13:6: error: `UIView.transform` is not supported by the engine
               v.transform = 1
                 ^
            """)
    }

    @Test func runtimeErrorsAreLocatedToo() {
        let run = Scenario.run(ScenarioSource(code: "let a = [1]\nprint(\"x\")\nprint(a[3])\n", path: "r.swift"))
        #expect(run.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
                == ["3:7: index 3 out of range (the array has 1 elements)"])
        #expect(run.outcome == .rejected)
        #expect(run.events.map(\.plainText) == ["print: x"])
    }

    /// `line:column: message` for each marker in `source`.
    @Test func unclosedParenthesisSaysWhereItOpened() {
        let run = Scenario.run(ScenarioSource(code: "let v = UIView()\nprint(v.frame,\n  1\nlet x = 2\n", path: "case.swift"))
        let shown = run.diagnostics.map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }
        #expect(shown == ["3:4: error: expected ')' to end function call (fix-it: insert ')')",
                          "2:6: note: to match this opening '('"])
    }

    func expectedErrors(in source: String) -> [String] {
        var result: [String] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = String(line)
            if let range = text.range(of: "// error@") {
                let rest = text[range.upperBound...]
                let parts = rest.split(separator: ":", maxSplits: 2)
                let lineNumber = index + 1 + (Int(parts[0]) ?? 0)
                result.append("\(lineNumber):\(parts[1]): " + parts[2].dropFirst())
            } else if text.hasPrefix("//"), let caret = text.firstIndex(of: "^"),
                      let marker = text.range(of: "^ error: ") {
                let column = text.distance(from: text.startIndex, to: caret) + 1
                result.append("\(index):\(column): " + text[marker.upperBound...])
            }
        }
        return result
    }
}
