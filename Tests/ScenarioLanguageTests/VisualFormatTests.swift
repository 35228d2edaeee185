import Foundation
import Testing
@testable import ScenarioLanguage

/// The visual format language: how many constraints a format stands for, and UIKit's reasons for the
/// formats it cannot parse.
@Suite struct VisualFormatTests {
    static func run(_ format: String, options: String = "[]") -> ScenarioRun {
        let code = """
            let container = UIView()
            let a = UIView(), b = UIView(), c = UIView()
            for view in [a, b, c] { container.addSubview(view) }
            let loose = UIView()
            let made = NSLayoutConstraint.constraints(withVisualFormat: "\(format)", options: \(options),
                metrics: ["m": 12, "w": 44.5], views: ["a": a, "b": b, "c": c, "loose": loose])
            print(made.count, made.filter { $0.isActive }.isEmpty)
            """
        return Scenario.run(ScenarioSource(code: code, path: "VFL.swift"), options: ScenarioOptions())
    }

    @Test(arguments: [
        ("H:|[a]|", 2), ("|-[a]-|", 2), ("V:|-m-[a(w)]", 2), ("H:[a][b]", 1), ("H:[a]-[b]-(>=m,<=40@750)-[c]", 3),
        ("H:[a(==b,>=20)]", 2), ("H:|-(m)-[a]-(-5)-[b]", 2), ("V:[a(44@999)]", 1), ("[a]", 0),
    ])
    func formatsStandForTheirConstraints(_ format: String, _ count: Int) {
        let run = Self.run(format)
        #expect(run.events.filter { $0.kind == .print }.map(\.plainText) == ["print: \(count) true"], "\(format)")
    }

    @Test func alignmentOptionsAddOnePerNeighbouringPair() {
        let run = Self.run("H:[a]-[b]-[c]", options: "[.alignAllTop, .alignAllBottom]")
        #expect(run.events.filter { $0.kind == .print }.map(\.plainText) == ["print: 6 true"])
    }

    @Test(arguments: [
        ("H:|-[x]-|", "x is not a key in the views dictionary. \nH:|-[x]-| \n     ^"),
        ("H:|-[]-|", "Expected a view \nH:|-[]-| \n     ^"),
        ("H:[a]-gap-[b]", "Encountered metric with name \"gap\", but value was not specified in metrics or views "
            + "dictionaries \nH:[a]-gap-[b] \n      ^"),
        ("H:|[loose]", "Unable to interpret '|' character, because the related view doesn't have a superview \nH:|[loose] \n  ^"),
        ("H:[a", "Expected ']' \nH:[a \n    ^"),
    ])
    func malformedFormatsRaiseUIKitsReason(_ format: String, _ reason: String) {
        let run = Self.run(format)
        let exception = run.events.last { $0.kind == .exception }
        // The trace shows the reason's line breaks escaped, as the console text of every event is.
        let expected = "NSInvalidArgumentException: Unable to parse constraint format: \n" + reason
        #expect(exception?.text == expected.replacingOccurrences(of: "\n", with: "\\n"))
    }

    @Test func alignmentAcrossTheLayoutAxisRaises() {
        let run = Self.run("H:[a]-[b]", options: ".alignAllLeading")
        #expect(run.events.last?.kind == .exception)
    }
}
