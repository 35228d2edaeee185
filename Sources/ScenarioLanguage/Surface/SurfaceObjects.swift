import LifecycleEngine

/// Creating the surface's objects and keeping their stored values (per object, in the interpreter).
enum SurfaceObjects {
    /// A view of `uikitClass`; inside a scenario subclass's `super.init` it becomes that instance.
    static func makeView(_ uikitClass: String, frame: Rect, _ call: BuiltinCall) throws -> Value {
        switch UIKitSurface.kind(of: uikitClass) {
        case .scrollView?:
            return call.create { ScrollView(in: $0, uikitClass: uikitClass, frame: frame, behavior: $1) }
        case .tableView?:
            return call.create { TableView(in: $0, frame: frame, behavior: $1) }
        case .view?:
            return call.create { View(in: $0, uikitClass: uikitClass, frame: frame, behavior: $1) }
        default:
            throw call.fail("`\(uikitClass)` is not a view class")
        }
    }

    static func makeObject(_ uikitClass: String, _ call: BuiltinCall) throws -> Value {
        call.create { $0.makeObject(behavior: $1, uikitClass: uikitClass) }
    }

    static func makeController(_ uikitClass: String, _ call: BuiltinCall) throws -> Value {
        if UIKitSurface.kind(of: uikitClass) == .tableViewController {
            return call.create { TableViewController(in: $0, behavior: $1) }
        }
        return call.create { ViewController(in: $0, uikitClass: uikitClass, behavior: $1) }
    }

    /// An object UIKit makes on first access and keeps (`view.layer`, `button.titleLabel`,
    /// `navigationItem`); it knows its owner as `owningView` (or `view`).
    static func owned(_ key: String, _ uikitClass: String, of call: BuiltinCall) throws -> Value {
        let owner = try call.receiverObject(EngineObject.self)
        if let existing = call.interpreter.inertProperties[owner.id]?[key] { return existing }
        let object: EngineObject
        switch UIKitSurface.kind(of: uikitClass) {
        case .view?, .scrollView?, .tableView?: object = View(in: call.engine, uikitClass: uikitClass)
        default: object = call.engine.makeObject(behavior: nil, uikitClass: uikitClass)
        }
        call.interpreter.inertProperties[object.id, default: [:]]["owningView"] = .object(owner)
        call.interpreter.inertProperties[owner.id, default: [:]][key] = .object(object)
        owner.keep(object)
        return .object(object)
    }

    static func store(_ value: Value, as key: String, on target: Value, _ call: BuiltinCall) throws {
        guard case .object(let object) = target else { throw call.fail("expected an object, found \(target.typeName)") }
        call.interpreter.inertProperties[object.id, default: [:]][key] = value
    }

    static func storedValue(_ key: String, of call: BuiltinCall) throws -> Value? {
        let object = try call.receiverObject(EngineObject.self)
        return call.interpreter.inertProperties[object.id]?[key]
    }

    static func storedValue(_ key: String, of object: EngineObject, _ interpreter: Interpreter) -> Value? {
        interpreter.inertProperties[object.id]?[key]
    }

    static func append(_ value: Value, to key: String, of call: BuiltinCall) throws {
        let owner = try call.receiverObject(EngineObject.self)
        guard case .object(let element) = value else { throw call.fail("expected an object, found \(value.typeName)") }
        // Taken out of the table while it grows, so appending does not copy the list each time; the list
        // is held to the interpreter's collection limit like any array the scenario builds.
        if case .array(let existing)? = call.interpreter.inertProperties[owner.id]?[key] {
            try call.interpreter.checkSize(existing.count + 1, at: call.offset)
        }
        var list: [Value] = []
        if case .array(let existing)? = call.interpreter.inertProperties[owner.id]?.removeValue(forKey: key) {
            list = existing
        }
        list.append(value)
        call.interpreter.inertProperties[owner.id, default: [:]][key] = .array(list)
        call.interpreter.inertProperties[element.id, default: [:]]["view"] = .object(owner)
        owner.keep(element)
    }

    /// `startAnimating()`/`stopAnimating()`: a stopped indicator with `hidesWhenStopped` hides itself,
    /// a started one shows itself again (its `isHidden`, with that property's effects).
    static func setAnimating(_ animating: Bool, _ call: BuiltinCall) throws -> Value {
        let view = try call.receiverObject(View.self)
        call.interpreter.inertProperties[view.id, default: [:]]["isAnimating"] = .bool(animating)
        let hides = storedValue("hidesWhenStopped", of: view, call.interpreter)?.isTrue ?? true
        if hides { view.isHidden = !animating }
        view.invalidateDisplay()
        return .void
    }
}

extension Value {
    var isTrue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }
}

/// Applies a member's declared effect after its value is stored.
enum SurfaceEffects {
    static func apply(_ effect: SurfaceEffect, to object: EngineObject, _ call: BuiltinCall) throws {
        switch effect {
        case .none, .hierarchy, .engine:
            return
        case .layout:
            view(of: object, call.interpreter)?.invalidateLayout()
        case .display:
            view(of: object, call.interpreter)?.invalidateDisplay()
        case .intrinsicSize:
            // New content (a label's text) is drawn again, and may have a new natural size.
            view(of: object, call.interpreter)?.invalidateDisplay()
            view(of: object, call.interpreter)?.invalidateIntrinsicContentSize()
        case .constraints:
            try AutoLayout.constraintDidChange(object, call)
        }
    }

    /// The view an object belongs to: itself, or the view that owns it (a layer, a layout guide).
    static func view(of object: EngineObject, _ interpreter: Interpreter) -> View? {
        if let view = object as? View { return view }
        if case .object(let owner as View)? = SurfaceObjects.storedValue("owningView", of: object, interpreter) {
            return owner
        }
        return nil
    }
}
