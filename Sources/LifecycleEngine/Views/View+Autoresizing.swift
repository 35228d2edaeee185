/// Springs and struts: when a view's size changes, UIKit resizes at once (inside the `frame`/`bounds`
/// setter, before any layout pass) each subview that translates its autoresizing mask, by the mask.
/// Along an axis the size difference is shared among the flexible parts (margin before, size, margin
/// after) in proportion to their old lengths, as UIKit's documentation of `UIView.AutoresizingMask`
/// says; a subview whose size changes that way is laid out like any resized view.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The options by their Swift names, in UIKit's bit order.
    public static let named: [(name: String, option: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]
}

extension View {
    /// Applies the subviews' masks after this view's size changed from `oldSize`.
    func resizeSubviews(from oldSize: Size) {
        guard autoresizesSubviews else { return }
        let newSize = storedFrame.size
        for subview in subviews where subview.superview === self {
            // A view placed by constraints ignores its mask.
            guard subview.translatesAutoresizingMaskIntoConstraints, !subview.autoresizingMask.isEmpty else { continue }
            let mask = subview.autoresizingMask
            let frame = subview.frame
            let (x, width) = Self.share(newSize.width - oldSize.width, start: frame.origin.x, length: frame.size.width,
                                        end: oldSize.width - frame.origin.x - frame.size.width,
                                        flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                   mask.contains(.flexibleRightMargin)))
            let (y, height) = Self.share(newSize.height - oldSize.height, start: frame.origin.y, length: frame.size.height,
                                         end: oldSize.height - frame.origin.y - frame.size.height,
                                         flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                    mask.contains(.flexibleBottomMargin)))
            subview.setFrame(Rect(x: x, y: y, width: width, height: height))
        }
    }

    /// One axis: the new origin and length after `delta` is shared among the flexible parts.
    private static func share(_ delta: Double, start: Double, length: Double, end: Double,
                              flexible: (start: Bool, length: Bool, end: Bool)) -> (Double, Double) {
        let parts = [(flexible.start, max(start, 0)), (flexible.length, max(length, 0)), (flexible.end, max(end, 0))]
        let flexibleParts = parts.filter(\.0)
        guard delta != 0, !flexibleParts.isEmpty else { return (start, length) }
        let total = flexibleParts.reduce(0) { $0 + $1.1 }
        func portion(_ index: Int) -> Double {
            guard parts[index].0 else { return 0 }
            return total > 0 ? delta * parts[index].1 / total : delta / Double(flexibleParts.count)
        }
        return (start + portion(0), max(0, length + portion(1)))
    }
}
