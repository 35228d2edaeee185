import LifecycleEngine

/// Global functions and the conversions written as initializers (`String(x)`, `Double(x)`).
enum GlobalBuiltins {
    static let functions: [BuiltinFunction] = [
        // `print` takes any number of items; `Interpreter.print` handles the call, this entry documents it.
        function("", "print", [param(nil, .any), param("separator", .string, default: .string(" ")),
                               param("terminator", .string, default: .string("\n"))]) { call in
            throw call.fail("print is handled by the interpreter")
        },
        // Handled by the interpreter like `print`: `debugPrint` quotes strings, `NSLog` fills in its format.
        function("", "debugPrint", [param(nil, .any), param("separator", .string, default: .string(" ")),
                                    param("terminator", .string, default: .string("\n"))]) { call in
            throw call.fail("debugPrint is handled by the interpreter")
        },
        function("", "NSLog", [param(nil, .string)]) { call in throw call.fail("NSLog is handled by the interpreter") },
        function("", "min", [param(nil, .any), param(nil, .any)]) { call in try extreme(call, smaller: true) },
        function("", "max", [param(nil, .any), param(nil, .any)]) { call in try extreme(call, smaller: false) },
        function("", "abs", [param(nil, .any)]) { call in
            switch call.argument(0) {
            case .int(let value) where value != .min: return .int(Swift.abs(value))
            case .double(let value): return .double(Swift.abs(value))
            default: throw call.fail("abs(_:) takes an Int or a Double")
            }
        },
        function("", "fatalError", [param(nil, .string, default: .string(""))]) { call in
            throw call.fail("fatal error" + (try call.string(0)).prefixedIfNotEmpty(": "))
        },
        function("", "precondition", [param(nil, .bool), param(nil, .string, default: .string(""))]) { call in
            if try !call.bool(0) { throw call.fail("precondition failed" + (try call.string(1)).prefixedIfNotEmpty(": ")) }
            return .void
        },
        function("", "assert", [param(nil, .bool), param(nil, .string, default: .string(""))]) { call in
            if try !call.bool(0) { throw call.fail("assertion failed" + (try call.string(1)).prefixedIfNotEmpty(": ")) }
            return .void
        },
        function("", "type", [param("of", .any)]) { call in .type(call.argument(0).typeName) },
        function("String.Type", "init", [param(nil, .any)]) { call in
            .string(try call.interpreter.text(of: call.argument(0), at: call.offset))
        },
        function("String.Type", "init", [param("describing", .any)]) { call in
            .string(try call.interpreter.text(of: call.argument(0), at: call.offset))
        },
        function("Int.Type", "init", [param(nil, .any)]) { call in
            switch call.argument(0) {
            case .int(let value): return .int(value)
            case .double(let value):
                guard value.isFinite, value > Double(Int.min), value < Double(Int.max) else {
                    throw call.fail("\(value) cannot be converted to Int")
                }
                return .int(Int(value))
            case .string(let text): return Int(text).map(Value.int) ?? .null
            case let other: throw call.fail("cannot convert a value of type \(other.typeName) to Int")
            }
        },
        function("Double.Type", "init", [param(nil, .any)]) { call in try floating(call) },
        function("CGFloat.Type", "init", [param(nil, .any)]) { call in try floating(call) },
        function("Selector.Type", "init", [param(nil, .string)]) { call in .string(try call.string(0)) },
        // `Array(1...40)`, `Array(items.reversed())`: an array of a range's numbers or a copy of an array.
        function("Array.Type", "init", [param(nil, .any)]) { call in
            switch call.argument(0) {
            case .array(let values): return .array(values)
            case .range(let lower, let upper):
                try call.interpreter.checkSize(upper - lower, at: call.offset)
                return .array((lower..<upper).map(Value.int))
            case let other: throw call.fail("Array(_:) takes an array or a range, not a value of type \(other.typeName)")
            }
        },
    ]

    private static func floating(_ call: BuiltinCall) throws -> Value {
        if case .string(let text) = call.argument(0) { return Double(text).map(Value.double) ?? .null }
        return .double(try call.number(0))
    }

