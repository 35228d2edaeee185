/// "How to read the diagram": a folded list under each sequence diagram, each entry drawn with the
/// diagram's own classes so it looks exactly like what it explains, in light and dark.
enum DiagramLegend {
    static let html: String = {
        func sample(_ shapes: String) -> String {
            "<svg class=\"cs-seq\" width=\"44\" height=\"16\" viewBox=\"0 0 44 16\" aria-hidden=\"true\">" + shapes + "</svg>"
        }
        let arrow = "<line class=\"cs-shaft\" x1=\"2\" y1=\"8\" x2=\"34\" y2=\"8\"/><path class=\"cs-tip\" d=\"M42 8 L34 4 L34 12 Z\"/>"
        let entries: [(String, String)] = [
            (sample("<g class=\"cs-msg cs-callback\">" + arrow + "</g>"),
             "UIKit calls a method of an object: a lifecycle callback or an override"),
            (sample("<g class=\"cs-msg cs-call\">" + arrow + "</g>"), "the scenario's code calls a UIKit method"),
            (sample("<g class=\"cs-msg cs-callback cs-inferred\">" + arrow + "</g>"),
             "dashed: where the event falls is inferred from UIKit's rules, not recorded on a device"),
            (sample("<g class=\"cs-separator cs-turn\"><line x1=\"0\" y1=\"8\" x2=\"44\" y2=\"8\"/></g>"),
             "a new turn of the run loop (an event, a timer, a block on the main queue)"),
            (sample("<g class=\"cs-separator cs-phase\"><line x1=\"0\" y1=\"8\" x2=\"44\" y2=\"8\"/></g>"),
             "a new phase within the turn (constraints, layout, display, releases)"),
            (sample("<g class=\"cs-note\"><rect x=\"1\" y=\"2\" width=\"42\" height=\"12\"/></g>"),
             "what the scenario prints; a coloured border marks a console warning or an exception"),
            (sample("<g class=\"cs-deinit\"><line x1=\"16\" y1=\"2\" x2=\"28\" y2=\"14\"/><line x1=\"28\" y1=\"2\" x2=\"16\" y2=\"14\"/></g>"),
             "the object is released (deinit)"),
            ("<span class=\"cs-legend-number\">#7</span>",
             "the event's number in the table below; a gap in the numbers is events the figure's filter leaves out"),
        ]
        return "<details class=\"cs-legend\"><summary>How to read the diagram</summary>\n<ul>\n"
            + entries.map { "<li>" + $0.0 + " <span>" + $0.1 + "</span></li>\n" }.joined()
            + "</ul>\n</details>\n"
    }()
}
