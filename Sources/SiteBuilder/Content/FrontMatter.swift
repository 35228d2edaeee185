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

    /// Finds the front matter: the YAML between a first line `---` and the next `---` (or `...`) line, and
    /// the byte offset where the Markdown starts (0 without front matter). Works on the file's lines, so a
    /// CRLF file and a leading byte order mark are handled like any other.
    static func split(_ source: SourceText) -> (yaml: String?, markdownStart: Int) {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        func isFence(_ line: Int, _ markers: [String]) -> Bool {
            var range = source.lineRange(line)
            if line == 1, source.bytes[range].starts(with: bom) { range = (range.lowerBound + 3)..<range.upperBound }
            return markers.contains { source.bytes[range].elementsEqual($0.utf8) }
        }
        guard source.lineCount > 1, isFence(1, ["---"]) else { return (nil, 0) }
        for line in 2...source.lineCount where isFence(line, ["---", "..."]) {
            let yaml = (2..<line).map(source.line).joined(separator: "\n")
            let markdownStart = line < source.lineCount ? source.lineStarts[line] : source.bytes.count
            return (yaml, markdownStart)
        }
        return (nil, 0)
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

