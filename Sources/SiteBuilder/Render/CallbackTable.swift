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

    /// The column headings and the opening of the body, the same for every table: written once.
    static let header: String = {
        var markup = MarkupWriter(capacity: 256)
        markup.open("thead")
        markup.open("tr")
        for column in columns { markup.element("th", ["scope": "col"], text: column) }
        markup.close("tr")
        markup.close("thead")
        markup.open("tbody")
        return markup.output
    }()

    static func html(_ input: TraceRenderInput) -> String {
        var markup = MarkupWriter(capacity: 512 + 160 * input.records.count)
        write(input, to: &markup)
        return markup.output
    }

    /// Writes the `<table>` into bytes the caller is writing (the figure around it).
    static func write(_ input: TraceRenderInput, to markup: inout MarkupWriter) {
        markup.open("table", ["class": "cs-callbacks", "id": "\(input.id)-table"])
        markup.element("caption", text: input.title)
        markup.raw(string: header)
        if input.records.isEmpty {
            markup.open("tr")
            markup.element("td", ["colspan": String(columns.count)], text: "No events.")
            markup.close("tr")
        }
        let callers = CallerRows(input.events, nesting: input.nesting)
        var explainedInferred = false
        let rowPrefix = HTMLText.escape(input.rowPrefix)
        let events = input.events
        for index in input.records.indices {
            let row = CallbackTableRow(events: events, index: index, escapedRowPrefix: rowPrefix,
                                       caller: callers.reference(of: index), explainsInferred: !explainedInferred)
            row.write(input.records[index], to: &markup)
            explainedInferred = explainedInferred || events[index].inferred
        }
        markup.close("tbody")
        markup.close("table")
    }
}
