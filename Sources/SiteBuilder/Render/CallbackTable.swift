import ScenarioLanguage

/// The callback table: every event of the trace as a row, readable without JavaScript.
///
/// Columns: #, turn / phase, receiver, callback (indented by nesting depth), called from, output.
/// Rows carry `data-kind`, `data-receiver` and `data-category` for optional filters, and the ids
/// (`<id>-e<seq>`) the sequence diagram links to.
enum CallbackTable {
    /// Depth classes stop here (`depth-0` … `depth-10`) so the stylesheet needs a fixed set of rules.
    static let maximumDepthClass = 10

    static let columns = ["#", "turn / phase", "receiver", "callback", "called from", "output"]

    static func html(_ input: TraceRenderInput) -> String {
        var markup = MarkupWriter()
        markup.open("table", ["class": "cs-callbacks", "id": "\(input.id)-table"])
        markup.element("caption", text: input.title)
        markup.open("thead")
        markup.open("tr")
        for column in columns { markup.element("th", ["scope": "col"], text: column) }
        markup.close("tr")
        markup.close("thead")
        markup.open("tbody")
        if input.events.isEmpty {
            markup.open("tr")
            markup.element("td", ["colspan": String(columns.count)], text: "No events.")
            markup.close("tr")
        }
        for (index, event) in input.events.enumerated() {
            let previous = index > 0 ? input.events[index - 1] : nil
            let row = CallbackTableRow(event: event, previous: previous, id: input.id)
            row.write(to: &markup)
        }
        markup.close("tbody")
        markup.close("table")
        return markup.output
    }
}
