import ScenarioLanguage

/// The callback table: every event of the trace as a row, readable without JavaScript.
///
/// Columns: #, turn / phase, receiver, callback (indented by nesting depth), called from, output.
/// Rows carry `data-receiver` for the receiver filter and the ids (`<id>-e<seq>`) the sequence diagram
/// links to. Each row is one line; classes carry what the stylesheet needs, so no attribute repeats
/// what the row's cells already say.
enum CallbackTable {
    /// Depth classes stop here (`depth-0` … `depth-10`) so the stylesheet needs a fixed set of rules.
    static let maximumDepthClass = 10

    static let columns = ["#", "turn / phase", "receiver", "callback", "called from", "output"]

    static func html(_ input: TraceRenderInput) -> String {
        var markup = MarkupWriter(capacity: 512 + 256 * input.records.count)
        markup.open("table", ["class": "cs-callbacks", "id": "\(input.id)-table"])
        markup.element("caption", text: input.title)
        markup.open("thead")
        markup.open("tr")
        for column in columns { markup.element("th", ["scope": "col"], text: column) }
        markup.close("tr")
        markup.close("thead")
        markup.open("tbody")
        if input.records.isEmpty {
            markup.open("tr")
            markup.element("td", ["colspan": String(columns.count)], text: "No events.")
            markup.close("tr")
        }
        for index in input.records.indices {
            let row = CallbackTableRow(record: input.records[index],
                                       previous: index > 0 ? input.events[index - 1] : nil, id: input.id)
            row.write(to: &markup)
        }
        markup.close("tbody")
        markup.close("table")
        return markup.output
    }
}
