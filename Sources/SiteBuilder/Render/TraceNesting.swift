import ScenarioLanguage

/// Who called whom, recovered from a (possibly filtered) trace.
///
/// Events carry their depth and stack. The enclosing event is the innermost still-open call, callback
/// or deinit; when the display filter removed the real parent, the stack tells which of the visible open
/// events really encloses this one, so an arrow never comes from an unrelated earlier call.
struct TraceNesting {
    /// For each event, the index of the visible event that encloses it, if any.
    private(set) var parent: [Int?]
    /// For each event, the index of the last event nested inside it (itself when nothing is).
    private(set) var lastDescendant: [Int]

    init(_ events: [TraceEvent]) {
        parent = Array(repeating: nil, count: events.count)
        lastDescendant = Array(events.indices)
        var open: [Int] = []
        for index in events.indices {
            let depth = events[index].depth
            while let top = open.last, events[top].depth >= depth { open.removeLast() }
            let enclosing = Self.enclosing(index, open: open, events: events)
            parent[index] = enclosing
            var ancestor = enclosing
            while let current = ancestor {
                lastDescendant[current] = index
                ancestor = parent[current]
            }
            if Self.opensFrame(events[index]) { open.append(index) }
        }
    }

    /// Calls, callbacks and deinits run code (overrides) that may produce nested events.
    static func opensFrame(_ event: TraceEvent) -> Bool {
        switch event.kind {
        case .call, .callback, .deinit: return true
        case .print, .warning, .exception: return false
        }
    }

    /// The stack frame an event pushes while it runs: `root.view.addSubview(_:)`.
    static func frameLabel(_ event: TraceEvent) -> String {
        (event.receiver ?? "") + "." + (event.method ?? "")
    }

    /// Whether `frame` is `frameLabel(event)`, compared byte by byte.
    static func isFrame(_ frame: String, of event: TraceEvent) -> Bool {
        isFrame(frame, receiver: event.receiver ?? "", method: event.method ?? "")
    }

    static func isFrame(_ frame: String, receiver: String, method: String) -> Bool {
        let receiverCount = receiver.utf8.count
        guard frame.utf8.count == receiverCount + 1 + method.utf8.count else { return false }
        // The three texts' bytes where they are kept (copied out of the string only for a short one).
        var frame = frame, receiver = receiver, method = method
        return frame.withUTF8 { bytes in
            bytes[receiverCount] == UInt8(ascii: ".")
                && receiver.withUTF8 { bytes[..<receiverCount].elementsEqual($0) }
                && method.withUTF8 { bytes[(receiverCount + 1)...].elementsEqual($0) }
        }
    }

    /// Ancestors of `index`, innermost first.
    func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = parent[index]
        while let ancestor = current {
            result.append(ancestor)
            current = parent[ancestor]
        }
        return result
    }
}

private extension TraceNesting {
    static func enclosing(_ index: Int, open: [Int], events: [TraceEvent]) -> Int? {
        guard events[index].depth > 0, let innermost = open.last else { return nil }
        let stack = events[index].stack
        // Hand-written traces may carry no stack: trust depth alone.
        guard !stack.isEmpty else { return innermost }
        // Usually the innermost open event is the parent and its frame is the stack's last, so the frames
        // are compared in place (`receiver.method` without building it) from the innermost out.
        return open.last { candidate in
            let receiver = events[candidate].receiver ?? "", method = events[candidate].method ?? ""
            return stack.reversed().contains { isFrame($0, receiver: receiver, method: method) }
        }
    }
}
