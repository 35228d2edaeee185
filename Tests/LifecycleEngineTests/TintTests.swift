import LifecycleEngine
import Testing

/// Tint inheritance (UIView.h: "-tintColorDidChange is sent to appropriate subviews of a view when its
/// tintColor is changed by client code or to subviews in the view hierarchy of a view whose tintColor is
/// implicitly changed when its superview or tintAdjustmentMode changes"). The calls' positions are inferred.
@Suite struct TintTests {
    func tintCalls(_ engine: Engine) -> [String] {
        engine.events().filter { $0.method == Method.tintColorDidChange.rawValue }
            .map { "\($0.receiver!)" + ($0.inferred ? "*" : "") }
    }

    @Test func aSetColorReachesTheViewsThatInheritIt() {
        let engine = Engine()
        let card = View(in: engine, name: "card"), icon = View(in: engine, name: "icon")
        let badge = View(in: engine, name: "badge"), dot = View(in: engine, name: "dot")
        for view in [card, icon, badge, dot] { engine.hold(view) }
        engine.run {
            try badge.setTintColor("orange")
            try card.addSubview(icon)
            try card.addSubview(badge)
            try badge.addSubview(dot)
            try card.setTintColor("purple")
            try icon.setTintColor("purple")
            try icon.setTintColor("purple")
        }
        // dot takes badge's color when added under it; badge (own color) and dot keep theirs when card's is
        // set; icon set to what it inherited is still told; setting the same color twice tells nobody.
        expectTrace(tintCalls(engine), ["badge*", "dot*", "card*", "icon*", "icon*"])
        #expect(dot.effectiveTintColor == "orange")
    }

    @Test func movingUnderADifferentTintAndDimming() {
        let engine = Engine()
        let green = View(in: engine, name: "green"), plain = View(in: engine, name: "plain")
        let icon = View(in: engine, name: "icon")
        for view in [green, plain, icon] { engine.hold(view) }
        engine.run {
            try green.setTintColor("green")
            try plain.addSubview(icon)
            try green.addSubview(icon)
            try icon.removeFromSuperview()
            try plain.addSubview(icon)
            try plain.setTintAdjustmentMode(.dimmed)
            try plain.setTintAdjustmentMode(.normal)
        }
        expectTrace(tintCalls(engine), ["green*", "icon*", "icon*", "plain*", "icon*", "plain*", "icon*"])
        #expect(icon.effectiveTintAdjustmentMode == .normal)
    }
}
