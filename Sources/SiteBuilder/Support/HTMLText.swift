/// Escaping for text written into HTML and XML (pages and inline SVG): titles, headings, URLs, scenario
/// names, prints and arguments. Scenario text is untrusted, so the five significant characters are
/// replaced in element content and in quoted attributes alike, and one function is safe wherever it is
/// used. Control characters that HTML and XML reject become U+FFFD, so a stray `\u{1}` in a print cannot
/// make a page invalid.
enum HTMLText {
    static func escape(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
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

    /// Most text is plain: one pass over the UTF-8 bytes decides. Bytes from 0xC2 up may start a C1
    /// control or a noncharacter, so any non-ASCII text takes the careful path.
    private static func needsEscaping(_ text: String) -> Bool {
        for byte in text.utf8 {
            switch byte {
            case 0x26, 0x3C, 0x3E, 0x22, 0x27, 0x7F: return true
            case 0x09, 0x0A, 0x0D: continue
            case ..<0x20: return true
            case 0x80...: return text.unicodeScalars.contains(where: needsWork)
            default: continue
            }
        }
        return false
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
