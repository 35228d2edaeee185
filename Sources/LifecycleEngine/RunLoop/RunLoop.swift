/// The main run loop, simulated.
///
/// Each turn handles one source (an event, a timer or an animation's end), then the blocks queued
/// on the main queue before the drain began, then Core Animation's commit (constraints, layout,
/// display), then UIKit's after-commit work (deferred `viewDidAppear`/`viewDidDisappear`, finished
/// transitions), then releases what nothing holds. Sources are ordered by (time, sequence), like
/// SimPy's event queue, so runs are deterministic.
final class RunLoop {
    struct Source {
        var time: Double
        var sequence: Int
        var phase: Phase
        var mechanism: Mechanism
        var action: () throws -> Void
        /// False once firing would do nothing (an invalidated timer's next firing): such a source still
        /// takes its turn, but is not work left to do when a run ends at its `endTime`.
        var isLive: () -> Bool = { true }
    }

    unowned let engine: Engine
    private var sources: [Source] = []
    private var mainQueue: [() throws -> Void] = []
    /// UIKit's after-appearance blocks: the ends of appearance transitions started by window moves.
    private var appearanceBlocks: [() throws -> Void] = []
    /// Completions of containers' non-animated transitions; they run after the appearance blocks.
    private var transitionCompletions: [() throws -> Void] = []
    private var sequence = 0
    /// Something asked for a commit (a layout, display or constraint update is pending).
    var commitRequested = false

    init(engine: Engine) {
        self.engine = engine
    }

    var isIdle: Bool {
        sources.isEmpty && !hasWorkThisTurn
    }

    private var hasWorkThisTurn: Bool {
        !mainQueue.isEmpty || !appearanceBlocks.isEmpty || !transitionCompletions.isEmpty || commitRequested
    }

    // MARK: Scheduling

    func enqueueMain(_ block: @escaping () throws -> Void) {
        mainQueue.append(block)
    }

    func schedule(after delay: Double, phase: Phase, mechanism: Mechanism, isLive: @escaping () -> Bool = { true },
                  _ action: @escaping () throws -> Void) {
        sequence += 1
        let source = Source(time: engine.clock.time + max(0, delay), sequence: sequence, phase: phase,
                            mechanism: mechanism, action: action, isLive: isLive)
        // Binary search: a scenario that keeps scheduling (timers that start two timers) holds many sources.
        var low = 0, high = sources.count
        while low < high {
            let middle = (low + high) / 2
            if (sources[middle].time, sources[middle].sequence) > (source.time, source.sequence) { high = middle } else { low = middle + 1 }
        }
        sources.insert(source, at: low)
    }

    func afterAppearance(_ block: @escaping () throws -> Void) {
        appearanceBlocks.append(block)
    }

    func afterTransition(_ block: @escaping () throws -> Void) {
        transitionCompletions.append(block)
    }

    // MARK: Turning

    /// Runs the launch event (the scenario script) as turn 1, then every turn until idle.
    func run(launch: () throws -> Void) throws {
        try beginTurn()
        try engine.within(.launch, launch)
        try finishTurn()
        try runUntilIdle(until: nil)
    }

    /// Runs turns until nothing is pending, or until the next source is later than `deadline`. At the top
    /// level (no deadline) the run also ends before a source due after the configuration's `endTime`.
    func runUntilIdle(until deadline: Double?) throws {
        while true {
            if hasWorkThisTurn {
                try beginTurn()
                try finishTurn()
                continue
            }
            guard let next = sources.first else { break }
            if let deadline, next.time > deadline { break }
            if deadline == nil, let end = engine.configuration.endTime, next.time > end {
                engine.clock.time = max(engine.clock.time, end)
                let live = sources.count { $0.isLive() }
                // Only sources that would do nothing left: the run would have gone idle.
                if live > 0 { engine.endedWithPendingSources = live }
                break
            }
            guard next.time <= engine.configuration.maxTime else {
                throw engine.terminate(.runaway(
                    "simulated time passed \(formatNumber(engine.configuration.maxTime)) s (a timer that repeats "
                        + "forever? `until=SECONDS` in the scenario's options ends the run there)"))
            }
            sources.removeFirst()
            engine.clock.time = max(engine.clock.time, next.time)
            try beginTurn()
            engine.clock.phase = next.phase
            try engine.within(next.mechanism, next.action)
            try finishTurn()
        }
        if let deadline { engine.clock.time = max(engine.clock.time, deadline) }
    }

