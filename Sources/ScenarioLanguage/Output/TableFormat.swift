/// Aligned columns for reading a trace in a terminal.
enum TableFormat {
    static let headers = ["#", "turn", "receiver", "callback", "called from", "text"]

    static func render(_ events: [TraceEvent]) -> String {
        let rows = [headers] + events.map(row)
        var widths = Array(repeating: 0, count: headers.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        let rule = widths.map { String(repeating: "-", count: $0) }
        return ([line(headers), line(rule)] + rows.dropFirst().map(line)).joined(separator: "\n") + "\n"
    }

    /// One event as cells. The callback is indented two spaces per nesting level; the stack shows its
    /// two innermost frames, outer first.
    static func row(_ event: TraceEvent) -> [String] {
        let indent = String(repeating: "  ", count: event.depth)
        let callback: String
        switch event.kind {
        case .call, .callback, .deinit:
            let call = TraceEvent.callText(receiver: "", method: event.method ?? "", arguments: event.arguments)
            callback = indent + (call.hasPrefix(".") ? String(call.dropFirst()) : call)
        case .print, .warning, .exception:
            callback = indent + event.kind.rawValue
        }
        let from = event.stack.suffix(2).joined(separator: " › ")
        let marker = event.inferred ? " (inferred)" : ""
        return [String(event.seq), "\(event.turn) \(event.phase.rawValue)", event.receiver ?? "", callback + marker,
                from, event.text ?? ""]
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
