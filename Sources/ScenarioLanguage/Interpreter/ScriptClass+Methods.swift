import LifecycleEngine

extension ScriptClass {
    /// Methods with base name `name`, nearest class first.
    func methods(named name: String) -> [(FunctionDef, ScriptClass)] {
        var result: [(FunctionDef, ScriptClass)] = []
        var current: ScriptClass? = self
        while let type = current {
            for selector in type.definition.methods.keys.sorted() where type.definition.methods[selector]!.name == name {
                result.append((type.definition.methods[selector]!, type))
            }
            current = type.superclass
        }
        return result
    }

    func hasMethod(named name: String) -> Bool { !methods(named: name).isEmpty }
}
