/// The navigation controller's own push animation (the parallax slide of iOS 7 and later) does not slide
/// the covered controller's view where it stands: it first puts it into a dimming view of its own, which
/// is not in the window yet, then puts that view into the container. The covered view therefore leaves
/// the window and comes back as the push starts, and leaves again as it ends (a 2023 device log, trace
/// 14: `willMove(toWindow: nil)`, `willMove(toWindow: window)`, `willMove(toWindow: nil)` between the
/// covered controller's `viewWillDisappear` and `viewDidDisappear`). Which UIKit view does the dimming is
/// not in the log; that it is wrapped off-window is what the callbacks show. The parallax push arrived with
/// iOS 7; that earlier versions wrap the same way as the 2023 device is assumed.
///
/// One dimming view per navigation controller, kept between pushes (made on the first animated push).
struct ParallaxDimming {
    let dimmingView: View

    static func make(for container: View, engine: Engine) -> ParallaxDimming {
        let dimming = View(in: engine, name: container.name + ".dimmingView", frame: container.bounds)
        dimming.isMadeByUIKit = true
        return ParallaxDimming(dimmingView: dimming)
    }

    /// Moves `covered` into the dimming view, off the window, then the dimming view into `container` at the
    /// bottom.
    func wrap(_ covered: View, in container: View, engine: Engine) throws {
        dimmingView.setFrame(container.bounds)
        try engine.send(.addSubview, to: dimmingView, [.object(covered)])
        try engine.send(.insertSubviewAt, to: container, [.object(dimmingView), .int(0)])
    }

    /// Takes the emptied dimming view out of the container once the transition has removed the covered view.
    func unwrap(engine: Engine) throws {
        guard dimmingView.superview != nil else { return }
        try engine.send(.removeFromSuperview, to: dimmingView)
    }
}