    private static func extreme(_ call: BuiltinCall, smaller: Bool) throws -> Value {
        let a = call.argument(0), b = call.argument(1)
        if case .int(let x) = a, case .int(let y) = b { return .int(smaller ? Swift.min(x, y) : Swift.max(x, y)) }
        guard let x = a.number, let y = b.number else { throw call.fail("min and max take numbers") }
        return .double(smaller ? Swift.min(x, y) : Swift.max(x, y))
    }
}

extension Interpreter {
    /// `print(_ items: Any..., separator: String = " ", terminator: String = "\n")`: complete lines
    /// become `print` events; text before a missing newline waits for the rest of its line.
    func print(_ arguments: [CallArgument], debug: Bool = false, at offset: Int) throws -> Value {
        var items: [String] = []
        var separator = " ", terminator = "\n"
        for argument in arguments {
            let value = try evaluate(argument.value)
            switch argument.label {
            case nil: items.append(debug ? value.debugDescribed : try text(of: value, at: argument.value.offset))
            case "separator"?, "terminator"?:
                guard case .string(let text) = value else { throw error("`\(argument.label!)` must be a String", at: argument.value.offset) }
                if argument.label == "separator" { separator = text } else { terminator = text }
            default:
                throw error("print(_:separator:terminator:) has no argument `\(argument.label!)`", at: argument.value.offset)
            }
        }
        noteUsedBuiltin(debug ? "debugPrint(_:separator:terminator:)" : "print(_:separator:terminator:)")
        return try emit(items.joined(separator: separator) + terminator, at: offset)
    }

    /// `NSLog(_ format: String, _ args: CVarArg...)`: the console line without the date and process that
    /// NSLog puts before it; `%@`, `%d`, `%i`, `%ld`, `%lu`, `%u`, `%f` (with a precision), `%s` and `%%`.
    func nsLog(_ arguments: [CallArgument], at offset: Int) throws -> Value {
        guard let first = arguments.first, first.label == nil, case .string(let format) = try evaluate(first.value) else {
            throw error("NSLog takes a format string first", at: arguments.first?.value.offset ?? offset)
        }
        var values: [Value] = []
        for argument in arguments.dropFirst() {
            guard argument.label == nil else {
                throw error("NSLog(_:_:) has no argument `\(argument.label!)`", at: argument.value.offset)
            }
            values.append(try evaluate(argument.value))
        }
        noteUsedBuiltin("NSLog(_:)")
        let text = try LogFormat.fill(format, with: values, describe: { try self.text(of: $0, at: offset) }) { message in
            error(message, at: offset)
        }
        return try emit(text + "\n", at: offset)
    }

    /// `String(format: "%.2f", value)`: Foundation's formatting, as NSLog's (`%@` shows a value as print does).
    func stringWithFormat(_ arguments: [CallArgument], at offset: Int) throws -> Value {
        guard let first = arguments.first, case .string(let format) = try evaluate(first.value) else {
            throw error("String(format:) takes a format string first", at: arguments.first?.value.offset ?? offset)
        }
        var values: [Value] = []
        for argument in arguments.dropFirst() {
            guard argument.label == nil else {
                throw error("String(format:_:) has no argument `\(argument.label!)`", at: argument.value.offset)
            }
            values.append(try evaluate(argument.value))
        }
        let text = try LogFormat.fill(format, with: values, describe: { try self.text(of: $0, at: offset) }) { message in
            error(message, at: offset)
        }
        try checkSize(text.utf8.count, at: offset)
        return .string(text)
    }

    private func emit(_ text: String, at offset: Int) throws -> Value {
        printBuffer += text
        try checkSize(printBuffer.utf8.count, at: offset)
        // Any line break ends a line, `"\r\n"` (one Character in Swift) and `"\r"` included.
        while let newline = printBuffer.firstIndex(where: \.isNewline) {
            engine.print(String(printBuffer[..<newline]))
            printBuffer.removeSubrange(...newline)
        }
        return .void
    }
}

extension String {
    func prefixedIfNotEmpty(_ prefix: String) -> String { isEmpty ? "" : prefix + self }
}

extension Value {
    /// What `debugPrint` shows: strings quoted and escaped, everything else as `print` shows it (arrays
    /// already quote their strings).
    var debugDescribed: String {
        if case .string = self { return debugPrinted }
        return printed
    }
}
