import LifecycleEngine

/// A run-time value of the scenario language.
///
/// Optionals are not wrapped: a present optional is its value and an absent one is `.null`.
/// Engine objects (views, controllers, windows and instances of scenario classes) are references;
/// everything else has value semantics, as in Swift.
enum Value {
    case void
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([Value])
    case rect(Rect)
    case size(Size)
    case point(Point)
    case object(EngineObject)
    /// `self` inside an initializer before `super.init`: only its stored properties may be touched.
    case partial(ScriptInstance)
    case closure(Closure)
    /// An enum case (`.fullScreen`, `.red`); its type comes from where it is used.
    case enumCase(String)
    /// A half-open integer range (`0..<3`, and `1...3` as `1..<4`).
    case range(Int, Int)
    /// A point in simulated time: `DispatchTime.now() + 1`, `Date(timeIntervalSinceNow: 0.5)`.
    case time(Double)
    /// A singleton of the modelled frameworks (`UIApplication.shared`, `DispatchQueue.main`).
    case singleton(Singleton)
    /// A type used as a value (`UIView` in `UIView.animate`, a scenario class before `()`).
    case type(String)
    /// A value UIKit passes that the language cannot look into (a transition coordinator).
    case opaque(String)
    /// An immutable value of a modelled type with no lifecycle of its own (`UIColor`, `UIFont`, a layout
    /// anchor): its type, its fields, and how it prints.
    case record(Record)
    /// `(1, "a")`, `(count: 2, title: "x")`.
    case tuple(TupleValue)
    /// An instance of a struct the scenario declares: copied on assignment and passing, as in Swift.
    case structValue(StructValue)
    /// A case with associated values of an enum the scenario declares (`.loaded(items)`); cases without
    /// them are `.record`s like those of enums without associated values.
    case associated(AssociatedValue)
}

/// The elements of a tuple, with their labels (nil where unlabelled).
struct TupleValue {
    var elements: [Value]
    var labels: [String?]

    /// The element named `name`: a label, or a position (`0`, `1`).
    func index(of name: String) -> Int? {
        if let position = Int(name), position >= 0, position < elements.count { return position }
        return labels.firstIndex { $0 == name }
    }
}

/// A struct instance: its type and its stored properties in declaration order (nil until initialized).
/// Swift's copy-on-write arrays give value semantics: a copy shares storage until one side changes.
struct StructValue {
    let type: StructType
    var fields: [Value?]
}

/// A case with associated values: the enum, the case and its payload.
struct AssociatedValue {
    let type: String
    let name: String
    var payload: TupleValue
}

/// The contents of a `.record` value. Two records are equal when their type and printed form are.
struct Record {
    let type: String
    let fields: [String: Value]
    let text: String
}

enum Singleton: String {
    case application = "UIApplication.shared"
    case mainQueue = "DispatchQueue.main"
    case screen = "UIScreen.main"
    case runLoop = "RunLoop.main"
    case simulator = "simulator"
    case mainBundle = "Bundle.main"
}

extension Value {
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    var object: EngineObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The name of the value's type, for messages.
    var typeName: String {
        switch self {
        case .void: return "Void"
        case .null: return "nil"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .array: return "Array"
        case .rect: return "CGRect"
        case .size: return "CGSize"
        case .point: return "CGPoint"
        case .object(let object): return object.className
        case .partial(let instance): return instance.scriptClass.name
        case .closure: return "closure"
        case .enumCase(let name): return "." + name
        case .range: return "Range<Int>"
        case .time: return "DispatchTime"
        case .singleton(let singleton): return singleton.typeName
        case .type(let name): return name + ".Type"
        case .opaque(let text): return text
        case .record(let record): return record.type
        case .tuple(let tuple): return "(" + tuple.elements.map(\.typeName).joined(separator: ", ") + ")"
        case .structValue(let value): return value.type.name
        case .associated(let value): return value.type
        }
    }
}
