/// `UIScrollView`: scrolling moves the bounds origin, and a scroll view lays itself out when it scrolls
/// (seed S3.6, spec §4.5).
public class ScrollView: View {
    public override class var uikitClassName: String { "UIScrollView" }

    public var contentSize = Size.zero

    /// The `contentOffset` of the scroll view: the origin of its bounds.
    public var contentOffset: Point { boundsOrigin }

    /// The `contentOffset` setter (what a user's drag or `setContentOffset(_:animated:)` ends in).
    public func setContentOffset(_ offset: Point) {
        setBounds(Rect(origin: offset, size: bounds.size))
    }

    override func boundsOriginDidChange() {
        markNeedsLayout()
    }
}
