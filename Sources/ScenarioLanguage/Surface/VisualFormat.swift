import LifecycleEngine

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: Auto Layout's visual format
/// language, parsed into the constraints it stands for. They are inactive, like any made constraint, and
/// schedule the constraint pass when activated; frames are not solved.
///
/// ```
/// format      ::= (("H" | "V") ":")? ("|" connection)? view (connection view)* (connection "|")?
/// view        ::= "[" name ("(" predicate ("," predicate)* ")")? "]"
/// connection  ::= "" | "-" | "-" predicates "-"
/// predicates  ::= simple | "(" predicate ("," predicate)* ")"
/// predicate   ::= ("==" | "<=" | ">=")? (number | metric | view name) ("@" (number | metric))?
/// ```
///
/// A connection makes one constraint per predicate (one for `-` and for adjacency), a view's predicates
/// one each, and every alignment option one per neighbouring pair of views. A format UIKit cannot parse
/// raises `NSInvalidArgumentException` with UIKit's reason, the format, and a caret under the problem.
enum VisualFormat {
    /// The alignment options and the attribute each aligns.
    static let alignments: [String: String] = [
        "alignAllLeft": "left", "alignAllRight": "right", "alignAllTop": "top", "alignAllBottom": "bottom",
        "alignAllLeading": "leading", "alignAllTrailing": "trailing", "alignAllCenterX": "centerX",
        "alignAllCenterY": "centerY", "alignAllLastBaseline": "lastBaseline", "alignAllFirstBaseline": "firstBaseline",
    ]
    static let otherOptions = ["directionLeadingToTrailing", "directionLeftToRight", "directionRightToLeft",
                               "spacingEdgeToEdge", "spacingBaselineToBaseline"]

    /// UIKit's standard spacing between siblings, and between a view and its superview's edge.
    static let standardSpacing = 8.0, standardEdgeSpacing = 20.0

    struct Predicate {
        var relation = "=="
        var constant: Double?
        var view: String?
        var priority: Double?
    }

    enum Item: Equatable {
        case superview
        case view(String)
    }

    struct Connection {
        var from: Item
        var to: Item
        var predicates: [Predicate]
    }

    struct Parsed {
        var vertical = false
        var views: [(name: String, predicates: [Predicate])] = []
        var connections: [Connection] = []
    }

    /// A parse failure: UIKit's reason and the index (in the format) the caret points at.
    struct Failure: Error {
        var reason: String
        var index: Int
    }

    static let members: [SurfaceMember] = [
        method("NSLayoutConstraint.Type", "constraints", [
            param("withVisualFormat", .string), param("options", .any), param("metrics", .any), param("views", .any),
        ], .none) { call in try constraints(call) },
        method("Dictionary.Type", "init", [param("dictionaryLiteral", .any)], .none) { call in
            try dictionary(call)
        },
        computed("Dictionary", "count", "Int", .none, get: { call in
            guard case .record(let record) = call.receiver else { throw call.fail("expected a dictionary") }
            return .int(record.fields.count)
        }),
    ]

    /// A dictionary literal: UIKit reads `views:` and `metrics:` by their `String` keys, and text attributes
    /// by `NSAttributedString.Key` (stored by raw value, as Foundation's key is a `String` wrapper).
    private static func dictionary(_ call: BuiltinCall) throws -> Value {
        var fields: [String: Value] = [:], parts: [String] = []
        var keyType: String?
        for pair in try call.array(0) {
            guard case .array(let elements) = pair, elements.count == 2 else { throw call.fail("expected a key and a value") }
            let key: String, shown: String, type: String
            if case .string(let text) = elements[0] {
                (key, shown, type) = (text, "\"\(text)\"", "String")
            } else if let attribute = AttributedStringKeys.attributeKey(elements[0]) {
                (key, shown, type) = (attribute.raw, "NSAttributedString.Key.\(attribute.name)", "NSAttributedString.Key")
            } else {
                throw call.unsupported("only dictionaries with `String` or `NSAttributedString.Key` keys are supported by "
                                       + "the engine (a visual format's `views:` and `metrics:`, text attributes)")
            }
            if let keyType, keyType != type {
                throw call.fail("dictionary literal mixes `\(keyType)` and `\(type)` keys")
            }
            keyType = type
            guard fields[key] == nil else { throw call.fail("dictionary literal has duplicate key \(shown)") }
            fields[key] = elements[1]
            parts.append("\(shown): \(elements[1].printed)")
        }
        return SurfaceValues.record("Dictionary", parts.isEmpty ? "[:]" : "[" + parts.joined(separator: ", ") + "]", fields)
    }

    private static func entries(_ value: Value, _ label: String, _ call: BuiltinCall) throws -> [String: Value] {
        switch value {
        case .null: return [:]
        case .record(let record) where record.type == "Dictionary": return record.fields
        default: throw call.fail("`\(label):` expects a dictionary literal such as `[\"button\": button]`")
        }
    }

