/// A value passed to or returned from a modelled UIKit method.
///
/// Arguments keep object references (not names) so that the trace can print each object by the
/// name it ends up with, and so that overrides receive the real objects.
public enum Argument {
    case void
    case bool(Bool)
    case int(Int)
    case double(Double)
    case rect(Rect)
    case size(Size)
    case point(Point)
    case object(EngineObject?)
    case objects([EngineObject])
    /// A value the engine passes but does not model, printed as given (a transition coordinator).
    case opaque(String)
    /// An enum case, printed with Swift's leading dot (`.fade`).
    case enumCase(String)
    /// A closure, printed as `{ … }`; nil prints as `nil`.
    case block(Block?)
    /// A table row's `IndexPath`, printed as Swift prints one: `[section, row]`.
    case indexPath(section: Int, row: Int)
    /// A string (a segue's identifier), printed as a Swift literal.
    case string(String)
}

extension Argument {
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var objectValue: EngineObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    public var blockValue: Block? {
        if case .block(let value) = self { return value }
        return nil
    }

    public var doubleValue: Double? {
        switch self {
        case .double(let value): return value
        case .int(let value): return Double(value)
        default: return nil
        }
    }

    public var rectValue: Rect? {
        if case .rect(let value) = self { return value }
        return nil
    }

    public var sizeValue: Size? {
        if case .size(let value) = self { return value }
        return nil
    }

    public var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }

    /// Swift source spelling, with objects printed by their display names.
    public var rendered: String {
        switch self {
        case .void: return "()"
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value): return formatNumber(value)
        case .rect(let value): return value.description
        case .size(let value): return value.description
        case .point(let value): return value.description
        case .object(let value): return value?.name ?? "nil"
        case .objects(let values): return "[" + values.map(\.name).joined(separator: ", ") + "]"
        case .opaque(let text): return text
        case .enumCase(let name): return "." + name
        case .block(let value): return value == nil ? "nil" : "{ … }"
        case .indexPath(let section, let row): return "[\(section), \(row)]"
        case .string(let text):
            var literal = "\""
            for character in text {
                if character == "\\" || character == "\"" { literal.append("\\") }
                literal.append(character)
            }
            return literal + "\""
        }
    }
}
