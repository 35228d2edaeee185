import LifecycleEngine

/// Which events of a trace a reader (or an expectation block) sees.
///
/// `show=` takes presets and categories: `show=overrides` (only what the scenario's classes override,
/// as an NSLog experiment would log), `show=lifecycle` (the default), `show=all` (everything, including
/// the getters UIKit queries), or categories such as `show=appearance,layout`. `objects=root,b` keeps
/// only events on those receivers. Prints, console warnings and exceptions are always kept.
public struct TraceFilter: Hashable, Sendable, Codable {
    public enum Preset: String, CaseIterable, Sendable, Codable {
        case overrides, lifecycle, all
    }

    public var preset: Preset
    /// When set, only callbacks and calls in these categories.
    public var categories: Set<TraceCategory>?
    /// When set, only events whose receiver has one of these names.
    public var objects: [String]?

    public init(preset: Preset = .lifecycle, categories: Set<TraceCategory>? = nil, objects: [String]? = nil) {
        self.preset = preset
        self.categories = categories
        self.objects = objects
    }

    public func apply(_ events: [TraceEvent]) -> [TraceEvent] { events.filter(includes) }

    public func includes(_ event: TraceEvent) -> Bool {
        includes(event, methodIsAPI: Self.isAPI(event.method))
    }

    /// `includes(_:)` for a caller that knows already whether the event's method is one of UIKit's API
    /// methods (`isAPI(_:)`): the site's figures look each selector up once per trace, not once per event.
    public func includes(_ event: TraceEvent, methodIsAPI: @autoclosure () -> Bool) -> Bool {
        switch event.kind {
        case .print, .warning, .exception:
            return true
        case .call, .callback, .deinit:
            if let objects, !objects.contains(event.receiver ?? "") { return false }
            if let categories, !(event.category.map(categories.contains) ?? false) { return false }
            switch preset {
            case .all: return true
            case .overrides: return event.overridden
            case .lifecycle: return Self.isLifecycleEvent(event, methodIsAPI: methodIsAPI())
            }
        }
    }

    /// The default view: what the scenario did and what UIKit told its objects, without the views UIKit made
    /// itself (default root views, containers, the window), its queries, or the API calls it makes on
    /// itself (unless the scenario overrides them).
    static func isLifecycleEvent(_ event: TraceEvent, methodIsAPI: @autoclosure () -> Bool) -> Bool {
        if event.overridden || event.kind == .call { return true }
        if event.category == .queries { return false }
        if event.receiverMadeByUIKit || Self.isPrivateClass(event.receiverClass) { return false }
        if methodIsAPI() { return false }
        if event.kind == .deinit { return !(event.receiverClass?.hasPrefix("UI") ?? true) || event.receiverClass == "UIViewController" }
        return true
    }

    /// The selectors of UIKit's API methods (role `.api`), looked up by hash: `Method(rawValue:)` compares
    /// the name with the cases in turn, for every event of every trace.
    static let apiSelectors = Set(Method.allCases.filter { $0.role == .api }.map(\.rawValue))

    /// Whether `method` is the selector of one of UIKit's API methods, which the lifecycle view leaves out
    /// unless the scenario overrides it.
    public static func isAPI(_ method: String?) -> Bool {
        guard let method else { return false }
        return apiSelectors.contains(method)
    }

    /// Compared directly: hashing the class name for a set of two cost more than the rest of the test. Most
    /// names have neither length, and the length is known without reading the name.
    static func isPrivateClass(_ name: String?) -> Bool {
        switch name?.utf8.count {
        case 21: return name == "UILayoutContainerView"
        case 8: return name == "UIWindow"
        default: return false
        }
    }
}
