/// The diagram's stylesheet: written into the site's `trace.css`, or inside a standalone `<svg>`.
///
/// Inline SVG styles apply to the whole page, so every rule is scoped to `svg.cs-seq`. Colours come only from
/// the page's `--cs-*` custom properties, with light-mode fallbacks, so the page's dark mode restyles the
/// diagram without touching it. What all shapes of a kind share is set here rather than on each shape: the
/// arrows are `<g class="cs-arrows">` (callbacks) and `<g class="cs-arrows c">` (calls) holding each arrow's
/// shaft path and label (the tip is the group's marker), the notes `<g class="cs-notes">`, the deinit crosses
/// `<g class="cs-deinit">`, the headers `<g class="cs-heads">`. The rounded corners of headers and notes are
/// CSS geometry properties (`rx`), scoped to the diagram's own structure so the legend's samples keep their
/// square ones; widths and heights stay attributes, which SVG requires.
enum DiagramStyle {
    typealias M = DiagramMetrics

    static let css = [
        "svg.cs-seq{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,\"Liberation Mono\",monospace;font-size:12px}",
        "svg.cs-seq text{fill:var(--cs-fg,#1d1d1f)}",
        "svg.cs-seq .cs-backdrop{fill:var(--cs-bg,#ffffff)}",
        "svg.cs-seq .cs-heads text+text,svg.cs-seq .cs-deinit text,svg.cs-seq .cs-separator text,svg.cs-seq .cs-link text,svg.cs-seq .cs-loop text{font-size:10px}",
        "svg.cs-seq .cs-heads text+text,svg.cs-seq .cs-deinit text,svg.cs-seq .cs-separator text,svg.cs-seq .cs-loop text{fill:var(--cs-muted,#6e6e73)}",
        "svg.cs-seq .cs-link text{fill:var(--cs-accent,#0066cc);text-decoration:underline}",
        "svg.cs-seq .cs-heads rect{fill:var(--cs-bg,#ffffff);stroke:var(--cs-lifeline,#8e8e93);rx:\(px(M.headerCornerRadius))}",
        "svg.cs-seq .cs-heads text{text-anchor:middle}",
        "svg.cs-seq .cs-heads text:first-of-type{font-weight:600}",
        "svg.cs-seq .cs-lifeline{fill:none;stroke:var(--cs-lifeline,#8e8e93);stroke-dasharray:4 4}",
        "svg.cs-seq .cs-activation{fill:var(--cs-activation,#dbe8fb);stroke:var(--cs-lifeline,#8e8e93)}",
        "svg.cs-seq .cs-separator path{stroke:var(--cs-muted,#6e6e73);stroke-dasharray:6 4}",
        "svg.cs-seq .cs-separator.cs-phase path{stroke-dasharray:2 4}",
        "svg.cs-seq .cs-loop path{fill:none;stroke:var(--cs-muted,#6e6e73)}",
        // An arrow: the shaft is a path, the tip the group's marker (`cs-tip`), or in the legend's samples a
        // second path. Callbacks unless the group is marked `c`, the scenario's calls.
        "svg.cs-seq .cs-arrows path{fill:none;stroke:var(--cs-accent,#0066cc)}",
        "svg.cs-seq .cs-arrows path+path{fill:var(--cs-accent,#0066cc);stroke:none}",
        "svg.cs-seq .cs-arrows.c path{stroke:var(--cs-fg,#1d1d1f)}",
        "svg.cs-seq .cs-arrows.c path+path{fill:var(--cs-fg,#1d1d1f);stroke:none}",
        "svg.cs-seq .cs-tip{overflow:visible;fill:var(--cs-accent,#0066cc)}",
        "svg.cs-seq .cs-tip.c{fill:var(--cs-fg,#1d1d1f)}",
        "svg.cs-seq .cs-arrows .i{stroke-dasharray:5 3}",
        "svg.cs-seq .cs-arrows text{text-anchor:middle}",
        "svg.cs-seq .cs-arrows .s{text-anchor:start}",
        // A halo in the background colour keeps labels readable where they cross lifelines.
        "svg.cs-seq .cs-arrows text,svg.cs-seq .cs-separator text,svg.cs-seq .cs-loop text{paint-order:stroke;stroke:var(--cs-bg,#ffffff);stroke-width:3px;stroke-linejoin:round}",
        "svg.cs-seq .cs-notes rect{fill:var(--cs-note,#fff6d5);stroke:var(--cs-muted,#6e6e73)}",
        "svg.cs-seq .cs-notes>g>rect{rx:\(px(M.noteCornerRadius))}",
        "svg.cs-seq .cs-notes .w rect{stroke:var(--cs-warning,#c45500);stroke-width:2px}",
        "svg.cs-seq .cs-notes .x rect{stroke:var(--cs-error,#d70015);stroke-width:2px}",
        "svg.cs-seq .cs-notes .w text,svg.cs-seq .cs-notes .x text{font-weight:600}",
        "svg.cs-seq .cs-deinit path{fill:none;stroke:var(--cs-error,#d70015);stroke-width:2px}",
        "svg.cs-seq a:focus-visible{outline:2px solid var(--cs-accent,#0066cc)}",
    ].joined(separator: "\n")

    private static func px(_ value: Double) -> String { DiagramNumber.format(value) + "px" }
}
