/// The shapes drawn for events: one `<g>` each, or for an arrow its shaft and its label side by side. Shapes
/// of a kind sit in one group whose class styles them all (a shape's own class says only how it differs) and
/// whose `data-e` lists the table rows they stand for, followed by callsheet.js on click: links inside an
/// image would be nested interactive content and one tab stop per arrow. The full text of a shortened label
/// is in the row, which callsheet.js shows as the shape's tooltip.
extension DiagramWriter {
    /// Two groups of arrows, callbacks (`cs-arrows`) and the scenario's calls (`cs-arrows c`), each holding
    /// two children per arrow, one line each: the shaft (`<path [class="i"]>`, `i` an inferred position)
    /// and the label (`<text [class="s"]>`, `s` a call to itself); no `<g>` around the pair, so
    /// callsheet.js counts an arrow's place in `data-e` as half the child's. The arrowhead is the group's
    /// `marker-end`, a `<marker>` drawn once per diagram in the group's colour, rather than a second path per
    /// arrow. Arrows never overlap (each has its own row), so
    /// drawing the calls after the callbacks changes nothing on screen.
    mutating func writeMessages() {
        let messages = layout.messages
        // The rows of each group, gathered in one pass (a lazy filter per group called a closure per arrow).
        var callbackRows: [Int] = [], callRows: [Int] = []
        callbackRows.reserveCapacity(messages.count)
        for index in messages.indices {
            if messages[index].style == .call { callRows.append(messages[index].seq) } else { callbackRows.append(messages[index].seq) }
        }
        for (style, rows) in [(DiagramLayout.MessageStyle.callback, callbackRows), (.call, callRows)] where !rows.isEmpty {
            let isCall = style == .call
            writeTipMarker(isCall: isCall)
            // The arrows are read where the layout holds them, by index: each holds its label.
            openEventGroup(isCall ? "cs-arrows c" : "cs-arrows", rows: rows, markerEnd: isCall ? "-tc" : "-t")
            for index in messages.indices where messages[index].style == style {
                markup.raw(messages[index].inferred ? "<path class=\"i\" d=\"M" : "<path d=\"M")
                if messages[index].isSelfCall {
                    writeSelfCall(messages[index])
                } else {
                    markup.number(messages[index].fromX)
                    markup.byte(UInt8(ascii: " "))
                    markup.number(messages[index].y)
                    markup.byte(UInt8(ascii: "H"))
                    markup.number(messages[index].toX)
                    markup.raw("\"/>")
                    writeText(messages[index].label, x: messages[index].labelX, y: messages[index].y - 5,
                              then: messages[index].labelMarker)
                }
                markup.byte(UInt8(ascii: "\n"))
            }
            markup.raw("</g>\n")
        }
    }

    /// `<g class="cs-notes">` around one `<g [class="w|x"]>` per note: a print, or a warning (`w`) or an
    /// exception (`x`); the box's corners are the stylesheet's.
    mutating func writeNotes() {
        guard !layout.notes.isEmpty else { return }
        openEventGroup("cs-notes", rows: layout.notes.lazy.map(\.seq))
        for note in layout.notes {
            markup.raw("<g")
            switch note.style {
            case .print: break
            case .warning: markup.raw(" class=\"w\"")
            case .error: markup.raw(" class=\"x\"")
            }
            markup.raw("><rect")
            writePosition(note.x, note.y)
            markup.raw(" width=\"")
            markup.number(note.width)
            markup.raw("\" height=\"")
            markup.number(DiagramMetrics.noteHeight)
            markup.raw("\"/>")
            writeText(note.text, x: note.x + DiagramMetrics.notePadding, y: note.y + 14)
            markup.raw("</g>\n")
        }
        markup.raw("</g>\n")
    }

    /// An X where the object is released; its lifeline stops there.
    mutating func writeDestructions() {
        guard !layout.destructions.isEmpty else { return }
        openEventGroup("cs-deinit", rows: layout.destructions.lazy.map(\.seq))
        for cross in layout.destructions {
            // Two strokes, not one path of two: where they cross, each is blended on its own.
            markup.raw("<g><path d=\"M")
            markup.number(cross.x - 6)
            markup.byte(UInt8(ascii: " "))
            markup.number(cross.y - 6)
            markup.raw("l12 12\"/><path d=\"M")
            markup.number(cross.x - 6)
            markup.byte(UInt8(ascii: " "))
            markup.number(cross.y + 6)
            markup.raw("l12-12\"/>")
            writeText("deinit", x: cross.x + 10, y: cross.y + 4)
            markup.raw("</g>\n")
        }
        markup.raw("</g>\n")
    }
}

private extension DiagramWriter {
    /// Out of the enclosing bar to the right, down, and back into the nested bar; the label starts at its
    /// x (`s`). The path's `<path … d="M` is written.
    mutating func writeSelfCall(_ message: DiagramLayout.Message) {
        let top = message.y - 6, bottom = message.y + 4
        let outer = max(message.fromX, message.toX) + DiagramMetrics.selfLoopWidth
        markup.number(message.fromX)
        markup.byte(UInt8(ascii: " "))
        markup.number(top)
        markup.byte(UInt8(ascii: "H"))
        markup.number(outer)
        markup.byte(UInt8(ascii: "V"))
        markup.number(bottom)
        markup.byte(UInt8(ascii: "H"))
        markup.number(message.toX)
        markup.raw("\"/><text class=\"s\"")
        writePosition(message.labelX, message.y + 3)
        markup.byte(UInt8(ascii: ">"))
        markup.text(message.label)
        markup.raw(message.labelMarker)
        markup.raw("</text>")
    }

    /// The arrowhead of a group of arrows: a triangle whose point is the end of each shaft, turned to the
    /// shaft's last direction (`orient="auto"`). Marker units are the shaft's stroke width, which is 1, so
    /// one user unit each. Its colour is the stylesheet's (`cs-tip`, `cs-tip c`); it is not clipped to a
    /// marker box (`overflow: visible`), so it is drawn as a triangle at the same place would be.
    mutating func writeTipMarker(isCall: Bool) {
        markup.raw("<marker id=\"")
        markup.text(id)
        markup.raw(isCall ? "-tc\" class=\"cs-tip c\"" : "-t\" class=\"cs-tip\"")
        markup.raw(" orient=\"auto\"><path d=\"M0 0-8-4v8z\"/></marker>\n")
    }
}
