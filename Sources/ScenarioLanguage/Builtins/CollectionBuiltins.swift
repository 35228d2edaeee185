import LifecycleEngine

/// `Array`, `String` and integer ranges: the members scenarios use to keep and inspect lists (and the
/// `description` of numbers and truth values, which such code prints).
enum CollectionBuiltins {
    static let functions: [BuiltinFunction] = [
        function("Array", "append", [param(nil, .any)], mutating: true) { call in
            var values = try array(call)
            try call.interpreter.checkSize(values.count + 1, at: call.offset)
            values.append(call.argument(0))
            call.receiver = .array(values)
            try call.interpreter.checkNesting(of: call.receiver, adding: [call.argument(0)], at: call.offset)
            return .void
        },
        function("Array", "append", [param("contentsOf", .any)], mutating: true) { call in
            let added = try call.array(0)
            let values = try array(call) + added
            try call.interpreter.checkSize(values.count, at: call.offset)
            call.receiver = .array(values)
            try call.interpreter.checkNesting(of: call.receiver, adding: added, at: call.offset)
            return .void
        },
        function("Array", "insert", [param(nil, .any), param("at", .int)], mutating: true) { call in
            var values = try array(call)
            let index = try call.int(1)
            guard (0...values.count).contains(index) else { throw call.fail("index \(index) out of range") }
            try call.interpreter.checkSize(values.count + 1, at: call.offset)
            values.insert(call.argument(0), at: index)
            call.receiver = .array(values)
            try call.interpreter.checkNesting(of: call.receiver, adding: [call.argument(0)], at: call.offset)
            return .void
        },
        function("Array", "remove", [param("at", .int)], mutating: true) { call in
            var values = try array(call)
            let index = try call.int(0)
            guard values.indices.contains(index) else { throw call.fail("index \(index) out of range") }
            let removed = values.remove(at: index)
            call.receiver = .array(values)
            return removed
        },
        function("Array", "removeAll", [], mutating: true) { call in
            call.receiver = .array([])
            return .void
        },
        function("Array", "removeLast", [], mutating: true) { call in
            var values = try array(call)
            guard let last = values.popLast() else { throw call.fail("cannot removeLast() from an empty array") }
            call.receiver = .array(values)
            return last
        },
        function("Array", "removeFirst", [], mutating: true) { call in
            var values = try array(call)
            guard !values.isEmpty else { throw call.fail("cannot removeFirst() from an empty array") }
            let first = values.removeFirst()
            call.receiver = .array(values)
            return first
        },
        function("Array", "contains", [param(nil, .any)]) { call in
            let target = call.argument(0)
            return .bool(try array(call).contains { $0.equals(target) ?? false })
        },
        function("Array", "contains", [param("where", .closure)]) { call in
            for element in try array(call) where try predicate(call, element) { return .bool(true) }
            return .bool(false)
        },
        function("Array", "firstIndex", [param("of", .any)]) { call in
            let target = call.argument(0)
            return (try array(call).firstIndex { $0.equals(target) ?? false }).map(Value.int) ?? .null
        },
        // Swift 4's spelling, still accepted (deprecated) by Swift 5 compilers.
        function("Array", "index", [param("of", .any)]) { call in
            let target = call.argument(0)
            return (try array(call).firstIndex { $0.equals(target) ?? false }).map(Value.int) ?? .null
        },
        function("Array", "first", [param("where", .closure)]) { call in
            for element in try array(call) where try predicate(call, element) { return element }
            return .null
        },
        function("Array", "reversed", []) { call in .array(try array(call).reversed()) },
        function("Array", "forEach", [param(nil, .closure)]) { call in
            for element in try array(call) { _ = try apply(call, element) }
            return .void
        },
        function("Array", "map", [param(nil, .closure)]) { call in
            let mapped = try array(call).map { try apply(call, $0) }
            try call.interpreter.checkNesting(of: .array(mapped), adding: mapped, at: call.offset)
            return .array(mapped)
        },
        function("Array", "filter", [param(nil, .closure)]) { call in
            .array(try array(call).filter { try predicate(call, $0) })
        },
        function("Array", "joined", [param("separator", .string, default: .string(""))]) { call in
            let parts = try array(call).map(\.printed), separator = try call.string(0)
            let length = parts.reduce(0) { $0 + $1.utf8.count + separator.utf8.count }
            try call.interpreter.checkSize(length, at: call.offset)
            return .string(parts.joined(separator: separator))
        },
        function("String", "append", [param(nil, .string)], mutating: true) { call in
            let text = try string(call) + (try call.string(0))
            try call.interpreter.checkSize(text.utf8.count, at: call.offset)
            call.receiver = .string(text)
            return .void
        },
        function("String", "uppercased", []) { call in .string(try string(call).uppercased()) },
        function("String", "lowercased", []) { call in .string(try string(call).lowercased()) },
        function("String", "hasPrefix", [param(nil, .string)]) { call in .bool(try string(call).hasPrefix(try call.string(0))) },
        function("String", "hasSuffix", [param(nil, .string)]) { call in .bool(try string(call).hasSuffix(try call.string(0))) },
        function("String", "contains", [param(nil, .string)]) { call in
            let needle = try call.string(0)
            let haystack = try string(call)
            // A naive search is quadratic: keep it to what a scenario plausibly needs.
            if haystack.utf8.count * needle.utf8.count > 50_000_000 { throw call.fail("these strings are too long to search") }
            return .bool(needle.isEmpty || haystack.contains(needle))
        },
        function("Range", "contains", [param(nil, .int)]) { call in
            guard case .range(let lower, let upper) = call.receiver else { throw call.fail("expected a range") }
            let value = try call.int(0)
            return .bool(value >= lower && value < upper)
        },
        function("Range", "reversed", []) { call in
            guard case .range(let lower, let upper) = call.receiver else { throw call.fail("expected a range") }
            try call.interpreter.checkSize(upper - lower, at: call.offset)
            return .array((lower..<upper).reversed().map(Value.int))
        },
    ]

