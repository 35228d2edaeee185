import Testing
@testable import ScenarioLanguage

/// Every builtin in the registry is used by at least one scenario under `Scenarios/`, so each is
/// exercised by a test whose expectations would notice if it broke.
@Test func everyBuiltinIsExercisedByAScenario() {
    var used = Set<String>()
    for file in ScenarioFile.all() {
        used.formUnion(Scenario.execute(ScenarioSource(code: file.code, path: file.name),
                                        options: ScenarioOptions(iOSVersion: file.iOSVersion)).usedBuiltins)
    }
    let missing = BuiltinRegistry.allKeys.subtracting(used).sorted()
    #expect(missing == [], "builtins no scenario uses: \(missing.joined(separator: ", "))")
}
