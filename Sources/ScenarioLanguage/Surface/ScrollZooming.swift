import LifecycleEngine

/// `UIScrollView` zooming made in code (`zoomScale`, `setZoomScale(_:animated:)`, `zoom(to:animated:)`).
/// A zoom asks the delegate for the view to zoom (`viewForZooming(in:)`); with no delegate, no such method
/// or a nil answer nothing zooms and `zoomScale` stays, as in UIKit. The scale is clamped to
/// `minimumZoomScale`…`maximumZoomScale` (both 1 by default, so a scroll view zooms only once they are
/// set); the zoomed view's transform becomes that scale, the content size its bounds' size scaled, and the
/// delegate is told (`scrollViewDidZoom(_:)`). UIKit's documentation calls `scrollViewWillBeginZooming(_:with:)`
/// and `scrollViewDidEndZooming(_:with:atScale:)` for pinches and for animated zoom changes only, so they
/// come around an `animated: true` zoom (applied at once, like `setContentOffset(_:animated:)`), never
/// around one that is not animated. Changing the minimum or maximum alone changes no scale.
enum ScrollZooming {
    static let members: [SurfaceMember] = [
        stored("UIScrollView", "minimumZoomScale", "CGFloat", .none, default: .double(1)),
        stored("UIScrollView", "maximumZoomScale", "CGFloat", .none, default: .double(1)),
        computed("UIScrollView", "zoomScale", "CGFloat", get: { call in
            .double(scale(of: try call.receiverObject(ScrollView.self), call.interpreter))
        }, set: { call in
            try zoom(to: try call.number(0), animated: false, call)
        }),
        method("UIScrollView", "setZoomScale", [param(nil, .number), param("animated", .bool)], .engine) { call in
            try zoom(to: try call.number(0), animated: try call.bool(1), call)
            return .void
        },
        method("UIScrollView", "zoom", [param("to", .rect), param("animated", .bool)], .engine) { call in
            try zoom(toShow: try call.rect(0), animated: try call.bool(1), call)
            return .void
        },
        // Only a pinch in progress (or its bounce back inside the limits) is zooming; code never is.
        computed("UIScrollView", "isZooming", "Bool", get: { _ in .bool(false) }),
        computed("UIScrollView", "isZoomBouncing", "Bool", get: { _ in .bool(false) }),
    ]

    static func scale(of scrollView: ScrollView, _ interpreter: Interpreter) -> Double {
        SurfaceObjects.storedValue("zoomScale", of: scrollView, interpreter)?.number ?? 1
    }

    private static func limit(_ name: String, of scrollView: ScrollView, _ interpreter: Interpreter) -> Double {
        SurfaceObjects.storedValue(name, of: scrollView, interpreter)?.number ?? 1
    }

    /// `setZoomScale(_:animated:)` and the `zoomScale` setter.
    static func zoom(to requested: Double, animated: Bool, _ call: BuiltinCall) throws {
        let scrollView = try call.receiverObject(ScrollView.self)
        guard let delegate = delegate(of: scrollView, call.interpreter),
              case .object(let object)? = try send("viewForZooming(in:)", [.object(scrollView)], to: delegate, call),
              let zoomed = object as? View
        else { return }
        let interpreter = call.interpreter
        let scale = max(limit("minimumZoomScale", of: scrollView, interpreter),
                        min(limit("maximumZoomScale", of: scrollView, interpreter), requested))
        if animated {
            _ = try send("scrollViewWillBeginZooming(_:with:)", [.object(scrollView), .object(zoomed)], to: delegate, call)
        }
        if scale != Self.scale(of: scrollView, interpreter) {
            interpreter.inertProperties[scrollView.id, default: [:]]["zoomScale"] = .double(scale)
            interpreter.inertProperties[zoomed.id, default: [:]]["transform"] = AffineTransforms.value(.scale(scale, scale))
            let size = zoomed.bounds.size
            scrollView.contentSize = Size(width: size.width * scale, height: size.height * scale)
            _ = try send("scrollViewDidZoom(_:)", [.object(scrollView)], to: delegate, call)
        }
        if animated {
            _ = try send("scrollViewDidEndZooming(_:with:atScale:)", [.object(scrollView), .object(zoomed), .double(scale)],
                         to: delegate, call)
        }
    }

    /// `zoom(to:animated:)`: the scale that fits `rect` (in the zoomed view's coordinates) in the scroll view,
    /// then the content offset that puts the rect's center in the middle, kept inside the content.
    static func zoom(toShow rect: Rect, animated: Bool, _ call: BuiltinCall) throws {
        let scrollView = try call.receiverObject(ScrollView.self)
        guard rect.size.width > 0, rect.size.height > 0 else { return }
        let bounds = scrollView.bounds.size
        try zoom(to: min(bounds.width / rect.size.width, bounds.height / rect.size.height), animated: animated, call)
        let scale = Self.scale(of: scrollView, call.interpreter)
        let content = scrollView.contentSize
        let x = min(max(0, (rect.origin.x + rect.size.width / 2) * scale - bounds.width / 2), max(0, content.width - bounds.width))
        let y = min(max(0, (rect.origin.y + rect.size.height / 2) * scale - bounds.height / 2), max(0, content.height - bounds.height))
        guard Point(x: x, y: y) != scrollView.contentOffset else { return }
        scrollView.setContentOffset(Point(x: x, y: y))
        try ScrollDelegates.didScroll(call)
    }

    private static func delegate(of scrollView: ScrollView, _ interpreter: Interpreter) -> EngineObject? {
        guard case .object(let delegate)? = SurfaceObjects.storedValue("delegate", of: scrollView, interpreter),
              !delegate.isDeinitialized else { return nil }
        return delegate
    }

    /// Calls the delegate's method `selector` if its class has it, as a callback row with UIKit's arguments;
    /// nil when it has none.
    private static func send(_ selector: String, _ arguments: [Value], to delegate: EngineObject,
                             _ call: BuiltinCall) throws -> Value? {
        let baseName = String(selector.prefix { $0 != "(" })
        guard let instance = delegate.behavior as? ScriptInstance,
              let (method, owner) = instance.scriptClass.methods(named: baseName).first(where: {
                  $0.0.parameters.count == arguments.count && $0.0.selector == selector
              })
        else { return nil }
        let interpreter = call.interpreter
        return try call.engine.deliverAction(method.selector, to: delegate, arguments.map(\.argument)) {
            try interpreter.fromEngine {
                try interpreter.invoke(Closure(body: .function(method), captured: interpreter.globals, owner: owner),
                                       arguments, self: .object(delegate), at: call.offset)
            }
        }
    }
}
