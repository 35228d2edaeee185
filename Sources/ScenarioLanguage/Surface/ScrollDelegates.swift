import LifecycleEngine

/// `UIScrollViewDelegate.scrollViewDidScroll(_:)`: a scroll view tells its delegate after every change of
/// its content offset, before the layout the change asks for. The delegate is held weakly.
enum ScrollDelegates {
    static func didScroll(_ call: BuiltinCall) throws {
        let scrollView = try call.receiverObject(ScrollView.self)
        guard case .object(let delegate)? = call.interpreter.inertProperties[scrollView.id]?["delegate"],
              !delegate.isDeinitialized,
              let instance = delegate.behavior as? ScriptInstance,
              instance.scriptClass.methods(named: "scrollViewDidScroll").contains(where: { $0.0.parameters.count == 1 })
        else { return }
        try TargetAction.perform("scrollViewDidScroll(_:)", on: .object(delegate), sender: .object(scrollView), call)
    }
}
