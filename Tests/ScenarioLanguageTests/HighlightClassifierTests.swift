import Foundation
@testable import ScenarioLanguage
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax
import Testing

/// The highlighter's own walk must colour exactly what SwiftIDEUtils' classification colours: same ranges,
/// same kinds, on every scenario and recorded log the tests hold, and on code written to reach the rules
/// that depend on a token's place.
@Suite struct HighlightClassifierTests {
    static let contextual = """
        @available(iOS 13.0, *) @objc(Named) @MainActor
        final class A<T: Equatable>: UIViewController where T: Hashable {
            private(set) var items: [String: Array<Int>] = [:]
            override func viewDidLoad() { super.viewDidLoad(); f(x: 1, y: $0, z: <#placeholder#>) }
            func g(for value: inout Int, _ other: Swift.Int...) -> Optional<T.Element> { nil }
        }
        #if DEBUG && canImport(UIKit) || os(iOS)
        let a = #"raw \\(1)"# + "\\(2)" + '''x'''
        #elseif false
        /* block */ /** doc */ /// line doc
        #else
        let r = /a+b/; let f = 1.5e3, h = 0xFF
        #endif
        infix operator <~>: AdditionPrecedence
        precedencegroup P { associativity: left higherThan: AdditionPrecedence }
        if #available(iOS 15, *) { x! ; y? ; -z }
        func broken(a: Int {
          let x = = '<'
        """.replacingOccurrences(of: "'''", with: "\"\"\"")

    static func sources() -> [(String, String)] {
        var found = [("contextual", contextual)]
        for folder in ["Scenarios", "RecordedLogs", "FuzzCorpus"] {
            guard let directory = Bundle.module.url(forResource: folder, withExtension: nil),
                  let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { continue }
            for name in names.sorted() {
                if let code = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8) {
                    found.append((folder + "/" + name, code))
                }
            }
        }
        return found
    }

    @Test func sameRangesAsSwiftIDEUtils() {
        let sources = Self.sources()
        #expect(sources.count > 100)
        for (name, code) in sources {
            let tree = Parser.parse(source: code)
            let expected = tree.classifications.map {
                HighlightClassifier.Range(kind: SwiftHighlighter.Kind(ideKind: $0.kind),
                                          start: $0.range.lowerBound.utf8Offset, end: $0.range.upperBound.utf8Offset)
            }
            let ranges = HighlightClassifier(tree).ranges
            #expect(ranges == expected, "\(name)")
        }
    }

    /// The HTML written straight from the walk is the one its ranges describe: coloured ranges as spans
    /// named by the kind's raw value, everything else escaped text, nothing left out.
    @Test func htmlIsTheRangesWritten() {
        for (name, code) in Self.sources() {
            let tree = Parser.parse(source: code)
            let bytes = Array(code.utf8)
            var expected = ""
            for range in HighlightClassifier(tree).ranges {
                let text = Self.escaped(String(decoding: bytes[range.start..<range.end], as: UTF8.self))
                if let kind = range.kind, kind.isColoured {
                    expected += "<span class=\"hl-\(kind.rawValue)\">" + text + "</span>"
                } else {
                    expected += text
                }
            }
            #expect(SwiftHighlighter.html(tree, code: code) == expected, "\(name)")
        }
        for kind in SwiftHighlighter.Kind.allCases {
            #expect(HighlightHTMLWriter.openingTag(kind).description == "<span class=\"hl-\(kind.rawValue)\">")
        }
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}

private extension SwiftHighlighter.Kind {
    init?(ideKind: SyntaxClassification) {
        switch ideKind {
        case .none: return nil
        case .attribute: self = .attribute
        case .blockComment: self = .blockComment
        case .docBlockComment: self = .docBlockComment
        case .docLineComment: self = .docLineComment
        case .lineComment: self = .lineComment
        case .dollarIdentifier: self = .dollarIdentifier
        case .editorPlaceholder: self = .editorPlaceholder
        case .floatLiteral: self = .floatLiteral
        case .integerLiteral: self = .integerLiteral
        case .identifier: self = .identifier
        case .ifConfigDirective: self = .ifConfigDirective
        case .keyword: self = .keyword
        case .operator: self = .operator
        case .regexLiteral: self = .regexLiteral
        case .stringLiteral: self = .stringLiteral
        case .type: self = .type
        case .argumentLabel: self = .argumentLabel
        @unknown default: return nil
        }
    }
}
