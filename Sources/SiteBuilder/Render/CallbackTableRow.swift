import ScenarioLanguage

/// One row of the callback table, written straight into the page's bytes. End tags HTML leaves optional
/// (`</td>`, `</tr>`) are left out: the next cell, row or `</tbody>` closes them.
///
/// The row reads its event where the trace's array holds it (`event`), field by field: a copy of the event
/// would retain and release a dozen references per row.
struct CallbackTableRow {
    /// The table's events and the index of the row's.
    let events: [TraceEvent]
    let index: Int
    /// The row's id is this and the event's number (`TraceRenderInput.rowPrefix`), escaped once for every row.
    let escapedRowPrefix: String
    /// What the `…` of the "called from" cell stands for; nil when the cell shows the whole stack.
    var caller: CallerRows.Reference? = nil
    /// Whether this row's `*` carries the explanation as its tooltip: the table's first inferred row does,
    /// the others are the same `<abbr>` without it (the stylesheet underlines them alike, and callsheet.js
    /// gives them the first one's tooltip), so the sentence is not repeated on every other row.
    var explainsInferred = true

    /// The run-loop turn of the row above (nil for the first row), to mark where a new turn starts.
    var previousTurn: Int? { index > 0 ? events[index - 1].turn : nil }

    var startsTurn: Bool { previousTurn.map { $0 != event.turn } ?? false }

    /// Prints, warnings and exceptions have no callback: their text takes the callback's place, where
    /// the eye follows the trace, instead of the last column, which is off-screen on a narrow window.
    static func showsOutputInPlace(_ kind: TraceEvent.Kind) -> Bool {
        switch kind {
        case .print, .warning, .exception: return true
        case .call, .callback, .deinit: return false
        }
    }

    var event: TraceEvent { events[index] }

    func write(_ record: EventRecord, to markup: inout MarkupWriter) {
        writeRowStart(to: &markup)
        markup.raw("<td>")
        markup.integer(event.seq)
        markup.raw("<td>")
        writeTurnAndPhase(to: &markup)
        markup.raw("<td>")
        writeReceiver(to: &markup)
        // Depth 0 is the cell's own padding.
        let depth = min(max(event.depth, 0), CallbackTable.maximumDepthClass)
        if depth > 0 {
            markup.raw("<td class=\"d")
            markup.integer(depth)
            markup.raw("\">")
        } else {
            markup.raw("<td>")
        }
        let outputInPlace = Self.showsOutputInPlace(event.kind)
        if outputInPlace { writeOutput(to: &markup) }
        writeCallback(record.message, to: &markup)
        markup.raw("<td>")
        writeCalledFrom(to: &markup)
        markup.raw("<td>")
        if !outputInPlace { writeOutput(to: &markup) }
        markup.byte(UInt8(ascii: "\n"))
    }
}

private extension CallbackTableRow {
    func writeRowStart(to markup: inout MarkupWriter) {
        markup.raw("<tr id=\"")
        markup.raw(string: escapedRowPrefix)
        markup.integer(event.seq)
        markup.byte(UInt8(ascii: "\""))
        // The classes in this order, space-separated, written as they are decided.
        var first = true
        func add(_ name: StaticString, to markup: inout MarkupWriter) {
            markup.raw(first ? " class=\"" : " ")
            markup.raw(name)
            first = false
        }
        if startsTurn { add("cs-turn-start", to: &markup) }
        if event.kind == .warning { add("cs-warning", to: &markup) }
        if event.kind == .exception { add("cs-error", to: &markup) }
        if event.overridden { add("cs-overridden", to: &markup) }
        markup.raw(first ? ">" : "\">")
    }

    /// `1 · event`; the first row of a turn also gives the simulated time.
    func writeTurnAndPhase(to markup: inout MarkupWriter) {
        markup.integer(event.turn)
        markup.raw(" · ")
        // The phases' names are the engine's own words, which need no escaping (a test checks).
        markup.raw(string: event.phase.rawValue)
        if previousTurn == nil || startsTurn {
            markup.raw(" · ")
            markup.raw(string: DiagramNumber.seconds(event.time))
        }
    }

    func writeReceiver(to markup: inout MarkupWriter) {
        guard let receiver = event.receiver else { return }
        markup.raw("<code>")
        markup.text(receiver)
        markup.raw("</code>")
        if let className = event.receiverClass {
            markup.raw(" <small>")
            markup.text(className)
            markup.raw("</small>")
        }
    }

    func writeCallback(_ message: String, to markup: inout MarkupWriter) {
        switch event.kind {
        case .call:
            markup.raw("<small>call</small> <code>")
            markup.text(message)
            markup.raw("</code>")
        case .callback, .deinit:
            markup.raw("<code>")
            markup.text(message)
            markup.raw("</code>")
        case .print, .warning, .exception:
            break
        }
        if event.inferred {
            markup.raw(explainsInferred
                       ? " <abbr title=\"position inferred, not recorded\">*</abbr>" : " <abbr>*</abbr>")
        }
    }

    /// The innermost frames. When the stack is longer, `…` stands for the rest, and the cell's text is a
    /// link to the row of the call those frames begin with, with the frames after that call as its tooltip
    /// (`#7 › appearance state`); where no such row is shown, the left-out frames are the text's tooltip.
    /// The text stays one run, as it was, so it is drawn exactly as before.
    func writeCalledFrom(to markup: inout MarkupWriter) {
        let stack = event.stack
        guard let caller else { return writeFrames(stack[...], to: &markup) }
        if let seq = caller.seq {
            markup.raw("<a href=\"#")
            markup.raw(string: escapedRowPrefix)
            markup.integer(seq)
            markup.raw("\" title=\"#")
            markup.integer(seq)
            if !caller.frames.isEmpty {
                markup.raw(" › ")
                writeFrames(caller.frames, to: &markup)
            }
            markup.raw("\">… › ")
            writeFrames(stack.suffix(CallerRows.shownFrames), to: &markup)
            markup.raw("</a>")
        } else {
            markup.raw("<span title=\"")
            writeFrames(caller.frames, to: &markup)
            markup.raw("\">… › ")
            writeFrames(stack.suffix(CallerRows.shownFrames), to: &markup)
            markup.raw("</span>")
        }
    }

    /// Frames separated by ` › `, innermost last. Each frame is read where the stack holds it, through a
    /// buffer pointer: a frame taken out of the slice is a copy, retained and released.
    func writeFrames(_ frames: ArraySlice<String>, to markup: inout MarkupWriter) {
        frames.withUnsafeBufferPointer { frames in
            for index in frames.indices {
                if index > 0 { markup.raw(" › ") }
                markup.text(frames[index])
            }
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
        defer { markup.raw("</samp>") }
        // Every line break (`Character.isNewline`) begins with one of these bytes; a text without any is one
        // line, written without being cut into characters.
        guard text.utf8.contains(where: Self.mayBeginLineBreak) else { return markup.text(text) }
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            if index > 0 { markup.raw("<br>") }
            markup.text(line)
        }
    }
}

extension CallbackTableRow {
    /// LF, VT, FF and CR, and the lead bytes of U+0085 (`C2 85`) and U+2028, U+2029 (`E2 80 A8`, `E2 80 A9`).
    static func mayBeginLineBreak(_ byte: UInt8) -> Bool {
        (0x0A...0x0D).contains(byte) || byte == 0xC2 || byte == 0xE2
    }
}
