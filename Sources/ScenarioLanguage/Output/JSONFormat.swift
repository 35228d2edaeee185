/// The JSON contract: `{"events":[…]}` with each event's keys in this order:
/// `seq, kind, receiver, method, arguments, text, turn, phase, time, depth, stack`, then
/// `receiverClass, category, inferred, overridden`. Absent values are `null`; numbers are written the
/// way Swift source writes them (`0.35`, `1`). One event per line, so diffs stay readable.
enum JSONFormat {
    static func render(_ events: [TraceEvent]) -> String {
        if events.isEmpty { return "{\"events\":[]}\n" }
        return "{\"events\":[\n" + events.map(object).joined(separator: ",\n") + "\n]}\n"
    }

    static func object(_ event: TraceEvent) -> String {
        let fields: [(String, String)] = [
            ("seq", String(event.seq)),
            ("kind", string(event.kind.rawValue)),
            ("receiver", event.receiver.map(string) ?? "null"),
            ("method", event.method.map(string) ?? "null"),
            ("arguments", "[" + event.arguments.map(string).joined(separator: ",") + "]"),
            ("text", event.text.map(string) ?? "null"),
            ("turn", String(event.turn)),
            ("phase", string(event.phase.rawValue)),
            ("time", number(event.time)),
            ("depth", String(event.depth)),
            ("stack", "[" + event.stack.map(string).joined(separator: ",") + "]"),
            ("receiverClass", event.receiverClass.map(string) ?? "null"),
            ("category", event.category.map { string($0.rawValue) } ?? "null"),
            ("inferred", event.inferred ? "true" : "false"),
            ("overridden", event.overridden ? "true" : "false"),
        ]
        return "{" + fields.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        guard abs(value) < 1e15 else { return String(describing: value) }
        if value == value.rounded() { return String(Int(value)) }
        return String(describing: (value * 1_000_000).rounded() / 1_000_000)
    }

    static func string(_ text: String) -> String {
        JSONText.quote(text)
    }
}
