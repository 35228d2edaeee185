import SwiftSyntax

/// Input that makes swift-syntax 602's diagnostics generator trap instead of reporting.
///
/// An `=` the lexer flags for inconsistent whitespace gets a Fix-It adding the missing space; when the
/// space is there but separated from the `=` by stray characters (`x ��= 1`), the Fix-It has no change,
/// and `FixIt.init` stops the process with a precondition failure. Such a token is reported here, and
/// the generator is not run on that tree.
enum LexerWorkarounds {
    static func unreportableToken(in tree: SourceFileSyntax) -> TokenSyntax? {
        for token in tree.tokens(viewMode: .all) {
            guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { continue }
            let leading = token.previousToken(viewMode: .all)?.trailingTrivia.contains { $0.isSpaceOrTab } ?? false
            let trailing = token.trailingTrivia.contains { $0.isSpaceOrTab }
            if leading && trailing { return token }
        }
        return nil
    }
}

private extension TriviaPiece {
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: return true
        default: return false
        }
    }
}
