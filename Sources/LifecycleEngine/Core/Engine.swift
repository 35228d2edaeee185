/// One simulated app: its objects, its key window, its run loop and the trace of everything UIKit called.
///
/// An engine runs one scenario. It is single-threaded and deterministic: the same calls give the same
/// trace, byte for byte.
public final class Engine {
    /// Who made a call: scenario code (a `call` event) or UIKit itself (a `callback`).
    public enum Origin: Sendable {
        case script
        case uikit
    }

    public let configuration: Configuration
    /// What differs in the modelled iOS version, and the modelled device (`Platform.swift`).
    public let features: Features
    public let device = DeviceMetrics.phone
    public internal(set) var clock = Clock()
    let recorder = TraceRecorder()
    private(set) var runLoop: RunLoop!
    /// The predefined key window, the size of the screen, visible from the start.
    public private(set) var window: Window!
    /// Every window in front-to-back creation order.
    public internal(set) var windows: [Window] = []

    /// Set when the run ended at the configuration's `endTime`: how many sources (timer firings, delayed
    /// blocks, animation ends) were still scheduled then.
    public internal(set) var endedWithPendingSources: Int?

    /// Objects the scenario holds (its live variables, closures and properties), asked for at the end
    /// of every turn to decide what is released.
    public var externalRoots: (() -> [EngineObject])?
    /// Ends editing in a first responder that is about to leave its window (set where text editing is
    /// modelled, by the scenario language's keyboard).
    public var firstResponderLeavesWindow: ((View) throws -> Void)?

    /// Every object ever created, indexed by `id - 1`; released ones are nil.
    private var registry: [EngineObject?] = []
    /// The released objects in release order, kept alive until the engine is gone, as the trace's `deinit`
    /// events keep them.
    private var releasedObjects: [EngineObject] = []
    /// The last object given each name (see `isNameTaken`).
    /// Sized, like `nameCounters`, for the objects of a typical scenario: growing rehashes every name.
    private var objectsByName = [String: EngineObject](minimumCapacity: 32)
    private(set) var liveObjectCount = 0
    var reachabilityPass = 0
    var reachedCount = 0
    private var lastObjectID = 0
    private var nameCounters = [String: Int](minimumCapacity: 16)
    private var heldByCaller: [Int: Int] = [:]
    /// The held objects in the order they were first held.
    private var heldInOrder: [EngineObject] = []
    /// Bumped when views enter or leave windows or opt out of autoresizing masks (invalidates caches).
    var hierarchyGeneration = 0
    /// Set once any view's tint or tint adjustment mode is set: until then every tint is the system's and
    /// moving views changes none.
    var tintIsInUse = false
    /// Set whenever a view asks for layout, so a layout pass knows to look again.
    var layoutRequestedDuringPass = false
    /// Counts commits; a view entering a window during a commit's layout pass records it (`View.windowEntryCommit`).
    var commitSerial = 0
    private var steps = 0
    /// UIKit work charged so far (see `Configuration.maxWork`).
    private var work = 0
    private(set) var inferredNesting = 0
    /// The rotation whose callbacks are being sent: its coordinator takes alongside and completion blocks.
    var rotationTransition: RotationTransition?
    /// The device's orientation as traits see it: it changes between a rotation's `viewWillTransition(to:with:)`
    /// and its `traitCollectionDidChange(_:)`.
    public internal(set) var isLandscape = false
    /// Set when a run ended early; later calls are refused.
    public private(set) var termination: RunTermination?

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        self.features = configuration.features
        self.runLoop = RunLoop(engine: self)
        self.window = Window(in: self, name: "window", frame: DeviceMetrics.phone.screenBounds)
        window.isMadeByUIKit = true
        window.isKeyWindow = true
        window.isVisible = true
        window.statusBarHasSettled = features.launchesInScene
    }

    deinit {
        for case let object? in registry { object.dropReferences() }
        for object in releasedObjects { object.dropReferences() }
    }

    /// The trace so far, with final display names.
    public func events() -> [TraceEvent] { recorder.events() }

    /// Number of events recorded so far (cheap, for benchmarks).
    public var eventCount: Int { recorder.count }

    /// Views, windows and controllers currently alive, in creation order.
    public var objects: [EngineObject] { registry.compactMap { $0 } }
}

