import ScenarioLanguage

/// The callback table: every event of the trace as a row, readable without JavaScript.
///
/// Columns: #, turn / phase, receiver, callback (indented by nesting depth), called from, output. Rows carry
/// the ids (`s3_12`, `TraceRenderInput.rowPrefix`) the sequence diagram and the "called from" column link to.
/// Each row is one line without optional end tags (`</td>`, `</tr>`); classes carry only what the stylesheet
/// needs, so no attribute repeats what the row's cells already say (the receiver filter reads the receiver
/// cell).
enum CallbackTable {
    /// Depth classes stop here (`d1` … `d10`; depth 0 is the cell's own padding) so the stylesheet needs a
    /// fixed set of rules.
    static let maximumDepthClass = 10

    static let columns = ["#", "turn / phase", "receiver", "callback", "called from", "output"]

    static func html(_ input: TraceRenderInput) -> String {
        var markup = MarkupWriter(capacity: 512 + 160 * input.records.count)
        write(input, to: &markup)
        return markup.output
    }

    /// Writes the `<table>` into bytes the caller is writing (the figure around it).
    static func write(_ input: TraceRenderInput, to markup: inout MarkupWriter) {
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
        let callers = CallerRows(input.events, nesting: input.nesting)
        var explainedInferred = false
        for index in input.records.indices {
            let row = CallbackTableRow(record: input.records[index],
                                       previousTurn: index > 0 ? input.events[index - 1].turn : nil,
                                       rowPrefix: input.rowPrefix, caller: callers.reference(of: index),
                                       explainsInferred: !explainedInferred)
            explainedInferred = explainedInferred || row.event.inferred
            row.write(to: &markup)
        }
        markup.close("tbody")
        markup.close("table")
    }
}
