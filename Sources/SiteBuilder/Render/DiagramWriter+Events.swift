/// The shapes drawn for events, each a group naming its table row (`data-href`, followed by callsheet.js
/// on click: links inside an image would be nested interactive content and one tab stop per arrow), with
/// the full text as tooltip where the drawing shortens it.
extension DiagramWriter {
    /// `<g class="cs-call|cs-callback [cs-inferred] [cs-self]">`: the shaft, the tip, the label.
    mutating func writeMessages() {
        for message in layout.messages {
            markup.raw(message.style == .call ? "<g class=\"cs-call" : "<g class=\"cs-callback")
            if message.inferred { markup.raw(" cs-inferred") }
            if message.isSelfCall { markup.raw(" cs-self") }
            markup.byte(UInt8(ascii: "\""))
            writeRowLink(message.seq)
            markup.byte(UInt8(ascii: ">"))
            writeTitle(message.fullText)
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
    }

    mutating func writeNotes() {
        for note in layout.notes {
            markup.raw("<g class=\"")
            markup.raw(note.style.rawValue)
            markup.byte(UInt8(ascii: "\""))
            writeRowLink(note.seq)
            markup.byte(UInt8(ascii: ">"))
            writeTitle(note.fullText)
            markup.raw("<rect")
            writePosition(note.x, note.y)
            markup.raw(" width=\"")
            markup.number(note.width)
            markup.raw("\" height=\"")
            markup.number(DiagramMetrics.noteHeight)
            markup.raw("\" rx=\"3\"/>")
            writeText(note.text, x: note.x + DiagramMetrics.notePadding, y: note.y + 14)
            markup.raw("</g>\n")
        }
    }

    /// An X where the object is released; its lifeline stops there.
    mutating func writeDestructions() {
        for cross in layout.destructions {
            markup.raw("<g class=\"cs-deinit\"")
            writeRowLink(cross.seq)
            markup.byte(UInt8(ascii: ">"))
            writeTitle(cross.fullText)
            // Two strokes, not one path of two: where they cross, each is blended on its own.
            markup.raw("<path d=\"M")
            markup.number(cross.x - 6)
            markup.byte(UInt8(ascii: " "))
            markup.number(cross.y - 6)
            markup.raw("l12 12\"/><path d=\"M")
            markup.number(cross.x - 6)
            markup.byte(UInt8(ascii: " "))
            markup.number(cross.y + 6)
            markup.raw("l12-12\"/>")
            writeText("deinit", x: cross.x + 10, y: cross.y + 4, className: "cs-small")
            markup.raw("</g>\n")
        }
    }
}

private extension DiagramWriter {
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
