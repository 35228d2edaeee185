/// Plain geometry values standing in for `CGPoint`, `CGSize` and `CGRect`.
///
/// The engine has its own types so that it never depends on Foundation's CoreGraphics shims;
/// the scenario language maps the `CG` spellings onto them.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// UIKit draws nothing into a layer with no area.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
}

public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    public var isEmpty: Bool { size.isEmpty }

    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }

    /// Whether the two share some area (`CGRect.intersects(_:)`); an empty rectangle meets nothing.
    public func intersects(_ other: Rect) -> Bool {
        guard !isEmpty, !other.isEmpty else { return false }
        return origin.x < other.maxX && other.origin.x < maxX && origin.y < other.maxY && other.origin.y < maxY
    }

    /// The smallest rectangle containing both; an empty rectangle contributes nothing.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let minX = min(origin.x, other.origin.x), minY = min(origin.y, other.origin.y)
        let maxX = max(origin.x + size.width, other.origin.x + other.size.width)
        let maxY = max(origin.y + size.height, other.origin.y + other.size.height)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Formats numbers the way Swift source spells them: `100`, not `100.0`; `0.35`, not `0.35000000000000003`.
func formatNumber(_ value: Double) -> String {
    if value.isNaN || value.isInfinite { return "\(value)" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    return "\(rounded)"
}

extension Point: CustomStringConvertible {
    public var description: String { "CGPoint(x: \(formatNumber(x)), y: \(formatNumber(y)))" }
}

extension Size: CustomStringConvertible {
    public var description: String { "CGSize(width: \(formatNumber(width)), height: \(formatNumber(height)))" }
}

extension Rect: CustomStringConvertible {
    public var description: String {
        "CGRect(x: \(formatNumber(origin.x)), y: \(formatNumber(origin.y)), "
            + "width: \(formatNumber(size.width)), height: \(formatNumber(size.height)))"
    }
}
