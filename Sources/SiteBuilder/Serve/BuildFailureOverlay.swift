/// The panel `callsheet serve` lays over every page while the last build failed: the located diagnostics
/// and, for a wrong expectation, its diff. It is part of the HTML the server sends, so a manual reload
/// shows it too and no page can claim "Verified" for a site that no longer builds. It goes away with the
/// next successful build.
enum BuildFailureOverlay {
    static let elementID = "cs-build-failed"

    static func html(_ problems: [BuildProblem]) -> String {
        let errors = problems.filter(\.isError)
        let shown = errors.isEmpty ? problems : errors
        var html = "<div id=\"\(elementID)\" class=\"cs-build-failed\" role=\"alertdialog\" aria-modal=\"true\" "
            + "aria-labelledby=\"\(elementID)-title\" tabindex=\"-1\">\n<style>\(style)</style>\n"
        html += "<div class=\"cs-build-failed-panel\">\n"
        html += "<h2 id=\"\(elementID)-title\">Build failed: \(shown.count) \(shown.count == 1 ? "problem" : "problems")</h2>\n"
        html += "<p>The page below is from the last build that succeeded. Fix the source and save: this "
            + "panel goes away with the next successful build.</p>\n"
        for problem in shown {
            html += "<pre class=\"cs-build-problem\" tabindex=\"0\">"
            html += "<strong>" + HTMLText.escape(problem.diagnostic.formatted) + "</strong>"
            if let detail = problem.detail {
                html += "\n" + detail.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { line(String($0), isDiff: problem.kind == .expectation) }
                    .joined(separator: "\n")
            }
            html += "</pre>\n"
        }
        html += "</div>\n</div>\n"
        return html
    }

    private static func line(_ text: String, isDiff: Bool) -> String {
        let escaped = HTMLText.escape(text)
        guard isDiff, !text.hasPrefix("+++"), !text.hasPrefix("---") else { return escaped }
        if text.hasPrefix("+") { return "<ins>" + escaped + "</ins>" }
        if text.hasPrefix("-") { return "<del>" + escaped + "</del>" }
        return escaped
    }

    /// Self-contained, so the panel looks the same whatever the site's templates and stylesheet are.
    static let style = """
        .cs-build-failed{position:fixed;inset:0;z-index:2147483647;overflow:auto;background:#141418;\
        color:#f2f2f5;font:15px/1.5 ui-monospace,Menlo,Consolas,monospace;padding:2rem 1rem}\
        .cs-build-failed-panel{max-width:60rem;margin:0 auto}\
        .cs-build-failed h2{color:#ff8a8a;font-size:1.3rem;margin:0 0 .5rem}\
        .cs-build-failed p{font-family:system-ui,sans-serif;color:#d0d0d8}\
        .cs-build-problem{white-space:pre-wrap;overflow-wrap:anywhere;background:#0c0c0f;border:1px solid #55555f;\
        border-left:4px solid #ff6b6b;border-radius:6px;padding:.75rem 1rem;margin:1rem 0}\
        .cs-build-problem strong{color:#ffb4b4}\
        .cs-build-problem ins{color:#8fe39f;text-decoration:none}\
        .cs-build-problem del{color:#ff9d9d;text-decoration:none}
        """
}
