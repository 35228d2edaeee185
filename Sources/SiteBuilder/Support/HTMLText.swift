/// Escaping for the text the site builder writes into HTML and XML itself (titles, headings, URLs,
/// diagnostics on the page). The five significant characters are replaced in element content and in
/// quoted attributes alike, so one function is safe wherever it is used. Control characters that HTML and
/// XML reject become U+FFFD, so a stray `\u{1}` in a title cannot make a page invalid.
enum HTMLText {
    static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsWork) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(isForbidden(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }

    private static func needsWork(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'": true
        default: isForbidden(scalar)
        }
    }

    /// C0 controls other than tab, line feed and carriage return, DEL and C1 controls, U+FFFE and U+FFFF.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value != 0x09 && value != 0x0A && value != 0x0D }
        return (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF
    }
}
