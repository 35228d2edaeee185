import LifecycleEngine

/// Entry point: parse a scenario, run it against the lifecycle engine, return its trace.
public enum Scenario {
    /// Changes whenever the engine's behaviour or the language's semantics change, so cached results
    /// from an older version are never reused.
    public static let behaviourVersion = "6"

    /// Parses `source`, reports what is outside the language, and runs the rest on a fresh engine.
    ///
    /// Outcomes: `.completed` when the run loop went idle; `.ended` when it reached the scenario's `until=`
    /// time with work still scheduled; `.exception` when UIKit raised one (the trace
    /// ends with it); `.stopped` when UIKit's machinery would never finish (a layout loop, recursion
    /// through `loadView`), which is a behaviour worth showing, so the site builds and shows it;
    /// `.rejected` when the scenario has errors, or stopped on a runtime error or the interpreter's own
    /// budgets (an endless `while`, unbounded recursion in scenario code). The trace up to the stop is kept.
    public static func run(_ source: ScenarioSource, options: ScenarioOptions = ScenarioOptions()) -> ScenarioRun {
        execute(source, options: options, recordingBuiltins: false).run
    }

    /// `run`, also returning the builtins the scenario used (for coverage tests; empty unless
    /// `recordingBuiltins`).
    static func execute(_ source: ScenarioSource, options: ScenarioOptions,
                        limits: Interpreter.Limits = Interpreter.Limits(),
                        recordingBuiltins: Bool = true) -> (run: ScenarioRun, usedBuiltins: Set<String>) {
        let map = SourceMap(source)
        let (program, diagnostics, tree) = Frontend.compileKeepingTree(source, map: map)
        let highlighted = options.highlightsSource ? tree.map { SwiftHighlighter.html($0, code: source.code) } : nil
        guard let program else {
            return (ScenarioRun(events: [], diagnostics: diagnostics, outcome: .rejected, highlightedCode: highlighted), [])
        }
        let engine = Engine(configuration: Configuration(iOSVersion: options.iOSVersion, endTime: options.endTime))
        let interpreter = Interpreter(engine: engine, limits: limits)
        interpreter.recordsUsedBuiltins = recordingBuiltins
        defer { interpreter.tearDown() }
        let termination = interpreter.run(program)
        var all = diagnostics
        let outcome: ScenarioRun.Outcome
        if let failure = interpreter.failure {
            all.append(map.diagnostic(failure.message, at: failure.offset, code: failure.code))
            outcome = .rejected
        } else {
            switch termination {
            case nil:
                if let pending = engine.endedWithPendingSources, let end = options.endTime {
                    outcome = .ended(seconds: end, stillScheduled: pending)
                } else {
                    outcome = .completed
                }
            case .exception(let name, let reason)?:
                outcome = .exception("\(name): \(reason)")
            case .budgetExceeded(let message)?:
                var warning = map.diagnostic(message, at: interpreter.currentOffset, code: .uikitStopped)
                warning.severity = .warning
                all.append(warning)
                outcome = .stopped(message)
            case .runaway(let message)?:
                all.append(map.diagnostic(message, at: interpreter.currentOffset, code: .budgetExceeded))
                outcome = .rejected
            }
        }
        return (ScenarioRun(events: engine.events(), diagnostics: all, outcome: outcome, highlightedCode: highlighted),
                interpreter.usedBuiltins)
    }
}
