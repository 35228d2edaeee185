import LifecycleEngine

/// The first responder and the software keyboard. A text field (or text view) in a window becomes the
/// window's first responder through `becomeFirstResponder()` or a tap: its delegate is asked
/// `textFieldShouldBeginEditing(_:)`, a previous first responder resigns, the delegate hears
/// `textFieldDidBeginEditing(_:)`, and then, if the keyboard is not up yet, UIKit posts
/// `keyboardWillChangeFrame` and `keyboardWillShow` and, as the keyboard's 0.25 s slide ends,
/// `keyboardDidChangeFrame` and `keyboardDidShow`. Resigning (`resignFirstResponder()`, `endEditing(_:)`)
/// asks `textFieldShouldEndEditing(_:)` (not when forced), tells `textFieldDidEndEditing(_:)` and hides the
/// keyboard with the `…Hide` notifications the same way; a first responder leaving its window resigns so,
/// before its window move is announced (inferred). A recorded order puts did-begin before
/// will-change-frame (a published experiment) and will-change-frame, will-show, did-change-frame, did-show in
/// that order (a published log, iOS 8–10); the hide order, the position of did-end and that moving between
/// fields posts nothing are inferred, and marked. The notifications' `userInfo` carries the keyboard's
/// begin and end frames (`NSValue`), its animation's duration and curve.
enum Keyboard {
    static let notificationNames = ["keyboardWillShowNotification", "keyboardDidShowNotification",
                                    "keyboardWillHideNotification", "keyboardDidHideNotification",
                                    "keyboardWillChangeFrameNotification", "keyboardDidChangeFrameNotification"]
    static let userInfoKeys = ["keyboardFrameBeginUserInfoKey", "keyboardFrameEndUserInfoKey",
                               "keyboardAnimationDurationUserInfoKey", "keyboardAnimationCurveUserInfoKey",
                               "keyboardIsLocalUserInfoKey"]

    /// The curve UIKit's keyboard animation reports (a private curve, 7, in published logs).
    static let animationCurve = 7

    static let members: [SurfaceMember] = notificationNames.map { name in
        computed("UIResponder.Type", name, "Notification.Name", .none, get: { _ in
            Notifications.notificationName("UIKeyboard" + name.dropFirst("keyboard".count))
        })
    } + userInfoKeys.map { name in
        computed("UIResponder.Type", name, "String", .none, get: { _ in
            .string("UIKeyboard" + name.dropFirst("keyboard".count))
        })
    } + [
        method("UIView", "becomeFirstResponder", [], .engine) { call in
            .bool(try becomeFirstResponder(try call.receiverObject(View.self), call))
        },
        method("UIView", "resignFirstResponder", [], .engine) { call in
            .bool(try resign(try call.receiverObject(View.self), force: false, call))
        },
        method("UIView", "endEditing", [param(nil, .bool)], .engine) { call in
            let view = try call.receiverObject(View.self)
            guard let window = view.window, let responder = window.firstResponder, responder.isDescendant(of: view) else {
                return .bool(true)
            }
            return .bool(try resign(responder, force: try call.bool(0), call))
        },
        computed("UIView", "isFirstResponder", "Bool", get: { call in
            let view = try call.receiverObject(View.self)
            return .bool(view.window?.firstResponder === view)
        }),
        computed("UIView", "canBecomeFirstResponder", "Bool", get: { call in
            .bool(edits(try call.receiverObject(View.self)))
        }),
        computed("Notification", "userInfo", "[AnyHashable : Any]?", .none, get: { call in
            guard case .record(let record) = call.receiver else { throw call.fail("expected a notification") }
            return record.fields["userInfo"] ?? .null
        }),
        computed("NSValue", "cgRectValue", "CGRect", .none, get: { call in
            guard case .record(let record) = call.receiver, let rect = record.fields["cgRectValue"] else {
                throw call.fail("expected an NSValue holding a CGRect")
            }
            return rect
        }),
    ]

    /// Text fields and text views take the keyboard; other views cannot become first responder.
    static func edits(_ view: View) -> Bool {
        let chain = UIKitSurface.chain(of: view.uikitClass)
        return chain.contains("UITextField") || chain.contains("UITextView")
    }

    static func becomeFirstResponder(_ field: View, _ call: BuiltinCall) throws -> Bool {
        guard edits(field), let window = field.window else { return false }
        if window.firstResponder === field { return true }
        let delegate = self.delegate(of: field, call)
        if let delegate, try call.engine.send(.textFieldShouldBeginEditing, to: delegate, [.object(field)]).boolValue == false {
            return false
        }
        if let previous = window.firstResponder {
            // The keyboard stays up for the next field (inferred).
            guard try call.engine.inferred({ try endEditing(previous, in: window, force: false, call) }) else { return false }
        }
        window.firstResponder = field
        if call.engine.firstResponderLeavesWindow == nil {
            let captured = call
            call.engine.firstResponderLeavesWindow = { responder in _ = try resign(responder, force: true, captured) }
        }
        if let delegate { try call.engine.send(.textFieldDidBeginEditing, to: delegate, [.object(field)]) }
        if !window.isKeyboardShown {
            window.isKeyboardShown = true
            try move(window, showing: true, call)
        }
        return true
    }

