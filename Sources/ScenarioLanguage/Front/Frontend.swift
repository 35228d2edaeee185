import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The front end: parse, report syntax errors, fold operators, lower to the scenario tree.
enum Frontend {
    /// Deepest nesting of brackets and braces the parser accepts; deeper input is reported, not parsed,
    /// so hostile input cannot exhaust the stack. Real scenarios stay far below it.
    static let maximumNestingLevel = 40

    /// The lowered program, or nil with the errors that prevent running it.
    static func compile(_ source: ScenarioSource, map: SourceMap) -> (program: Program?, diagnostics: [Diagnostic]) {
        let (program, diagnostics, _) = compileKeepingTree(source, map: map)
        return (program, diagnostics)
    }

    /// `compile`, also returning the syntax tree when the source was parsed (for highlighting it).
    static func compileKeepingTree(_ source: ScenarioSource, map: SourceMap)
        -> (program: Program?, diagnostics: [Diagnostic], tree: SourceFileSyntax?) {
        var parsedTree: SourceFileSyntax?
        let (program, diagnostics) = compile(source, map: map, tree: &parsedTree)
        return (program, diagnostics, parsedTree)
    }

    private static func compile(_ source: ScenarioSource, map: SourceMap,
                                tree parsedTree: inout SourceFileSyntax?) -> (program: Program?, diagnostics: [Diagnostic]) {
        if let offset = SyntaxLimits.excessiveBrackets(in: source.code) {
            return (nil, [map.diagnostic("brackets nest more than \(SyntaxLimits.maximumSquareBracketDepth) deep "
                                         + "(or a `[` is never closed)", at: offset, code: .syntaxLimit)])
        }
        var parser = Parser(source.code, maximumNestingLevel: maximumNestingLevel)
        let tree = SourceFileSyntax.parse(from: &parser)
        if let (offset, message) = SyntaxLimits.violation(in: tree) {
            return (nil, [map.diagnostic(message, at: offset, code: .syntaxLimit)])
        }
        // Only a tree within the limits is handed on: walking a pathological one could exhaust the stack.
        parsedTree = tree
        // A tree without errors or warnings has nothing for the diagnostics generator to find.
        let needsDiagnostics = tree.hasError || tree.hasWarning
        if needsDiagnostics, let token = LexerWorkarounds.unreportableToken(in: tree) {
            return (nil, [map.diagnostic("stray characters next to `=`; '=' must have consistent whitespace on both sides",
                                         at: token.positionAfterSkippingLeadingTrivia.utf8Offset, code: .syntax)])
        }
        // Each syntax error keeps its notes (where an unclosed `(` opened) and its fix-its, right after it.
        let parsed = needsDiagnostics ? ParseDiagnosticsGenerator.diagnostics(for: tree) : []
        var diagnostics = sorted(parsed.map { map.diagnostic(describe($0), at: $0.position.utf8Offset,
                                                             severity: severity($0.diagMessage.severity), code: code(of: $0)) })
        for diagnostic in parsed {
            let primary = map.diagnostic(describe(diagnostic), at: diagnostic.position.utf8Offset,
                                         severity: severity(diagnostic.diagMessage.severity), code: code(of: diagnostic))
            guard let index = diagnostics.firstIndex(of: primary) else { continue }
            let notes = diagnostic.notes.map { map.diagnostic($0.message, at: $0.position.utf8Offset, severity: .note) }
            diagnostics.insert(contentsOf: notes.filter { !diagnostics.contains($0) }, at: index + 1)
        }
        if diagnostics.contains(where: { $0.severity == .error }) {
            return (nil, diagnostics)
        }
        let file: SourceFileSyntax
        let foldsSequences = OperatorSequences.lowerableWithoutFolding(tree)
        if foldsSequences {
            // Lowering folds the sequences where it meets them: no rewrite of the whole tree.
            file = tree
        } else {
            var foldErrors: [OperatorError] = []
            let folded = OperatorTable.standardOperators.foldAll(tree) { foldErrors.append($0) }
            for error in foldErrors {
                let diagnostic = error.asDiagnostic
                diagnostics.append(map.diagnostic(diagnostic.message, at: diagnostic.position.utf8Offset, code: .syntax))
            }
            guard let foldedFile = folded.as(SourceFileSyntax.self) else {
                return (nil, sorted(diagnostics + [map.diagnostic("the scenario could not be parsed", at: 0, code: .syntax)]))
            }
            file = foldedFile
        }
        let lowering = Lowering(fileName: source.path, tree: file, foldsSequences: foldsSequences)
        let program = lowering.lower(file)
        diagnostics += lowering.errors.map { map.diagnostic($0.message, at: $0.offset, code: $0.code) }
        diagnostics += Checker(program: program).check().map { map.diagnostic($0.message, at: $0.offset, code: $0.code) }
        let hasErrors = diagnostics.contains { $0.severity == .error }
        return (hasErrors ? nil : program, sorted(diagnostics))
    }

    /// The message, with swift-syntax's suggested fixes (`insert ')'`).
    private static func describe(_ diagnostic: SwiftDiagnostics.Diagnostic) -> String {
        let fixes = diagnostic.fixIts.map(\.message.message)
        return diagnostic.message + (fixes.isEmpty ? "" : " (fix-it: " + fixes.joined(separator: "; ") + ")")
    }

    /// The parser's own nesting limit is `syntax-limit`, like the limits checked before parsing.
    private static func code(of diagnostic: SwiftDiagnostics.Diagnostic) -> DiagnosticCode {
        diagnostic.message.contains("maximum nesting level") ? .syntaxLimit : .syntax
    }

    private static func severity(_ severity: DiagnosticSeverity) -> Diagnostic.Severity {
        switch severity {
        case .error: return .error
        case .warning: return .warning
        default: return .note
        }
    }

    /// Source order, so several problems read top to bottom.
    private static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
            .enumerated()
            .sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }
            .map(\.element)
    }
}
