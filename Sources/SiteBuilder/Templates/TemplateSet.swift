import Foundation
import Mustache
import ScenarioLanguage

/// The Mustache templates of a site (`templates/*.mustache`, partials in subfolders), checked up front.
///
/// swift-mustache renders a missing partial or an unknown template directory as empty output without a
/// word, so the set verifies itself: the folder must exist, the page templates must be there, and every
/// partial a template names (`{{> partials/nav}}`) must have been loaded.
struct TemplateSet: Sendable {
    /// The templates the site renders directly.
    static let required = ["layout", "article", "index", "404"]
    static let fileExtension = ".mustache"

    private let library: MustacheLibrary
    let names: [String]
    /// Digest of every template's name and text: a changed template changes every page.
    let fingerprint: String
    /// Whether a template shows `sidebarHTML` (the sidebar rendered by `SidebarCache`).
    let usesSidebarHTML: Bool
    /// Whether a template other than the sidebar partial reads `sidebar` itself, so each page needs it.
    let usesSidebarValues: Bool
    /// Whether the sidebar partial can be rendered once for many pages: it uses `current` only as a section
    /// and keeps the standard delimiters (`SidebarCache`).
    let sharesSidebar: Bool

    init(directory: String) throws(ProblemList) {
        guard LocalFile.isFolder(directory) else {
            throw ProblemList(Diagnostic(.error, "template folder not found", path: directory, line: 1, column: 1))
        }
        var library = MustacheLibrary()
        var names: [String] = []
        var texts: [String: (path: String, text: String)] = [:]
        var problems: [Diagnostic] = []
        var tags: [String: TemplateTags] = [:]
        for file in Self.templateFiles(in: directory) {
            let path = FilePath.join(directory, file)
            let name = String(file.dropLast(Self.fileExtension.count))
            guard let bytes = LocalFile.read(path) else {
                problems.append(Diagnostic(.error, "cannot read this template", path: path, line: 1, column: 1))
                continue
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let scan = TemplateTags(text)
            if let deep = scan.tooDeep {
                problems.append(Diagnostic(.error, "sections nest more than \(TemplateTags.maximumDepth) deep here",
                                           path: path, line: deep.line, column: deep.column))
                texts[name] = (path, text)  // known, so includes of it are not also reported as missing
                continue
            }
            do {
                library.register(try MustacheTemplate(string: text), named: name)
                names.append(name)
                texts[name] = (path, text)
                tags[name] = scan
            } catch let error as MustacheTemplate.ParserError {
                problems.append(Diagnostic(.error, "template syntax: \(error.error)", path: path,
                                           line: error.context.lineNumber, column: error.context.columnNumber,
                                           sourceLine: String(error.context.line)))
            } catch {
                problems.append(Diagnostic(.error, "template syntax: \(error)", path: path, line: 1, column: 1))
            }
        }
        for name in Self.required where texts[name] == nil && !problems.contains(where: { $0.path.hasSuffix(name + Self.fileExtension) }) {
            problems.append(Diagnostic(.error, "missing template `\(name)\(Self.fileExtension)`",
                                       path: directory, line: 1, column: 1))
        }
        for name in names.sorted() {
            guard let (path, _) = texts[name], let scan = tags[name] else { continue }
            for reference in scan.partials where texts[reference.name] == nil {
                problems.append(Diagnostic(.error, "partial `\(reference.name)` not found (looked for \(FilePath.join(directory, reference.name + Self.fileExtension)))",
                                           path: path, line: reference.line, column: reference.column))
            }
        }
        problems += Self.includeCycles(tags.mapValues(\.partials), paths: texts.mapValues(\.path))
        if !problems.isEmpty { throw ProblemList(problems) }
        var fingerprint = Fingerprint()
        for name in names.sorted() {
            fingerprint.add(name)
            fingerprint.add(texts[name]?.text ?? "")
        }
        self.library = library
        self.names = names
        self.fingerprint = fingerprint.hex
        let partial = texts[SidebarCache.partial]?.text
        usesSidebarHTML = texts.values.contains { !Self.tags(named: "sidebarHTML", in: $0.text).isEmpty }
        // A layout that still includes the partial itself renders it per page, with the page's values.
        usesSidebarValues = texts.contains { name, file in
            name != SidebarCache.partial && !Self.tags(named: "sidebar", in: file.text).isEmpty
        } || tags.values.contains { $0.partials.contains { $0.name == SidebarCache.partial } }
        sharesSidebar = partial.map { text in
            !text.contains("{{=") && Self.tags(named: "current", in: text).allSatisfy { $0 == "#" || $0 == "/" }
        } ?? false
    }

    func has(_ name: String) -> Bool { names.contains(name) }

    /// The sigils (`#`, `^`, `/`, `&`, `{`, or "" for a plain variable) of the tags naming `name` (or a
    /// member of it, `name.x`): every match, left to right and not overlapping, of
    /// `\{\{\{?\s*([#^/&>{]?)\s*name(?:\.[^}\s]*)?\s*\}?\}\}`. Scanned by hand rather than with
    /// `NSRegularExpression`, whose first use sets up ICU's regular expressions: about a third of loading the
    /// templates of a one-edit build. `name` starts with a letter, so taking each optional part when it is
    /// there is the only way a tag can match.
    static func tags(named name: String, in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars), wanted = Array(name.unicodeScalars)
        /// The expression's `\s`: ICU's white space, the Unicode `White_Space` property.
        func isSpace(_ index: Int) -> Bool { index < scalars.count && scalars[index].properties.isWhitespace }
        func isChar(_ index: Int, _ character: Unicode.Scalar) -> Bool { index < scalars.count && scalars[index] == character }
        /// The sigil and the index after the tag, if a tag naming `name` starts at `start`.
        func tag(at start: Int) -> (sigil: String, end: Int)? {
            guard isChar(start, "{"), isChar(start + 1, "{") else { return nil }
            var index = start + 2
            if isChar(index, "{") { index += 1 }
            while isSpace(index) { index += 1 }
            var sigil = ""
            if index < scalars.count, "#^/&>{".unicodeScalars.contains(scalars[index]) {
                sigil = String(scalars[index])
                index += 1
            }
            while isSpace(index) { index += 1 }
            guard index + wanted.count <= scalars.count, Array(scalars[index..<index + wanted.count]) == wanted else { return nil }
            index += wanted.count
            if isChar(index, ".") {
                index += 1
                while index < scalars.count, scalars[index] != "}", !isSpace(index) { index += 1 }
            }
            while isSpace(index) { index += 1 }
            if isChar(index, "}"), isChar(index + 1, "}") {
                return (sigil, isChar(index + 2, "}") ? index + 3 : index + 2)
            }
            return nil
        }
        var sigils: [String] = []
        var index = 0
        while index + 1 < scalars.count {
            if let found = tag(at: index) {
                sigils.append(found.sigil)
                index = found.end
            } else {
                index += 1
            }
        }
        return sigils
    }

