import LifecycleEngine

/// `NotificationCenter.default` for the app-lifecycle notifications UIKit posts and for the app's own.
/// Observers are called synchronously, in the order they were added. The home and lock buttons post
/// `willResignActive` then `didEnterBackground`; returning and unlocking post `willEnterForeground` then
/// `didBecomeActive`; a memory warning posts `didReceiveMemoryWarning` after the controllers heard it.
/// The centre holds selector observers weakly; a block observer's block stays alive until it is removed.
enum Notifications {
    static let lifecycleNames = ["didBecomeActiveNotification", "willResignActiveNotification",
                                 "didEnterBackgroundNotification", "willEnterForegroundNotification",
                                 "didReceiveMemoryWarningNotification", "didFinishLaunchingNotification"]

    /// `UIScene`'s counterparts (iOS 13+), posted for the scene the app runs in.
    static let sceneNames = ["didActivateNotification", "willDeactivateNotification", "didEnterBackgroundNotification",
                             "willEnterForegroundNotification", "willConnectNotification", "didDisconnectNotification"]

    static let members: [SurfaceMember] = lifecycleNames.map { name in
        computed("UIApplication.Type", name, "Notification.Name", .none, get: { _ in applicationNotification(name) })
    } + sceneNames.map { name in
        computed("UIScene.Type", name, "Notification.Name", .none, get: { _ in sceneNotification(name) })
    } + [
        computed("NotificationCenter.Type", "default", "NotificationCenter", .none, get: { _ in
            SurfaceValues.record("NotificationCenter", "NotificationCenter.default")
        }),
        method("Notification.Name.Type", "init", [param(nil, .string)], .none) { call in notificationName(try call.string(0)) },
        method("Notification.Name.Type", "init", [param("rawValue", .string)], .none) { call in
            notificationName(try call.string(0))
        },
        method("NotificationCenter", "addObserver", [param(nil, .object), param("selector", .string), param("name", type: "Notification.Name"),
                                                     param("object", .any)], .none) { call in
            try add(["observer": call.argument(0), "selector": call.argument(1), "name": call.argument(2)], call)
            return .void
        },
        method("NotificationCenter", "addObserver", [param("forName", type: "Notification.Name"), param("object", .any), param("queue", .any),
                                                     param("using", .closure)], .none) { call in
            guard let block = try call.closure(3) else { throw call.fail("addObserver(forName:…) needs a block") }
            let token = call.engine.makeObject(behavior: nil, uikitClass: "NSObject")
            let key = call.interpreter.retainPending(block)
            call.interpreter.notificationBlocks[key] = block
            try add(["token": .object(token), "block": .int(key), "name": call.argument(0)], call)
            return .object(token)
        },
        method("NotificationCenter", "removeObserver", [param(nil, .any)], .none) { call in
            try remove(call.argument(0), name: .null, call)
            return .void
        },
        method("NotificationCenter", "removeObserver", [param(nil, .any), param("name", type: "Notification.Name"), param("object", .any)], .none) { call in
            try remove(call.argument(0), name: call.argument(1), call)
            return .void
        },
        method("NotificationCenter", "post", [param("name", type: "Notification.Name"), param("object", .any, default: .null)], .engine) { call in
            try post(call.argument(0), object: call.argument(1), call)
            return .void
        },
        method("NotificationCenter", "post", [param("name", type: "Notification.Name"), param("object", .any), param("userInfo", .any)],
               .engine) { call in
            try post(call.argument(0), object: call.argument(1), userInfo: call.argument(2), call)
            return .void
        },
        computed("Notification", "name", "Notification.Name", .none, get: { call in try field(call, "name") }),
        computed("Notification.Name", "rawValue", "String", .none, get: { call in try field(call, "rawValue") }),
        computed("Notification", "object", "Any?", .none, get: { call in try field(call, "object") }),
        computed("Notification", "userInfo", "Dictionary?", .none, get: { call in try field(call, "userInfo") }),
    ]

    /// `UIApplication.didBecomeActiveNotification`, whose raw value is `UIApplicationDidBecomeActiveNotification`.
    static func applicationNotification(_ name: String) -> Value {
        notificationName("UIApplication" + name.prefix(1).uppercased() + name.dropFirst())
    }

    /// `UIScene.didActivateNotification`, whose raw value is `UISceneDidActivateNotification`.
    static func sceneNotification(_ name: String) -> Value {
        notificationName("UIScene" + name.prefix(1).uppercased() + name.dropFirst())
    }

    /// With a window scene (iOS 13+) each application notification follows its scene's: the app's state is
    /// worked out from its scenes' (the order between the two is inferred).
    static func sceneName(before applicationName: String) -> String? {
        switch applicationName {
        case "willResignActiveNotification": return "willDeactivateNotification"
        case "didBecomeActiveNotification": return "didActivateNotification"
        case "didEnterBackgroundNotification", "willEnterForegroundNotification": return applicationName
        default: return nil
        }
    }

    static func notificationName(_ rawValue: String) -> Value {
        SurfaceValues.record("Notification.Name", rawValue, ["rawValue": .string(rawValue)])
    }

    private static func field(_ call: BuiltinCall, _ name: String) throws -> Value {
        guard case .record(let record) = call.receiver else { throw call.fail("expected a notification or its name") }
        return record.fields[name] ?? .null
    }

    private static func add(_ fields: [String: Value], _ call: BuiltinCall) throws {
        if case .record(let name)? = fields["name"], name.type != "Notification.Name" {
            throw call.fail("expected a notification name such as `UIApplication.didBecomeActiveNotification`")
        }
        call.interpreter.notificationObservers.append(SurfaceValues.record("Observer", "observer", fields))
    }

    private static func remove(_ observer: Value, name: Value, _ call: BuiltinCall) throws {
        call.interpreter.notificationObservers.removeAll { entry in
            guard case .record(let record) = entry else { return false }
            let matches = (record.fields["observer"] ?? record.fields["token"])?.equals(observer) == true
                && (name.isNull || record.fields["name"]?.equals(name) == true)
            if matches, case .int(let key)? = record.fields["block"] {
                call.interpreter.releasePending(key)
                call.interpreter.notificationBlocks[key] = nil
            }
            return matches
        }
    }

    /// Calls every observer of `name` (and those registered for any name, `nil`), in order.
    static func post(_ name: Value, object: Value, userInfo: Value = .null, _ call: BuiltinCall) throws {
        let notification = SurfaceValues.record("Notification", "Notification(\(name.printed))",
                                                ["name": name, "object": object, "userInfo": userInfo])
        for entry in call.interpreter.notificationObservers {
            guard case .record(let record) = entry else { continue }
            let observedName = record.fields["name"] ?? .null
            guard observedName.isNull || observedName.equals(name) == true else { continue }
            if case .int(let key)? = record.fields["block"], let block = call.interpreter.notificationBlocks[key] {
                try call.interpreter.invokeFromEngine(block, [notification])
            } else if let observer = record.fields["observer"], case .string(let selector)? = record.fields["selector"] {
                try TargetAction.perform(selector, on: observer, sender: notification, call)
            }
        }
    }

    /// The notifications a device event posts, in order.
    static func names(for event: DeviceEvent) -> [String] {
        switch event {
        case .pressHome, .lock: return ["willResignActiveNotification", "didEnterBackgroundNotification"]
        case .returnToApp, .unlock: return ["willEnterForegroundNotification", "didBecomeActiveNotification"]
        case .memoryWarning: return ["didReceiveMemoryWarningNotification"]
        case .rotateToLandscape, .rotateToPortrait: return []
        }
    }
}
