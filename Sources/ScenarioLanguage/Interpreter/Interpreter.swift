import LifecycleEngine

/// Runs a lowered scenario against one engine: a tree-walking interpreter in the style of jlox.
///
/// Single-threaded and used for one run only. The script body is the app's launch event; the engine's
/// run loop then calls back into the script (overrides, queued blocks, completion handlers).
final class Interpreter {
    let engine: Engine
    let limits: Limits
    let globals = Environment(parent: nil, isGlobal: true)
    /// The innermost scope of the code running now.
    var environment: Environment
    /// Scopes of calls suspended below the current one (they keep their locals alive).
    var suspendedScopes: [Environment] = []
    /// For each running method, the class that declares it (`super` starts above it); nil outside methods.
    var ownerStack: [ScriptClass?] = []
    var classes: [String: ScriptClass] = [:]
    /// Extensions of UIKit types, and the values of their `static let`s once read.
    var uikitExtensions: [String: ClassDef] = [:]
    var staticValues: [String: Value] = [:]
    var enums: [String: EnumDef] = [:]
    var structs: [String: StructType] = [:]
    var describedTypes = Set<String>()
    /// Names of the `mutating` methods of the scenario's structs and enums: calls to them write back.
    var mutatingMethodNames = Set<String>()
    /// The declared result type of each running function (nil for closures), for `return`'s literals.
    var returnTypes: [TypeRef?] = []
    /// `NotificationCenter.default`'s observers in registration order, and the blocks of block observers.
    var notificationObservers: [Value] = []
    var notificationBlocks: [Int: Closure] = [:]

    /// Offset of the statement started last: where budget overruns and engine stops are reported.
    var currentOffset = 0
    var statementCount = 0
    var copiedElements = 0
    var callDepth = 0
    /// The first script error; it ends the run.
    var failure: ScenarioError?
    /// The value of the `return` being thrown to its function.
    var returnValue = Value.void

    /// Closures handed to UIKit or the main queue that have not run yet, by registration order.
    var pendingClosures: [Int: Closure] = [:]
    var nextPendingID = 0
    /// Walks of `ReferenceCollector` so far (each marks what it visits with its number).
    private var collectorWalks = 0
    /// Objects already named after the variable they were first bound to.
    var namedObjects = Set<Int>()
    /// Properties with no lifecycle effect (`backgroundColor`, `title`), stored per object.
    var inertProperties: [Int: [String: Value]] = [:]
    /// Text printed without a newline yet (`print(…, terminator: "")`).
    var printBuffer = ""
    /// How many `draw(_:)` overrides are running: while one is, there is a current graphics context.
    var drawingDepth = 0
    /// Builtins the run used, for the test that every builtin is exercised; recorded only when that test
    /// asks (`recordsUsedBuiltins`), since hashing each call's key cost the site's runs for nothing.
    var usedBuiltins = Set<String>()
    var recordsUsedBuiltins = false

    func noteUsedBuiltin(_ key: @autoclosure () -> String) {
        if recordsUsedBuiltins { usedBuiltins.insert(key()) }
    }
    /// The class a call's result is cast to right away (`… as! Home`), while that call runs.
    var castTarget: String?
    /// Set while an initializer body runs: initializers it reaches are UIKit's or the class's own chain.
    var inInitializer = false

    private var instances: [ScriptInstance] = []
    /// Per name bound more than once: the next suffix to try, valid while no object has been released.
    var suffixHints: [String: (next: Int, releases: Int)] = [:]
    private var closures: [Closure] = []

    struct Limits {
        /// Statements and loop iterations one run may execute.
        var maxStatements = 300_000
        /// Nesting of script function calls.
        var maxCallDepth = 120
        /// Elements of an array or characters of a string.
        var maxCollectionSize = 10_000
        /// Elements copied when a value changes (an array element, a struct's property, a tuple's
        /// element written back): a big value changed in a loop is work, whatever its statement count.
        var maxCopiedElements = 20_000_000
    }

    init(engine: Engine, limits: Limits = Limits()) {
        self.engine = engine
        self.limits = limits
        self.environment = globals
    }

