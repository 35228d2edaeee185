import LifecycleEngine

/// Scenario code and where it came from, so diagnostics point into the file the author edits.
public struct ScenarioSource: Hashable, Sendable {
    public var code: String
    /// The file as the user named it (a `.swift` file, or the Markdown file holding the block).
    public var path: String
    /// Lines before the code in `path`: code line 1 is line `lineOffset + 1` of the file.
    public var lineOffset: Int
    /// Characters before the code on each line in `path` (a fence indented inside a list item).
    public var columnOffset: Int

    public init(code: String, path: String, lineOffset: Int = 0, columnOffset: Int = 0) {
        self.code = code
        self.path = path
        self.lineOffset = lineOffset
        self.columnOffset = columnOffset
    }
}

/// Settings for one scenario run.
public struct ScenarioOptions: Hashable, Sendable, Codable {
    /// Major iOS version whose behaviour the engine models.
    public var iOSVersion: Int
    /// Also return the source highlighted as HTML, from the tree the run parses anyway (a page wants it;
    /// a terminal does not, and highlighting costs about as much as parsing).
    public var highlightsSource: Bool

    /// Seconds of simulated time after which the run ends (`until=`), for timers that repeat forever.
    public var endTime: Double?

    public init(iOSVersion: Int = newestIOSVersion, highlightsSource: Bool = false, endTime: Double? = nil) {
        self.iOSVersion = iOSVersion
        self.highlightsSource = highlightsSource
        self.endTime = endTime
    }

    /// The latest `until=` a scenario may give: the engine's simulated-time budget.
    public static let latestEndTime = Configuration().maxTime
}

/// What running a scenario produced.
public struct ScenarioRun: Hashable, Sendable, Codable {
    public enum Outcome: Hashable, Sendable, Codable {
        /// The run loop went idle.
        case completed
        /// The run reached the scenario's `until=` time with sources still scheduled (a repeating timer):
        /// an app would go on; the trace shows what happened until then.
        case ended(seconds: Double, stillScheduled: Int)
        /// A UIKit exception ended the run, as a crash would (`callsheet run` exits 1).
        case exception(String)
        /// The run was cut off where an app would hang or recurse until it crashed (a layout loop,
        /// a `loadView` that never sets a view): shown like an exception, with a located warning.
        case stopped(String)
        /// The scenario could not run: see `diagnostics` (exit 2).
        case rejected
    }

    public var events: [TraceEvent]
    /// Errors (the scenario was rejected or stopped) and warnings, in source order.
    public var diagnostics: [Diagnostic]
    public var outcome: Outcome
    /// The scenario's source as highlighted HTML (`SwiftHighlighter`), from the tree the run parsed.
    public var highlightedCode: String?

    public init(events: [TraceEvent], diagnostics: [Diagnostic], outcome: Outcome, highlightedCode: String? = nil) {
        self.events = events
        self.diagnostics = diagnostics
        self.outcome = outcome
        self.highlightedCode = highlightedCode
    }
}
