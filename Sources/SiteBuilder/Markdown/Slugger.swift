/// Heading anchors: stable, readable, unique within a page. Letters and digits of every script are kept
/// (`## 视图层级` → `视图层级`), so Chinese headings get meaningful anchors rather than numbers.
struct Slugger {
    private var used: Set<String>

    /// `reserved` ids are taken by the page itself (scenario figures, the layout's landmarks).
    init(reserved: Set<String> = []) {
        used = reserved
    }

    /// The anchor for `text`, with `-1`, `-2`… appended when an earlier heading already has it.
    mutating func slug(for text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        var counter = 0
        while used.contains(candidate) {
            counter += 1
            candidate = "\(base)-\(counter)"
        }
        used.insert(candidate)
        return candidate
    }

    /// Lowercased letters and digits; runs of spaces, dashes and underscores become one `-`; the rest goes.
    static func slug(_ text: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            if SearchTokenizer.isWordScalar(scalar) || SearchTokenizer.isCJK(scalar) {
                if pendingDash, !slug.isEmpty { slug += "-" }
                pendingDash = false
                slug.unicodeScalars.append(scalar)
            } else if scalar == " " || scalar == "-" || scalar == "_" || scalar == "\t" {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "section" : slug
    }
}
