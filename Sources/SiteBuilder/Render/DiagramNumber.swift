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
    /// `units / scale` written in decimal, trailing fractional zeros removed. `scale` is a power of ten.
    static func fixed(_ units: Int, scale: Int) -> String {
        if units == 0 { return "0" }
        let magnitude = units.magnitude
        var text = units < 0 ? "-" : ""
        text += String(magnitude / UInt(scale))
        var fraction = magnitude % UInt(scale)
        guard fraction != 0 else { return text }
        text += "."
        // The fraction's digits from the first, stopping after the last that is not zero.
        var place = UInt(scale) / 10
        while fraction != 0 {
            text.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "0") + UInt8(fraction / place)))
            fraction %= place
            place /= 10
        }
        return text
    }
}
