import Foundation

/// `CGAffineTransform`: a value of six numbers, built and combined as Core Graphics does, printing as Swift
/// prints one; two transforms are equal when their numbers are.
enum AffineTransforms {
    struct Matrix: Equatable {
        var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

        /// `self` then `other`: Core Graphics' `concatenating`.
        func concatenating(_ other: Matrix) -> Matrix {
            Matrix(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                   c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                   tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
        }

        static func scale(_ x: Double, _ y: Double) -> Matrix { Matrix(a: x, d: y) }
        static func rotation(_ angle: Double) -> Matrix { Matrix(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle)) }
        static func translation(_ x: Double, _ y: Double) -> Matrix { Matrix(tx: x, ty: y) }
    }

    static var identity: Value { value(Matrix()) }

    static func value(_ m: Matrix) -> Value {
        let fields: [String: Value] = ["a": .double(m.a), "b": .double(m.b), "c": .double(m.c), "d": .double(m.d),
                                       "tx": .double(m.tx), "ty": .double(m.ty)]
        let text = "CGAffineTransform(a: \(m.a), b: \(m.b), c: \(m.c), d: \(m.d), tx: \(m.tx), ty: \(m.ty))"
        return SurfaceValues.record("CGAffineTransform", text, fields)
    }

    static func matrix(_ value: Value, _ call: BuiltinCall) throws -> Matrix {
        guard case .record(let record) = value, record.type == "CGAffineTransform" else {
            throw call.fail("expected a CGAffineTransform, found a value of type \(value.typeName)")
        }
        func field(_ name: String) -> Double { record.fields[name]?.number ?? 0 }
        return Matrix(a: field("a"), b: field("b"), c: field("c"), d: field("d"), tx: field("tx"), ty: field("ty"))
    }

    static let members: [SurfaceMember] = [
        computed("CGAffineTransform.Type", "identity", "CGAffineTransform", .none, get: { _ in identity }),
        method("CGAffineTransform.Type", "init", [param("scaleX", .number), param("y", .number)], .none) { call in
            value(.scale(try call.number(0), try call.number(1)))
        },
        method("CGAffineTransform.Type", "init", [param("rotationAngle", .number)], .none) { call in
            value(.rotation(try call.number(0)))
        },
        method("CGAffineTransform.Type", "init", [param("translationX", .number), param("y", .number)], .none) { call in
            value(.translation(try call.number(0), try call.number(1)))
        },
        method("CGAffineTransform", "scaledBy", [param("x", .number), param("y", .number)], .none) { call in
            value(Matrix.scale(try call.number(0), try call.number(1)).concatenating(try matrix(call.receiver, call)))
        },
        method("CGAffineTransform", "rotated", [param("by", .number)], .none) { call in
            value(Matrix.rotation(try call.number(0)).concatenating(try matrix(call.receiver, call)))
        },
        method("CGAffineTransform", "translatedBy", [param("x", .number), param("y", .number)], .none) { call in
            value(Matrix.translation(try call.number(0), try call.number(1)).concatenating(try matrix(call.receiver, call)))
        },
        method("CGAffineTransform", "concatenating", [param(nil, .any)], .none) { call in
            value(try matrix(call.receiver, call).concatenating(try matrix(call.argument(0), call)))
        },
        computed("CGAffineTransform", "isIdentity", "Bool", .none, get: { call in
            .bool(try matrix(call.receiver, call) == Matrix())
        }),
    ] + ["a", "b", "c", "d", "tx", "ty"].map { name in
        computed("CGAffineTransform", name, "CGFloat", .none, get: { call in
            guard case .record(let record) = call.receiver else { return .double(0) }
            return record.fields[name] ?? .double(0)
        })
    }
}
