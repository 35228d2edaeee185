/// Entry point: parse a scenario, run it against the lifecycle engine, return its trace.
public enum Scenario {
    /// Changes whenever the engine's behaviour or the language's semantics change, so cached results
    /// from an older version are never reused.
    public static let behaviourVersion = "1"

    public static func run(_ source: ScenarioSource, options: ScenarioOptions = ScenarioOptions()) -> ScenarioRun {
        ScenarioRun(events: [], diagnostics: [
            Diagnostic(.error, "the scenario interpreter is not built yet", path: source.path,
                       line: source.lineOffset + 1, column: 1),
        ], outcome: .rejected)
    }
}
