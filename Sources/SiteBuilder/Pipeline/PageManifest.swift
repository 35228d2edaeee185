import ScenarioLanguage

/// What the rest of a build needs from a page that was built before and has not changed: everything in
/// `PageResult` but the page itself and its search entry, plus the identity of the file it was written to.
/// The search entry, most of a page's results in bytes, is stored apart (`StoredSearchEntry`): a build reads
/// it only when the search index part that holds the page must be made again.
struct PageManifest: Equatable {
    static let format = "callsheet-page 7"

    var key: String
    /// Size, inode and modification time of the written page: a page edited or replaced since is rebuilt.
    var fileIdentity: String
    var scenarios: Int, verified: Int, unchecked: Int
    /// Where the body lies in the page (`PageResult.bodyRange`).
    var bodyStart: Int, bodyEnd: Int
    var anchors: [String]
    var crossPageAnchors: [CrossPageAnchor]
    /// Warnings and notes (a page with an error is never stored), reported again when the page is reused.
    var problems: [BuildProblem]

    static func == (a: PageManifest, b: PageManifest) -> Bool { a.encoded() == b.encoded() }

    init(key: String, fileIdentity: String, result: PageResult) {
        self.key = key
        self.fileIdentity = fileIdentity
        (scenarios, verified, unchecked) = (result.scenarios, result.verified, result.unchecked)
        (bodyStart, bodyEnd) = (result.bodyRange?.lowerBound ?? 0, result.bodyRange?.upperBound ?? 0)
        anchors = result.anchors.sorted
        crossPageAnchors = result.crossPageAnchors
        problems = result.problems
    }

    var result: PageResult {
        var result = PageResult()
        (result.scenarios, result.verified, result.unchecked) = (scenarios, verified, unchecked)
        result.bodyRange = bodyStart..<bodyEnd
        result.anchors = PageAnchors(sorted: anchors)
        result.crossPageAnchors = crossPageAnchors
        result.problems = problems
        result.reused = true
        return result
    }

    func encoded() -> [UInt8] { CacheRecord.encode(fields()) }

    func fields() -> [String] {
        var fields = [Self.format, key, fileIdentity, String(scenarios), String(verified), String(unchecked),
                      String(bodyStart), String(bodyEnd)]
        fields += [String(anchors.count)] + anchors
        fields.append(String(crossPageAnchors.count))
        for reference in crossPageAnchors {
            let diagnostic = reference.diagnostic
            fields += [reference.outputPath, reference.anchor, diagnostic.path, String(diagnostic.line),
                       String(diagnostic.column), diagnostic.message, diagnostic.sourceLine ?? ""]
        }
        fields.append(String(problems.count))
        for problem in problems {
            let diagnostic = problem.diagnostic
            fields += [diagnostic.severity.rawValue, diagnostic.message, diagnostic.path, String(diagnostic.line),
                       String(diagnostic.column), diagnostic.sourceLine.map { "+" + $0 } ?? "-",
                       problem.kind == .expectation ? "expectation" : "input", problem.detail.map { "+" + $0 } ?? "-"]
        }
        return fields
    }

    /// nil for anything but a well-formed manifest with this key.
    init?(decoding fields: [String], key: String) {
        var reader = FieldReader(fields: fields)
        guard reader.next() == Self.format, reader.next() == key, let identity = reader.next(),
              let scenarios = reader.int(), let verified = reader.int(), let unchecked = reader.int(),
              let bodyStart = reader.int(), let bodyEnd = reader.int(), bodyStart >= 0, bodyEnd >= bodyStart,
              let anchors = reader.list(), let crossCount = reader.count(each: 7) else { return nil }
        var crossPageAnchors: [CrossPageAnchor] = []
        for _ in 0..<crossCount {
            guard let outputPath = reader.next(), let anchor = reader.next(), let path = reader.next(),
                  let line = reader.int(), let column = reader.int(), let message = reader.next(),
                  let sourceLine = reader.next() else { return nil }
            crossPageAnchors.append(CrossPageAnchor(
                outputPath: outputPath, anchor: anchor,
                diagnostic: Diagnostic(.error, message, path: path, line: line, column: column,
                                       sourceLine: sourceLine.isEmpty ? nil : sourceLine)))
        }
        guard let problemCount = reader.count(each: 8) else { return nil }
        var problems: [BuildProblem] = []
        for _ in 0..<problemCount {
            guard let severity = reader.next().flatMap(Diagnostic.Severity.init(rawValue:)), let message = reader.next(),
                  let path = reader.next(), let line = reader.int(), let column = reader.int(),
                  let sourceLine = reader.next(), let kind = reader.next(), let detail = reader.next() else { return nil }
            let optional = { (field: String) -> String? in field.hasPrefix("+") ? String(field.dropFirst()) : nil }
            problems.append(BuildProblem(
                diagnostic: Diagnostic(severity, message, path: path, line: line, column: column, sourceLine: optional(sourceLine)),
                kind: kind == "expectation" ? .expectation : .input, detail: optional(detail)))
        }
        guard reader.index == fields.count else { return nil }
        self.key = key
        fileIdentity = identity
        (self.scenarios, self.verified, self.unchecked) = (scenarios, verified, unchecked)
        (self.bodyStart, self.bodyEnd) = (bodyStart, bodyEnd)
        self.anchors = anchors
        self.crossPageAnchors = crossPageAnchors
        self.problems = problems
    }
}

/// A page's search entry as stored beside its manifest, under the same key.
enum StoredSearchEntry {
    static let format = "callsheet-search-entry 1"

    static func encoded(_ entry: SearchEntry, key: String) -> [UInt8] {
        var fields = [format, key, entry.title, entry.url, String(entry.sections.count)]
        for section in entry.sections {
            fields += [section.anchor, section.heading, section.text, section.code, section.weights]
        }
        return CacheRecord.encode(fields)
    }

    /// nil for anything but a well-formed entry with this key.
    static func decode(_ fields: [String], key: String) -> SearchEntry? {
        var reader = FieldReader(fields: fields)
        guard reader.next() == format, reader.next() == key, let title = reader.next(), let url = reader.next(),
              let sectionCount = reader.count(each: 5) else { return nil }
        var entry = SearchEntry(title: title, url: url)
        for _ in 0..<sectionCount {
            guard let anchor = reader.next(), let heading = reader.next(), let text = reader.next(),
                  let code = reader.next(), let weights = reader.next() else { return nil }
            entry.sections.append(SearchSection(anchor: anchor, heading: heading, text: text, code: code, weights: weights))
        }
        return reader.index == fields.count ? entry : nil
    }
}

/// Reads a `CacheRecord`'s fields in order.
struct FieldReader {
    let fields: [String]
    var index = 0

    mutating func next() -> String? {
        guard index < fields.count else { return nil }
        index += 1
        return fields[index - 1]
    }

    mutating func int() -> Int? { next().flatMap { Int($0) } }

    /// A count of groups of `each` fields that the rest of the record can hold; nil for anything else
    /// (negative, or larger than what follows), so a damaged entry never drives a loop or a range.
    mutating func count(each: Int) -> Int? {
        guard let count = int(), count >= 0, count <= (fields.count - index) / each else { return nil }
        return count
    }

    /// A count followed by that many fields.
    mutating func list() -> [String]? {
        guard let count = count(each: 1) else { return nil }
        index += count
        return Array(fields[(index - count)..<index])
    }

    mutating func rest() -> [String] {
        defer { index = fields.count }
        return Array(fields[index...])
    }
}
