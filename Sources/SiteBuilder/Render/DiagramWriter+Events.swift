/// The shapes drawn for events, each in a group naming its table row (`data-href`, followed by callsheet.js
/// on click: links inside an image would be nested interactive content and one tab stop per arrow) with the
/// full text as tooltip.
extension DiagramWriter {
    mutating func writeMessages() {
        for message in layout.messages {
            let classes = "cs-msg cs-\(message.style.rawValue)" + (message.inferred ? " cs-inferred" : "")
            markup.open("g", ["class": "cs-target", "data-href": rowLink(message.seq)])
            markup.open("g", ["class": classes])
            if let tooltip = message.fullText { markup.element("title", text: tooltip) }
            if message.isSelfCall {
                writeSelfCall(message)
            } else {
                markup.empty("line", ["class": "cs-shaft", "x1": n(message.fromX), "y1": n(message.y),
                                      "x2": n(message.toX), "y2": n(message.y)])
                writeTip(x: message.toX, y: message.y, pointingRight: message.toX > message.fromX)
                markup.element("text", ["class": "cs-label", "x": n(message.labelX), "y": n(message.y - 5),
                                        "text-anchor": message.labelAnchor.rawValue], text: message.label)
            }
            markup.close("g")
            markup.close("g")
        }
    }

    mutating func writeNotes() {
        for note in layout.notes {
            markup.open("g", ["class": "cs-target", "data-href": rowLink(note.seq)])
            markup.open("g", ["class": note.style.rawValue])
            if let tooltip = note.fullText { markup.element("title", text: tooltip) }
            markup.empty("rect", ["x": n(note.x), "y": n(note.y), "width": n(note.width),
                                  "height": n(DiagramMetrics.noteHeight), "rx": "3"])
            markup.element("text", ["x": n(note.x + DiagramMetrics.notePadding), "y": n(note.y + 14)],
                           text: note.text)
            markup.close("g")
            markup.close("g")
        }
    }

    /// An X where the object is released; its lifeline stops there.
    mutating func writeDestructions() {
        for cross in layout.destructions {
            markup.open("g", ["class": "cs-target", "data-href": rowLink(cross.seq)])
            markup.open("g", ["class": "cs-deinit"])
            markup.element("title", text: cross.fullText)
            for (dx, dy) in [(-6.0, -6.0), (-6.0, 6.0)] {
                markup.empty("line", ["x1": n(cross.x + dx), "y1": n(cross.y + dy),
                                      "x2": n(cross.x - dx), "y2": n(cross.y - dy)])
            }
            markup.element("text", ["class": "cs-small", "x": n(cross.x + 10), "y": n(cross.y + 4)], text: "deinit")
            markup.close("g")
            markup.close("g")
        }
    }
}

private extension DiagramWriter {
    /// Out of the enclosing bar to the right, down, and back into the nested bar.
    mutating func writeSelfCall(_ message: DiagramLayout.Message) {
        let top = message.y - 6, bottom = message.y + 4
        let outer = max(message.fromX, message.toX) + DiagramMetrics.selfLoopWidth
        let path = "M\(n(message.fromX)) \(n(top))H\(n(outer))V\(n(bottom))H\(n(message.toX))"
        markup.empty("path", ["class": "cs-shaft", "d": path])
        writeTip(x: message.toX, y: bottom, pointingRight: false)
        markup.element("text", ["class": "cs-label", "x": n(message.labelX), "y": n(message.y + 3)],
                       text: message.label)
    }

    mutating func writeTip(x: Double, y: Double, pointingRight: Bool) {
        let back = pointingRight ? -8.0 : 8.0
        markup.empty("path", ["class": "cs-tip", "d": "M\(n(x)) \(n(y))L\(n(x + back)) \(n(y - 4))V\(n(y + 4))Z"])
    }
}