    private static func constraints(_ call: BuiltinCall) throws -> Value {
        let format = try call.string(0)
        let options = try optionNames(call.argument(1), call)
        let metrics = try entries(call.argument(2), "metrics", call)
        let views = try entries(call.argument(3), "views", call)
        let stripped = String(format.filter { $0 != " " })
        if format.isEmpty {
            throw call.engine.raise("NSInvalidArgumentException", "Unable to parse constraint format: It's an empty string.")
        }
        if !format.unicodeScalars.allSatisfy(\.isASCII) {
            throw call.engine.raise("NSInvalidArgumentException",
                                    "Unable to parse constraint format: It contains non-ASCII characters.")
        }
        let parsed: Parsed
        do {
            var parser = Parser(text: Array(stripped), metrics: metrics, views: views)
            parsed = try parser.parse()
        } catch let failure as Failure {
            throw call.engine.raise("NSInvalidArgumentException", reason(failure, format: stripped))
        }
        return .array(try build(parsed, options: options, views: views, format: stripped, call))
    }

    static func reason(_ failure: Failure, format: String) -> String {
        "Unable to parse constraint format: \n\(failure.reason) \n\(format) \n"
            + String(repeating: " ", count: failure.index) + "^"
    }

    private static func optionNames(_ value: Value, _ call: BuiltinCall) throws -> [String] {
        let names: [String]
        switch value {
        case .enumCase(let name): names = [name]
        case .array(let values):
            names = try values.map { element in
                guard case .enumCase(let name) = element else { throw call.fail("expected format options such as `.alignAllCenterY`") }
                return name
            }
        case .null: names = []
        default: throw call.fail("expected format options such as `[]` or `.alignAllCenterY`, found \(value.typeName)")
        }
        for name in names where alignments[name] == nil && !otherOptions.contains(name) {
            throw call.fail("`.\(name)` is not an NSLayoutConstraint.FormatOptions")
        }
        return names
    }

    /// The constraints a parsed format stands for, in UIKit's order: each view's own predicates and each
    /// connection, left to right, then the alignments.
    private static func build(_ parsed: Parsed, options: [String], views: [String: Value], format: String,
                              _ call: BuiltinCall) throws -> [Value] {
        let leading = parsed.vertical ? "top" : "leading", trailing = parsed.vertical ? "bottom" : "trailing"
        let size = parsed.vertical ? "height" : "width"
        func view(_ name: String) -> Value { views[name] ?? .null }
        var result: [Value] = []
        func add(_ first: Value, _ firstAttribute: String, _ predicate: Predicate, _ second: Value?,
                 _ secondAttribute: String?, constant: Double) throws {
            var fields: [String: Value] = [
                "firstItem": first, "firstAttribute": .string(firstAttribute), "relation": .string(predicate.relation),
                "multiplier": .double(1), "constant": .double(constant),
            ]
            if let second, let secondAttribute {
                fields["secondItem"] = second
                fields["secondAttribute"] = .string(secondAttribute)
            }
            let constraint = try AutoLayout.make(call, fields)
            if let priority = predicate.priority, let object = constraint.object {
                call.interpreter.inertProperties[object.id, default: [:]]["priority"] = .double(priority)
            }
            result.append(constraint)
        }
        for (name, predicates) in parsed.views {
            for predicate in predicates {
                if let other = predicate.view {
                    try add(view(name), size, predicate, view(other), size, constant: 0)
                } else {
                    try add(view(name), size, predicate, nil, nil, constant: predicate.constant ?? 0)
                }
            }
        }
        for connection in parsed.connections {
            let edge = connection.from == .superview || connection.to == .superview
            let predicates = connection.predicates
            for predicate in predicates {
                // `-x-` between a view and another: the second's leading edge is the first's trailing edge plus x.
                let constant = predicate.constant ?? (edge ? standardEdgeSpacing : standardSpacing)
                switch (connection.from, connection.to) {
                case (.superview, .view(let name)):
                    let superview = try superview(of: name, views, format, call)
                    try add(view(name), leading, predicate, superview, leading, constant: constant)
                case (.view(let name), .superview):
                    let superview = try superview(of: name, views, format, call)
                    try add(superview, trailing, predicate, view(name), trailing, constant: constant)
                case (.view(let first), .view(let second)):
                    try add(view(second), leading, predicate, view(first), trailing, constant: constant)
                case (.superview, .superview):
                    break
                }
            }
        }
        let names = parsed.views.map(\.name)
        for option in options {
            guard let attribute = alignments[option] else { continue }
            let horizontalEdge = ["left", "right", "leading", "trailing", "centerX"].contains(attribute)
            if horizontalEdge != parsed.vertical {
                throw call.engine.raise("NSInvalidArgumentException", "Unable to parse constraint format: \nOptions mask "
                    + "required views to be aligned on a \(parsed.vertical ? "vertical" : "horizontal") edge, which is "
                    + "not allowed for layout that is also \(parsed.vertical ? "vertical" : "horizontal"). \n\(format) \n^")
            }
            for (first, second) in zip(names, names.dropFirst()) {
                try add(view(second), attribute, Predicate(), view(first), attribute, constant: 0)
            }
        }
        return result
    }

