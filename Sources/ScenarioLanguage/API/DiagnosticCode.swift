/// The stable identifier of a scenario diagnostic: printed after the message in brackets
/// (`scenario.swift:3:5: error: value of type Point has no member `z` [unknown-member]`), so the
/// `path:line:col: severity:` prefix editors parse is unchanged and a message's wording may change
/// while its identifier does not. `docs/scenario-language.md` lists them (checked by a test).
public enum DiagnosticCode: String, CaseIterable, Sendable, Codable {
    case syntax
    case syntaxLimit = "syntax-limit"
    case unsupported
    case unknownName = "unknown-name"
    case unknownMember = "unknown-member"
    case invalidOverride = "invalid-override"
    case invalidDeclaration = "invalid-declaration"
    case immutableValue = "immutable-value"
    case nilValue = "nil-value"
    case runtimeError = "runtime-error"
    case budgetExceeded = "budget-exceeded"
    case uikitStopped = "uikit-stopped"

    /// What the identifier stands for, for the documentation.
    public var summary: String {
        switch self {
        case .syntax: return "Swift's parser rejects the code (with its fix-its)"
        case .syntaxLimit: return "brackets or expressions nest deeper than the parser is allowed to go"
        case .unsupported: return "a construct, type or member outside the language or the modelled UIKit surface"
        case .unknownName: return "a name that resolves to nothing in scope"
        case .unknownMember: return "a member that a scenario type (class, struct, enum) does not declare"
        case .invalidOverride: return "an override that overrides nothing, or a missing `override`"
        case .invalidDeclaration: return "a declaration Swift rejects: a redeclaration, a missing type or value, a misplaced or contradictory declaration"
        case .immutableValue: return "a `let` constant or property changed, or `self` changed outside a `mutating` method"
        case .nilValue: return "nil unwrapped or used where a value is needed"
        case .runtimeError: return "a Swift runtime error while the scenario runs (index out of range, division by zero, `fatalError`…)"
        case .budgetExceeded: return "a run stopped by a budget of the interpreter or the engine (statements, nesting, collection sizes, UIKit work)"
        case .uikitStopped: return "UIKit's own machinery would never finish (a layout loop): the run stops there and the site still builds (a warning)"
        }
    }

    /// ` [code]`, appended to a diagnostic's message.
    var suffix: String { " [" + rawValue + "]" }
}

extension Diagnostic {
    /// The identifier at the end of the message, if it is a scenario diagnostic.
    public var code: DiagnosticCode? {
        guard message.hasSuffix("]"), let open = message.lastIndex(of: "["),
              open > message.startIndex, message[message.index(before: open)] == " " else { return nil }
        return DiagnosticCode(rawValue: String(message[message.index(after: open)..<message.index(before: message.endIndex)]))
    }
}
