/// The options after `swift scenario` in a fence's info string, or after `expect` on an expectation block:
/// `title="Push and pop" ios=12 show=appearance,layout objects=root,b`.
public struct BlockOptions: Hashable, Sendable {
    public var title: String?
    public var iOSVersion: Int?
    public var filter = TraceFilter()
    /// `until=10`: the run ends after 10 s of simulated time (`ScenarioOptions.endTime`).
    public var endTime: Double?

    public init(title: String? = nil, iOSVersion: Int? = nil, filter: TraceFilter = TraceFilter(),
                endTime: Double? = nil) {
        self.title = title
        self.iOSVersion = iOSVersion
        self.filter = filter
        self.endTime = endTime
    }

    /// A malformed option, with the 1-based character offset of the offending word in the parsed text.
    public struct ParseError: Error, Hashable, Sendable {
        public var message: String
        public var offset: Int
    }

    /// Parses `key=value` words; values may be double-quoted. Unknown keys are errors, so typos are caught.
    public static func parse(_ text: String) throws(ParseError) -> BlockOptions {
        var options = BlockOptions()
        for word in try words(in: text) {
            guard let equals = word.text.firstIndex(of: "=") else {
                throw ParseError(message: "expected `key=value`, found `\(word.text)`", offset: word.offset)
            }
            let key = String(word.text[..<equals])
            let value = String(word.text[word.text.index(after: equals)...])
            switch key {
            case "title":
                options.title = value
            case "ios":
                guard let version = Int(value), (3...newestIOSVersion).contains(version) else {
                    throw ParseError(message: "`ios` must be a major iOS version from 3 to \(newestIOSVersion)",
                                     offset: word.offset)
                }
                options.iOSVersion = version
            case "show":
                var categories: Set<TraceCategory> = []
                for item in value.split(separator: ",").map(String.init) {
                    if let preset = TraceFilter.Preset(rawValue: item) {
                        options.filter.preset = preset
                    } else if let category = TraceCategory(rawValue: item) {
                        categories.insert(category)
                    } else {
                        let known = (TraceFilter.Preset.allCases.map(\.rawValue)
                            + TraceCategory.allCases.map(\.rawValue)).joined(separator: ", ")
                        throw ParseError(message: "unknown `show` value `\(item)` (known: \(known))",
                                         offset: word.offset)
                    }
                }
                if !categories.isEmpty {
                    options.filter.categories = categories
                    if TraceFilter.Preset(rawValue: value) == nil, options.filter.preset == .lifecycle {
                        options.filter.preset = .all
                    }
                }
            case "until":
                guard let seconds = Double(value), seconds.isFinite, seconds > 0,
                      seconds <= ScenarioOptions.latestEndTime else {
                    throw ParseError(message: "`until` must be a number of seconds above 0 and at most "
                                     + "\(Int(ScenarioOptions.latestEndTime))", offset: word.offset)
                }
                options.endTime = seconds
            case "objects":
                options.filter.objects = value.split(separator: ",").map(String.init)
            default:
                throw ParseError(message: "unknown option `\(key)` (known: title, ios, show, objects, until)",
                                 offset: word.offset)
            }
        }
        return options
    }

    private static func words(in text: String) throws(ParseError) -> [(text: String, offset: Int)] {
        var result: [(String, Int)] = []
        var current = ""
        var start = 0
        var inQuotes = false
        for (index, character) in text.enumerated() {
            if character == "\"" {
                inQuotes.toggle()
                continue
            }
            if character == " " || character == "\t", !inQuotes {
                if !current.isEmpty { result.append((current, start + 1)) }
                current = ""
                continue
            }
            if current.isEmpty { start = index }
            current.append(character)
        }
        if inQuotes { throw ParseError(message: "unterminated quoted value", offset: start + 1) }
        if !current.isEmpty { result.append((current, start + 1)) }
        return result
    }
}
