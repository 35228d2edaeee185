/// Escaping for text placed in HTML or XML (inline SVG), in element content and in quoted attributes.
///
/// Scenario text (names, prints, titles, arguments) is untrusted: one function escapes all five
/// significant characters so that the same string is safe in every position we write it. Control
/// characters that neither XML nor HTML allow become U+FFFD, so a stray `\u{1}` in a print cannot
/// make the page invalid.
enum MarkupEscaping {
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
}

private extension MarkupEscaping {
    static func needsWork(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'": return true
        default: return isForbidden(scalar)
        }
    }

    /// C0 controls other than tab, line feed and carriage return, DEL and C1 controls, and the
    /// noncharacters U+FFFE/U+FFFF: rejected by XML 1.0 or reported by the HTML checker.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value != 0x09 && value != 0x0A && value != 0x0D }
        return (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF
    }
}
