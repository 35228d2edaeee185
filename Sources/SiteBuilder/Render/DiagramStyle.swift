/// The diagram's stylesheet: written into the site's `trace.css`, or inside a standalone `<svg>`.
///
/// Inline SVG styles apply to the whole page, so every rule is scoped to `svg.cs-seq`. Colours come only
/// from the page's `--cs-*` custom properties, with light-mode fallbacks, so the page's dark mode
/// restyles the diagram without touching it. What all shapes of a kind share is set here rather than on
/// each shape: an arrow is `<g class="cs-call">` around a shaft path, a tip path and a label.
enum DiagramStyle {
    static let css = [
        "svg.cs-seq{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,\"Liberation Mono\",monospace;font-size:12px}",
        "svg.cs-seq text{fill:var(--cs-fg,#1d1d1f)}",
        "svg.cs-seq .cs-backdrop{fill:var(--cs-bg,#ffffff)}",
        "svg.cs-seq .cs-small,svg.cs-seq .cs-separator text,svg.cs-seq .cs-link text,svg.cs-seq .cs-loop text{font-size:10px}",
        "svg.cs-seq .cs-small,svg.cs-seq .cs-separator text,svg.cs-seq .cs-loop text{fill:var(--cs-muted,#6e6e73)}",
        "svg.cs-seq .cs-link text{fill:var(--cs-accent,#0066cc);text-decoration:underline}",
        "svg.cs-seq .cs-head rect{fill:var(--cs-bg,#ffffff);stroke:var(--cs-lifeline,#8e8e93)}",
        "svg.cs-seq .cs-head text{text-anchor:middle}",
        "svg.cs-seq .cs-head .cs-name{font-weight:600}",
        "svg.cs-seq .cs-lifeline{fill:none;stroke:var(--cs-lifeline,#8e8e93);stroke-dasharray:4 4}",
        "svg.cs-seq .cs-activation rect{fill:var(--cs-activation,#dbe8fb);stroke:var(--cs-lifeline,#8e8e93)}",
        "svg.cs-seq .cs-separator path{stroke:var(--cs-muted,#6e6e73);stroke-dasharray:6 4}",
        "svg.cs-seq .cs-separator.cs-phase path{stroke-dasharray:2 4}",
        "svg.cs-seq .cs-loop path{fill:none;stroke:var(--cs-muted,#6e6e73)}",
        // An arrow: the shaft is the group's first path, the tip the second.
        "svg.cs-seq .cs-call path{fill:none;stroke:var(--cs-fg,#1d1d1f)}",
        "svg.cs-seq .cs-call path+path{fill:var(--cs-fg,#1d1d1f);stroke:none}",
        "svg.cs-seq .cs-callback path{fill:none;stroke:var(--cs-accent,#0066cc)}",
        "svg.cs-seq .cs-callback path+path{fill:var(--cs-accent,#0066cc);stroke:none}",
        "svg.cs-seq .cs-inferred path{stroke-dasharray:5 3}",
        "svg.cs-seq .cs-call text,svg.cs-seq .cs-callback text{text-anchor:middle}",
        "svg.cs-seq .cs-self text{text-anchor:start}",
        // A halo in the background colour keeps labels readable where they cross lifelines.
        "svg.cs-seq .cs-call text,svg.cs-seq .cs-callback text,svg.cs-seq .cs-separator text,svg.cs-seq .cs-loop text{paint-order:stroke;stroke:var(--cs-bg,#ffffff);stroke-width:3px;stroke-linejoin:round}",
        "svg.cs-seq .cs-note rect{fill:var(--cs-note,#fff6d5);stroke:var(--cs-muted,#6e6e73)}",
        "svg.cs-seq .cs-warning rect{fill:var(--cs-note,#fff6d5);stroke:var(--cs-warning,#c45500);stroke-width:2px}",
        "svg.cs-seq .cs-error rect{fill:var(--cs-note,#fff6d5);stroke:var(--cs-error,#d70015);stroke-width:2px}",
        "svg.cs-seq .cs-warning text,svg.cs-seq .cs-error text{font-weight:600}",
        "svg.cs-seq .cs-deinit path{fill:none;stroke:var(--cs-error,#d70015);stroke-width:2px}",
        "svg.cs-seq a:focus-visible{outline:2px solid var(--cs-accent,#0066cc)}",
    ].joined(separator: "\n")
}
