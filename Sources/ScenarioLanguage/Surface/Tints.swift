import LifecycleEngine

/// `tintColor` and `tintAdjustmentMode` of views, inherited down the hierarchy by the engine
/// (`View+Tint.swift`), which sends `tintColorDidChange()` where the effective tint changes. The color a
/// view sets is kept with the view and read back by its descendants; without one up the chain a view's
/// tint is `UIColor.systemBlue`, and a dimmed view reads its color with ` (dimmed)` after it, since
/// UIKit returns a desaturated copy whose exact value is not modelled.
enum Tints {
    static let enums: [String: [String]] = [
        "UIView.TintAdjustmentMode": TintAdjustmentMode.allCases.map(\.rawValue),
    ]

    static let members: [SurfaceMember] = [
        computed("UIView", "tintColor", "UIColor!", .engine, get: { call in
            var node: View? = try call.receiverObject(View.self)
            var color = SurfaceValues.color(named: "systemBlue")
            while let view = node {
                if view.ownTintColor != nil, let own = call.interpreter.inertProperties[view.id]?["tintColor"] {
                    color = own
                    break
                }
                node = view.superview
            }
            let view = try call.receiverObject(View.self)
            guard view.effectiveTintAdjustmentMode == .dimmed, case .record(let record) = color else { return color }
            return SurfaceValues.record("UIColor", record.text + " (dimmed)", record.fields)
        }, set: { call in
            let view = try call.receiverObject(View.self)
            let value = try SurfaceValues.coerce(call.argument(0), to: "UIColor!", call)
            call.interpreter.inertProperties[view.id, default: [:]]["tintColor"] = value
            try view.setTintColor(value.isNull ? nil : value.printed)
        }),
        computed("UIView", "tintAdjustmentMode", "UIView.TintAdjustmentMode", .engine, get: { call in
            .enumCase(try call.receiverObject(View.self).effectiveTintAdjustmentMode.rawValue)
        }, set: { call in
            let name = try call.enumCase(0)
            guard let mode = TintAdjustmentMode(rawValue: name) else {
                throw call.fail("`.\(name)` is not a UIView.TintAdjustmentMode")
            }
            try call.receiverObject(View.self).setTintAdjustmentMode(mode)
        }),
    ]
}
