import Foundation
import LifecycleEngine

extension Value {
    /// What `print` and string interpolation show, as close to Swift's output as a simulation allows.
    /// Objects print as `<Class: name>`: their display name stands in for a memory address.
    var printed: String {
        var text = ""
        appendPrinted(to: &text, quoted: false, custom: { _ in nil })
        return text
    }

    /// `printed`, asking `custom` first for each struct or enum value inside (a `description` the
    /// scenario's type declares as `CustomStringConvertible`).
    func printed(custom: (Value) throws -> String?) rethrows -> String {
        var text = ""
        try appendPrinted(to: &text, quoted: false, custom: custom)
        return text
    }

    /// Longest text one value prints as; past it, arrays stop with `…` (the print is then too long anyway).
    static let printLimit = 1_000_000

    private func appendPrinted(to text: inout String, quoted: Bool, custom: (Value) throws -> String?) rethrows {
        switch self {
        case .structValue, .associated, .record:
            if let described = try custom(self) {
                text += described
                return
            }
        default:
            break
        }
        switch self {
        case .array(let values):
            try Self.appendElements(values, labels: [], open: "[", close: "]", to: &text, custom: custom)
        case .tuple(let tuple):
            try Self.appendElements(tuple.elements, labels: tuple.labels, open: "(", close: ")", to: &text, custom: custom)
        case .structValue(let value):
            // Swift's default description: `Point(x: 1.0, y: 2.0)`; a nested type by its own name.
            let shortName = value.type.name.split(separator: ".").last.map(String.init) ?? value.type.name
            try Self.appendElements(value.fields.map { $0 ?? .void }, labels: value.type.stored.map(\.name),
                                    open: shortName + "(", close: ")", to: &text, custom: custom)
        case .associated(let value):
            try Self.appendElements(value.payload.elements, labels: value.payload.labels, open: value.name + "(",
                                    close: ")", to: &text, custom: custom)
        default:
            text += quoted ? debugPrinted : scalarPrinted
        }
    }

    private static func appendElements(_ values: [Value], labels: [String?], open: String, close: String,
                                       to text: inout String, custom: (Value) throws -> String?) rethrows {
        text += open
        for (index, element) in values.enumerated() {
            if text.utf8.count > printLimit {
                text += "…"
                return
            }
            if index > 0 { text += ", " }
            if index < labels.count, let label = labels[index] { text += label + ": " }
            try element.appendPrinted(to: &text, quoted: true, custom: custom)
        }
        text += close
    }

    private var scalarPrinted: String {
        switch self {
        case .void: return "()"
        case .null: return "nil"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value): return String(describing: value)
        case .string(let value): return value
        case .array, .tuple, .structValue, .associated: return printed
        case .rect(let rect):
            return "(\(String(describing: rect.origin.x)), \(String(describing: rect.origin.y)), "
                + "\(String(describing: rect.size.width)), \(String(describing: rect.size.height)))"
        case .size(let size): return "(\(String(describing: size.width)), \(String(describing: size.height)))"
        case .point(let point): return "(\(String(describing: point.x)), \(String(describing: point.y)))"
        case .object(let object): return "<\(object.className): \(object.name)>"
        case .partial(let instance): return "<\(instance.scriptClass.name)>"
        case .closure: return "(Function)"
        case .enumCase(let name): return name
        case .range(let lower, let upper): return "\(lower)..<\(upper)"
        case .time(let time): return "DispatchTime(\(String(describing: time)))"
        case .singleton(let singleton): return "<\(singleton.rawValue)>"
        case .type(let name): return name
        case .opaque(let text): return text
        case .record(let record): return record.text
        }
    }

    /// Inside arrays Swift quotes strings.
    var debugPrinted: String {
        if case .string(let value) = self {
            return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return scalarPrinted
    }
}
