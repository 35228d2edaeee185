/// The root view of a container controller (UIKit's `UILayoutContainerView`): it keeps its children's
/// views filling it and lets its controller start deferred transitions from its layout.
final class ContainerView: View {
    override class var uikitClassName: String { "UILayoutContainerView" }

    /// Run by UIKit's `layoutSubviews()`, after the children's frames are set.
    var onLayout: (() throws -> Void)?

    /// The root view UIKit makes for a container controller: screen-sized, named after it, and running the
    /// container's own work (a deferred transition, showing the selected child) as it is laid out.
    static func rootView(of controller: ViewController, onLayout: (() throws -> Void)? = nil) -> ContainerView {
        let view = ContainerView(in: controller.engine, name: controller.name + ".view", frame: Window.screenBounds)
        view.isMadeByUIKit = true
        view.onLayout = onLayout
        // UIKit's `loadView()` makes a root view that follows its container's size.
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }

    override func uikitImplementation(_ method: Method, _ arguments: [Argument]) throws -> Argument {
        guard method == .layoutSubviews else { return try super.uikitImplementation(method, arguments) }
        // Children fill the container's width and reach its bottom; each keeps the top it was placed at
        // (below the bars for a child that does not extend under them).
        for subview in subviews where subview.owningController != nil {
            let top = min(max(0, subview.frame.origin.y), bounds.size.height)
            subview.setFrame(Rect(x: 0, y: top, width: bounds.size.width, height: bounds.size.height - top))
        }
        try onLayout?()
        return .void
    }
}
