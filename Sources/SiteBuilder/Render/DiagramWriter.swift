/// Prints a `DiagramLayout` as SVG, back to front: separators, loop frames, lifelines, bars, arrows,
/// notes, headers.
///
/// The markup is kept small without changing the drawing: what every shape of a kind shares (colours,
/// dashes, text anchors, sizes, the corners of headers and notes) is in the stylesheet's classes, set once
/// on a group; shapes are short paths with relative steps; numbers have at most one decimal. A rectangle
/// keeps its `width` and `height` attributes, which SVG requires (the Nu checker reports their absence).
/// Noncopyable because the writer it writes with is.
struct DiagramWriter: ~Copyable {
    typealias M = DiagramMetrics

    let id: String
    /// The table's row ids are this and an event's number (`TraceRenderInput.rowPrefix`).
    let rowPrefix: String
    let layout: DiagramLayout
    let embedsStyle: Bool
    var markup: MarkupWriter

    /// `markup` holds what was written before the diagram (the figure around it), if anything.
    init(id: String, rowPrefix: String, layout: DiagramLayout, embedsStyle: Bool, markup: consuming MarkupWriter) {
        self.id = id
        self.rowPrefix = rowPrefix
        self.layout = layout
        self.embedsStyle = embedsStyle
        self.markup = markup
    }

    mutating func write(title: String) {
        markup.raw("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"cs-seq\" id=\"")
        markup.text(id)
        markup.raw("-diagram\" data-rows=\"")
        markup.text(rowPrefix)
        markup.raw("\" width=\"")
        markup.number(layout.width)
        markup.raw("\" height=\"")
        markup.number(layout.height)
        markup.raw("\" viewBox=\"0 0 ")
        markup.number(layout.width)
        markup.byte(UInt8(ascii: " "))
        markup.number(layout.height)
        markup.raw("\" role=\"img\" aria-labelledby=\"")
        markup.text(id)
        markup.raw("-diagram-title ")
        markup.text(id)
        markup.raw("-diagram-desc\">\n")
        markup.element("title", ["id": "\(id)-diagram-title"], text: title)
        let names = layout.lifelines.map(\.participant.name)
        markup.element("desc", ["id": "\(id)-diagram-desc"],
                       text: EventText.summary(eventCount: layout.eventCount, participants: names))
        if embedsStyle {
            markup.raw("<style>")
            markup.raw(string: DiagramStyle.css)
            markup.raw("</style>\n")
        }
        markup.raw("<rect class=\"cs-backdrop\" width=\"")
        markup.number(layout.width)
        markup.raw("\" height=\"")
        markup.number(layout.height)
        markup.raw("\"/>\n")
        writeTableLink()
        writeSeparators()
        writeLoops()
        writeLifelines()
        writeActivations()
        writeMessages()
        writeNotes()
        writeDestructions()
        writeHeaders()
        writeFoldMarker()
        markup.raw("</svg>\n")
    }

    /// `<g class="…" data-e="1 2 5">`: a group of event shapes (a `<g>` child per event, or an arrow's two
    /// children) and, in the
    /// children's order, the sequence numbers of the rows they stand for. A row's id is the `<svg>`'s
    /// `data-rows` and the number, so no shape repeats the prefix, and the page's print copy, which
    /// prefixes every id, prefixes `data-rows` alike.
    /// With `markerEnd`, the group's shapes end in the marker whose id is the diagram's id and that suffix.
    mutating func openEventGroup(_ className: StaticString, rows: some Sequence<Int>, markerEnd: StaticString? = nil) {
        markup.raw("<g class=\"")
        markup.raw(className)
        markup.raw("\" data-e=\"")
        for (index, seq) in rows.enumerated() {
            if index > 0 { markup.byte(UInt8(ascii: " ")) }
            markup.integer(seq)
        }
        if let markerEnd {
            markup.raw("\" marker-end=\"url(#")
            markup.text(id)
            markup.raw(markerEnd)
            markup.byte(UInt8(ascii: ")"))
        }
        markup.raw("\">\n")
    }

    /// ` x="…" y="…"`
    mutating func writePosition(_ x: Double, _ y: Double) {
        markup.raw(" x=\"")
        markup.number(x)
        markup.raw("\" y=\"")
        markup.number(y)
        markup.byte(UInt8(ascii: "\""))
    }

    /// `<text x="…" y="…">text</text>`, styled by the group around it; `suffix` is markup after the text.
    mutating func writeText(_ text: String, x: Double, y: Double, then suffix: StaticString = "") {
        markup.raw("<text")
        writePosition(x, y)
        markup.byte(UInt8(ascii: ">"))
        markup.text(text)
        markup.raw(suffix)
        markup.raw("</text>")
    }

    /// `h10v` and `h-10z`: a bar's width across and back, the same for every bar, spelled once (a test
    /// checks they say `DiagramMetrics.activationWidth`).
    static let activationRight: StaticString = "h10v"
    static let activationLeftAndClose: StaticString = "h-10z"

    /// A tooltip: the first child of the shape it explains.
    mutating func writeTitle(_ text: String) {
        markup.raw("<title>")
        markup.text(text)
        markup.raw("</title>")
    }
}

private extension DiagramWriter {
    mutating func writeTableLink() {
        markup.raw("<g class=\"cs-link\" data-href=\"#")
        markup.text(id)
        markup.raw("-table\">")
        writeText(EventText.tableLink, x: M.margin, y: M.margin + 10)
        markup.raw("</g>\n")
    }

