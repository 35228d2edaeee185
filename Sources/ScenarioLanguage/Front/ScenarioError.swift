/// A problem found while lowering or running a scenario, located by UTF-8 offset into the code.
struct ScenarioError: Error {
    var message: String
    var offset: Int
    var code: DiagnosticCode

    /// Declarations the front end rejects are `invalid-declaration` unless the site says otherwise.
    init(_ message: String, at offset: Int, code: DiagnosticCode = .invalidDeclaration) {
        self.message = message
        self.offset = offset
        self.code = code
    }

    static func unsupported(_ what: String, at offset: Int) -> ScenarioError {
        let shown = what.count > 60 ? what.prefix(60) + "…" : Substring(what)
        return ScenarioError("`\(shown)` is not supported by the engine", at: offset, code: .unsupported)
    }
}
