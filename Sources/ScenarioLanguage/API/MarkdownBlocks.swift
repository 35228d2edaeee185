/// A `swift scenario` fenced block found in a Markdown file by a simple line scan.
///
/// The site finds blocks with cmark; this scan exists for `callsheet run --block N`, which must not
/// depend on the site builder. It recognises fences of three or more backticks or tildes, indented by
/// up to three spaces, and closes a block at the first fence of the same character that is at least as
/// long, as CommonMark does.
public struct MarkdownScenarioBlock: Hashable, Sendable {
    /// The code, with the fence's indentation removed from each line; diagnostics map back through it.
    public var source: ScenarioSource
    /// The options after `swift scenario` on the fence line, unparsed.
    public var optionsText: String
    /// 1-based line of the opening fence.
    public var fenceLine: Int

    /// Every `swift scenario` block of `markdown`, in order.
    public static func all(in markdown: String, path: String) -> [MarkdownScenarioBlock] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
        var blocks: [MarkdownScenarioBlock] = []
        var index = 0
        while index < lines.count {
            guard let fence = Fence(lines[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, !fence.isClosed(by: lines[end]) { end += 1 }
            let words = fence.info.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            if words.count >= 2, words[0] == "swift", words[1] == "scenario" {
                let body = lines[(index + 1)..<min(end, lines.count)].map { fence.removeIndentation($0) }
                let options = fence.info.drop { $0 == " " }.dropFirst("swift".count).drop { $0 == " " }
                    .dropFirst("scenario".count).drop { $0 == " " }
                blocks.append(MarkdownScenarioBlock(
                    source: ScenarioSource(code: body.joined(separator: "\n") + (body.isEmpty ? "" : "\n"), path: path,
                                           lineOffset: index + 1, columnOffset: fence.indentation),
                    optionsText: String(options), fenceLine: index + 1))
            }
            index = end + 1
        }
        return blocks
    }
}

private struct Fence {
    let character: Character
    let length: Int
    let indentation: Int
    let info: String

    init?(_ line: String) {
        let indentation = line.prefix { $0 == " " }.count
        guard indentation <= 3 else { return nil }
        let rest = line.dropFirst(indentation)
        guard let first = rest.first, first == "`" || first == "~" else { return nil }
        let length = rest.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        let info = rest.dropFirst(length).trimmingSpaces()
        if first == "`", info.contains("`") { return nil }
        self.character = first
        self.length = length
        self.indentation = indentation
        self.info = info
    }

    func isClosed(by line: String) -> Bool {
        let indentation = line.prefix { $0 == " " }.count
        guard indentation <= 3 else { return false }
        let rest = line.dropFirst(indentation)
        let run = rest.prefix { $0 == character }.count
        return run >= length && rest.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" }
    }

    func removeIndentation(_ line: String) -> String {
        String(line.dropFirst(min(indentation, line.prefix { $0 == " " }.count)))
    }
}

private extension Substring {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
