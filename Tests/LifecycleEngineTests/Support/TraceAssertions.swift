import LifecycleEngine
import Testing

extension Engine {
    /// The scenario's printed lines, in order: what an NSLog-based experiment would show.
    var printed: [String] { events().filter { $0.kind == .print }.compactMap(\.text) }

    /// Plain trace lines for the events `include` keeps.
    func lines(_ include: (TraceEvent) -> Bool) -> [String] {
        events().filter(include).map(\.plainText)
    }

    /// Printed lines from turn `turn` onwards.
    func printed(fromTurn turn: Int) -> [String] {
        events().filter { $0.kind == .print && $0.turn >= turn }.compactMap(\.text)
    }
}

/// Compares two traces line by line and reports the first difference with both listings.
func expectTrace(_ actual: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual != expected else { return }
    let index = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(actual.count, expected.count)
    let found = index < actual.count ? actual[index] : "<end of trace>"
    let wanted = index < expected.count ? expected[index] : "<end of trace>"
    Issue.record("""
        traces differ at line \(index + 1): expected `\(wanted)`, found `\(found)`
        --- expected
        \(expected.joined(separator: "\n"))
        --- found
        \(actual.joined(separator: "\n"))
        """, sourceLocation: sourceLocation)
}