    /// `|` means the view's superview, which it must already have.
    private static func superview(of name: String, _ views: [String: Value], _ format: String,
                                  _ call: BuiltinCall) throws -> Value {
        guard case .object(let object as View)? = views[name], let superview = object.superview else {
            let index = format.firstIndex(of: "|").map { format.distance(from: format.startIndex, to: $0) } ?? 0
            throw call.engine.raise("NSInvalidArgumentException", reason(Failure(
                reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                index: index), format: format))
        }
        return .object(superview)
    }
}

extension VisualFormat {
    /// A recursive-descent reader over the format with its spaces removed, as UIKit reads it.
    struct Parser {
        let text: [Character]
        let metrics: [String: Value]
        let views: [String: Value]
        var index = 0

        init(text: [Character], metrics: [String: Value], views: [String: Value]) {
            self.text = text
            self.metrics = metrics
            self.views = views
        }

        var current: Character? { index < text.count ? text[index] : nil }

        func fail(_ reason: String, at position: Int? = nil) -> Failure {
            Failure(reason: reason, index: position ?? index)
        }

        mutating func parse() throws -> Parsed {
            var parsed = Parsed()
            if text.count >= 2, text[1] == ":", text[0] == "H" || text[0] == "V" {
                parsed.vertical = text[0] == "V"
                index = 2
            }
            var previous: Item?
            var pending: [Predicate]?
            if current == "|" {
                index += 1
                previous = .superview
                pending = try connection()
            }
            while true {
                guard current == "[" else { throw fail("Expected a view") }
                index += 1
                let nameStart = index
                let name = identifier()
                guard !name.isEmpty else { throw fail("Expected a view") }
                guard views[name] != nil else { throw fail("\(name) is not a key in the views dictionary.", at: nameStart) }
                var own: [Predicate] = []
                if current == "(" { own = try predicateList() }
                guard current == "]" else { throw fail("Expected ']'") }
                index += 1
                parsed.views.append((name, own))
                if let previous {
                    parsed.connections.append(Connection(from: previous, to: .view(name), predicates: pending ?? [Predicate()]))
                }
                previous = .view(name)
                if current == nil { break }
                pending = try connection()
                if current == "|" {
                    index += 1
                    parsed.connections.append(Connection(from: .view(name), to: .superview, predicates: pending ?? [Predicate()]))
                    guard current == nil else { throw fail("Expected the end of the format string") }
                    break
                }
            }
            return parsed
        }

        /// The connection after an item: nil predicates for `-` (standard spacing), a zero-constant
        /// predicate for adjacency, or the predicates between two dashes.
        mutating func connection() throws -> [Predicate]? {
            guard current == "-" else { return [Predicate(constant: 0)] }
            index += 1
            if current == "[" || current == "|" { return nil }
            let predicates = current == "(" ? try predicateList() : [try simplePredicate()]
            guard current == "-" else { throw fail("Expected '-'") }
            index += 1
            return predicates
        }

        mutating func simplePredicate() throws -> Predicate {
            Predicate(constant: try constant())
        }

        mutating func predicateList() throws -> [Predicate] {
            index += 1  // "("
            var result: [Predicate] = []
            while true {
                var predicate = Predicate()
                for relation in ["==", "<=", ">="] where matches(relation) {
                    predicate.relation = relation
                    index += 2
                }
                if let character = current, character.isLetter || character == "_" {
                    let start = index
                    let name = identifier()
                    if let value = metrics[name], let number = number(value) {
                        predicate.constant = number
                    } else if views[name] != nil {
                        predicate.view = name
                    } else {
                        throw fail("Encountered metric with name \"\(name)\", but value was not specified in metrics "
                                   + "or views dictionaries", at: start)
                    }
                } else {
                    predicate.constant = try constant()
                }
                if current == "@" {
                    index += 1
                    predicate.priority = try constant()
                }
                result.append(predicate)
                if current == "," { index += 1; continue }
                guard current == ")" else { throw fail("Expected ')'") }
                index += 1
                return result
            }
        }

        /// A number or a metric's name.
        mutating func constant() throws -> Double {
            if let character = current, character.isLetter || character == "_" {
                let start = index
                let name = identifier()
                guard let value = metrics[name], let number = number(value) else {
                    throw fail("Encountered metric with name \"\(name)\", but value was not specified in metrics "
                               + "or views dictionaries", at: start)
                }
                return number
            }
            let start = index
            if current == "-" { index += 1 }
            while let character = current, character.isNumber || character == "." { index += 1 }
            guard let value = Double(String(text[start..<index])) else {
                throw fail("Expected a number or key from the metrics dictionary, but encountered something else",
                           at: start)
            }
            return value
        }

        mutating func identifier() -> String {
            let start = index
            while let character = current, character.isASCII,
                  character.isLetter || character == "_" || (index > start && character.isNumber) {
                index += 1
            }
            return String(text[start..<index])
        }

        func matches(_ token: String) -> Bool {
            let characters = Array(token)
            return index + characters.count <= text.count && Array(text[index..<index + characters.count]) == characters
        }

        func number(_ value: Value) -> Double? {
            switch value {
            case .int(let number): return Double(number)
            case .double(let number): return number
            default: return nil
            }
        }
    }
}