    /// Lets the run loop turn from inside an event (`RunLoop.main.run(until:)`): the current turn
    /// finishes, due sources run, and the caller continues in a new turn.
    func spin(until deadline: Double) throws {
        try finishTurn()
        try runUntilIdle(until: deadline)
        try beginTurn()
    }

    private func beginTurn() throws {
        guard engine.clock.turn < engine.configuration.maxTurns else {
            throw engine.terminate(.runaway(
                "the run loop turned more than \(engine.configuration.maxTurns) times (a runaway loop, or a timer "
                    + "that repeats forever? `until=SECONDS` in the scenario's options ends the run there)"))
        }
        engine.clock.turn += 1
        engine.clock.phase = .event
    }

    private func finishTurn() throws {
        try drainMainQueue()
        try engine.commit()
        try runAfterCommit()
        engine.clock.phase = .release
        try engine.releaseUnreachableObjects()
        engine.clock.phase = .event
    }

    private func drainMainQueue() throws {
        guard !mainQueue.isEmpty else { return }
        engine.clock.phase = .mainQueue
        // Blocks queued while draining wait for the next turn, as with libdispatch's main queue.
        let blocks = mainQueue
        mainQueue.removeAll()
        for block in blocks {
            try engine.within(.mainQueue, block)
        }
    }

    private func runAfterCommit() throws {
        guard !appearanceBlocks.isEmpty || !transitionCompletions.isEmpty else { return }
        engine.clock.phase = .afterCommit
        let blocks = appearanceBlocks
        appearanceBlocks.removeAll()
        let completions = transitionCompletions
        transitionCompletions.removeAll()
        try engine.within(.afterCommit) {
            for block in blocks { try block() }
            for completion in completions { try completion() }
        }
    }
}

// MARK: - Engine entry points

extension Engine {
    /// Runs `script` as the app's launch event, then the run loop until it is idle.
    /// Returns why the run stopped early, or nil when it went idle.
    @discardableResult
    public func run(_ script: () throws -> Void) -> RunTermination? {
        do {
            try runLoop.run(launch: script)
        } catch let reason as RunTermination {
            terminate(reason)
        } catch {
            terminate(.runaway("\(error)"))
        }
        if termination != nil { recorder.resetStack() }
        return termination
    }

    /// `DispatchQueue.main.async`: runs `block` after the current event, before the commit.
    public func async(_ block: @escaping () throws -> Void) {
        runLoop.enqueueMain(block)
    }

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + delay)`: runs `block` as a later turn's event.
    public func asyncAfter(_ delay: Double, _ block: @escaping () throws -> Void) {
        runLoop.schedule(after: delay, phase: .timer, mechanism: .timer, block)
    }

    /// A timer's firing: as `asyncAfter`, and `isLive` says whether it would still do anything (false once
    /// the timer is invalidated), so a run ending at its `endTime` counts only work really left.
    public func timerFiring(after delay: Double, isLive: @escaping () -> Bool, _ block: @escaping () throws -> Void) {
        runLoop.schedule(after: delay, phase: .timer, mechanism: .timer, isLive: isLive, block)
    }

    /// Runs `body` as a later turn's event, `delay` seconds from now, under a named device mechanism.
    public func scheduleDeviceEvent(_ name: String, after delay: Double = 0, _ body: @escaping () throws -> Void) {
        runLoop.schedule(after: delay, phase: .event, mechanism: .device(name), body)
    }

    /// `RunLoop.main.run(until:)`: lets the current turn finish and later ones run up to `delay` seconds
    /// from now, then continues in a new turn.
    public func spinRunLoop(for delay: Double) throws {
        try runLoop.spin(until: clock.time + max(0, delay))
    }

    /// Asks for a commit at the end of this turn.
    func requestCommit() {
        runLoop.commitRequested = true
    }

    func scheduleAnimationEnd(after duration: Double, _ body: @escaping () throws -> Void) {
        runLoop.schedule(after: duration, phase: .animation, mechanism: .animationCompletion, body)
    }

    func afterAppearance(_ block: @escaping () throws -> Void) {
        runLoop.afterAppearance(block)
    }

    func afterTransition(_ block: @escaping () throws -> Void) {
        runLoop.afterTransition(block)
    }
}
