/// JSON string literals, written the one way every JSON the project emits spells them.
public enum JSONText {
    /// `text` as a JSON string. `insideScript` also escapes `<`, `>`, `&` and the two JavaScript line
    /// separators, so a literal embedded in a `<script>` element can never close it.
    public static func quote(_ text: String, insideScript: Bool = false) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<" where insideScript: result += "\\u003c"
            case ">" where insideScript: result += "\\u003e"
            case "&" where insideScript: result += "\\u0026"
            case "\u{2028}" where insideScript: result += "\\u2028"
            case "\u{2029}" where insideScript: result += "\\u2029"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