// MARK: - Dispatch

extension Engine {
    /// Calls `method` on `object` the way Objective-C would: the scenario subclass's override if it has
    /// one, UIKit's implementation otherwise. Every call is recorded with the stack that led to it.
    @discardableResult
    public func send(_ method: Method, to object: EngineObject, _ arguments: [Argument] = [],
                     from origin: Origin = .uikit) throws -> Argument {
        if let termination { throw termination }
        guard !object.isDeinitialized else { return .void }
        let overridden = object.behavior?.overrides(method) ?? false
        // Optional protocol methods are only sent to objects that implement them.
        if method.role == .delegate, !overridden { return .void }
        try countStep()
        if origin == .script { try warnAboutDirectCall(method, on: object) }
        let kind: TraceEvent.Kind = method == .deinitializer ? .deinit : origin == .script ? .call : .callback
        let record = recorder.makeRecord(
            kind: kind, receiver: object, method: method,
            arguments: arguments, text: nil, clock: clock, inferred: inferredNesting > 0, overridden: overridden)
        let saved = recorder.enter(record: recorder.append(consume record))
        defer { recorder.exit(record: saved) }
        if overridden, let behavior = object.behavior {
            let result = try behavior.perform(method, on: object, arguments: arguments)
            // A Swift `deinit` body has no `super`: UIKit's tear-down always follows it, inside the same frame.
            if method == .deinitializer { try object.uikitTearDown() }
            return result
        }
        if method == .deinitializer { try object.uikitTearDown() }
        return try object.uikitImplementation(method, arguments)
    }

    /// Runs `body` under a named step of UIKit's machinery, so callbacks inside show it in their stack.
    @discardableResult
    func within<T>(_ mechanism: Mechanism, _ body: () throws -> T) rethrows -> T {
        let saved = recorder.enter(mechanism)
        defer { recorder.exit(mechanism: saved) }
        return try body()
    }

    /// Marks the events recorded inside `body` as inferred: their position is the spec's
    /// recommendation, not a recorded log.
    @discardableResult
    public func inferred<T>(_ body: () throws -> T) rethrows -> T {
        inferredNesting += 1
        defer { inferredNesting -= 1 }
        return try body()
    }

    /// Charges work done for the engine outside it (the scenario language walking what its closures
    /// capture, to find the objects they keep); the next `countWork` enforces the budget.
    public func addWork(_ units: Int) {
        work += units
    }

    /// Charges `units` of UIKit's own work (views and objects visited by a pass) to the run's budget.
    func countWork(_ units: Int = 1) throws {
        work += units
        if work > configuration.maxWork {
            throw terminate(.budgetExceeded(
                "the scenario kept UIKit busier than \(configuration.maxWork) units of work (views laid out, objects "
                    + "checked for release; each turn visits every live view): a runaway loop?"))
        }
    }

    func countStep() throws {
        steps += 1
        if steps > configuration.maxSteps {
            throw terminate(.runaway(
                "the scenario made more than \(configuration.maxSteps) UIKit calls (a runaway loop?)"))
        }
        if recorder.depth >= configuration.maxDepth {
            throw terminate(.budgetExceeded(
                "calls nested more than \(configuration.maxDepth) deep (unbounded recursion?)"))
        }
    }

