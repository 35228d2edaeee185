import ScenarioLanguage
@testable import SiteBuilder

/// Canned traces for site tests, so they do not depend on the scenario language: each line of a scenario
/// becomes one event.
///
/// - `print("text")` → a print; `warn("text")` → a console warning; `crash("text")` → an exception that
///   ends the run;
/// - `error: message` → a diagnostic at that line, and the scenario is rejected;
/// - anything else (`root.viewDidLoad()`) → a call with that receiver and method.
enum FakeScenarioRunner {
    static let runner = ScenarioRunner { source, options in run(source, options: options) }

    static func run(_ source: ScenarioSource, options: ScenarioOptions) -> ScenarioRun {
        var events: [TraceEvent] = []
        var diagnostics: [Diagnostic] = []
        for (index, rawLine) in source.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("error: ") {
                diagnostics.append(Diagnostic(.error, String(line.dropFirst(7)), path: source.path,
                                              line: source.lineOffset + index + 1, column: source.columnOffset + 1))
            } else if let text = argument(of: "print", in: line) {
                events.append(event(events.count + 1, kind: .print, text: text))
            } else if let text = argument(of: "warn", in: line) {
                events.append(event(events.count + 1, kind: .warning, text: text))
            } else if let text = argument(of: "crash", in: line) {
                events.append(event(events.count + 1, kind: .exception, text: text))
                return ScenarioRun(events: events, diagnostics: [], outcome: .exception(text))
            } else if let dot = line.firstIndex(of: ".") {
                let (method, arguments) = selector(String(line[line.index(after: dot)...]))
                var call = event(events.count + 1, kind: .call, receiver: String(line[..<dot]), method: method)
                call.arguments = arguments
                events.append(call)
            }
        }
        if !diagnostics.isEmpty { return ScenarioRun(events: [], diagnostics: diagnostics, outcome: .rejected) }
        return ScenarioRun(events: events, diagnostics: [], outcome: .completed)
    }

    /// `viewWillAppear(false)` → `viewWillAppear(_:)` and `["false"]`; `willMove(toParent: nil)` →
    /// `willMove(toParent:)` and `["nil"]`; `deinit` stays as it is.
    static func selector(_ call: String) -> (String, [String]) {
        guard let open = call.firstIndex(of: "("), call.hasSuffix(")") else { return (call, []) }
        let inside = call[call.index(after: open)..<call.index(before: call.endIndex)]
        guard !inside.isEmpty else { return (call, []) }
        var labels = "", values: [String] = []
        for argument in inside.components(separatedBy: ", ") {
            if let colon = argument.range(of: ": ") {
                labels += argument[..<colon.lowerBound] + ":"
                values.append(String(argument[colon.upperBound...]))
            } else {
                labels += "_:"
                values.append(argument)
            }
        }
        return (call[..<open] + "(" + labels + ")", values)
    }

    static func argument(of function: String, in line: String) -> String? {
        guard line.hasPrefix(function + "(\""), line.hasSuffix("\")") else { return nil }
        return String(line.dropFirst(function.count + 2).dropLast(2))
    }

    static func event(_ seq: Int, kind: TraceEvent.Kind, receiver: String? = nil, method: String? = nil,
                      text: String? = nil) -> TraceEvent {
        TraceEvent(seq: seq, kind: kind, receiver: receiver, receiverClass: receiver.map { _ in "UIViewController" },
                   method: method, arguments: [], text: text, turn: 1, phase: .event, time: 0, depth: 0,
                   stack: [], inferred: false, category: kind == .call ? .appearance : nil, overridden: false)
    }
}

import Foundation
