import Foundation

/// Finds the partials a Mustache template includes (`{{> name}}`) or extends (`{{< name}}`), with their
/// positions, so that a missing one is reported instead of rendering as nothing.
enum PartialReferences {
    struct Reference: Equatable {
        let name: String
        let line: Int, column: Int
    }

    /// Assumes the default `{{ }}` delimiters; dynamic names (`{{>*name}}`) are resolved at render time and skipped.
    static func find(in template: String) -> [Reference] {
        var references: [Reference] = []
        var line = 1, column = 1
        var index = template.startIndex
        while index < template.endIndex {
            if template[index...].hasPrefix("{{") {
                var cursor = template.index(index, offsetBy: 2)
                while cursor < template.endIndex, template[cursor] == " " { cursor = template.index(after: cursor) }
                if cursor < template.endIndex, template[cursor] == ">" || template[cursor] == "<" {
                    cursor = template.index(after: cursor)
                    let rest = template[cursor...]
                    if let close = rest.range(of: "}}") {
                        let name = rest[..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                        if !name.isEmpty, !name.hasPrefix("*") {
                            references.append(Reference(name: name, line: line, column: column))
                        }
                    }
                }
            }
            if template[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index = template.index(after: index)
        }
        return references
    }
}
