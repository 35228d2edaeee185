/// The root view of a container controller (UIKit's `UILayoutContainerView`): it keeps its children's
/// views filling it and lets its controller start deferred transitions from its layout.
final class ContainerView: View {
    override class var uikitClassName: String { "UILayoutContainerView" }

    /// Run by UIKit's `layoutSubviews()`, after the children's frames are set.
    var onLayout: (() throws -> Void)?

    override func uikitImplementation(_ method: Method, _ arguments: [Argument]) throws -> Argument {
        guard method == .layoutSubviews else { return try super.uikitImplementation(method, arguments) }
        for subview in subviews where subview.owningController != nil {
            subview.setFrame(bounds)
        }
        try onLayout?()
        return .void
    }
}
