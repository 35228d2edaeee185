/// Non-local exits, thrown through the interpreter's Swift stack and caught where they end.
enum ControlFlow: Error {
    /// The value is in `Interpreter.returnValue` (errors must be Sendable; values are not).
    case returning
    case breaking(label: String?)
    case continuing(label: String?)
}

/// `a?.b`: `a` was nil, so the rest of the chain is skipped and the whole chain is nil.
struct OptionalChainEnded: Error {}
