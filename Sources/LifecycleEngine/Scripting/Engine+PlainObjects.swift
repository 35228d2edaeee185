/// Objects of classes that derive from no UIKit class (`NSObject` subclasses such as delegates, and
/// plain Swift classes): the engine tracks them only for their lifetime and their `deinit`.
extension Engine {
    public func makeObject(name: String? = nil, behavior: Behavior?, uikitClass: String? = nil) -> EngineObject {
        EngineObject(engine: self, name: name, behavior: behavior, uikitClass: uikitClass)
    }
}
