import LifecycleEngine

/// Auto Layout as mechanism: anchors, constraints and their activation. Frames are not solved; what is
/// modelled is what constraints set in motion. Activating, deactivating or changing an active
/// constraint turns on constraint-based layout for the window, runs the constraint pass at the next
/// commit (`updateConstraints()` bottom-up for views that asked for it, then `updateViewConstraints()`),
/// and lays out the constrained views' superviews (spec §4.1).
enum AutoLayout {
    /// Anchor names by axis: constraints relate anchors of one axis only.
    static let anchors: [(name: String, axis: String)] = [
        ("leading", "x"), ("trailing", "x"), ("left", "x"), ("right", "x"), ("centerX", "x"),
        ("top", "y"), ("bottom", "y"), ("centerY", "y"), ("firstBaseline", "y"), ("lastBaseline", "y"),
        ("width", "size"), ("height", "size"),
    ]

    static func anchorMembers(of owner: String) -> [SurfaceMember] {
        anchors.filter { owner == "UIView" || !$0.name.hasSuffix("Baseline") }.map { anchor in
            let type = anchor.axis == "x" ? "NSLayoutXAxisAnchor" : anchor.axis == "y" ? "NSLayoutYAxisAnchor" : "NSLayoutDimension"
            return computed(owner, anchor.name + "Anchor", type, .none, get: { call in
                let item = try call.receiverObject(EngineObject.self)
                return SurfaceValues.record("NSLayoutAnchor", "\(type)(\(anchor.name))",
                                            ["item": .object(item), "attribute": .string(anchor.name),
                                             "axis": .string(anchor.axis)])
            })
        }
    }

    private static func anchor(_ value: Value, _ call: BuiltinCall) throws -> (item: EngineObject, attribute: String, axis: String) {
        guard case .record(let record) = value, record.type == "NSLayoutAnchor",
              case .object(let item)? = record.fields["item"], case .string(let attribute)? = record.fields["attribute"],
              case .string(let axis)? = record.fields["axis"] else {
            throw call.fail("expected a layout anchor such as `view.topAnchor`, found a value of type \(value.typeName)")
        }
        return (item, attribute, axis)
    }

    /// `a.constraint(equalTo: b, constant: c)` and its relations; inactive until activated.
    static func constraint(_ call: BuiltinCall, relation: String, multiplied: Bool = false) throws -> Value {
        let first = try anchor(call.receiver, call), second = try anchor(call.argument(0), call)
        guard first.axis == second.axis else {
            throw call.fail("cannot constrain \(first.attribute)Anchor to \(second.attribute)Anchor: "
                            + "anchors of different axes (UIKit's anchor types do not allow it)")
        }
        let multiplier = multiplied ? try call.number(1) : 1
        let constant = try call.number(multiplied ? 2 : 1)
        return try make(call, [
            "firstItem": .object(first.item), "firstAttribute": .string(first.attribute), "relation": .string(relation),
            "secondItem": .object(second.item), "secondAttribute": .string(second.attribute),
            "multiplier": .double(multiplier), "constant": .double(constant),
        ])
    }

    /// `topAnchor.constraint(equalToSystemSpacingBelow: other.bottomAnchor, multiplier: 1)`: the gap is the
    /// system spacing (8 points between two views) times the multiplier, kept as the constraint's constant.
    static func systemSpacingConstraint(_ call: BuiltinCall, relation: String) throws -> Value {
        let first = try anchor(call.receiver, call), second = try anchor(call.argument(0), call)
        guard first.axis == second.axis, first.axis != "size" else {
            throw call.fail("system spacing joins two anchors of the same position axis, "
                            + "not \(first.attribute)Anchor and \(second.attribute)Anchor")
        }
        return try make(call, [
            "firstItem": .object(first.item), "firstAttribute": .string(first.attribute), "relation": .string(relation),
            "secondItem": .object(second.item), "secondAttribute": .string(second.attribute),
            "multiplier": .double(1), "constant": .double(systemSpacing * (try call.number(1))),
        ])
    }

    static let systemSpacing = 8.0

    /// `widthAnchor.constraint(equalToConstant: 44)`.
    static func constantConstraint(_ call: BuiltinCall, relation: String) throws -> Value {
        let first = try anchor(call.receiver, call)
        guard first.axis == "size" else {
            throw call.fail("only width and height anchors take a constant alone (`\(first.attribute)Anchor` does not)")
        }
        return try make(call, [
            "firstItem": .object(first.item), "firstAttribute": .string(first.attribute), "relation": .string(relation),
            "multiplier": .double(1), "constant": .double(try call.number(0)),
        ])
    }

