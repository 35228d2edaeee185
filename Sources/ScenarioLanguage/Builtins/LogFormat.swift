import Foundation

/// The printf-style formats `NSLog` takes, for the conversions app logging uses. A conversion without a
/// value, or a value left over, is an error at the call (Foundation would read garbage or ignore it).
enum LogFormat {
    /// `describe` is how `print` shows a value (a type's `description` where it declares one), for `%@`.
    static func fill(_ format: String, with values: [Value], describe: (Value) throws -> String,
                     failure: (String) -> Error) throws -> String {
        var output = "", remaining = values[...]
        var characters = format[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                output.append(character)
                continue
            }
            // Flags, width and precision ("%.2f", "%5d"), then the length modifiers of "%ld", "%lu", "%lld".
            var precision: Int?
            var spec = ""
            while let next = characters.first, "0123456789.-+ #".contains(next) {
                spec.append(next)
                characters.removeFirst()
            }
            if let dot = spec.firstIndex(of: ".") { precision = Int(spec[spec.index(after: dot)...]) }
            while let next = characters.first, "lhqzjt".contains(next) { characters.removeFirst() }
            guard let conversion = characters.popFirst() else { throw failure("NSLog format ends inside a conversion") }
            if conversion == "%" {
                output.append("%")
                continue
            }
            guard let value = remaining.popFirst() else {
                throw failure("NSLog format has more conversions than arguments (at `%\(spec)\(conversion)`)")
            }
            switch conversion {
            case "@", "s": output += try describe(value)
            case "d", "i", "u":
                guard let number = value.number else { throw failure("`%\(conversion)` needs a number, found \(value.typeName)") }
                output += String(Int(number.rounded(.towardZero)))
            case "f", "g", "e":
                guard let number = value.number else { throw failure("`%\(conversion)` needs a number, found \(value.typeName)") }
                output += String(format: "%.\(precision ?? 6)f", number)
            case "x", "X":
                guard case .int(let number) = value else { throw failure("`%\(conversion)` needs an integer, found \(value.typeName)") }
                let hex = String(number, radix: 16)
                output += conversion == "X" ? hex.uppercased() : hex
            default:
                throw failure("NSLog's `%\(conversion)` conversion is not supported (use `%@`, `%d`, `%f`, `%s`)")
            }
        }
        guard remaining.isEmpty else { throw failure("NSLog has \(remaining.count) argument(s) its format does not use") }
        return output
    }
}
