import Foundation
import LifecycleEngine

extension Value {
    /// What `print` and string interpolation show, as close to Swift's output as a simulation allows.
    /// Objects print as `<Class: name>`: their display name stands in for a memory address.
    var printed: String {
        switch self {
        case .void: return "()"
        case .null: return "nil"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value): return String(describing: value)
        case .string(let value): return value
        case .array(let values): return "[" + values.map(\.debugPrinted).joined(separator: ", ") + "]"
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
        }
    }

    /// Inside arrays Swift quotes strings.
    var debugPrinted: String {
        if case .string(let value) = self {
            return "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        return printed
    }
}
