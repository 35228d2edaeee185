import LifecycleEngine

/// One call of a builtin: the receiver (mutable for mutating methods and setters), the arguments with
/// defaults filled in, and typed accessors that report a located error instead of crashing.
struct BuiltinCall {
    unowned let interpreter: Interpreter
    var receiver: Value
    var arguments: [Value]
    let offset: Int

    var engine: Engine { interpreter.engine }

    func fail(_ message: String) -> ScenarioError { ScenarioError(message, at: offset, code: .runtimeError) }
    /// A use of UIKit the engine does not model, found only when it runs (it depends on values).
    func unsupported(_ message: String) -> ScenarioError { ScenarioError(message, at: offset, code: .unsupported) }

    func argument(_ index: Int) -> Value { index < arguments.count ? arguments[index] : .null }

    func object<T: EngineObject>(_ index: Int, _ type: T.Type) throws -> T {
        guard let object = try optionalObject(index, type) else {
            throw fail("expected a \(Self.uikitName(type)), found nil")
        }
        return object
    }

    func optionalObject<T: EngineObject>(_ index: Int, _ type: T.Type) throws -> T? {
        switch argument(index) {
        case .null: return nil
        case .object(let object as T): return object
        case let other: throw fail("expected a \(Self.uikitName(type)), found a value of type \(other.typeName)")
        }
    }

    func receiverObject<T: EngineObject>(_ type: T.Type) throws -> T {
        guard case .object(let object as T) = receiver else {
            throw fail("expected a \(Self.uikitName(type)), found a value of type \(receiver.typeName)")
        }
        return object
    }

    func number(_ index: Int) throws -> Double {
        guard let value = argument(index).number else {
            throw fail("expected a number, found a value of type \(argument(index).typeName)")
        }
        // UIKit's geometry and timing take finite numbers; NaN or infinity here is a bug in the scenario.
        guard value.isFinite else { throw fail("expected a finite number, found \(value)") }
        return value
    }

    func int(_ index: Int) throws -> Int {
        guard case .int(let value) = argument(index) else {
            throw fail("expected an Int, found a value of type \(argument(index).typeName)")
        }
        return value
    }

    func bool(_ index: Int) throws -> Bool {
        guard case .bool(let value) = argument(index) else {
            throw fail("expected a Bool, found a value of type \(argument(index).typeName)")
        }
        return value
    }

    func string(_ index: Int) throws -> String {
        guard case .string(let value) = argument(index) else {
            throw fail("expected a String, found a value of type \(argument(index).typeName)")
        }
        return value
    }

    func rect(_ index: Int) throws -> Rect {
        if case .enumCase("zero") = argument(index) { return .zero }
        guard case .rect(let value) = argument(index) else {
            throw fail("expected a CGRect, found a value of type \(argument(index).typeName)")
        }
        return value
    }

    func point(_ index: Int) throws -> Point {
        if case .enumCase("zero") = argument(index) { return .zero }
        guard case .point(let value) = argument(index) else {
            throw fail("expected a CGPoint, found a value of type \(argument(index).typeName)")
        }
        return value
    }

    func size(_ index: Int) throws -> Size {
        if case .enumCase("zero") = argument(index) { return .zero }
        guard case .size(let value) = argument(index) else {
            throw fail("expected a CGSize, found a value of type \(argument(index).typeName)")
        }
        return value
    }

    func closure(_ index: Int) throws -> Closure? {
        switch argument(index) {
        case .null: return nil
        case .closure(let closure): return closure
        case let other: throw fail("expected a closure, found a value of type \(other.typeName)")
        }
    }

    func array(_ index: Int) throws -> [Value] {
        guard case .array(let values) = argument(index) else {
            throw fail("expected an array, found a value of type \(argument(index).typeName)")
        }
        return values
    }

    func enumCase(_ index: Int) throws -> String {
        guard case .enumCase(let name) = argument(index) else {
            throw fail("expected an enum case such as `.fullScreen`, found a value of type \(argument(index).typeName)")
        }
        return name
    }

    /// The `n`th argument as an array of controllers (`viewControllers = [a, b]`).
    func controllers(_ index: Int) throws -> [ViewController] {
        try array(index).map { element in
            guard case .object(let controller as ViewController) = element else {
                throw fail("expected an array of view controllers, found an element of type \(element.typeName)")
            }
            return controller
        }
    }

    static func uikitName<T: EngineObject>(_ type: T.Type) -> String { type.uikitClassName }
}

extension BuiltinCall {
    /// An argument written as a case of a UIKit enum the engine declares (`.pageCurl`, `.primary`).
    func enumeration<T: RawRepresentable & CaseIterable>(_ index: Int, _ type: T.Type) throws -> T
    where T.RawValue == String {
        let name = try enumCase(index)
        guard let value = T(rawValue: name) else {
            throw fail("`.\(name)` is not one of " + T.allCases.map { "`.\($0.rawValue)`" }.joined(separator: ", "))
        }
        return value
    }
}
