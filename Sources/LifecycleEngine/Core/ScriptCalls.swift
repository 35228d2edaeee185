/// Typed entry points for code that drives the engine as an app would: each is a `call` event, reaches
/// a scenario override first, and then UIKit's implementation.
extension View {
    public func addSubview(_ view: View) throws { try call(.addSubview, [.object(view)]) }
    public func insertSubview(_ view: View, at index: Int) throws { try call(.insertSubviewAt, [.object(view), .int(index)]) }
    public func insertSubview(_ view: View, aboveSubview sibling: View) throws {
        try call(.insertSubviewAbove, [.object(view), .object(sibling)])
    }
    public func insertSubview(_ view: View, belowSubview sibling: View) throws {
        try call(.insertSubviewBelow, [.object(view), .object(sibling)])
    }
    public func removeFromSuperview() throws { try call(.removeFromSuperview) }
    public func bringSubviewToFront(_ view: View) throws { try call(.bringSubviewToFront, [.object(view)]) }
    public func sendSubviewToBack(_ view: View) throws { try call(.sendSubviewToBack, [.object(view)]) }
    public func setNeedsLayout() throws { try call(.setNeedsLayout) }
    public func layoutIfNeeded() throws { try call(.layoutIfNeeded) }
    public func setNeedsDisplay() throws { try call(.setNeedsDisplay) }
    public func setNeedsDisplay(_ rect: Rect) throws { try call(.setNeedsDisplayInRect, [.rect(rect)]) }
    public func sizeToFit() throws { try call(.sizeToFit) }
    public func setNeedsUpdateConstraints() throws { try call(.setNeedsUpdateConstraints) }
    public func updateConstraintsIfNeeded() throws { try call(.updateConstraintsIfNeeded) }
    /// Calling `draw(_:)` by hand: the body runs without a graphics context (seed S3.7).
    public func draw(_ rect: Rect) throws { try call(.draw, [.rect(rect)]) }
}

extension Window {
    public func makeKeyAndVisible() throws { try call(.makeKeyAndVisible) }
}

extension ViewController {
    public func loadViewIfNeeded() throws { try call(.loadViewIfNeeded) }
    public func addChild(_ child: ViewController) throws { try call(.addChild, [.object(child)]) }
    public func removeFromParent() throws { try call(.removeFromParent) }
    public func willMove(toParent parent: ViewController?) throws { try call(.willMoveToParent, [.object(parent)]) }
    public func didMove(toParent parent: ViewController?) throws { try call(.didMoveToParent, [.object(parent)]) }
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) throws {
        try call(.beginAppearanceTransition, [.bool(isAppearing), .bool(animated)])
    }
    public func endAppearanceTransition() throws { try call(.endAppearanceTransition) }
    public func present(_ controller: ViewController, animated: Bool, completion: Block? = nil) throws {
        try call(.present, [.object(controller), .bool(animated), .block(completion)])
    }
    public func dismiss(animated: Bool, completion: Block? = nil) throws {
        try call(.dismiss, [.bool(animated), .block(completion)])
    }
    public func transition(from: ViewController, to: ViewController, duration: Double,
                           animations: Block? = nil, completion: Block? = nil) throws {
        try call(.transition, [.object(from), .object(to), .double(duration), .enumCase("[]"),
                               .block(animations), .block(completion)])
    }
}

extension NavigationController {
    public func pushViewController(_ controller: ViewController, animated: Bool) throws {
        try call(.pushViewController, [.object(controller), .bool(animated)])
    }
    @discardableResult
    public func popViewController(animated: Bool) throws -> ViewController? {
        try call(.popViewController, [.bool(animated)]).objectValue as? ViewController
    }
    public func popToRootViewController(animated: Bool) throws { try call(.popToRootViewController, [.bool(animated)]) }
    public func popToViewController(_ controller: ViewController, animated: Bool) throws {
        try call(.popToViewController, [.object(controller), .bool(animated)])
    }
    public func setViewControllers(_ list: [ViewController], animated: Bool) throws {
        try call(.setViewControllers, [.objects(list), .bool(animated)])
    }
}

extension EngineObject {
    @discardableResult
    func call(_ method: Method, _ arguments: [Argument] = []) throws -> Argument {
        try engine.send(method, to: self, arguments, from: .script)
    }
}
