import ScenarioLanguage

/// One row of the callback table.
struct CallbackTableRow {
    let event: TraceEvent
    /// The row above, to mark where a new run-loop turn starts.
    let previous: TraceEvent?
    let id: String

    var startsTurn: Bool { previous.map { $0.turn != event.turn } ?? false }

    /// Prints, warnings and exceptions have no callback: their text takes the callback's place, where
    /// the eye follows the trace, instead of the last column, which is off-screen on a narrow window.
    var showsOutputInPlace: Bool { [.print, .warning, .exception].contains(event.kind) }

    func write(to markup: inout MarkupWriter) {
        markup.open("tr", rowAttributes)
        markup.element("td", text: String(event.seq))
        markup.element("td", text: turnAndPhase)
        markup.element("td", markup: receiverMarkup)
        markup.element("td", ["class": "depth-\(min(max(event.depth, 0), CallbackTable.maximumDepthClass))"],
                       markup: showsOutputInPlace ? outputMarkup + callbackMarkup : callbackMarkup)
        markup.element("td", markup: calledFromMarkup)
        markup.element("td", markup: showsOutputInPlace ? "" : outputMarkup)
        markup.close("tr")
    }
}

private extension CallbackTableRow {
    var rowAttributes: MarkupWriter.Attributes {
        var classes: [String] = []
        if startsTurn { classes.append("cs-turn-start") }
        if event.kind == .warning { classes.append("cs-warning") }
        if event.kind == .exception { classes.append("cs-error") }
        if event.inferred { classes.append("cs-inferred") }
        if event.overridden { classes.append("cs-overridden") }
        return [
            "id": "\(id)-e\(event.seq)",
            "class": classes.isEmpty ? nil : classes.joined(separator: " "),
            "data-kind": event.kind.rawValue,
            "data-receiver": event.receiver,
            "data-category": event.category?.rawValue,
        ]
    }

    /// `1 · event`; the first row of a turn also gives the simulated time.
    var turnAndPhase: String {
        let base = "\(event.turn) · \(event.phase.rawValue)"
        return previous == nil || startsTurn ? base + " · " + DiagramNumber.seconds(event.time) : base
    }

    var receiverMarkup: String {
        guard let receiver = event.receiver else { return "" }
        var result = "<code>" + HTMLText.escape(receiver) + "</code>"
        if let className = event.receiverClass {
            result += " <span class=\"cs-class\">" + HTMLText.escape(className) + "</span>"
        }
        return result
    }

    var callbackMarkup: String {
        var result = ""
        switch event.kind {
        case .call:
            result = "<span class=\"cs-kind\">call</span> <code>" + HTMLText.escape(EventText.message(event))
                + "</code>"
        case .callback, .deinit:
            result = "<code>" + HTMLText.escape(EventText.message(event)) + "</code>"
        case .print, .warning, .exception:
            break
        }
        if event.inferred {
            result += " <abbr title=\"position inferred, not recorded\">*</abbr>"
        }
        return result
    }

    /// The innermost one or two frames; the whole stack as a tooltip when it is longer.
    var calledFromMarkup: String {
        let stack = event.stack
        guard stack.count > 2 else { return HTMLText.escape(EventText.frames(stack)) }
        let shown = "… › " + EventText.frames(Array(stack.suffix(2)))
        return "<span title=\"" + HTMLText.escape(EventText.frames(stack)) + "\">"
            + HTMLText.escape(shown) + "</span>"
    }

    var outputMarkup: String {
        guard let text = event.text else { return "" }
        // Line breaks become <br> so a multi-line print keeps its shape and the fragment has no blank lines.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let samp = "<samp>" + lines.map { HTMLText.escape(String($0)) }.joined(separator: "<br>") + "</samp>"
        switch event.kind {
        case .warning: return "<strong class=\"cs-warning\">warning:</strong> " + samp
        case .exception: return "<strong class=\"cs-error\">exception:</strong> " + samp
        default: return samp
        }
    }
}
