import Foundation
import Testing
@testable import SiteBuilder

@Suite struct TemplateTests {
    @Test func partialReferencesWithPositions() {
        let references = TemplateTags("<a>\n  {{> partials/nav }}{{<layout}}{{/layout}}{{>*dynamic}}{{# x}}{{/x}}").partials
        #expect(references == [.init(name: "partials/nav", line: 2, column: 3), .init(name: "layout", line: 2, column: 22)])
    }

    /// `TemplateSet.tags(named:in:)` scans by hand for what this regular expression finds.
    static func tagsByExpression(named name: String, in text: String) -> [String] {
        let pattern = "\\{\\{\\{?\\s*([#^/&>{]?)\\s*" + NSRegularExpression.escapedPattern(for: name)
            + "(?:\\.[^}\\s]*)?\\s*\\}?\\}\\}"
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? ""
        }
    }

    @Test(arguments: [
        "{{sidebar}}", "{{{sidebarHTML}}}", "{{ # sidebar }}{{/sidebar}}", "{{^current}}x{{/current}}",
        "{{#current}}{{current.title}}{{/current}}", "{{&sidebar}}", "{{{{sidebar}}}", "{{ {sidebar} }}",
        "{{sidebarHTML}}{{sidebar.x }}", "{{sidebar.a b}}", "{{sidebar.a}}}", "{{sidebar", "{{sidebar}",
        "{{ sidebar\u{2003}}}", "{{\u{0B}sidebar}}", "{{sidebar\u{85}}}", "{{\u{A0}current\u{2028}}}", "{{\u{1C}current}}", "{{current\u{200B}}}", "{{>sidebar}}", "{{sidebar.{{current}}}}", "{{{{{current}}}}}", "{{cur rent}}",
        "{{ current.x.y\t}} {{#current }} {{current_2}} {{currentX}}", "é{{current}}\u{301}{{/current}}", "{", "",
        "{{=<% %>=}}<%current%>{{current}}", "{{! current}}{{ current}}\n{{\ncurrent\n}}",
    ])
    func tagScanAgreesWithTheRegularExpression(text: String) {
        for name in ["sidebar", "sidebarHTML", "current"] {
            #expect(TemplateSet.tags(named: name, in: text) == Self.tagsByExpression(named: name, in: text), "\(name)")
        }
    }

    @Test func theDefaultTemplatesLoad() throws {
        let templates = try TemplateSet(directory: FixtureSite.defaultTemplates)
        #expect(Set(TemplateSet.required).isSubset(of: Set(templates.names)))
    }

    /// The default templates with `extra` appended to some of them; the problems of loading them.
    func problems(appending extra: [String: String]) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: FixtureSite.defaultTemplates, toPath: folder)
        for (name, text) in extra {
            let path = folder + "/" + name + ".mustache"
            try (String(contentsOfFile: path, encoding: .utf8) + text).write(toFile: path, atomically: true, encoding: .utf8)
        }
        do {
            _ = try TemplateSet(directory: folder)
            return []
        } catch {
            return error.diagnostics.map { $0.formatted.replacingOccurrences(of: folder + "/", with: "") }
        }
    }

    @Test func partialsThatIncludeThemselvesAreErrorsNamingTheChain() throws {
        #expect(try problems(appending: ["partials/footer": "{{> partials/footer}}"]) == [
            "partials/footer.mustache:4:1: error: partials include themselves: `partials/footer` → `partials/footer`"])
        #expect(try problems(appending: ["partials/footer": "{{> partials/header}}", "partials/header": "{{#x}}{{> partials/footer}}{{/x}}"])
            .map { $0.contains("partials include themselves: ") } == [true])
    }

    @Test func deepSectionsAreAnErrorNotAStackOverflow() throws {
        let deep = String(repeating: "{{#a}}", count: 20_000) + String(repeating: "{{/a}}", count: 20_000)
        #expect(try problems(appending: ["partials/footer": deep]) == [
            "partials/footer.mustache:4:601: error: sections nest more than 100 deep here"])
    }

    @Test func aMissingPartialAfterADelimiterChangeIsReported() throws {
        #expect(try problems(appending: ["partials/footer": "{{=<% %>=}}\n<%> partials/nothere %>\n<%={{ }}=%>{{> partials/gone}}"]) == [
            "partials/footer.mustache:5:1: error: partial `partials/nothere` not found (looked for partials/nothere.mustache)",
            "partials/footer.mustache:6:12: error: partial `partials/gone` not found (looked for partials/gone.mustache)"])
    }
}
