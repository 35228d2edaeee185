import LifecycleEngine

/// Display names: an object is known by the variable or property it is first bound to.
extension Interpreter {
    /// Names an object after the variable or property it is first bound to (`let b = …` → `b`).
    func bindName(_ value: Value, as name: String) {
        guard case .object(let object) = value, !name.hasPrefix("$"), name != "_",
              namedObjects.insert(object.id).inserted else { return }
        // An object without a name yet (most, bound as they are made) has no view named after it: its
        // default name is not made just to be replaced.
        let old = object.hasName ? object.name : nil
        object.name = uniqueName(name, for: object)
        // A controller's root view is known as `<controller>.view`.
        if let old, let controller = object as? ViewController, let view = controller.viewIfLoaded, view.name == old + ".view" {
            view.name = uniqueName(object.name + ".view", for: view)
        }
    }

    /// `name`, or `name#2`, `name#3`… if a live object already has it: the smallest suffix that is free.
    ///
    /// The engine answers "is this name taken" from an index; the search for a suffix starts where the
    /// last one for this name ended, unless objects were released since (their suffixes may be free), so
    /// 60,000 objects bound to one name cost linear time, not quadratic.
    func uniqueName(_ name: String, for object: EngineObject) -> String {
        if !engine.isNameTaken(name, by: object) { return name }
        var counter = 2
        if let hint = suffixHints[name], hint.releases == engine.releasedCount { counter = hint.next }
        while engine.isNameTaken("\(name)#\(counter)", by: object) { counter += 1 }
        suffixHints[name] = (counter + 1, engine.releasedCount)
        return "\(name)#\(counter)"
    }
}
