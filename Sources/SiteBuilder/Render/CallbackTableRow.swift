import ScenarioLanguage

/// One row of the callback table, written straight into the page's bytes.
struct CallbackTableRow {
    let record: EventRecord
    /// The row above, to mark where a new run-loop turn starts.
    let previous: TraceEvent?
    let id: String

    var event: TraceEvent { record.event }

    var startsTurn: Bool { previous.map { $0.turn != event.turn } ?? false }

    /// Prints, warnings and exceptions have no callback: their text takes the callback's place, where
    /// the eye follows the trace, instead of the last column, which is off-screen on a narrow window.
    var showsOutputInPlace: Bool { [.print, .warning, .exception].contains(event.kind) }

    func write(to markup: inout MarkupWriter) {
        writeRowStart(to: &markup)
        markup.raw("<td>")
        markup.integer(event.seq)
        markup.raw("</td><td>")
        writeTurnAndPhase(to: &markup)
        markup.raw("</td><td>")
        writeReceiver(to: &markup)
        markup.raw("</td><td class=\"depth-")
        markup.integer(min(max(event.depth, 0), CallbackTable.maximumDepthClass))
        markup.raw("\">")
        if showsOutputInPlace { writeOutput(to: &markup) }
        writeCallback(to: &markup)
        markup.raw("</td><td>")
        writeCalledFrom(to: &markup)
        markup.raw("</td><td>")
        if !showsOutputInPlace { writeOutput(to: &markup) }
        markup.raw("</td></tr>\n")
    }
}

private extension CallbackTableRow {
    func writeRowStart(to markup: inout MarkupWriter) {
        markup.raw("<tr id=\"")
        markup.text(id)
        markup.raw("-e")
        markup.integer(event.seq)
        markup.byte(UInt8(ascii: "\""))
        var classes: [StaticString] = []
        if startsTurn { classes.append("cs-turn-start") }
        if event.kind == .warning { classes.append("cs-warning") }
        if event.kind == .exception { classes.append("cs-error") }
        if event.inferred { classes.append("cs-inferred") }
        if event.overridden { classes.append("cs-overridden") }
        if !classes.isEmpty {
            markup.raw(" class=\"")
            for (index, name) in classes.enumerated() {
                if index > 0 { markup.byte(UInt8(ascii: " ")) }
                markup.raw(name)
            }
            markup.byte(UInt8(ascii: "\""))
        }
        if let receiver = event.receiver {
            markup.raw(" data-receiver=\"")
            markup.text(receiver)
            markup.byte(UInt8(ascii: "\""))
        }
        markup.byte(UInt8(ascii: ">"))
    }

    /// `1 · event`; the first row of a turn also gives the simulated time.
    func writeTurnAndPhase(to markup: inout MarkupWriter) {
        markup.integer(event.turn)
        markup.raw(" · ")
        markup.text(event.phase.rawValue)
        if previous == nil || startsTurn {
            markup.raw(" · ")
            markup.raw(DiagramNumber.seconds(event.time))
        }
    }

    func writeReceiver(to markup: inout MarkupWriter) {
        guard let receiver = event.receiver else { return }
        markup.raw("<code>")
        markup.text(receiver)
        markup.raw("</code>")
        if let className = event.receiverClass {
            markup.raw(" <span class=\"cs-class\">")
            markup.text(className)
            markup.raw("</span>")
        }
    }

    func writeCallback(to markup: inout MarkupWriter) {
        switch event.kind {
        case .call:
            markup.raw("<span class=\"cs-kind\">call</span> <code>")
            markup.text(record.message)
            markup.raw("</code>")
        case .callback, .deinit:
            markup.raw("<code>")
            markup.text(record.message)
            markup.raw("</code>")
        case .print, .warning, .exception:
            break
        }
        if event.inferred {
            markup.raw(" <abbr title=\"position inferred, not recorded\">*</abbr>")
        }
    }

    /// The innermost one or two frames; the whole stack as a tooltip when it is longer.
    func writeCalledFrom(to markup: inout MarkupWriter) {
        let stack = event.stack
        guard stack.count > 2 else { return writeFrames(stack[...], to: &markup) }
        markup.raw("<span title=\"")
        writeFrames(stack[...], to: &markup)
        markup.raw("\">… › ")
        writeFrames(stack.suffix(2), to: &markup)
        markup.raw("</span>")
    }

    /// Frames separated by ` › `, innermost last.
    func writeFrames(_ frames: ArraySlice<String>, to markup: inout MarkupWriter) {
        for (index, frame) in frames.enumerated() {
            if index > 0 { markup.raw(" › ") }
            markup.text(frame)
        }
    }

    func writeOutput(to markup: inout MarkupWriter) {
        guard let text = event.text else { return }
        switch event.kind {
        case .warning: markup.raw("<strong class=\"cs-warning\">warning:</strong> ")
        case .exception: markup.raw("<strong class=\"cs-error\">exception:</strong> ")
        default: break
        }
        // Line breaks become <br> so a multi-line print keeps its shape and the fragment has no blank lines.
        markup.raw("<samp>")
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if index > 0 { markup.raw("<br>") }
            markup.text(line)
        }
        markup.raw("</samp>")
    }
}
