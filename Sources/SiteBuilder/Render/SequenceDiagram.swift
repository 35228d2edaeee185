import ScenarioLanguage

/// The SVG sequence diagram drawn at build time: an inline `<svg>` fragment for an HTML page.
///
/// Lifelines for scenario code, UIKit and each object; arrows for calls and callbacks with activation
/// bars for nesting; notes for prints, warnings and exceptions; a cross for each deinit; dashed
/// separators between run-loop turns. Every arrow and note links to its row of the callback table.
enum SequenceDiagram {
    static func svg(_ input: TraceRenderInput) -> String {
        var markup = MarkupWriter(capacity: 2_048 + 320 * input.records.count)
        write(input, to: &markup)
        return markup.output
    }

    /// Writes the `<svg>` into bytes the caller is writing (the figure around it).
    static func write(_ input: TraceRenderInput, to markup: inout MarkupWriter) {
        var builder = DiagramLayoutBuilder(records: input.records, events: input.events, foldLimit: input.foldLimit,
                                           nesting: input.nesting)
        let layout = builder.build()
        // The writer takes the bytes and gives them back.
        var writer = DiagramWriter(id: input.id, rowPrefix: input.rowPrefix, layout: layout,
                                   embedsStyle: input.embedsStyle, markup: markup)
        writer.write(title: input.title)
        markup = writer.markup
    }
}
