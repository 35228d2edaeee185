import ScenarioLanguage
import Yams

/// The top-level keys of a small YAML mapping (front matter, the site config), read as the text the author
/// wrote rather than as YAML 1.1 types: `title: yes` stays "yes" and `date: 2024-01-02` stays "2024-01-02"
/// (Yams would turn them into a Bool and a Date). Quoting still works as YAML defines it.
struct YAMLFields {
    enum Value: Equatable {
        case scalar(String)
        case list([String])
        case other
    }

    struct Field: Equatable {
        let key: String
        let value: Value
        /// Line and column of the key within the YAML text.
        let line: Int, column: Int
    }

    let fields: [Field]

    /// Parses `yaml`; `lineOffset` is the number of file lines before the YAML text, for diagnostics.
    /// `fastPath` false always uses Yams (tests compare the two).
    init(_ yaml: String, path: String, lineOffset: Int, fastPath: Bool = true) throws(Diagnostic) {
        if fastPath, let simple = SimpleYAML.fields(yaml, lineOffset: lineOffset) {
            fields = simple
            return
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw Self.diagnostic(for: error, path: path, lineOffset: lineOffset)
        } catch {
            throw Diagnostic(.error, "invalid YAML: \(error)", path: path, line: lineOffset + 1, column: 1)
        }
        guard let root else {
            fields = []
            return
        }
        guard let mapping = root.mapping else {
            throw Diagnostic(.error, "expected `key: value` lines", path: path,
                             line: lineOffset + (root.mark?.line ?? 1), column: root.mark?.column ?? 1)
        }
        fields = mapping.map { key, value in
            Field(key: key.string ?? "", value: Self.value(of: value),
                  line: lineOffset + (key.mark?.line ?? 1), column: key.mark?.column ?? 1)
        }
    }
}

extension YAMLFields.Value {
    var string: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }
}

private extension YAMLFields {
    static func value(of node: Node) -> Value {
        switch node {
        case .scalar(let scalar): return .scalar(scalar.string)
        case .sequence(let sequence):
            let items = sequence.compactMap(\.scalar?.string)
            return items.count == sequence.count ? .list(items) : .other
        default: return .other
        }
    }

    static func diagnostic(for error: YamlError, path: String, lineOffset: Int) -> Diagnostic {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
             .composer(_, let problem, let mark, _):
            return Diagnostic(.error, "invalid YAML: \(problem)", path: path,
                              line: lineOffset + mark.line, column: mark.column)
        default:
            return Diagnostic(.error, "invalid YAML: \(error)", path: path, line: lineOffset + 1, column: 1)
        }
    }
}
