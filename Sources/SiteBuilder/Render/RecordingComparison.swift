/// A device recording beside the engine's trace, for expectations marked `recorded=URL`: the status line
/// links the source, and the two orders are set side by side, aligned by their longest common subsequence,
/// with rows that differ marked, so a reader can check the evidence without running anything.
enum RecordingComparison {
    /// Rules for the comparison, written into `trace.css` with the renderers' own.
    static let css = """
        .cs-recording { margin: 0.5em 0; }
        .cs-recording-table { border-collapse: collapse; font-size: 0.85em; }
        .cs-recording-table th, .cs-recording-table td { border: 1px solid var(--cs-border, #d2d2d7); padding: 0.15em 0.5em; text-align: left; vertical-align: top; }
        .cs-recording-table tr.cs-only-recorded td, .cs-recording-table tr.cs-only-engine td { background: color-mix(in srgb, var(--cs-error, #c62828) 10%, transparent); }
        .cs-recording-table .cs-missing { color: var(--cs-muted, #5f5f66); font-style: italic; }
        """

    static func html(_ scenario: EvaluatedScenario, expectation: ExpectationBlock, source: String) -> String {
        let link = "<a href=\"\(HTMLText.escape(source))\">the published recording</a>"
        let rows = UnifiedDiff.diff(expectation.lines, scenario.output.actualLines ?? [])
        var html: String
        switch scenario.status {
        case .verified(let count):
            html = "<p class=\"cs-status cs-verified\"><span aria-hidden=\"true\">✓</span> Matches a device recording: "
                + "the engine's trace equals the \(count == 1 ? "1 event" : "\(count) events") of \(link).</p>\n"
        case .notRun:
            return "<p class=\"cs-status cs-mismatch\">This scenario could not run; compare with \(link).</p>\n"
        default:
            let differing = rows.filter { if case .same = $0 { false } else { true } }.count
            html = "<p class=\"cs-status cs-mismatch\">Differs from a device recording: \(differing) of "
                + "\(rows.count) rows differ from \(link).</p>\n"
        }
        let matches: Bool = if case .verified = scenario.status { true } else { false }
        html += "<details class=\"cs-recording\"" + (matches ? "" : " open") + ">"
            + "<summary>Recorded on a device, beside the engine's trace</summary>\n"
            + "<table class=\"cs-recording-table\"><thead><tr><th scope=\"col\">Recorded</th>"
            + "<th scope=\"col\">Callsheet engine</th></tr></thead><tbody>\n"
        for line in rows {
            switch line {
            case .same(let text):
                html += "<tr><td><code>\(HTMLText.escape(text))</code></td><td><code>\(HTMLText.escape(text))</code></td></tr>\n"
            case .removed(let text):
                html += "<tr class=\"cs-only-recorded\"><td><code>\(HTMLText.escape(text))</code></td>"
                    + "<td><span class=\"cs-missing\">not in the engine's trace</span></td></tr>\n"
            case .added(let text):
                html += "<tr class=\"cs-only-engine\"><td><span class=\"cs-missing\">not recorded</span></td>"
                    + "<td><code>\(HTMLText.escape(text))</code></td></tr>\n"
            }
        }
        return html + "</tbody></table></details>\n"
    }
}
