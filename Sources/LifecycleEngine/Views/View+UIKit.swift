/// UIKit's implementations of `UIView`'s methods: what `super` reaches from an override.
extension View {
    func viewImplementation(_ method: Method, _ arguments: [Argument]) throws -> Argument? {
        switch method {
        case .addSubview:
            if let view = arguments.view(0) { try insertSubviewNow(view, at: subviews.count) }
        case .insertSubviewAt:
            if let view = arguments.view(0) { try insertSubviewNow(view, at: arguments.count > 1 ? arguments[1].intValue ?? subviews.count : subviews.count) }
        case .insertSubviewAbove:
            if let view = arguments.view(0) {
                try insertSubviewNow(view, at: index(of: arguments.view(1)).map { $0 + 1 } ?? subviews.count)
            }
        case .insertSubviewBelow:
            if let view = arguments.view(0) {
                try insertSubviewNow(view, at: index(of: arguments.view(1)) ?? subviews.count)
            }
        case .removeFromSuperview:
            try removeFromSuperviewNow()
        case .bringSubviewToFront:
            if let view = arguments.view(0) { reorder(view, toFront: true) }
        case .sendSubviewToBack:
            if let view = arguments.view(0) { reorder(view, toFront: false) }
        case .setNeedsLayout:
            markNeedsLayout()
        case .layoutSubviews:
            // UIKit's implementation applies the layout Auto Layout computed to the subviews (spec §4.1).
            for subview in subviews where subview.superview === self { subview.applyConstrainedSize() }
        case .layoutIfNeeded:
            try engine.layOutNow(self)
        case .setNeedsDisplay:
            markNeedsDisplay(in: nil)
        case .setNeedsDisplayInRect:
            // An empty rectangle invalidates nothing (seed S3.7).
            if let rect = arguments.first?.rectValue, !rect.isEmpty { markNeedsDisplay(in: rect) }
        case .sizeThatFits:
            // "The default implementation returns the existing size of the view."
            return .size(bounds.size)
        case .sizeToFit:
            let fitting = try engine.send(.sizeThatFits, to: self, [.size(bounds.size)]).sizeValue ?? bounds.size
            setFrame(Rect(origin: frame.origin, size: fitting))
        case .setNeedsUpdateConstraints:
            needsUpdateConstraints = true
            engine.requestCommit()
        case .updateConstraintsIfNeeded:
            try engine.updateConstraints(in: self)
        case .updateConstraints:
            // UIView's implementation updates the constraints that hold a view to its content size, which asks
            // for that size; a view that keeps its autoresizing mask has none (the position is inferred).
            if !translatesAutoresizingMaskIntoConstraints {
                try engine.inferred { _ = try engine.send(.intrinsicContentSize, to: self) }
            }
        case .intrinsicContentSize:
            // `UIView.noIntrinsicMetric` in both dimensions: content (text, images) is not measured.
            return .size(Size(width: -1, height: -1))
        case .safeAreaInsetsDidChange:
            // A controller's root view tells its controller (an override that skips super silences it).
            if let owningController { try engine.send(.viewSafeAreaInsetsDidChange, to: owningController) }
        case .layoutMarginsDidChange:
            if let owningController { try engine.send(.viewLayoutMarginsDidChange, to: owningController) }
        default:
            return nil
        }
        return .void
    }
}
