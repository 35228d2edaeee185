import LifecycleEngine

/// Display names: an object is known by the variable or property it is first bound to.
extension Interpreter {
    /// Names an object after the variable or property it is first bound to (`let b = …` → `b`).
    func bindName(_ value: Value, as name: String) {
        guard case .object(let object) = value, !name.hasPrefix("$"), name != "_",
              namedObjects.insert(object.id).inserted else { return }
        let old = object.name
        object.name = uniqueName(name, for: object)
        // A controller's root view is known as `<controller>.view`.
        if let controller = object as? ViewController, let view = controller.viewIfLoaded, view.name == old + ".view" {
            view.name = uniqueName(object.name + ".view", for: view)
        }
    }

    /// `name`, or `name#2`, `name#3`… if a live object already has it.
    func uniqueName(_ name: String, for object: EngineObject) -> String {
        let taken = Set(engine.objects.lazy.filter { $0 !== object && !$0.isDeinitialized }.map(\.name))
        if !taken.contains(name) { return name }
        var counter = 2
        while taken.contains("\(name)#\(counter)") { counter += 1 }
        return "\(name)#\(counter)"
    }
}
