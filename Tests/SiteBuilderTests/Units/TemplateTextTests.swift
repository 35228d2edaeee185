import Foundation
import Testing
@testable import SiteBuilder

/// Page values are `TemplateText`s rather than `String`s and `Int`s; a site's templates must not see the
/// difference.
@Suite struct TemplateTextTests {
    /// Every tag a template can use a value in: escaped, unescaped, as a section (with `.`, a name looked up
    /// inside it and one found outside it), inverted, dotted, with the transforms strings and arrays take,
    /// and written whole inside a list and a context.
    static let probe = """
        [{{v}}][{{{v}}}][{{&v}}][{{#v}}<{{.}}|{{v}}|{{missing}}|{{outer}}|{{v.count}}>{{/v}}][{{^v}}none{{/v}}]
        [{{v.count}}][{{uppercased(v)}}][{{lowercased(v)}}][{{capitalized(v)}}][{{reversed(v)}}]
        [{{#empty(v)}}empty{{/empty(v)}}][{{^empty(v)}}full{{/empty(v)}}]
        [{{#list}}({{.}}{{#first()}} first{{/first()}}){{/list}}][{{list}}][{{count(list)}}]
        [{{first(list)}}][{{last(list)}}]
        [{{#sorted(list)}}{{.}},{{/sorted(list)}}][{{#reversed(list)}}{{.}},{{/reversed(list)}}]
        [{{#object}}{{v}}{{/object}}][{{object}}][{{object.v}}]
        [{{n}}][{{#n}}{{.}}|{{n.x}}|{{outer}}{{/n}}][{{^n}}none{{/n}}][{{plusone(n)}}][{{minusone(n)}}]
        [{{#even(n)}}even{{/even(n)}}][{{#odd(n)}}odd{{/odd(n)}}][{{#equalzero(n)}}zero{{/equalzero(n)}}]
        [{{uppercased(n)}}][{{counts}}][{{#sorted(counts)}}{{.}},{{/sorted(counts)}}]
        """

    static func render(_ value: String, wrapped: Bool) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("template-text-\(UUID().uuidString)")
        ScratchFolders.register(folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in TemplateSet.required {
            try (name == "layout" ? probe : "").write(to: folder.appendingPathComponent(name + ".mustache"),
                                                     atomically: true, encoding: .utf8)
        }
        let templates = try TemplateSet(directory: folder.path)
        func text(_ string: String) -> Any { wrapped ? TemplateText(string) : string }
        let context: [String: Any] = [
            "v": text(value), "outer": text("out<side>"),
            "list": wrapped ? ["b&", value, "a"].map(TemplateText.init) as Any : ["b&", value, "a"] as Any,
            "object": ["v": text(value)] as [String: Any],
            // A count (the sidebar's `more`), here the value's length, 0 included.
            "n": wrapped ? TemplateText(count: value.count) : value.count,
            "counts": wrapped ? [10, 9, value.count].map(TemplateText.init(count:)) as Any
                : [10, 9, value.count] as Any,
        ]
        return templates.render("layout", context)
    }

    @Test(arguments: ["a<b & \"c\" 'd'", "", "Ünïcode 中文 x"])
    func rendersAsTheStringItHolds(value: String) throws {
        let asText = try Self.render(value, wrapped: true)
        #expect(asText == (try Self.render(value, wrapped: false)))
        #expect(asText.contains("|out&lt;side&gt;|"))
        if value.hasPrefix("a<") {
            #expect(asText.hasPrefix("[a&lt;b &amp; &quot;c&quot; &#39;d&#39;][a<b & \"c\" 'd']"))
        }
    }
}
