import ScenarioLanguage

/// The YAML block at the top of an article, between `---` lines.
///
/// Keys: `title`, `summary`, `order` (`weight` is accepted as a fallback, as Hugo sites use it), `tags`,
/// `date` (kept as written, `YYYY-MM-DD` for the sitemap), `ios` (default iOS version for the page's scenarios).
struct FrontMatter: Sendable, Equatable {
    var title: String?
    var summary: String?
    var order: Int?
    var tags: [String] = []
    var date: String?
    var iOSVersion: Int?

    static let knownKeys = ["title", "summary", "order", "weight", "tags", "date", "ios"]

    /// Splits a file into its front matter and its Markdown. The Markdown keeps the file's line numbers:
    /// the front matter's lines are replaced by empty lines, so cmark's positions are file positions.
    static func split(_ text: String) -> (yaml: String?, markdown: String) {
        // Split on the byte: Swift reads "\r\n" as one Character, which a Character split would not see.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            Substring($0)
        }
        // A byte order mark some editors write must not hide the front matter.
        guard let first = lines.first, first.trimmingTrailingCarriageReturn.drop(while: { $0 == "\u{FEFF}" }) == "---"
        else { return (nil, text) }
        guard let end = lines.dropFirst().firstIndex(where: {
            let line = $0.trimmingTrailingCarriageReturn
            return line == "---" || line == "..."
        }) else { return (nil, text) }
        let yaml = lines[1..<end].joined(separator: "\n")
        let markdown = String(repeating: "\n", count: end + 1) + lines[(end + 1)...].joined(separator: "\n")
        return (yaml, markdown)
    }

    /// Reads the fields, collecting every problem rather than stopping at the first.
    static func parse(_ yaml: String, path: String, problems: inout [Diagnostic]) -> FrontMatter {
        var matter = FrontMatter()
        let fields: YAMLFields
        do {
            fields = try YAMLFields(yaml, path: path, lineOffset: 1)
        } catch {
            problems.append(error)
            return matter
        }
        var weight: Int?
        for field in fields.fields {
            func problem(_ message: String) {
                problems.append(Diagnostic(.error, message, path: path, line: field.line, column: field.column))
            }
            func integer() -> Int? {
                guard let value = field.value.string.flatMap({ Int($0) }) else {
                    problem("`\(field.key)` must be a whole number")
                    return nil
                }
                return value
            }
            switch field.key {
            case "title": matter.title = field.value.string ?? { problem("`title` must be text"); return nil }()
            case "summary": matter.summary = field.value.string ?? { problem("`summary` must be text"); return nil }()
            case "date": matter.date = field.value.string ?? { problem("`date` must be text"); return nil }()
            case "order": matter.order = integer()
            case "weight": weight = integer()
            case "ios":
                if let version = integer() {
                    if (3...newestIOSVersion).contains(version) {
                        matter.iOSVersion = version
                    } else {
                        problem("`ios` must be a major iOS version from 3 to \(newestIOSVersion)")
                    }
                }
            case "tags":
                switch field.value {
                case .list(let tags): matter.tags = tags
                case .scalar(let tag): matter.tags = tag.isEmpty ? [] : [tag]
                case .other: problem("`tags` must be a list of words")
                }
            default:
                problems.append(Diagnostic(
                    .warning,
                    "unknown front matter key `\(field.key)` ignored (known: \(knownKeys.joined(separator: ", ")))",
                    path: path, line: field.line, column: field.column))
            }
        }
        if matter.order == nil { matter.order = weight }
        return matter
    }
}

extension Substring {
    var trimmingTrailingCarriageReturn: Substring {
        last == "\r" ? dropLast() : self
    }
}