    static let properties: [BuiltinProperty] = [
        getter("Array", "count") { .int(try array($0).count) },
        getter("Array", "isEmpty") { .bool(try array($0).isEmpty) },
        getter("Array", "first") { try array($0).first ?? .null },
        getter("Array", "last") { try array($0).last ?? .null },
        getter("Array", "indices") { .range(0, try array($0).count) },
        getter("String", "count") { .int(try string($0).count) },
        getter("String", "isEmpty") { .bool(try string($0).isEmpty) },
        // `String(describing:)` of a number or a truth value, as `Int(stepper.value).description` reads it.
        getter("Int", "description") { .string($0.receiver.printed) },
        getter("Double", "description") { .string($0.receiver.printed) },
        getter("Bool", "description") { .string($0.receiver.printed) },
        getter("Range", "count") { call in
            guard case .range(let lower, let upper) = call.receiver else { throw call.fail("expected a range") }
            return .int(upper - lower)
        },
    ]

    private static func array(_ call: BuiltinCall) throws -> [Value] {
        guard case .array(let values) = call.receiver else { throw call.fail("expected an array") }
        return values
    }

    private static func string(_ call: BuiltinCall) throws -> String {
        guard case .string(let text) = call.receiver else { throw call.fail("expected a String") }
        return text
    }

    private static func apply(_ call: BuiltinCall, _ element: Value) throws -> Value {
        guard let closure = try call.closure(0) else { throw call.fail("expected a closure") }
        try call.interpreter.countStep(at: call.offset)
        return try call.interpreter.invoke(closure, [element], at: call.offset)
    }

    private static func predicate(_ call: BuiltinCall, _ element: Value) throws -> Bool {
        guard case .bool(let result) = try apply(call, element) else { throw call.fail("the closure must return a Bool") }
        return result
    }
}