    /// Renders a template known to exist (the initialiser checked).
    func render(_ name: String, _ context: [String: Any]) -> String {
        library.render(context, withTemplate: name) ?? ""
    }

    /// Partials that include themselves, directly or through others: swift-mustache would recurse until the
    /// stack overflows. One error per cycle, at the include that closes it, naming the chain.
    static func includeCycles(_ partials: [String: [TemplateTags.Reference]], paths: [String: String]) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var reported = Set<[String]>()
        var finished = Set<String>()
        func visit(_ name: String, chain: [String]) {
            if finished.contains(name) { return }
            for reference in partials[name] ?? [] where partials[reference.name] != nil {
                if let start = chain.firstIndex(of: reference.name) {
                    let cycle = Array(chain[start...])
                    let rotated = cycle.sorted().first.map { first in
                        Array(cycle[cycle.firstIndex(of: first)!...] + cycle[..<cycle.firstIndex(of: first)!]) } ?? cycle
                    guard reported.insert(rotated).inserted else { continue }
                    let text = (cycle + [reference.name]).map { "`\($0)`" }.joined(separator: " → ")
                    problems.append(Diagnostic(.error, "partials include themselves: \(text)", path: paths[name] ?? name,
                                               line: reference.line, column: reference.column))
                } else {
                    visit(reference.name, chain: chain + [reference.name])
                }
            }
            finished.insert(name)
        }
        for name in partials.keys.sorted() { visit(name, chain: [name]) }
        return problems
    }

    /// `*.mustache` entries below the folder, hidden ones included, except under `assets/`, in a stable
    /// order. Folders are entered but not through links (as `FileManager.enumerator(atPath:)` did; walked
    /// with `readdir`, which costs a tenth of the enumerator and its `NSString` paths).
    static func templateFiles(in directory: String) -> [String] {
        var files: [String] = []
        func walk(_ relative: String) {
            guard let names = LocalFile.names(in: relative.isEmpty ? directory : FilePath.join(directory, relative))
            else { return }
            for name in names {
                let path = relative.isEmpty ? name : relative + "/" + name
                if path == "assets" { continue }
                if path.hasSuffix(fileExtension) { files.append(path) }
                var info = stat()
                if lstat(FilePath.join(directory, path), &info) == 0, info.st_mode & S_IFMT == S_IFDIR { walk(path) }
            }
        }
        walk("")
        return files.sorted()
    }
}

/// Several problems thrown together.
struct ProblemList: Error {
    var diagnostics: [Diagnostic]
    init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    init(_ diagnostic: Diagnostic) { diagnostics = [diagnostic] }
}
