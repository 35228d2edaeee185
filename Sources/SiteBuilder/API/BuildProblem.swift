import ScenarioLanguage

/// Something wrong with the input, located in the file the author edits.
public struct BuildProblem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Bad input: Markdown, front matter, templates, links, scenario code (exit status 2).
        case input
        /// A scenario's trace differs from the expectation written beside it (exit status 1).
        case expectation
    }

    public var diagnostic: Diagnostic
    public var kind: Kind
    /// More lines to show under the message, such as a unified diff.
    public var detail: String?

    public init(diagnostic: Diagnostic, kind: Kind = .input, detail: String? = nil) {
        self.diagnostic = diagnostic
        self.kind = kind
        self.detail = detail
    }

    public var isError: Bool { diagnostic.severity == .error }

    /// `path:line:col: error: message`, then the source line or the diff.
    public var formatted: String {
        detail.map { diagnostic.formatted + "\n" + $0 } ?? diagnostic.formatted
    }
}

extension Array where Element == BuildProblem {
    /// 0 when nothing is wrong, 2 when any input error (whatever else), 1 for expectation mismatches only.
    var exitStatus: Int32 {
        let errors = filter(\.isError)
        if errors.contains(where: { $0.kind == .input }) { return 2 }
        return errors.isEmpty ? 0 : 1
    }
}
