/// Initializers a scenario class declares (`init()`, `init(nibName:bundle:)`, `init(frame:)`,
/// `init(coder:)`), traced as events at their entry, as a log printed before `super.init` shows them
/// (spec §1.7). The engine object usually comes into being inside the body (UIKit's designated
/// initializer allocates it), so the event learns its receiver when the body returns.
extension Engine {
    public func traceInitializer(_ method: Method, _ arguments: [Argument], of existing: EngineObject?, origin: Origin,
                                 _ body: () throws -> EngineObject?) throws {
        precondition(method.isInitializer, "\(method) is not an initializer")
        if let termination { throw termination }
        try countStep()
        let record = recorder.makeRecord(
            kind: origin == .script ? .call : .callback, receiver: existing, method: method, arguments: arguments,
            text: nil, clock: clock, inferred: false, overridden: true)
        let index = recorder.append(consume record)
        let saved = recorder.enter(record: index)
        defer { recorder.exit(record: saved) }
        let object = try body()
        if existing == nil, let object { recorder.setReceiver(object, ofRecord: index) }
    }
}
