import ScenarioLanguage

/// How the site runs a scenario. Builds use the scenario language; tests substitute canned runs.
struct ScenarioRunner: Sendable {
    var run: @Sendable (ScenarioSource, ScenarioOptions) -> ScenarioRun

    static let language = ScenarioRunner { Scenario.run($0, options: $1) }
}
