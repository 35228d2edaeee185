import LifecycleEngine

/// `show(_:sender:)` and `showDetailViewController(_:sender:)`: UIKit asks up the chain for a controller
/// that shows (the engine's `showNow`): a collapsed split view pushes onto its primary navigation
/// controller, a navigation controller pushes, and otherwise the receiver presents; all animated.
enum Presenting {
    static func show(_ call: BuiltinCall, detail: Bool) throws -> Value {
        let controller = try call.receiverObject(ViewController.self)
        try controller.showNow(try call.object(0, ViewController.self), detail: detail)
        return .void
    }

    /// `Bundle.main` and `URL`: Foundation values apps pass around; a scenario's bundle is named
    /// `Scenario` and holds no resources.
    static let foundationMembers: [SurfaceMember] = [
        // `Bundle.main` itself is the singleton `NibBuiltins` declares (it also loads nibs).
        computed("Bundle", "bundleIdentifier", "String?", .none, get: { call in
            guard case .singleton(.mainBundle) = call.receiver else { throw call.fail("expected a Bundle") }
            return .string("com.example.Scenario")
        }),
        method("URL.Type", "init", [param("string", .string)], .none) { call in
            let text = try call.string(0)
            guard !text.isEmpty, !text.contains(" ") else { return .null }
            return url(text)
        },
        method("URL.Type", "init", [param("fileURLWithPath", .string)], .none) { call in
            url("file://" + (try call.string(0)))
        },
        computed("URL", "absoluteString", "String", .none, get: { call in try field(call, "absoluteString") }),
        computed("URL", "lastPathComponent", "String", .none, get: { call in try field(call, "lastPathComponent") }),
        computed("URL", "host", "String?", .none, get: { call in try field(call, "host") }),
    ]

    private static func url(_ text: String) -> Value {
        let afterScheme = text.range(of: "://").map { String(text[$0.upperBound...]) } ?? text
        let host = text.hasPrefix("file://") ? nil : afterScheme.split(separator: "/").first.map(String.init)
        let last = afterScheme.split(separator: "/").last.map(String.init) ?? ""
        return SurfaceValues.record("URL", text, ["absoluteString": .string(text), "lastPathComponent": .string(last),
                                                  "host": host.map(Value.string) ?? .null])
    }

    private static func field(_ call: BuiltinCall, _ name: String) throws -> Value {
        guard case .record(let record) = call.receiver else { throw call.fail("expected a URL") }
        return record.fields[name] ?? .null
    }
}
