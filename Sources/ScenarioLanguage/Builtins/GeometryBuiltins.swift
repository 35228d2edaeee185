import LifecycleEngine

/// `CGRect`, `CGSize` and `CGPoint`, mapped onto the engine's geometry values.
enum GeometryBuiltins {
    static let functions: [BuiltinFunction] = [
        function("CGRect.Type", "init", [param("x", .number), param("y", .number), param("width", .number),
                                         param("height", .number)]) { call in
            .rect(Rect(x: try call.number(0), y: try call.number(1), width: try call.number(2), height: try call.number(3)))
        },
        function("CGRect.Type", "init", [param("origin", .point), param("size", .size)]) { call in
            .rect(Rect(origin: try call.point(0), size: try call.size(1)))
        },
        function("CGRect.Type", "init", []) { _ in .rect(.zero) },
        function("CGSize.Type", "init", [param("width", .number), param("height", .number)]) { call in
            .size(Size(width: try call.number(0), height: try call.number(1)))
        },
        function("CGSize.Type", "init", []) { _ in .size(.zero) },
        function("CGPoint.Type", "init", [param("x", .number), param("y", .number)]) { call in
            .point(Point(x: try call.number(0), y: try call.number(1)))
        },
        function("CGPoint.Type", "init", []) { _ in .point(.zero) },
        function("CGRect", "insetBy", [param("dx", .number), param("dy", .number)]) { call in
            let rect = try rect(call), dx = try call.number(0), dy = try call.number(1)
            return .rect(Rect(x: rect.origin.x + dx, y: rect.origin.y + dy, width: rect.size.width - 2 * dx,
                              height: rect.size.height - 2 * dy))
        },
        function("CGRect", "offsetBy", [param("dx", .number), param("dy", .number)]) { call in
            let rect = try rect(call)
            return .rect(Rect(x: rect.origin.x + (try call.number(0)), y: rect.origin.y + (try call.number(1)),
                              width: rect.size.width, height: rect.size.height))
        },
        function("CGRect", "contains", [param(nil, .point)]) { call in
            let rect = try rect(call), point = try call.point(0)
            return .bool(point.x >= rect.origin.x && point.x < rect.origin.x + rect.size.width
                         && point.y >= rect.origin.y && point.y < rect.origin.y + rect.size.height)
        },
    ]

    static let properties: [BuiltinProperty] = [
        getter("CGRect.Type", "zero") { _ in .rect(.zero) },
        getter("CGSize.Type", "zero") { _ in .size(.zero) },
        getter("CGPoint.Type", "zero") { _ in .point(.zero) },
        property("CGRect", "origin", type: "CGPoint", get: { .point(try rect($0).origin) }, set: { call in
            var value = try rect(call)
            value.origin = try call.point(0)
            call.receiver = .rect(value)
        }),
        property("CGRect", "size", type: "CGSize", get: { .size(try rect($0).size) }, set: { call in
            var value = try rect(call)
            value.size = try call.size(0)
            call.receiver = .rect(value)
        }),
        getter("CGRect", "width", type: "CGFloat") { .double(try rect($0).size.width) },
        getter("CGRect", "height", type: "CGFloat") { .double(try rect($0).size.height) },
        getter("CGRect", "minX") { .double(try rect($0).origin.x) },
        getter("CGRect", "minY") { .double(try rect($0).origin.y) },
        getter("CGRect", "midX") { let r = try rect($0); return .double(r.origin.x + r.size.width / 2) },
        getter("CGRect", "midY") { let r = try rect($0); return .double(r.origin.y + r.size.height / 2) },
        getter("CGRect", "maxX") { let r = try rect($0); return .double(r.origin.x + r.size.width) },
        getter("CGRect", "maxY") { let r = try rect($0); return .double(r.origin.y + r.size.height) },
        getter("CGRect", "isEmpty") { .bool(try rect($0).isEmpty) },
        property("CGSize", "width", type: "CGFloat", get: { .double(try size($0).width) }, set: { call in
            var value = try size(call)
            value.width = try call.number(0)
            call.receiver = .size(value)
        }),
        property("CGSize", "height", type: "CGFloat", get: { .double(try size($0).height) }, set: { call in
            var value = try size(call)
            value.height = try call.number(0)
            call.receiver = .size(value)
        }),
        property("CGPoint", "x", type: "CGFloat", get: { .double(try point($0).x) }, set: { call in
            var value = try point(call)
            value.x = try call.number(0)
            call.receiver = .point(value)
        }),
        property("CGPoint", "y", type: "CGFloat", get: { .double(try point($0).y) }, set: { call in
            var value = try point(call)
            value.y = try call.number(0)
            call.receiver = .point(value)
        }),
    ]

    private static func rect(_ call: BuiltinCall) throws -> Rect {
        guard case .rect(let value) = call.receiver else { throw call.fail("expected a CGRect") }
        return value
    }

    private static func size(_ call: BuiltinCall) throws -> Size {
        guard case .size(let value) = call.receiver else { throw call.fail("expected a CGSize") }
        return value
    }

    private static func point(_ call: BuiltinCall) throws -> Point {
        guard case .point(let value) = call.receiver else { throw call.fail("expected a CGPoint") }
        return value
    }
}
