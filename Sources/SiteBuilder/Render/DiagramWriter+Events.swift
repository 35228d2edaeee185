/// The shapes drawn for events, one `<g>` each. Shapes of a kind sit in one group whose class styles them
/// all (a shape's own class says only how it differs) and whose `data-e` lists the table rows they stand
/// for, followed by callsheet.js on click: links inside an image would be nested interactive content and
/// one tab stop per arrow. The full text of a shortened label is in the row, which callsheet.js shows as
/// the shape's tooltip.
extension DiagramWriter {
    /// `<g class="cs-arrows">` around one `<g [class="c i s"]>` per arrow: the shaft, the tip, the label.
    /// A callback is the default; `c` marks a call, `i` an inferred position, `s` a call to itself.
    mutating func writeMessages() {
        guard !layout.messages.isEmpty else { return }
        openEventGroup("cs-arrows", rows: layout.messages.lazy.map(\.seq))
        for message in layout.messages {
            markup.raw("<g")
            var classes: [StaticString] = []
            if message.style == .call { classes.append("c") }
            if message.inferred { classes.append("i") }
            if message.isSelfCall { classes.append("s") }
            writeClasses(classes)
            markup.byte(UInt8(ascii: ">"))
            if message.isSelfCall {
                writeSelfCall(message)
            } else {
                markup.raw("<path d=\"M")
                markup.number(message.fromX)
                markup.byte(UInt8(ascii: " "))
                markup.number(message.y)
                markup.byte(UInt8(ascii: "H"))
                markup.number(message.toX)
                markup.raw("\"/>")
                writeTip(x: message.toX, y: message.y, pointingRight: message.toX > message.fromX)
                writeText(message.label, x: message.labelX, y: message.y - 5)
            }
            markup.raw("</g>\n")
        }
        markup.raw("</g>\n")
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
    /// ` class="a b"`, or nothing for no classes.
    mutating func writeClasses(_ classes: [StaticString]) {
        guard !classes.isEmpty else { return }
        markup.raw(" class=\"")
        for (index, name) in classes.enumerated() {
            if index > 0 { markup.byte(UInt8(ascii: " ")) }
            markup.raw(name)
        }
        markup.byte(UInt8(ascii: "\""))
    }

    /// Out of the enclosing bar to the right, down, and back into the nested bar.
    mutating func writeSelfCall(_ message: DiagramLayout.Message) {
        let top = message.y - 6, bottom = message.y + 4
        let outer = max(message.fromX, message.toX) + DiagramMetrics.selfLoopWidth
        markup.raw("<path d=\"M")
        markup.number(message.fromX)
        markup.byte(UInt8(ascii: " "))
        markup.number(top)
        markup.byte(UInt8(ascii: "H"))
        markup.number(outer)
        markup.byte(UInt8(ascii: "V"))
        markup.number(bottom)
        markup.byte(UInt8(ascii: "H"))
        markup.number(message.toX)
        markup.raw("\"/>")
        writeTip(x: message.toX, y: bottom, pointingRight: false)
        writeText(message.label, x: message.labelX, y: message.y + 3)
    }

    /// The arrowhead: a filled triangle whose point is at (x, y), in relative steps.
    mutating func writeTip(x: Double, y: Double, pointingRight: Bool) {
        markup.raw("<path d=\"M")
        markup.number(x)
        markup.byte(UInt8(ascii: " "))
        markup.number(y)
        markup.raw(pointingRight ? "l-8-4v8z\"/>" : "l8-4v8z\"/>")
    }
}
