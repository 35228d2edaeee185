/// The one way numbers are written into the diagram: coordinates with at most one decimal,
/// integers without a decimal point, never `-0`. The same trace always gives the same bytes.
enum DiagramNumber {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int((value * 10).rounded())
        return fixed(tenths, scale: 10)
    }

    /// Simulated time for separator labels: up to two decimals, trailing zeros dropped (`0.35 s`, `2 s`).
    static func seconds(_ value: Double) -> String {
        guard value.isFinite else { return "0 s" }
        let hundredths = Int((value * 100).rounded())
        return fixed(hundredths, scale: 100) + " s"
    }
}

private extension DiagramNumber {
    /// `units / scale` written in decimal, trailing fractional zeros removed.
    static func fixed(_ units: Int, scale: Int) -> String {
        if units == 0 { return "0" }
        let sign = units < 0 ? "-" : ""
        let magnitude = units.magnitude
        let whole = magnitude / UInt(scale)
        let fraction = magnitude % UInt(scale)
        guard fraction != 0 else { return sign + String(whole) }
        let width = String(scale).count - 1
        var digits = String(fraction)
        digits = String(repeating: "0", count: width - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return sign + String(whole) + "." + digits
    }
}
