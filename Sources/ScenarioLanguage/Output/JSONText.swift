/// JSON string literals, written the one way every JSON the project emits spells them.
public enum JSONText {
    /// `text` as a JSON string. `insideScript` also escapes `<`, `>`, `&` and the two JavaScript line
    /// separators, so a literal embedded in a `<script>` element can never close it.
    ///
    /// Works on UTF-8 bytes, copying each run that needs no escape at once: the search index quotes every
    /// page's text on every cold build.
    public static func quote(_ text: String, insideScript: Bool = false) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 2)
            result.append(UInt8(ascii: "\""))
            var runStart = 0, index = 0
            func escape(_ replacement: String, skipping length: Int = 1) {
                result.append(contentsOf: bytes[runStart..<index])
                result.append(contentsOf: replacement.utf8)
                index += length
                runStart = index
            }
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""): escape("\\\"")
                case UInt8(ascii: "\\"): escape("\\\\")
                case UInt8(ascii: "\n"): escape("\\n")
                case UInt8(ascii: "\r"): escape("\\r")
                case UInt8(ascii: "\t"): escape("\\t")
                case UInt8(ascii: "<") where insideScript: escape("\\u003c")
                case UInt8(ascii: ">") where insideScript: escape("\\u003e")
                case UInt8(ascii: "&") where insideScript: escape("\\u0026")
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                case 0xE2 where insideScript && index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    escape(bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", skipping: 3)
                case ..<0x20:
                    let hex = String(byte, radix: 16)
                    escape("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                default:
                    index += 1
                }
            }
            result.append(contentsOf: bytes[runStart..<index])
            result.append(UInt8(ascii: "\""))
            return String(decoding: result, as: UTF8.self)
        }
    }
}
