/// Prints a `DiagramLayout` as SVG, back to front: separators, lifelines, bars, arrows, notes, headers.
struct DiagramWriter {
    typealias M = DiagramMetrics

    let id: String
    let layout: DiagramLayout
    let embedsStyle: Bool
    var markup = MarkupWriter()

    init(id: String, layout: DiagramLayout, embedsStyle: Bool) {
        self.id = id
        self.layout = layout
        self.embedsStyle = embedsStyle
    }

    mutating func write(title: String) {
        let width = n(layout.width), height = n(layout.height)
        markup.open("svg", [
            "xmlns": "http://www.w3.org/2000/svg", "class": "cs-seq", "id": "\(id)-diagram",
            "width": width, "height": height, "viewBox": "0 0 \(width) \(height)", "role": "img",
            "aria-labelledby": "\(id)-diagram-title \(id)-diagram-desc",
        ])
        markup.element("title", ["id": "\(id)-diagram-title"], text: title)
        let names = layout.lifelines.map(\.participant.name)
        markup.element("desc", ["id": "\(id)-diagram-desc"],
                       text: EventText.summary(eventCount: layout.eventCount, participants: names))
        if embedsStyle { markup.element("style", markup: DiagramStyle.css) }
        markup.empty("rect", ["class": "cs-backdrop", "width": width, "height": height])
        writeTableLink()
        writeSeparators()
        writeLifelines()
        writeActivations()
        writeMessages()
        writeNotes()
        writeDestructions()
        writeHeaders()
        writeFoldMarker()
        markup.close("svg")
    }

    /// The one number formatter of the drawing.
    func n(_ value: Double) -> String { DiagramNumber.format(value) }

    func rowLink(_ seq: Int) -> String { "#\(id)-e\(seq)" }
}

private extension DiagramWriter {
    mutating func writeTableLink() {
        markup.open("g", ["class": "cs-link", "data-href": "#\(id)-table"])
        markup.element("text", ["x": n(M.margin), "y": n(M.margin + 10)], text: EventText.tableLink)
        markup.close("g")
    }

    mutating func writeSeparators() {
        for separator in layout.separators {
            markup.open("g", ["class": separator.isTurn ? "cs-separator cs-turn" : "cs-separator cs-phase"])
            markup.empty("line", ["x1": n(M.margin), "y1": n(separator.y), "x2": n(layout.width - M.margin),
                                  "y2": n(separator.y)])
            markup.element("text", ["x": n(M.margin), "y": n(separator.y - 3)], text: separator.label)
            markup.close("g")
        }
    }

    mutating func writeLifelines() {
        let top = layout.headerY + M.headerHeight
        for lifeline in layout.lifelines {
            markup.empty("line", ["class": "cs-lifeline", "x1": n(lifeline.x), "y1": n(top),
                                  "x2": n(lifeline.x), "y2": n(lifeline.endY)])
        }
    }

    mutating func writeActivations() {
        for bar in layout.activations {
            markup.empty("rect", ["class": "cs-activation", "x": n(bar.x), "y": n(bar.y),
                                  "width": n(M.activationWidth), "height": n(bar.height)])
        }
    }

    mutating func writeHeaders() {
        let boxWidth = M.columnWidth - 16
        let nameCells = M.cells(fitting: boxWidth - 12)
        let classCells = Int(((boxWidth - 12) / TextMetrics.cellWidth(fontSize: M.smallFontSize)).rounded(.down))
        for lifeline in layout.lifelines {
            let name = lifeline.participant.name
            markup.open("g", ["class": "cs-head"])
            markup.element("title", text: [name, lifeline.className].compactMap { $0 }.joined(separator: ": "))
            markup.empty("rect", ["x": n(lifeline.x - boxWidth / 2), "y": n(layout.headerY), "width": n(boxWidth),
                                  "height": n(M.headerHeight), "rx": "4"])
            let hasClass = lifeline.className != nil
            markup.element("text", ["class": "cs-name", "x": n(lifeline.x),
                                    "y": n(layout.headerY + (hasClass ? 17 : 24)), "text-anchor": "middle"],
                           text: TextMetrics.truncate(name, toCells: nameCells))
            if let className = lifeline.className {
                markup.element("text", ["class": "cs-small", "x": n(lifeline.x), "y": n(layout.headerY + 32),
                                        "text-anchor": "middle"],
                               text: TextMetrics.truncate(className, toCells: classCells))
            }
            markup.close("g")
        }
    }

    mutating func writeFoldMarker() {
        guard layout.foldedCount > 0 else { return }
        markup.open("g", ["class": "cs-link cs-fold", "data-href": "#\(id)-table"])
        markup.element("text", ["x": n(M.margin), "y": n(layout.foldY + 4)],
                       text: EventText.foldMarker(layout.foldedCount))
        markup.close("g")
    }
}