    /// One group per kind (turns, then phases): one path whose subpaths are the lines (dashes start afresh
    /// on every subpath), then the labels. Separators never overlap, so the order of kinds changes nothing.
    mutating func writeSeparators() {
        let separators = layout.separators
        for isTurn in [true, false] {
            guard separators.contains(where: { $0.isTurn == isTurn }) else { continue }
            markup.raw(isTurn ? "<g class=\"cs-separator cs-turn\"><path d=\""
                              : "<g class=\"cs-separator cs-phase\"><path d=\"")
            for index in separators.indices where separators[index].isTurn == isTurn {
                markup.byte(UInt8(ascii: "M"))
                markup.number(M.margin)
                markup.byte(UInt8(ascii: " "))
                markup.number(separators[index].y)
                markup.byte(UInt8(ascii: "H"))
                markup.number(layout.width - M.margin)
            }
            markup.raw("\"/>\n")
            for index in separators.indices where separators[index].isTurn == isTurn {
                writeText(separators[index].label, x: M.margin, y: separators[index].y - 3)
                markup.byte(UInt8(ascii: "\n"))
            }
            markup.raw("</g>\n")
        }
    }

    /// A frame around a group drawn once for a run of identical groups, with how often it ran.
    mutating func writeLoops() {
        for loop in layout.loops {
            let left = M.margin - M.loopInset, right = layout.width - M.margin + M.loopInset
            markup.raw("<g class=\"cs-loop\"><path d=\"M")
            markup.number(left)
            markup.byte(UInt8(ascii: " "))
            markup.number(loop.y)
            markup.byte(UInt8(ascii: "H"))
            markup.number(right)
            markup.byte(UInt8(ascii: "V"))
            markup.number(loop.y + loop.height)
            markup.byte(UInt8(ascii: "H"))
            markup.number(left)
            markup.raw("z\"/>")
            writeText(loop.label, x: left + 6, y: loop.y + 12)
            markup.raw("</g>\n")
        }
    }

    /// One path for all lifelines: each starts a subpath, and dashes start afresh on every subpath.
    mutating func writeLifelines() {
        guard !layout.lifelines.isEmpty else { return }
        let top = layout.headerY + M.headerHeight
        markup.raw("<path class=\"cs-lifeline\" d=\"")
        for lifeline in layout.lifelines {
            markup.byte(UInt8(ascii: "M"))
            markup.number(lifeline.x)
            markup.byte(UInt8(ascii: " "))
            markup.number(top)
            markup.byte(UInt8(ascii: "V"))
            markup.number(lifeline.endY)
        }
        markup.raw("\"/>\n")
    }

    /// The bars in one group that gives their colours, one path per nesting level, outermost first: bars
    /// of one level never overlap, and a nested bar is drawn after (over the stroke of) the bar it is
    /// nested in, as it was when each bar was a rectangle of its own. Each bar is a subpath
    /// `M x y h10 v… h-10 z`, a third of a `<rect>`'s bytes.
    mutating func writeActivations() {
        guard !layout.activations.isEmpty else { return }
        markup.raw("<g class=\"cs-activation\">\n")
        let deepest = layout.activations.map(\.level).max() ?? 0
        for level in 0...deepest {
            var first = true
            for bar in layout.activations where bar.level == level {
                if first { markup.raw("<path d=\"") }
                first = false
                markup.byte(UInt8(ascii: "M"))
                markup.number(bar.x)
                markup.byte(UInt8(ascii: " "))
                markup.number(bar.y)
                markup.raw(Self.activationRight)
                markup.number(bar.height)
                markup.raw(Self.activationLeftAndClose)
            }
            if !first { markup.raw("\"/>\n") }
        }
        markup.raw("</g>\n")
    }

    /// A box per lifeline (its corners are the stylesheet's) with the name and, in smaller type, the class;
    /// the whole of both as a tooltip where either is shortened. One `<g>` each, in one `cs-heads` group
    /// that styles them (callsheet.js copies the group for the sticky headers).
    mutating func writeHeaders() {
        let boxWidth = M.headerBoxWidth
        let nameCells = M.cells(fitting: boxWidth - 12)
        let classCells = Int(((boxWidth - 12) / TextMetrics.cellWidth(fontSize: M.smallFontSize)).rounded(.down))
        guard !layout.lifelines.isEmpty else { return }
        markup.raw("<g class=\"cs-heads\">\n")
        defer { markup.raw("</g>\n") }
        for lifeline in layout.lifelines {
            let name = lifeline.participant.name
            let shownName = TextMetrics.truncate(name, toCells: nameCells)
            let shownClass = lifeline.className.map { TextMetrics.truncate($0, toCells: classCells) }
            markup.raw("<g>")
            if shownName != name || shownClass != lifeline.className {
                writeTitle([name, lifeline.className].compactMap { $0 }.joined(separator: ": "))
            }
            markup.raw("<rect")
            writePosition(lifeline.x - boxWidth / 2, layout.headerY)
            markup.raw(" width=\"")
            markup.number(boxWidth)
            markup.raw("\" height=\"")
            markup.number(M.headerHeight)
            markup.raw("\"/>")
            writeText(shownName, x: lifeline.x, y: layout.headerY + (shownClass != nil ? 17 : 24))
            if let shownClass {
                writeText(shownClass, x: lifeline.x, y: layout.headerY + 32)
            }
            markup.raw("</g>\n")
        }
    }

    mutating func writeFoldMarker() {
        guard layout.foldedCount > 0 else { return }
        markup.raw("<g class=\"cs-link cs-fold\" data-href=\"#")
        markup.text(id)
        markup.raw("-table\">")
        writeText(EventText.foldMarker(layout.foldedCount), x: M.margin, y: layout.foldY + 4)
        markup.raw("</g>\n")
    }
}
