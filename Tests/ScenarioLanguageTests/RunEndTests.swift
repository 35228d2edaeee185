import Testing
@testable import ScenarioLanguage

/// `until=`: a timer that repeats forever keeps an app running; the author says when the trace ends.
@Suite struct RunEndTests {
    static let clock = """
        class Clock: UIViewController {
            var ticks = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
                    guard let self else { return }
                    self.ticks += 1
                    print("tick \\(self.ticks)")
                }
            }
        }
        window.rootViewController = Clock()
        DispatchQueue.main.asyncAfter(deadline: .now() + 2.5) { print("half way") }
        """

    static func prints(_ run: ScenarioRun) -> [String] {
        run.events.filter { $0.kind == .print }.compactMap(\.text)
    }

    @Test func theRunEndsBeforeTheFirstSourceAfterItsEndTime() {
        let run = Scenario.run(ScenarioSource(code: Self.clock, path: "clock.swift"),
                               options: ScenarioOptions(endTime: 3))
        #expect(run.outcome == .ended(seconds: 3, stillScheduled: 1))
        #expect(run.diagnostics.isEmpty)
        #expect(Self.prints(run) == ["tick 1", "tick 2", "half way", "tick 3"], "a firing at the end time still runs")
    }

    @Test func withoutAnEndTheBudgetErrorSuggestsOne() {
        let run = Scenario.run(ScenarioSource(code: Self.clock, path: "clock.swift"))
        #expect(run.outcome == .rejected)
        #expect(run.diagnostics.map(\.message).contains { $0.contains("`until=SECONDS`") })
    }

    @Test func aRunThatGoesIdleFirstIsComplete() {
        let run = Scenario.run(ScenarioSource(code: "DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print(\"a\") }",
                                              path: "idle.swift"), options: ScenarioOptions(endTime: 10))
        #expect(run.outcome == .completed)
    }

    /// An invalidated timer's next firing (at 8 s, after the end) is still on the run loop, but is no work left.
    @Test func invalidatedTimersAreNotCountedAsScheduled() {
        let code = """
            let stopped = Timer.scheduledTimer(withTimeInterval: 4, repeats: true) { _ in print("stopped") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 4.5) { stopped.invalidate() }
            """
        let idle = Scenario.run(ScenarioSource(code: code, path: "a.swift"), options: ScenarioOptions(endTime: 5.5))
        #expect(idle.outcome == .completed)
        let running = Scenario.run(ScenarioSource(code: code + "\nTimer.scheduledTimer(withTimeInterval: 2, repeats: true) { _ in }",
                                                  path: "b.swift"), options: ScenarioOptions(endTime: 5.5))
        #expect(running.outcome == .ended(seconds: 5.5, stillScheduled: 1))
    }

    @Test func theOptionTakesPositiveSecondsWithinTheBudget() throws {
        #expect(try BlockOptions.parse("until=2.5").endTime == 2.5)
        for bad in ["until=0", "until=-1", "until=x", "until=3601", "until=nan", "until=inf"] {
            #expect(throws: BlockOptions.ParseError.self, "\(bad)") { try BlockOptions.parse(bad) }
        }
        #expect(RunEnd.note(seconds: 2.5, stillScheduled: 2)
                == "the run ended at 2.5 s of simulated time (until=2.5), with 2 timer firings or delayed blocks still scheduled")
    }
}
