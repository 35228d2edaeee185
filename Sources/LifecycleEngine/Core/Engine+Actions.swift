extension Engine {
    /// UIKit calling an app's action method (`@objc func tapped(_:)`) for a control, a gesture recognizer,
    /// a bar button item or a timer. The selector is the app's own, so it is not in `Method`; the call is
    /// still a callback row like the ones UIKit makes into overridden methods, with the action's body
    /// (run by `body`) nested inside it.
    @discardableResult
    public func deliverAction<T>(_ selector: String, to target: EngineObject, _ arguments: [Argument],
                                 _ body: () throws -> T) throws -> T {
        if let termination { throw termination }
        try countStep()
        var record = recorder.makeRecord(kind: .callback, receiver: target, method: nil, arguments: arguments,
                                         text: nil, clock: clock, inferred: inferredNesting > 0, overridden: true)
        record.selector = selector
        let saved = recorder.enter(record: recorder.append(record))
        defer { recorder.exit(record: saved) }
        return try body()
    }
}
