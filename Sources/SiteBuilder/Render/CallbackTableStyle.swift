/// Rules the page's stylesheet needs for the callback table's classes, generated from the same
/// constants the table uses so the two cannot drift apart. The site writes them into its CSS asset:
/// the table itself carries no `style` attributes, so it works under a strict style policy.
enum CallbackTableStyle {
    static var css: String {
        var rules = [
            "table.cs-callbacks{border-collapse:collapse}",
            "table.cs-callbacks th,table.cs-callbacks td{text-align:left;vertical-align:top;padding:0.15em 0.5em}",
            "table.cs-callbacks tr.cs-turn-start td{border-top:2px dashed var(--cs-muted,#6e6e73)}",
            "table.cs-callbacks tr.cs-warning td:first-child{box-shadow:inset 4px 0 var(--cs-warning,#c45500)}",
            "table.cs-callbacks tr.cs-error td:first-child{box-shadow:inset 4px 0 var(--cs-error,#d70015)}",
            "table.cs-callbacks strong.cs-warning{color:var(--cs-warning,#c45500)}",
            "table.cs-callbacks strong.cs-error{color:var(--cs-error,#d70015)}",
            // A receiver's class and the word "call" before a call the scenario makes.
            "table.cs-callbacks small{color:var(--cs-muted,#6e6e73);font-size:0.85em}",
            // "called from" links to the row of the frames its `…` stands for, and reads as the text it was.
            "table.cs-callbacks td a{color:inherit;text-decoration:none}",
            "table.cs-callbacks td a:hover{text-decoration:underline}",
            "table.cs-callbacks samp{white-space:pre-wrap}",
            // The `*` of an inferred position: only the table's first carries the tooltip, all look as an
            // `<abbr title>` does.
            "table.cs-callbacks abbr{text-decoration:underline dotted}",
        ]
        // `padding-left` rather than `padding-inline-start`: the Nu checker's CSS validator still rejects
        // the logical property, and trace text is always left-to-right Swift.
        // Depth 0 is the padding above, so it needs no class.
        for depth in 1...CallbackTable.maximumDepthClass {
            let indent = DiagramNumber.format(0.5 + Double(depth) * 1.25)
            rules.append("table.cs-callbacks td.d\(depth){padding-left:\(indent)em}")
        }
        return rules.joined(separator: "\n")
    }
}
