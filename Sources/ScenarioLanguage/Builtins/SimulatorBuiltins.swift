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
        // Gestures: the recognizer's values describe the whole movement when it changes.
        function("Simulator", "pan", [param(nil, .object), param("by", .point)]) { call in
            let view = try call.object(0, View.self), movement = try call.point(1), captured = call
            return try event(call, "pan") {
                try Gestures.performContinuous(on: view, recognizerClass: "UIPanGestureRecognizer",
                                               value: "translation", captured) { old in
                    var start = Point.zero
                    if case .point(let stored)? = old { start = stored }
                    return .point(Point(x: start.x + movement.x, y: start.y + movement.y))
                }
            }
        },
        function("Simulator", "pinch", [param(nil, .object), param("scale", .number)]) { call in
            let view = try call.object(0, View.self), factor = try call.number(1), captured = call
            guard factor > 0 else { throw call.fail("a pinch's scale must be above 0") }
            return try event(call, "pinch") {
                try Gestures.performContinuous(on: view, recognizerClass: "UIPinchGestureRecognizer",
                                               value: "scale", captured) { .double(($0?.number ?? 1) * factor) }
            }
        },
        function("Simulator", "rotate", [param(nil, .object), param("by", .number)]) { call in
            let view = try call.object(0, View.self), angle = try call.number(1), captured = call
            return try event(call, "rotation") {
                try Gestures.performContinuous(on: view, recognizerClass: "UIRotationGestureRecognizer",
                                               value: "rotation", captured) { .double(($0?.number ?? 0) + angle) }
            }
        },
        function("Simulator", "swipe", [param(nil, .object), param("direction", .enumeration)]) { call in
            let view = try call.object(0, View.self), direction = try call.enumCase(1), captured = call
            guard Gestures.enums["UISwipeGestureRecognizer.Direction"]!.contains(direction) else {
                throw call.fail("`.\(direction)` is not a swipe direction (use .right, .left, .up or .down)")
            }
            return try event(call, "swipe") {
                try Gestures.perform(on: view, recognizerClass: "UISwipeGestureRecognizer", states: ["ended"],
                                     captured, matching: { recognizer in
                    (captured.interpreter.inertProperties[recognizer.id]?["direction"] ?? .enumCase("right"))
                        .equals(.enumCase(direction)) == true
                }) { _, _ in }
            }
        },
        function("Simulator", "longPress", [param(nil, .object)]) { call in
            let view = try call.object(0, View.self), captured = call
            return try event(call, "long press") {
                try Gestures.perform(on: view, recognizerClass: "UILongPressGestureRecognizer",
                                     states: ["began", "ended"], captured) { _, _ in }
            }
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
