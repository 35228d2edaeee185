import LifecycleEngine

/// Value types with no lifecycle of their own: `UIColor`, `CGColor`, `UIFont`, `UIImage`,
/// `UIEdgeInsets`, `NSAttributedString`. They are records that print and compare; a scenario has
/// no asset catalog, so `UIColor(named:)` and `UIImage(named:)` stand for the named asset.
enum ColorsAndFonts {
    static let members: [SurfaceMember] = colorMembers + fontMembers + otherMembers

    private static let colorMembers: [SurfaceMember] = ApplicationBuiltins.colorNames.sorted().map { name in
        computed("UIColor.Type", name, "UIColor", .none, get: { _ in SurfaceValues.color(named: name) })
    } + [
        method("UIColor.Type", "init", [param("red", .number), param("green", .number), param("blue", .number),
                                        param("alpha", .number)], .none) { call in
            let parts = try (0..<4).map { SurfaceValues.number(try call.number($0)) }
            return SurfaceValues.record("UIColor", "UIColor(red: \(parts[0]), green: \(parts[1]), blue: \(parts[2]), alpha: \(parts[3]))")
        },
        method("UIColor.Type", "init", [param("white", .number), param("alpha", .number)], .none) { call in
            SurfaceValues.record("UIColor", "UIColor(white: \(SurfaceValues.number(try call.number(0))), "
                                 + "alpha: \(SurfaceValues.number(try call.number(1))))")
        },
        method("UIColor.Type", "init", [param("hue", .number), param("saturation", .number), param("brightness", .number),
                                        param("alpha", .number)], .none) { call in
            let parts = try (0..<4).map { SurfaceValues.number(try call.number($0)) }
            return SurfaceValues.record("UIColor", "UIColor(hue: \(parts[0]), saturation: \(parts[1]), brightness: \(parts[2]), alpha: \(parts[3]))")
        },
        method("UIColor.Type", "init", [param("named", .string)], .none) { call in
            SurfaceValues.record("UIColor", "UIColor(named: \"\(try call.string(0))\")")
        },
        method("UIColor", "withAlphaComponent", [param(nil, .number)], .none) { call in
            guard case .record(let color) = call.receiver else { throw call.fail("expected a UIColor") }
            return SurfaceValues.record("UIColor", color.text + ".withAlphaComponent(\(SurfaceValues.number(try call.number(0))))")
        },
        computed("UIColor", "cgColor", "CGColor", .none, get: { call in
            guard case .record(let color) = call.receiver else { throw call.fail("expected a UIColor") }
            return SurfaceValues.record("CGColor", color.text + ".cgColor")
        }),
    ]

    private static let fontMembers: [SurfaceMember] = [
        method("UIFont.Type", "systemFont", [param("ofSize", .number)], .none) { call in
            SurfaceValues.font(size: try call.number(0))
        },
        method("UIFont.Type", "systemFont", [param("ofSize", .number), param("weight", .enumeration)], .none) { call in
            SurfaceValues.font(size: try call.number(0), weight: try call.enumCase(1))
        },
        method("UIFont.Type", "boldSystemFont", [param("ofSize", .number)], .none) { call in
            SurfaceValues.font(size: try call.number(0), weight: "bold")
        },
        method("UIFont.Type", "italicSystemFont", [param("ofSize", .number)], .none) { call in
            SurfaceValues.font(size: try call.number(0), weight: "italic")
        },
        method("UIFont.Type", "monospacedDigitSystemFont", [param("ofSize", .number), param("weight", .enumeration)],
               .none) { call in
            SurfaceValues.font(size: try call.number(0), weight: try call.enumCase(1), name: "monospacedDigitSystem")
        },
        method("UIFont.Type", "preferredFont", [param("forTextStyle", .enumeration)], .none) { call in
            let style = try call.enumCase(0)
            let sizes: [String: Double] = ["largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17,
                                           "body": 17, "callout": 16, "subheadline": 15, "footnote": 13,
                                           "caption1": 12, "caption2": 11]
            guard let size = sizes[style] else { throw call.fail("`.\(style)` is not a UIFont.TextStyle") }
            return SurfaceValues.font(size: size, weight: style == "headline" ? "semibold" : "regular", name: style)
        },
        method("UIFont.Type", "init", [param("name", .string), param("size", .number)], .none) { call in
            SurfaceValues.font(size: try call.number(1), name: try call.string(0))
        },
        method("UIFont", "withSize", [param(nil, .number)], .none) { call in
            guard case .record(let font) = call.receiver, case .string(let name)? = font.fields["fontName"],
                  case .string(let weight)? = font.fields["weight"] else { throw call.fail("expected a UIFont") }
            return SurfaceValues.font(size: try call.number(0), weight: weight, name: name)
        },
        computed("UIFont", "pointSize", "CGFloat", .none, get: { call in
            guard case .record(let font) = call.receiver else { throw call.fail("expected a UIFont") }
            return font.fields["pointSize"] ?? .double(0)
        }),
        computed("UIFont", "fontName", "String", .none, get: { call in
            guard case .record(let font) = call.receiver else { throw call.fail("expected a UIFont") }
            return font.fields["fontName"] ?? .string("")
        }),
    ]

    private static let otherMembers: [SurfaceMember] = [
        method("UIImage.Type", "init", [param("systemName", .string)], .none) { call in
            SurfaceValues.record("UIImage", "UIImage(systemName: \"\(try call.string(0))\")")
        },
        method("UIImage.Type", "init", [param("named", .string)], .none) { call in
            SurfaceValues.record("UIImage", "UIImage(named: \"\(try call.string(0))\")")
        },
        method("UIImage", "withRenderingMode", [param(nil, .enumeration)], .none) { call in
            guard case .record(let image) = call.receiver else { throw call.fail("expected a UIImage") }
            return SurfaceValues.record("UIImage", image.text + ".withRenderingMode(.\(try call.enumCase(0)))")
        },
        method("UIEdgeInsets.Type", "init", [param("top", .number), param("left", .number), param("bottom", .number),
                                             param("right", .number)], .none) { call in
            SurfaceValues.edgeInsets(try call.number(0), try call.number(1), try call.number(2), try call.number(3))
        },
        field("UIEdgeInsets", "top", "CGFloat"), field("UIEdgeInsets", "left", "CGFloat"),
        field("UIEdgeInsets", "bottom", "CGFloat"), field("UIEdgeInsets", "right", "CGFloat"),
        field("NSAttributedString", "string", "String"),
        computed("UIEdgeInsets.Type", "zero", "UIEdgeInsets", .none, get: { _ in SurfaceValues.edgeInsets(0, 0, 0, 0) }),
        method("UILayoutPriority.Type", "init", [param(nil, .number)], .none) { call in .double(try call.number(0)) },
        method("NSAttributedString.Type", "init", [param("string", .string)], .none) { call in
            let text = try call.string(0)
            return SurfaceValues.record("NSAttributedString", text, ["string": .string(text)])
        },
    ]

    /// A field of a record value, read-only as the value is immutable.
    private static func field(_ owner: String, _ name: String, _ type: String) -> SurfaceMember {
        computed(owner, name, type, .none, get: { call in
            guard case .record(let record) = call.receiver, let value = record.fields[name] else {
                throw call.fail("expected a \(owner)")
            }
            return value
        })
    }
}
