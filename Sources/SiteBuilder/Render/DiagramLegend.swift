/// "How to read the diagram": a folded list under each sequence diagram, each entry drawn with the
/// diagram's own classes so it looks exactly like what it explains, in light and dark.
enum DiagramLegend {
    static let html: String = {
        // Samples are sized by the stylesheet (44 × 16 CSS pixels, one user unit each).
        func sample(_ shapes: String) -> String {
            "<svg class=\"cs-seq\" aria-hidden=\"true\">" + shapes + "</svg>"
        }
        let arrow = "<path d=\"M2 8H34\"/><path d=\"M42 8l-8-4v8z\"/>"
        let entries: [(String, String)] = [
            (sample("<g class=\"cs-arrows\">" + arrow + "</g>"),
             "UIKit calls a method of an object: a lifecycle callback or an override"),
            (sample("<g class=\"cs-arrows c\">" + arrow + "</g>"), "the scenario's code calls a UIKit method"),
            (sample("<g class=\"cs-arrows\"><g class=\"i\">" + arrow + "</g></g>"),
             "dashed and marked *: where the event falls is inferred from UIKit's rules, not recorded on a device"),
            (sample("<g class=\"cs-separator cs-turn\"><path d=\"M0 8H44\"/></g>"),
             "a new turn of the run loop (an event, a timer, a block on the main queue)"),
            (sample("<g class=\"cs-separator cs-phase\"><path d=\"M0 8H44\"/></g>"),
             "a new phase within the turn (constraints, layout, display, releases)"),
            (sample("<g class=\"cs-loop\"><path d=\"M1 1H43V15H1z\"/></g>"),
             "a group of events that ran several times in a row, drawn once with the count; the table lists every run"),
            (sample("<g class=\"cs-notes\"><rect x=\"1\" y=\"2\" width=\"42\" height=\"12\"/></g>"),
             "what the scenario prints; a coloured border marks a console warning or an exception"),
            (sample("<g class=\"cs-deinit\"><path d=\"M16 2l12 12\"/><path d=\"M16 14l12-12\"/></g>"),
             "the object is released (deinit)"),
            ("<span class=\"cs-legend-number\">#7</span>",
             "the event's number in the table below; a gap in the numbers is events the figure's filter leaves out"),
        ]
        return "<details class=\"cs-legend\"><summary>How to read the diagram</summary>\n<ul>\n"
            + entries.map { "<li>" + $0.0 + " <span>" + $0.1 + "</span></li>\n" }.joined()
            + "</ul>\n</details>\n"
    }()
}
