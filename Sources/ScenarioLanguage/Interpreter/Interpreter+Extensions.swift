import LifecycleEngine

/// Members that extensions of UIKit types add (`extension UIView { func pin(to:) }`,
/// `extension UIColor { static let brand = … }`): found after a scenario class's own members and
/// before UIKit's, along the receiver's class chain.
extension Interpreter {
    private func extensionDefinitions(_ chain: [String]) -> [ClassDef] {
        chain.compactMap { uikitExtensions[$0] }
    }

    func extensionDeclaresMember(_ name: String, chain: [String]) -> Bool {
        extensionDefinitions(chain).contains { type in
            type.properties.contains { $0.name == name } || type.methods.values.contains { $0.name == name }
        }
    }

    /// A computed property of an extension, or nil.
    func extensionProperty(_ name: String, of receiver: Value, chain: [String], at offset: Int) throws -> Value? {
        for type in extensionDefinitions(chain) {
            guard let definition = type.properties.first(where: { $0.name == name }), let getter = definition.getter else { continue }
            let function = FunctionDef(name: name, parameters: [], body: getter, isOverride: false, offset: definition.offset,
                                       referencedNames: [])
            return try coerce(try invoke(Closure(body: .function(function), captured: globals), [], self: receiver, at: offset),
                              to: definition.type, at: offset)
        }
        return nil
    }

    /// A method of an extension whose labels fit, or nil.
    func callExtensionMethod(_ name: String, on receiver: Value, chain: [String], _ arguments: [CallArgument],
                             at offset: Int) throws -> Value? {
        for type in extensionDefinitions(chain) {
            if let result = try call(type.methods.values.filter { $0.name == name }, self: receiver, arguments, at: offset) {
                return result
            }
        }
        return nil
    }

    /// `Type.name` declared `static` in an extension: a `static let` is evaluated once, on first use.
    func staticExtensionProperty(_ typeName: String, _ name: String, at offset: Int) throws -> Value? {
        guard let definition = uikitExtensions[typeName]?.staticProperties.first(where: { $0.name == name }) else { return nil }
        if let getter = definition.getter {
            let function = FunctionDef(name: name, parameters: [], body: getter, isOverride: false, offset: definition.offset,
                                       referencedNames: [])
            return try coerce(try invoke(Closure(body: .function(function), captured: globals), [], self: .type(typeName),
                                         at: offset), to: definition.type, at: offset)
        }
        let key = typeName + "." + name
        if let cached = staticValues[key] { return cached }
        guard let initializer = definition.initializer else { return .null }
        let value = try evaluateInitializer(initializer, of: definition, self: nil)
        staticValues[key] = value
        return value
    }

    /// `Counter.total += 1`: a `static var` of a struct, enum or extension. False when there is none.
    func setStaticProperty(_ name: String, of typeName: String, _ value: Value, at offset: Int) throws -> Bool {
        guard let definition = uikitExtensions[typeName]?.staticProperties.first(where: { $0.name == name }),
              definition.getter == nil else { return false }
        if definition.isConstant {
            throw error("cannot assign to property: `\(typeName).\(name)` is a `let` constant", at: offset, code: .immutableValue)
        }
        staticValues[typeName + "." + name] = try coerce(value, to: definition.type, at: offset)
        return true
    }

    func callStaticExtensionMethod(_ typeName: String, _ name: String, _ arguments: [CallArgument],
                                   at offset: Int) throws -> Value? {
        guard let type = uikitExtensions[typeName] else { return nil }
        return try call(type.staticMethods.values.filter { $0.name == name }, self: .type(typeName), arguments, at: offset)
    }

    private func call(_ candidates: [FunctionDef], self receiver: Value, _ arguments: [CallArgument],
                      at offset: Int) throws -> Value? {
        for method in candidates.sorted(by: { $0.selector < $1.selector }) {
            let shapes = method.parameters.map {
                ParameterShape(label: $0.label, isClosure: $0.type?.unwrapped == .function, hasDefault: $0.defaultValue != nil)
            }
            guard let mapping = ArgumentMatcher.match(arguments, to: shapes) else { continue }
            let values = try evaluateArguments(arguments, mapping, types: method.parameters.map(\.type))
            return try invoke(Closure(body: .function(method), captured: globals), values, self: receiver, at: offset)
        }
        return nil
    }
}
