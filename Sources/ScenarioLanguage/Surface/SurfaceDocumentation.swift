import LifecycleEngine

/// The reference of the modelled UIKit surface in `docs/scenario-language.md`, generated from the
/// declaration: every class with its superclass, and every member with its effect on the lifecycle.
/// A test keeps the document equal to this text.
public enum SurfaceDocumentation {
    public static let beginMarker = "<!-- surface reference: generated from UIKitSurface; do not edit by hand -->"
    public static let endMarker = "<!-- end of surface reference -->"

    public static var markdown: String {
        var lines = [beginMarker, ""]
        let classes = UIKitSurface.classes
        let memberCount = classes.reduce(0) { $0 + rows(of: $1.name).count }
        lines.append("\(classes.count) classes and value types, \(memberCount) members, "
                     + "\(UIKitSurface.protocols.count) delegate protocols. Effects: "
                     + SurfaceEffect.allCases.map { "**\($0.rawValue)** \($0.summary)" }.joined(separator: "; ")
                     + "; **callback** UIKit calls it (overridable).")
        lines.append("")
        for type in classes {
            let heading = type.superclass.map { "`\(type.name)` : `\($0)`" } ?? "`\(type.name)`"
            let kind = UIKitSurface.kind(of: type.name) == nil ? " (value type)" : ""
            lines.append("### \(heading)\(kind)")
            lines.append("")
            let rows = rows(of: type.name)
            if rows.isEmpty {
                lines.append("No members of its own.")
            } else {
                lines.append("| member | effect |")
                lines.append("|---|---|")
                lines += rows.map { "| `\($0.spelling)` | \($0.effect) |" }
            }
            lines.append("")
        }
        for declaration in UIKitSurface.protocols {
            lines.append("### `\(declaration.owner)` (protocol)")
            lines.append("")
            lines.append("| method | effect |")
            lines.append("|---|---|")
            lines += declaration.methods.map { "| `\($0.rawValue)` | delegate (\($0.category.rawValue); UIKit calls it if implemented) |" }
            lines.append("")
        }
        lines.append(endMarker)
        return lines.joined(separator: "\n") + "\n"
    }

    private struct Row {
        let spelling: String
        let effect: String
    }

    private static func rows(of typeName: String) -> [Row] {
        var rows: [Row] = []
        var seen = Set<String>()
        func add(_ spelling: String, _ effect: String) {
            if seen.insert(spelling).inserted { rows.append(Row(spelling: spelling, effect: effect)) }
        }
        for function in BuiltinRegistry.allFunctions where function.owner == typeName + ".Type" {
            let spelling = function.name == "init" ? function.selector : "static " + function.selector
            add(spelling, (UIKitSurface.effects[function.key] ?? .engine).rawValue)
        }
        for property in BuiltinRegistry.allProperties where property.owner == typeName + ".Type" {
            add("static " + property.name + (property.type.map { ": " + $0 } ?? ""),
                (UIKitSurface.effects[property.key] ?? .engine).rawValue)
        }
        for property in BuiltinRegistry.allProperties where property.owner == typeName {
            let spelling = property.name + (property.type.map { ": " + $0 } ?? "") + (property.set == nil ? " { get }" : "")
            if let query = Method(rawValue: property.name), query.isProperty {
                add(spelling, "query (UIKit reads it; overridable)")
            } else {
                add(spelling, (UIKitSurface.effects[property.key] ?? .engine).rawValue)
            }
        }
        for function in BuiltinRegistry.allFunctions where function.owner == typeName {
            if let method = Method(rawValue: function.selector), method.owner.rawValue == typeName {
                add(function.selector, method.role == .callback ? "callback (\(method.category.rawValue))"
                                                                : "engine (\(method.category.rawValue))")
            } else {
                add(function.selector, (UIKitSurface.effects[function.key] ?? .engine).rawValue)
            }
        }
        let declared = UIKitSurface.methodDeclarations.first { $0.owner == typeName && !$0.isProtocol }?.methods ?? []
        for method in declared where !method.isCallable && !method.isProperty {
            add(method.rawValue, "callback (\(method.category.rawValue))")
        }
        return rows
    }
}
