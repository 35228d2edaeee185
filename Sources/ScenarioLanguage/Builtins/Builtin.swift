import LifecycleEngine

/// What a builtin parameter accepts; it decides literal typing (`0` for a Double) and closure matching.
enum ParameterKind {
    case any, bool, number, int, string, object, objects, closure, rect, size, point, enumeration, options, opaque
}

struct ParameterSpec: @unchecked Sendable {
    var label: String?
    var kind: ParameterKind
    /// Present when the parameter may be left out (`completion: nil`, `animated: true`).
    var defaultValue: Value?
    /// The declared type of an `.any` parameter whose leading-dot argument needs it (`configuration: .filled()`).
    var typeName: String? = nil

    /// The type the argument's literal or leading-dot member is read as.
    var hint: TypeRef? {
        if let typeName { return .named(typeName) }
        switch kind {
        case .number: return .named("Double")
        case .rect: return .named("CGRect")
        case .size: return .named("CGSize")
        case .point: return .named("CGPoint")
        default: return nil
        }
    }
}

/// A function, method, initializer (`name == "init"`) or static method of the modelled frameworks.
/// `owner` is a type name (`UIView`), `Type.Type` for static members, `""` for global functions and
/// `implicit` for members written with a leading dot (`.now()`).
struct BuiltinFunction: @unchecked Sendable {
    let owner: String
    let name: String
    let parameters: [ParameterSpec]
    let isMutating: Bool
    let body: (inout BuiltinCall) throws -> Value
    /// `UIView.addSubview(_:)`: spelled once, since every call records it among the builtins a run used.
    let key: String
    /// What arguments are matched against, and the types their literals are read as: made once, since
    /// every call needs them.
    let shapes: [ParameterShape]
    let hints: [TypeRef?]

    init(owner: String, name: String, parameters: [ParameterSpec], isMutating: Bool,
         body: @escaping (inout BuiltinCall) throws -> Value) {
        self.owner = owner
        self.name = name
        self.parameters = parameters
        self.isMutating = isMutating
        self.body = body
        let selector = name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        self.key = owner.isEmpty ? selector : owner + "." + selector
        self.shapes = parameters.map {
            ParameterShape(label: $0.label, isClosure: $0.kind == .closure, hasDefault: $0.defaultValue != nil)
        }
        self.hints = parameters.map(\.hint)
    }

    var selector: String { name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")" }
}

/// A property of the modelled frameworks; `set` is nil for read-only ones.
struct BuiltinProperty: @unchecked Sendable {
    let owner: String
    let name: String
    let get: (BuiltinCall) throws -> Value
    let set: ((inout BuiltinCall) throws -> Void)?
    /// The Swift type (`CGRect`, `UIView?`): the checker follows member chains with it and the
    /// interpreter reads literals by it (`view.alpha = 1` is a `CGFloat`).
    var type: String? = nil
    /// `UIView.frame`: spelled once, since every read records it among the builtins a run used.
    let key: String

    init(owner: String, name: String, get: @escaping (BuiltinCall) throws -> Value,
         set: ((inout BuiltinCall) throws -> Void)?, type: String? = nil) {
        self.owner = owner
        self.name = name
        self.get = get
        self.set = set
        self.type = type
        self.key = owner + "." + name
    }
}

// MARK: - Declaring builtins

func function(_ owner: String, _ name: String, _ parameters: [ParameterSpec] = [], mutating: Bool = false,
              _ body: @escaping (inout BuiltinCall) throws -> Value) -> BuiltinFunction {
    BuiltinFunction(owner: owner, name: name, parameters: parameters, isMutating: mutating, body: body)
}

func getter(_ owner: String, _ name: String, type: String? = nil,
            _ get: @escaping (BuiltinCall) throws -> Value) -> BuiltinProperty {
    BuiltinProperty(owner: owner, name: name, get: get, set: nil, type: type)
}

func property(_ owner: String, _ name: String, type: String? = nil, get: @escaping (BuiltinCall) throws -> Value,
              set: @escaping (inout BuiltinCall) throws -> Void) -> BuiltinProperty {
    BuiltinProperty(owner: owner, name: name, get: get, set: set, type: type)
}

/// A labeled parameter; `nil` label is Swift's `_`.
func param(_ label: String?, _ kind: ParameterKind, default defaultValue: Value? = nil) -> ParameterSpec {
    ParameterSpec(label: label, kind: kind, defaultValue: defaultValue)
}

/// A parameter of a declared value type, so that `.member` arguments are read as members of it.
func param(_ label: String?, type typeName: String) -> ParameterSpec {
    ParameterSpec(label: label, kind: .any, defaultValue: nil, typeName: typeName)
}
