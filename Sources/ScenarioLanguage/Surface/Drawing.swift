import LifecycleEngine

/// Drawing with UIKit and Core Graphics inside `draw(_:)`.
///
/// There is a current graphics context only while a `draw(_:)` override runs, as there is while UIKit's
/// display pass draws a view: `UIGraphicsGetCurrentContext()` returns it there and nil elsewhere. What is
/// painted is not modelled (no pixels), so painting changes nothing in the lifecycle; painting with no
/// current context (a `fill()` in `viewDidLoad`) draws nothing, and UIKit's console says so, which the
/// trace shows as a warning (its wording inferred). A `UIBezierPath` is an object whose properties read back;
/// its elements are counted, not kept, so `isEmpty` reads back and its bounds are not modelled.
enum Drawing {
    static let classes: [SurfaceClass] = [
        uikitClass("UIBezierPath", "NSObject", kind: .object),
        valueType("CGContext"),
    ]

    static let enums: [String: [String]] = [
        "CGLineCap": ["butt", "round", "square"],
        "CGLineJoin": ["miter", "round", "bevel"],
    ]

    static let members: [SurfaceMember] = [
        path("init", [param("rect", .rect)]),
        path("init", [param("ovalIn", .rect)]),
        path("init", [param("roundedRect", .rect), param("cornerRadius", .number)]),
        path("init", [param("arcCenter", .point), param("radius", .number), param("startAngle", .number),
                      param("endAngle", .number), param("clockwise", .bool)]),
        element("move", [param("to", .point)]),
        element("addLine", [param("to", .point)]),
        element("addArc", [param("withCenter", .point), param("radius", .number), param("startAngle", .number),
                           param("endAngle", .number), param("clockwise", .bool)]),
        element("addCurve", [param("to", .point), param("controlPoint1", .point), param("controlPoint2", .point)]),
        element("close", []),
        computed("UIBezierPath", "isEmpty", "Bool", .none, get: { call in
            .bool((try SurfaceObjects.storedValue("elements", of: call)?.number ?? 0) == 0)
        }),
        stored("UIBezierPath", "lineWidth", "CGFloat", .none, default: .double(1)),
        stored("UIBezierPath", "lineCapStyle", "CGLineCap", .none, default: .enumCase("butt")),
        stored("UIBezierPath", "lineJoinStyle", "CGLineJoin", .none, default: .enumCase("miter")),
        paint("UIBezierPath", "fill", [], as: "CGContextFillPath"),
        paint("UIBezierPath", "stroke", [], as: "CGContextStrokePath"),
        paint("UIColor", "setFill", [], as: "CGContextSetFillColorWithColor"),
        paint("UIColor", "setStroke", [], as: "CGContextSetStrokeColorWithColor"),
        paint("UIColor", "set", [], as: "CGContextSetFillColorWithColor", "CGContextSetStrokeColorWithColor"),
        method("", "UIGraphicsGetCurrentContext", [], .none) { call in
            call.interpreter.drawingDepth > 0 ? SurfaceValues.record("CGContext", "<CGContext>") : .null
        },
        paint("CGContext", "setLineWidth", [param(nil, .number)], as: "CGContextSetLineWidth"),
        paint("CGContext", "setLineCap", [param(nil, .enumeration)], as: "CGContextSetLineCap"),
        paint("CGContext", "setLineJoin", [param(nil, .enumeration)], as: "CGContextSetLineJoin"),
        paint("CGContext", "setFillColor", [param(nil, .any)], as: "CGContextSetFillColorWithColor"),
        paint("CGContext", "setStrokeColor", [param(nil, .any)], as: "CGContextSetStrokeColorWithColor"),
        paint("CGContext", "move", [param("to", .point)], as: "CGContextMoveToPoint"),
        paint("CGContext", "addLine", [param("to", .point)], as: "CGContextAddLineToPoint"),
        paint("CGContext", "addRect", [param(nil, .rect)], as: "CGContextAddRect"),
        paint("CGContext", "addEllipse", [param("in", .rect)], as: "CGContextAddEllipseInRect"),
        paint("CGContext", "strokePath", [], as: "CGContextDrawPath"),
        paint("CGContext", "fillPath", [], as: "CGContextDrawPath"),
        paint("CGContext", "fill", [param(nil, .rect)], as: "CGContextFillRects"),
        paint("CGContext", "stroke", [param(nil, .rect)], as: "CGContextStrokeRect"),
        paint("CGContext", "saveGState", [], as: "CGContextSaveGState"),
        paint("CGContext", "restoreGState", [], as: "CGContextRestoreGState"),
    ]

    /// A path initializer: a new path holding one element.
    private static func path(_ name: String, _ parameters: [ParameterSpec]) -> SurfaceMember {
        method("UIBezierPath.Type", name, parameters, .none) { call in
            for index in parameters.indices { _ = try call.engineArgument(index, parameters[index].kind) }
            let path = try SurfaceObjects.makeObject("UIBezierPath", call)
            try SurfaceObjects.store(.int(1), as: "elements", on: path, call)
            return path
        }
    }

    /// A path element: counted, so `isEmpty` reads back.
    private static func element(_ name: String, _ parameters: [ParameterSpec]) -> SurfaceMember {
        method("UIBezierPath", name, parameters, .none) { call in
            for index in parameters.indices { _ = try call.engineArgument(index, parameters[index].kind) }
            let count = (try SurfaceObjects.storedValue("elements", of: call)?.number).map(Int.init) ?? 0
            try SurfaceObjects.store(.int(count + 1), as: "elements", on: call.receiver, call)
            return .void
        }
    }

    /// A painting call: with no current context, UIKit's console message for the Core Graphics function.
    private static func paint(_ owner: String, _ name: String, _ parameters: [ParameterSpec],
                              as functions: String...) -> SurfaceMember {
        method(owner, name, parameters, .none) { call in
            for index in parameters.indices { _ = try call.engineArgument(index, parameters[index].kind) }
            if call.interpreter.drawingDepth == 0 {
                call.engine.inferred {
                    for function in functions {
                        call.engine.warn("\(function): invalid context 0x0. If you want to see the backtrace, please "
                                         + "set CG_CONTEXT_SHOW_BACKTRACE environmental variable.")
                    }
                }
            }
            return .void
        }
    }
}
