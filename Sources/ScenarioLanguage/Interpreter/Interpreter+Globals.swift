import LifecycleEngine

extension Interpreter {
    /// The predefined names: the key window and the device (`simulator`).
    func defineGlobals() {
        globals.define("window", Variable(.object(engine.window), isConstant: true))
        namedObjects.insert(engine.window.id)
        globals.define("simulator", Variable(.singleton(.simulator), isConstant: true))
    }
}
