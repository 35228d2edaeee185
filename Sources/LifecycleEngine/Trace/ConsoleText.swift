/// Text that scenario code hands the trace (printed lines, string arguments), made safe for every format
/// that shows it. Control characters become Swift escapes (`\r`, `\t`, `\u{1B}`), so a printed `"\r\n"` cannot
/// start a new line in a line-based format (an expectation block, a Mermaid statement, a table row) and an
/// escape sequence cannot restyle a terminal. Everything else, Chinese included, is kept as written.
public enum ConsoleText {
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else { result.unicodeScalars.append(scalar); continue }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    /// C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
