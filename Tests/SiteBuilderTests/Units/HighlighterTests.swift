import ScenarioLanguage
import Testing

@Suite struct HighlighterTests {
    @Test func classifiedAndEscaped() {
        #expect(SwiftHighlighter.html("let s = \"<&>\" // 中文")
            == "<span class=\"hl-keyword\">let</span> s = "
            + "<span class=\"hl-stringLiteral\">&quot;&lt;&amp;&gt;&quot;</span> <span class=\"hl-lineComment\">// 中文</span>")
    }

    @Test func brokenCodeComesOutWhole() {
        let code = "func broken(a: Int {\n  let x = = '<'\n"
        let html = SwiftHighlighter.html(code)
        let text = html.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&#39;", with: "'")
        #expect(text == code)
    }
}

import Foundation
