import LifecycleEngine

/// `UIStepper`'s bounds: the value stays between `minimumValue` and `maximumValue`, clamped as either is
/// set, and a minimum at or above the maximum is refused (UIKit raises `NSInvalidArgumentException`). A
/// tap on the stepper does not change the value: which half the finger lands on is not modelled.
enum Steppers {
    static func set(_ name: String, to number: Double, _ call: BuiltinCall) throws {
        let object = try call.receiverObject(EngineObject.self)
        let stored = call.interpreter.inertProperties[object.id] ?? [:]
        var minimum = stored["minimumValue"]?.number ?? 0, maximum = stored["maximumValue"]?.number ?? 100
        var value = stored["value"]?.number ?? 0
        switch name {
        case "minimumValue":
            guard number < maximum else { throw call.fail("a stepper's minimumValue must be below its maximumValue") }
            minimum = number
        case "maximumValue":
            guard number > minimum else { throw call.fail("a stepper's maximumValue must be above its minimumValue") }
            maximum = number
        default:
            value = number
        }
        value = min(max(value, minimum), maximum)
        call.interpreter.inertProperties[object.id, default: [:]]
            .merge(["minimumValue": .double(minimum), "maximumValue": .double(maximum), "value": .double(value)]) { $1 }
        try SurfaceEffects.apply(.display, to: object, call)
    }
}
