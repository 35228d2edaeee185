import Foundation
import ScenarioLanguage

/// The figures' markup and the script that enhances it (the templates' `assets/callsheet.js`: following an
/// arrow to its row, tooltips, the table's filters) change together, but a site made with `callsheet new`
/// keeps its own copy of the templates. The script names the markup it was written for in its opening
/// comment; the build warns when a site's copy names another, so figures that stop responding after an
/// upgrade say why instead of failing silently in the reader's browser. The stylesheet needs no such check:
/// the build writes the figures' rules itself (`TraceStylesheet`).
enum FigureScriptVersion {
    /// Raised whenever the markup changes in a way the previous script cannot read.
    static let current = 2
    static let scriptPath = "assets/callsheet.js"
    static let marker = "Callsheet figure markup "

    /// A warning for the templates' script when it is written for other markup; nil when it matches or
    /// the templates have no such script (a theme of its own).
    static func warning(templatesDirectory: String) -> Diagnostic? {
        let path = FilePath.join(templatesDirectory, scriptPath)
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        // The marker is in the opening comment; a script of any size costs one short read.
        let head = String(decoding: (try? handle.read(upToCount: 4096)) ?? Data(), as: UTF8.self)
        guard let found = head.range(of: marker) else {
            return Diagnostic(.warning, "this script does not say which figure markup it reads; this Callsheet writes "
                              + "markup \(current) (copy `\(scriptPath)` from a site made by `callsheet new` so "
                              + "diagrams and tables respond to the reader, then reapply your changes)",
                              path: path, line: 1, column: 1)
        }
        let version = Int(head[found.upperBound...].prefix { $0.isASCII && $0.isNumber })
        guard version != current else { return nil }
        let line = head[..<found.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let column = head[..<found.lowerBound].reversed().prefix { $0 != "\n" }.count + 1
        return Diagnostic(.warning, "this script reads figure markup \(version.map(String.init) ?? "?") but this Callsheet "
                          + "writes markup \(current) (copy `\(scriptPath)` from a site made by `callsheet new` so "
                          + "diagrams and tables respond to the reader, then reapply your changes)",
                          path: path, line: line, column: column)
    }
}
