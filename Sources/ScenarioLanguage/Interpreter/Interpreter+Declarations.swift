import LifecycleEngine

/// `let`/`var` and `func` declarations in code.
extension Interpreter {
    func declare(_ definition: VariableDef) throws {
        if definition.getter != nil {
            throw error("computed variables are supported only as class members", at: definition.offset)
        }
        guard let initializer = definition.initializer else {
            let isOptional = definition.type?.isOptional ?? false
            environment.define(definition.name, Variable(
                isOptional ? .null : .void, isConstant: definition.isConstant, isWeak: definition.isWeak,
                isInitialized: isOptional && !definition.isConstant, type: definition.type))
            return
        }
        let value = try coerce(try evaluate(initializer, hint: definition.type), to: definition.type,
                               at: initializer.offset)
        if definition.name == "_" { return }
        bindName(value, as: definition.name)
        environment.define(definition.name, Variable(value, isConstant: definition.isConstant, isWeak: definition.isWeak,
                                                     type: definition.type))
    }

    func declare(_ function: FunctionDef) {
        let closure = Closure(body: .function(function), captured: environment, owner: ownerStack.last ?? nil)
        track(closure)
        environment.define(function.name, Variable(.closure(closure), isConstant: true))
    }
}