    /// `resignFirstResponder()`: true when the view is not (or no longer) the first responder.
    static func resign(_ field: View, force: Bool, _ call: BuiltinCall) throws -> Bool {
        guard let window = field.window, window.firstResponder === field else { return true }
        guard try call.engine.inferred({ try endEditing(field, in: window, force: force, call) }) else { return false }
        if window.isKeyboardShown {
            window.isKeyboardShown = false
            try move(window, showing: false, call)
        }
        return true
    }

    /// Asks the delegate (unless forced) and tells it editing ended; false when the delegate refused.
    private static func endEditing(_ field: View, in window: Window, force: Bool, _ call: BuiltinCall) throws -> Bool {
        let delegate = self.delegate(of: field, call)
        if !force, let delegate,
           try call.engine.send(.textFieldShouldEndEditing, to: delegate, [.object(field)]).boolValue == false {
            return false
        }
        window.firstResponder = nil
        if let delegate { try call.engine.send(.textFieldDidEndEditing, to: delegate, [.object(field)]) }
        return true
    }

    /// The return key: the delegate's `textFieldShouldReturn(_:)`, whose answer UIKit does not act on
    /// beyond the control's `.editingDidEndOnExit`, which is not modelled.
    static func pressReturn(_ call: BuiltinCall) throws {
        guard let window = call.engine.window, let field = window.firstResponder,
              let delegate = delegate(of: field, call) else { return }
        try call.engine.send(.textFieldShouldReturn, to: delegate, [.object(field)])
    }

    /// The keyboard's slide: will-change-frame and will-show (or will-hide) now, the did-notifications when
    /// the animation ends.
    private static func move(_ window: Window, showing: Bool, _ call: BuiltinCall) throws {
        let device = call.engine.device
        let screen = window.bounds.size
        let height = call.engine.isLandscape ? device.keyboardHeightLandscape : device.keyboardHeight
        let up = Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
        let down = Rect(x: 0, y: screen.height, width: screen.width, height: height)
        let info = userInfo(begin: showing ? down : up, end: showing ? up : down, duration: device.keyboardAnimationDuration)
        let verb = showing ? "Show" : "Hide"
        let inferredHide = !showing
        try call.engine.inferred(if: inferredHide) {
            try post("UIKeyboardWillChangeFrameNotification", info, call)
            try post("UIKeyboardWill\(verb)Notification", info, call)
        }
        try call.engine.animate(duration: device.keyboardAnimationDuration, animations: {}, completion: Block { _ in
            try call.engine.inferred(if: inferredHide) {
                try post("UIKeyboardDidChangeFrameNotification", info, call)
                try post("UIKeyboardDid\(verb)Notification", info, call)
            }
        })
    }

    private static func userInfo(begin: Rect, end: Rect, duration: Double) -> Value {
        func frame(_ rect: Value) -> Value {
            guard case .rect(let value) = rect else { return rect }
            return SurfaceValues.record("NSValue", "NSRect: {{\(formatted(value.origin.x)), \(formatted(value.origin.y))}, "
                                        + "{\(formatted(value.size.width)), \(formatted(value.size.height))}}",
                                        ["cgRectValue": rect])
        }
        let fields: [String: Value] = [
            "UIKeyboardFrameBeginUserInfoKey": frame(.rect(begin)),
            "UIKeyboardFrameEndUserInfoKey": frame(.rect(end)),
            "UIKeyboardAnimationDurationUserInfoKey": .double(duration),
            "UIKeyboardAnimationCurveUserInfoKey": .int(animationCurve),
            "UIKeyboardIsLocalUserInfoKey": .bool(true),
        ]
        let text = fields.keys.sorted().map { "\($0) = \(fields[$0]!.printed)" }.joined(separator: "; ")
        return SurfaceValues.record("Dictionary", "[" + text + "]", fields)
    }

    private static func formatted(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }

    private static func post(_ rawName: String, _ userInfo: Value, _ call: BuiltinCall) throws {
        try Notifications.post(Notifications.notificationName(rawName), object: .null, userInfo: userInfo, call)
    }

    /// A text field's delegate; a text view's (`UITextViewDelegate`) is not told (not modelled).
    private static func delegate(of field: View, _ call: BuiltinCall) -> EngineObject? {
        guard UIKitSurface.chain(of: field.uikitClass).contains("UITextField") else { return nil }
        return call.interpreter.inertProperties[field.id]?["delegate"]?.object
    }
}