    /// UIKit's console complaints about calling its callbacks by hand (spec §2.5, seed S3.7).
    private func warnAboutDirectCall(_ method: Method, on object: EngineObject) throws {
        switch method {
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
            let selector = "-" + method.baseName + ":"
            warn("[ViewController] Calling \(selector) directly on a view controller is not supported, "
                 + "and may result in out-of-order callbacks and other inconsistent behavior. "
                 + "Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on "
                 + "UIViewController to manually drive appearance callbacks instead. Make a symbolic "
                 + "breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the "
                 + "debugger. View controller: \(object.name)")
        case .draw:
            warn("draw(_:) called directly on \(object.name): there is no current graphics context, so "
                 + "UIGraphicsGetCurrentContext() returns nil and nothing is drawn. Call setNeedsDisplay() instead.")
        default:
            break
        }
    }
}

// MARK: - Console, exceptions and budgets

extension Engine {
    /// Records the output of the scenario's `print(_:)`.
    public func print(_ text: String) {
        recorder.append(recorder.makeRecord(kind: .print, receiver: nil, method: nil, arguments: [], text: text,
                                            clock: clock, inferred: false, overridden: false))
    }

    /// Records a message UIKit writes to the console.
    public func warn(_ text: String) {
        recorder.append(recorder.makeRecord(kind: .warning, receiver: nil, method: nil, arguments: [], text: text,
                                            clock: clock, inferred: inferredNesting > 0, overridden: false))
    }

    /// Records a UIKit exception and returns the error that ends the run.
    public func raise(_ name: String, _ reason: String) -> RunTermination {
        recorder.append(recorder.makeRecord(kind: .exception, receiver: nil, method: nil, arguments: [],
                                            text: "\(name): \(reason)", clock: clock, inferred: false,
                                            overridden: false))
        return terminate(.exception(name: name, reason: reason))
    }

    /// Ends the run: every later call is refused with the same reason.
    @discardableResult
    func terminate(_ reason: RunTermination) -> RunTermination {
        if termination == nil { termination = reason }
        return termination!
    }
}

// MARK: - Objects and names

extension Engine {
    func nextObjectID() -> Int {
        lastObjectID += 1
        return lastObjectID
    }

    /// Numbers objects per class in creation order, for default names (`UIView#3`).
    func nextOrdinal(for className: String) -> Int {
        // One lookup: the counter is changed and read in place.
        func increment(_ counter: inout Int) -> Int {
            counter += 1
            return counter
        }
        return increment(&nameCounters[className, default: 0])
    }

    /// Records that `object` goes by `name`, so `isNameTaken` answers without scanning every object.
    func index(_ object: EngineObject, as name: String) {
        objectsByName[name] = object
    }

    /// Whether a live object other than `object` goes by `name` now.
    public func isNameTaken(_ name: String, by object: EngineObject) -> Bool {
        guard let holder = objectsByName[name] else { return false }
        return holder !== object && !holder.isDeinitialized && holder.name == name
    }

    /// How many objects have been released so far: names they held may be free again.
    public var releasedCount: Int { releasedObjects.count }

    func register(_ object: EngineObject) {
        registry.append(object)
        liveObjectCount += 1
    }

    func unregister(_ object: EngineObject) {
        registry[object.id - 1] = nil
        releasedObjects.append(object)
        liveObjectCount -= 1
        if heldByCaller.removeValue(forKey: object.id) != nil { heldInOrder.removeAll { $0 === object } }
    }

    /// Keeps `object` alive as a variable of the caller would (for code driving the engine directly).
    public func hold(_ object: EngineObject) {
        if heldByCaller[object.id] == nil { heldInOrder.append(object) }
        heldByCaller[object.id, default: 0] += 1
    }

    /// Lets go of one `hold`; the object is released at the end of the turn if nothing else holds it.
    public func release(_ object: EngineObject) {
        guard let count = heldByCaller[object.id] else { return }
        heldByCaller[object.id] = count > 1 ? count - 1 : nil
        if count == 1 { heldInOrder.removeAll { $0 === object } }
    }

    var heldObjects: [EngineObject] { heldInOrder }
}