    static func make(_ call: BuiltinCall, _ fields: [String: Value]) throws -> Value {
        let constraint = call.engine.makeObject(behavior: nil, uikitClass: "NSLayoutConstraint")
        var stored = fields
        stored["isActive"] = .bool(false)
        call.interpreter.inertProperties[constraint.id] = stored
        return .object(constraint)
    }

    /// `isActive = …`, `activate(_:)`, `deactivate(_:)`. UIKit raises when the items share no ancestor.
    static func setActive(_ active: Bool, _ value: Value, _ call: BuiltinCall) throws {
        guard case .object(let constraint) = value, constraint.uikitClass == "NSLayoutConstraint" else {
            throw call.fail("expected an NSLayoutConstraint, found a value of type \(value.typeName)")
        }
        let stored = call.interpreter.inertProperties[constraint.id] ?? [:]
        guard stored["isActive"]?.isTrue != active else { return }
        let views = items(of: constraint, call.interpreter)
        if active, views.count == 2, commonAncestor(views[0], views[1]) == nil {
            throw call.engine.raise("NSGenericException",
                                    "Unable to activate constraint with anchors \(describe(stored, "first")) and "
                                    + "\(describe(stored, "second")) because they have no common ancestor. Does the "
                                    + "constraint or its anchors reference items in different view hierarchies? "
                                    + "That's illegal.")
        }
        call.interpreter.inertProperties[constraint.id, default: [:]]["isActive"] = .bool(active)
        // An active constraint is installed on (and kept by) the nearest common ancestor of its items.
        if active, let holder = views.count == 2 ? commonAncestor(views[0], views[1]) : views.first {
            holder.keep(constraint)
            call.interpreter.inertProperties[constraint.id]?["installedOn"] = .object(holder)
        } else if !active, case .object(let holder)? = stored["installedOn"] {
            holder.stopKeeping(constraint)
        }
        try applySizes(of: constraint, call.interpreter, at: call.offset)
        for view in views { view.constraintsDidChange() }
    }

    /// A constant width or height (`equalToConstant:`) of an active, required constraint becomes the
    /// view's constrained size; the superview's next layout applies it.
    /// A dimension equal to another view's constrained dimension (`height == width * 1`) counts as well,
    /// when that one is known at activation, and follows it when it changes (the other view keeps the
    /// constraints that depend on it, in activation order).
    private static func applySizes(of constraint: EngineObject, _ interpreter: Interpreter, at offset: Int,
                                   depth: Int = 0) throws {
        let fields = interpreter.inertProperties[constraint.id] ?? [:]
        guard case .object(let view as View)? = fields["firstItem"],
              case .string(let attribute)? = fields["firstAttribute"], attribute == "width" || attribute == "height",
              fields["relation"]?.equals(.string("==")) == true, case .double(var size)? = fields["constant"] else { return }
        if case .object(let other as View)? = fields["secondItem"] {
            guard case .string(let otherAttribute)? = fields["secondAttribute"],
                  otherAttribute == "width" || otherAttribute == "height" else { return }
            // Registered once (a constraint's items never change), marked on the constraint: following a
            // change walks the dependents, and searching or copying the list at each of them made a loop
            // of thousands of such constraints cubic.
            if fields[registeredKey] == nil {
                interpreter.inertProperties[constraint.id, default: [:]][registeredKey] = .bool(true)
                var dependents: [Value] = []
                let key = dependentsKey(otherAttribute)
                if case .array(let existing)? = interpreter.inertProperties[other.id]?.removeValue(forKey: key) {
                    dependents = existing
                }
                dependents.append(.object(constraint))
                interpreter.inertProperties[other.id, default: [:]][key] = .array(dependents)
            }
            guard let base = otherAttribute == "width" ? other.constrainedWidth : other.constrainedHeight else { return }
            size += (fields["multiplier"]?.number ?? 1) * base
        } else if fields["secondItem"] != nil {
            return
        }
        let active = fields["isActive"]?.isTrue == true && (fields["priority"]?.number ?? 1000) >= 1000
        let previous = attribute == "width" ? view.constrainedWidth : view.constrainedHeight
        if attribute == "width" { view.constrainedWidth = active ? size : nil }
        if attribute == "height" { view.constrainedHeight = active ? size : nil }
        // A dimension that followed another one changed with it: its view is laid out again, as the
        // changed constraint's views are.
        if depth > 0, previous != (active ? size : nil) { view.constraintsDidChange() }
        // The dimensions that follow this one follow its new value (a chain of them is at most as deep as
        // there are views; the depth bounds a cycle `a.width == b.width`, `b.width == a.width`).
        guard previous != (active ? size : nil), depth < 32,
              case .array(let dependents)? = interpreter.inertProperties[view.id]?[dependentsKey(attribute)] else { return }
        // Two constraints on one dimension that follow the same one (`b.width == a.width * 1.1`,
        // `b.width == a.width * 1.7 + 1`) both change it, so a chain of them doubles the walk at each view:
        // each dependent followed is a step of the statement budget.
        for case .object(let dependent) in dependents {
            try interpreter.countStep(at: offset)
            try applySizes(of: dependent, interpreter, at: offset, depth: depth + 1)
        }
    }

