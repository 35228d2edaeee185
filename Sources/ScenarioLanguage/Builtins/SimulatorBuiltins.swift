import LifecycleEngine

/// Device events with no iOS API, as methods of the predefined `simulator` (see `BuiltinRegistry`).
enum SimulatorBuiltins {
    static let functions: [BuiltinFunction] = [
        function("Simulator", "rotate", [param("to", .enumeration)]) { call in
            let orientation = try call.enumCase(0)
            switch orientation {
            case "landscapeLeft", "landscapeRight": _ = try deliver(call, .rotateToLandscape)
            case "portrait", "portraitUpsideDown": _ = try deliver(call, .rotateToPortrait)
            default: throw call.fail("`.\(orientation)` is not an orientation (use .portrait, .landscapeLeft or .landscapeRight)")
            }
            return .void
        },
        function("Simulator", "pressHome", []) { call in try deliver(call, .pressHome) },
        function("Simulator", "returnToApp", []) { call in try deliver(call, .returnToApp) },
        function("Simulator", "lock", []) { call in try deliver(call, .lock) },
        function("Simulator", "unlock", []) { call in try deliver(call, .unlock) },
        function("Simulator", "receiveMemoryWarning", []) { call in try deliver(call, .memoryWarning) },
        function("Simulator", "tapTab", [param("at", .int), param("in", .object)]) { call in
            let index = try call.int(0), tabs = try call.object(1, TabBarController.self)
            return try event(call, "tab tap") { try tabs.tapTab(at: index) }
        },
        function("Simulator", "tap", [param(nil, .object)]) { call in
            let target = try call.object(0, EngineObject.self), captured = call
            return try event(call, "tap") { try Taps.tap(target, captured) }
        },
        // The keyboard's return key, pressed for the text field being edited.
        function("Simulator", "pressReturn", []) { call in
            let captured = call
            return try event(call, "return key") { try Keyboard.pressReturn(captured) }
        },
        function("Simulator", "tapSegueControl", [param(nil, .string), param("in", .object)]) { call in
            let identifier = try call.string(0), controller = try call.object(1, ViewController.self)
            return try event(call, "tap") { try controller.triggerSegue(identifier) }
        },
        function("Simulator", "swipeBack", [param("in", .object), param("completes", .bool, default: .bool(true))]) { call in
            let navigation = try call.object(0, NavigationController.self), completes = try call.bool(1)
            return try event(call, "back swipe", lasting: gestureDuration) {
                try navigation.interactivePop(completes: completes)
            }
        },
        function("Simulator", "swipeDown", [param(nil, .object), param("completes", .bool, default: .bool(true))]) { call in
            let sheet = try call.object(0, ViewController.self), completes = try call.bool(1)
            return try event(call, "sheet swipe", lasting: gestureDuration) {
                try sheet.swipeDownSheet(completes: completes)
            }
        },
    ]

    /// The current turn ends, the event is a turn of its own, and the scenario continues in a new turn.
    private static func deliver(_ call: BuiltinCall, _ event: DeviceEvent) throws -> Value {
        try call.engine.spinRunLoop(for: 0)
        try call.engine.deliver(event)
        for name in Notifications.names(for: event) {
            if call.engine.features.launchesInScene, let sceneName = Notifications.sceneName(before: name) {
                try call.engine.inferred {
                    try Notifications.post(Notifications.sceneNotification(sceneName), object: .null, call)
                }
            }
            try Notifications.post(Notifications.applicationNotification(name), object: .null, call)
        }
        try call.engine.spinRunLoop(for: 0)
        return .void
    }

    /// A swipe is a gesture with an animation: the scenario continues once it has settled, this much
    /// simulated time later (longer than UIKit's 0.35 s transitions).
    static let gestureDuration = 0.5

    private static func event(_ call: BuiltinCall, _ name: String, lasting duration: Double = 0,
                              _ body: @escaping () throws -> Void) throws -> Value {
        call.engine.scheduleDeviceEvent(name, body)
        try call.engine.spinRunLoop(for: duration)
        return .void
    }
}