    /// Runs `program` until the run loop is idle or the run stops.
    func run(_ program: Program) -> RunTermination? {
        // The predefined names, and about one per top-level statement.
        globals.reserveCapacity(program.statements.count + 2)
        defineGlobals()
        declareClasses(program.classes)
        uikitExtensions = program.uikitExtensions
        // An extension of `CGFloat` (kept as `Double`'s) is also reached through the type's own name: `CGFloat.gap`.
        for (alias, type) in Lowering.extensibleValueTypes where alias != type && uikitExtensions[alias] == nil {
            if let definition = uikitExtensions[type] { uikitExtensions[alias] = definition }
        }
        enums = program.enums
        declareStructs(program)
        describedTypes = program.describedTypes
        engine.externalRoots = { [unowned self] in self.rootObjects() }
        let termination = engine.run { [unowned self] in
            try self.fromEngine {
                for statement in program.statements {
                    if case .function(let function) = statement.kind { self.declare(function) }
                }
                try self.executeTopLevel(program.statements)
            }
        }
        if !printBuffer.isEmpty {
            engine.print(printBuffer)
            printBuffer = ""
        }
        return termination
    }

    /// Breaks the reference cycles a run leaves (objects ↔ instances ↔ closures ↔ scopes).
    func tearDown() {
        engine.externalRoots = nil
        engine.firstResponderLeavesWindow = nil
        for instance in instances { instance.clear() }
        for closure in closures { closure.captured = nil }
        globals.clear()
        instances.removeAll()
        closures.removeAll()
        pendingClosures.removeAll()
    }

    func track(_ instance: ScriptInstance) { instances.append(instance) }
    func track(_ closure: Closure) { closures.append(closure) }

    /// Code the engine calls into (overrides, blocks): remembers the first script error, which the
    /// engine would otherwise only see as an opaque failure.
    func fromEngine<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ScenarioError {
            if failure == nil { failure = error }
            throw error
        } catch let error as RunTermination {
            throw error
        } catch {
            // Nothing else should get this far; if it does, it is still reported where the script was.
            let located = self.error("the scenario stopped unexpectedly (\(error))", at: currentOffset)
            if failure == nil { failure = located }
            throw located
        }
    }

    /// An error while running: a `runtime-error` unless the site says otherwise.
    func error(_ message: String, at offset: Int, code: DiagnosticCode = .runtimeError) -> ScenarioError {
        ScenarioError(message, at: offset, code: code)
    }

    /// Counts one step of work against the statement budget.
    func countStep(at offset: Int) throws {
        statementCount += 1
        if statementCount > limits.maxStatements {
            throw error("the scenario ran more than \(limits.maxStatements) statements and loop iterations "
                        + "(an endless loop?)", at: offset, code: .budgetExceeded)
        }
    }

    /// Everything the script holds strongly: globals, static properties, the frames of running calls,
    /// pending closures. An object held twice may be listed twice: the engine only marks what it reaches.
    func rootObjects() -> [EngineObject] {
        var collector = referenceCollector(listsEachObjectOnce: false)
        collector.add(scopeChain: environment)
        for scope in suspendedScopes.reversed() { collector.add(scopeChain: scope) }
        collector.add(scopeChain: globals)
        // `static let shared = Store()` keeps what it holds for the whole run.
        for key in staticValues.keys.sorted() { collector.add(staticValues[key]!) }
        for key in pendingClosures.keys.sorted() { collector.add(closure: pendingClosures[key]!) }
        // Every pending closure is walked on every turn: thousands of waiting timers make each turn dear.
        engine.addWork(collector.visits + pendingClosures.count)
        return collector.objects
    }

    /// A collector for one walk: the scopes, closures and instances it visits are marked with its number.
    func referenceCollector(listsEachObjectOnce: Bool = true) -> ReferenceCollector {
        collectorWalks += 1
        return ReferenceCollector(walk: collectorWalks, listsEachObjectOnce: listsEachObjectOnce)
    }

    /// Keeps `closure` alive (with what it captures) until `release` is called with the returned key.
    func retainPending(_ closure: Closure) -> Int {
        nextPendingID += 1
        pendingClosures[nextPendingID] = closure
        return nextPendingID
    }

    func releasePending(_ key: Int) {
        pendingClosures[key] = nil
    }
}