    /// Where a view keeps the constraints whose constant size is a multiple of its width (or height): a
    /// change of one dimension walks only the constraints that follow it.
    private static func dependentsKey(_ attribute: String) -> String {
        attribute == "width" ? "widthDependents" : "heightDependents"
    }
    /// Set on a constraint once it is in its second item's dependents.
    private static let registeredKey = "followsDimension"


    /// `constant` or `priority` of a constraint changed: only an active one affects layout.
    static func constraintDidChange(_ object: EngineObject, _ call: BuiltinCall) throws {
        guard call.interpreter.inertProperties[object.id]?["isActive"]?.isTrue == true else { return }
        try applySizes(of: object, call.interpreter, at: call.offset)
        for view in items(of: object, call.interpreter) { view.constraintsDidChange() }
    }

    /// The views a constraint relates: its items, or for a layout guide the view that owns it.
    static func items(of constraint: EngineObject, _ interpreter: Interpreter) -> [View] {
        ["firstItem", "secondItem"].compactMap { key in
            guard case .object(let item)? = interpreter.inertProperties[constraint.id]?[key] else { return nil }
            return SurfaceEffects.view(of: item, interpreter)
        }
    }

    private static func commonAncestor(_ a: View, _ b: View) -> View? {
        var current: View? = a
        while let view = current {
            if b.isDescendant(of: view) { return view }
            current = view.superview
        }
        return nil
    }

    private static func describe(_ fields: [String: Value], _ which: String) -> String {
        guard case .object(let item)? = fields[which + "Item"], case .string(let attribute)? = fields[which + "Attribute"] else {
            return "nil"
        }
        return "\"\(item.name).\(attribute)\""
    }
}

/// `UIStackView`: arranging a view adds it as a subview (if it is not one) and opts it out of
/// autoresizing masks, since the stack positions it with constraints; the stack is laid out again.
/// Removing an arranged view keeps it as a subview, as in UIKit.
enum StackViews {
    static func addArranged(_ value: Value, to stackValue: Value, at index: Int? = nil, _ call: BuiltinCall) throws {
        guard case .object(let stack as View) = stackValue else { throw call.fail("expected a UIStackView") }
        guard case .object(let view as View) = value else {
            throw call.fail("expected a UIView, found a value of type \(value.typeName)")
        }
        var arranged: [Value] = []
        if case .array(let existing)? = call.interpreter.inertProperties[stack.id]?["arrangedSubviews"] {
            arranged = existing.filter { $0.object !== view }
        }
        arranged.insert(value, at: min(max(index ?? arranged.count, 0), arranged.count))
        call.interpreter.inertProperties[stack.id, default: [:]]["arrangedSubviews"] = .array(arranged)
        if view.superview !== stack {
            if let index {
                _ = try call.engine.send(.insertSubviewAt, to: stack, [.object(view), .int(index)])
            } else {
                _ = try call.engine.send(.addSubview, to: stack, [.object(view)])
            }
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        view.constraintsDidChange()
        stack.invalidateLayout()
    }

    static func removeArranged(_ value: Value, from stackValue: Value, _ call: BuiltinCall) throws {
        guard case .object(let stack as View) = stackValue, case .object(let view as View) = value else {
            throw call.fail("expected a UIView")
        }
        if case .array(let existing)? = call.interpreter.inertProperties[stack.id]?["arrangedSubviews"] {
            call.interpreter.inertProperties[stack.id]?["arrangedSubviews"] = .array(existing.filter { $0.object !== view })
        }
        stack.invalidateLayout()
    }
}
