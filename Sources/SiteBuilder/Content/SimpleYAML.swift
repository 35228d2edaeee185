/// A fast path for the front matter almost every article has: one `key: value` per line, where the value is
/// a plain word or sentence, a quoted string without escapes, or a flow list of plain words. For these forms
/// YAML's meaning is the text itself, so no YAML parser is needed; anything else (nested maps, block lists,
/// escapes, comments after values, repeated keys) returns nil and goes to Yams.
enum SimpleYAML {
    static func fields(_ yaml: String, lineOffset: Int) -> [YAMLFields.Field]? {
        var fields: [YAMLFields.Field] = []
        var keys: Set<String> = []
        // `isNewline` also splits "\r\n", which Swift reads as one Character.
        for (index, line) in yaml.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if line.allSatisfy({ $0 == " " }) || line.first == "#" { continue }
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let key = line[..<colon]
            guard let first = key.first, first.isASCII, first.isLetter || first == "_",
                  key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }),
                  keys.insert(String(key)).inserted else { return nil }
            let rest = line[line.index(after: colon)...]
            guard rest.first == " " else { return nil }
            let text = rest.drop(while: { $0 == " " })
            guard let value = value(text) else { return nil }
            fields.append(YAMLFields.Field(key: String(key), value: value, line: lineOffset + index + 1, column: 1))
        }
        return fields
    }
}

private extension SimpleYAML {
    static func value(_ text: Substring) -> YAMLFields.Value? {
        guard let first = text.first, text.last != " " else { return nil }
        switch first {
        case "\"":
            guard text.count >= 2, text.last == "\"" else { return nil }
            let inner = text.dropFirst().dropLast()
            return inner.contains(where: { $0 == "\"" || $0 == "\\" }) ? nil : .scalar(String(inner))
        case "'":
            guard text.count >= 2, text.last == "'" else { return nil }
            let inner = text.dropFirst().dropLast()
            return inner.contains("'") ? nil : .scalar(String(inner))
        case "[":
            guard text.last == "]" else { return nil }
            let items = text.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.drop(while: { $0 == " " }) }
                .map { item in item.last == " " ? item.dropLast(item.reversed().prefix(while: { $0 == " " }).count) : item }
            if items.count == 1, items[0].isEmpty { return .list([]) }
            guard items.allSatisfy({ !$0.isEmpty && isPlain($0, inFlow: true) }) else { return nil }
            return .list(items.map(String.init))
        default:
            return isPlain(text, inFlow: false) ? .scalar(String(text)) : nil
        }
    }

    /// Text YAML reads as itself: no indicator at the start, no comment, no `: ` inside, nothing that
    /// would make it an alias, a tag or a block scalar; inside a flow list, no flow indicators either.
    static func isPlain(_ text: Substring, inFlow: Bool) -> Bool {
        guard let first = text.first, !"-?:,[]{}#&*!|>'\"%@`".contains(first) else { return false }
        if text.contains(where: { $0 == "\t" || $0 == "#" }) { return false }
        if inFlow, text.contains(where: { "[]{},".contains($0) }) { return false }
        return !text.contains(": ") && text.last != ":"
    }
}
