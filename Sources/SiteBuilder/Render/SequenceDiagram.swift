import ScenarioLanguage

/// The SVG sequence diagram drawn at build time: an inline `<svg>` fragment for an HTML page.
///
/// Lifelines for scenario code, UIKit and each object; arrows for calls and callbacks with activation
/// bars for nesting; notes for prints, warnings and exceptions; a cross for each deinit; dashed
/// separators between run-loop turns. Every arrow and note links to its row of the callback table.
enum SequenceDiagram {
    static func svg(_ input: TraceRenderInput) -> String {
        var builder = DiagramLayoutBuilder(records: input.records, foldLimit: input.foldLimit, nesting: input.nesting)
        let layout = builder.build()
        var writer = DiagramWriter(id: input.id, rowPrefix: input.rowPrefix, layout: layout,
                                   embedsStyle: input.embedsStyle)
        writer.write(title: input.title)
        return writer.markup.output
    }
}
