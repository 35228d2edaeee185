import Testing
@testable import ScenarioLanguage

/// Seed S4.7: the "called from" stack of a child's appearance callbacks shows how UIKit got there.
@Test func appearanceCallbacksCarryTheirRecordedStacks() throws {
    let file = try #require(ScenarioFile.all().first { $0.name == "seed-s4-helper-view.swift" })
    let events = Scenario.run(ScenarioSource(code: file.code, path: file.name)).events
    let willAppear = try #require(events.first { $0.receiver == "b" && $0.method == "viewWillAppear(_:)" })
    #expect(willAppear.stack.suffix(3) == ["root.view.addSubview(_:)", "window move", "appearance state"])
    #expect(willAppear.phase == .event)
    let didAppear = try #require(events.first { $0.receiver == "b" && $0.method == "viewDidAppear(_:)" })
    #expect(didAppear.stack.suffix(2) == ["after-commit handler", "appearance state"])
    #expect(didAppear.phase == .afterCommit)
    #expect(didAppear.turn == willAppear.turn)
}

/// Scenarios run side by side on the cooperative thread pool, as the site builder runs them.
@Test func scenariosRunConcurrently() async {
    let files = ScenarioFile.all()
    let serial = files.map { Scenario.run(ScenarioSource(code: $0.code, path: $0.name),
                                          options: ScenarioOptions(iOSVersion: $0.iOSVersion)) }
    let parallel = await withTaskGroup(of: (Int, ScenarioRun).self) { group in
        for (index, file) in files.enumerated() {
            group.addTask {
                (index, Scenario.run(ScenarioSource(code: file.code, path: file.name),
                                     options: ScenarioOptions(iOSVersion: file.iOSVersion)))
            }
        }
        var results: [Int: ScenarioRun] = [:]
        for await (index, run) in group { results[index] = run }
        return results
    }
    for (index, run) in serial.enumerated() {
        #expect(parallel[index] == run, "\(files[index].name) differs when run concurrently")
    }
}
