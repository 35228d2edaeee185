import ScenarioLanguage
import Synchronization

/// What the table, the diagram, their tooltips and the expectation check show of one event, worked out
/// once per event: the call spelled from its selector and arguments, its one-line form for SVG text and its
/// drawn width. Before, each renderer (and the plain expectation lines) spelled the call again from the
/// selector, a character at a time.
///
/// A record goes with the event at the same index of its trace, and holds only what it spells: readers take
/// the event's fields where the trace's array holds them, where a copy of the event would retain and release
/// a dozen references.
struct EventRecord {
    /// The call without its receiver: `viewWillAppear(false)`, `willMove(toSuperview: root.view)`,
    /// `prefersStatusBarHidden`, `deinit`. Empty for prints and console lines.
    let message: String
    /// `message` on one line, as the diagram draws it.
    let drawnMessage: String
    /// The drawn width of `drawnMessage` in monospace cells.
    let drawnCells: Int

    init(_ event: borrowing TraceEvent, spelling: SelectorSpelling?) {
        message = spelling?.message(arguments: event.arguments) ?? ""
        if TextMetrics.isPrintableASCII(message) {
            drawnMessage = message
            drawnCells = message.utf8.count
        } else {
            drawnMessage = EventText.singleLine(message)
            drawnCells = TextMetrics.cells(drawnMessage)
        }
    }

    /// One record per event; each distinct selector of the trace is taken apart once.
    static func records(_ events: [TraceEvent]) -> [EventRecord] {
        var spellings = SelectorSpelling.Table()
        return events.map { EventRecord($0, spelling: spellings.spelling(of: $0.method)) }
    }

    /// The plain trace lines (`TraceEvent.plainText`) of events spelled by their records.
    static func plainLines(_ events: [TraceEvent], _ records: [EventRecord]) -> [String] {
        events.indices.map { plainLine(events[$0], message: records[$0].message) }
    }

    /// The plain trace line of `event` whose call without its receiver is `message`: the receiver, a dot and
    /// the message copied into one string of the final size.
    static func plainLine(_ event: TraceEvent, message: String) -> String {
        switch event.kind {
        case .call, .callback, .deinit:
            guard let receiver = event.receiver, event.method != nil else { return "" }
            return String(concatenating: [receiver, message], separator: UInt8(ascii: "."))
        case .print: return "print: " + (event.text ?? "")
        case .warning: return "warning: " + (event.text ?? "")
        case .exception: return "exception: " + (event.text ?? "")
        }
    }
}

/// A Swift selector taken apart into the text around its arguments: `willMove(toSuperview:)` is
/// `willMove(toSuperview: ` and `)`; a property (`prefersStatusBarHidden`) has no argument list. A class, so
/// that the records of a trace share one rather than each holding copies of its parts.
final class SelectorSpelling: Sendable {
    /// The text around the arguments, as UTF-8: `base(` with the first label and `: ` (no label for `_`),
    /// then `, label: ` before each further argument, then `)`; one piece more than there are labels.
    private let pieces: [[UInt8]]
    /// The whole message of a selector whose message does not depend on the arguments (`viewDidLoad()`,
    /// `prefersStatusBarHidden`): every event of it shares this one string.
    private let fixed: String?
    /// Whether the selector is one of UIKit's API methods (`TraceFilter.isAPI`), which the display filter
    /// asks of every event: answered once per selector here rather than hashed per event.
    let isAPI: Bool

    init(_ selector: String) {
        isAPI = TraceFilter.isAPI(selector)
        // Read as UTF-8 bytes: the punctuation is ASCII, and a search by Character would segment the text.
        let utf8 = selector.utf8
        guard let open = utf8.firstIndex(of: UInt8(ascii: "(")), utf8.last == UInt8(ascii: ")") else {
            pieces = []
            fixed = selector
            return
        }
        let base = String(selector[..<open])
        var labels: [String] = []
        TraceEvent.forEachArgumentLabel(in: selector) { labels.append(String($0)) }
        var pieces: [[UInt8]] = []
        var piece = Array(base.utf8) + [UInt8(ascii: "(")]
        for (index, label) in labels.enumerated() {
            if index > 0 { piece += Array(", ".utf8) }
            if label != "_" { piece += Array(label.utf8) + Array(": ".utf8) }
            pieces.append(piece)
            piece = []
        }
        piece.append(UInt8(ascii: ")"))
        pieces.append(piece)
        self.pieces = pieces
        fixed = labels.isEmpty ? base + "()" : nil
    }

    /// `base(label: value, …)`, an unlabelled argument without its `_`, a missing argument as `_`
    /// (the spelling of `TraceEvent.callText`), written into one string of the final size.
    func message(arguments: [String]) -> String {
        if let fixed { return fixed }
        let count = pieces.count - 1
        var length = 0
        for piece in pieces { length += piece.count }
        for index in 0..<count { length += index < arguments.count ? arguments[index].utf8.count : 1 }
        return String(unsafeUninitializedCapacity: length) { buffer in
            var offset = 0
            for index in 0..<count {
                Self.copy(pieces[index], to: buffer, at: &offset)
                if index < arguments.count {
                    Self.copy(arguments[index], to: buffer, at: &offset)
                } else {
                    buffer[offset] = UInt8(ascii: "_")
                    offset += 1
                }
            }
            Self.copy(pieces[count], to: buffer, at: &offset)
            return offset
        }
    }

    private static func copy(_ bytes: [UInt8], to buffer: UnsafeMutableBufferPointer<UInt8>, at offset: inout Int) {
        bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress, !source.isEmpty else { return }
            (buffer.baseAddress! + offset).update(from: base, count: source.count)
            offset += source.count
        }
    }

    private static func copy(_ text: String, to buffer: UnsafeMutableBufferPointer<UInt8>, at offset: inout Int) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { source in
            guard let base = source.baseAddress, !source.isEmpty else { return }
            (buffer.baseAddress! + offset).update(from: base, count: source.count)
            offset += source.count
        }
        if copied == nil {
            for byte in text.utf8 {
                buffer[offset] = byte
                offset += 1
            }
        }
    }

    /// The spellings of one trace's selectors; a selector the trace has not used yet is looked up in the
    /// spellings shared by the whole process (`shared`), so each is taken apart once, not once per trace.
    /// Every event is looked up by hash: consecutive events rarely share a selector (at most 4 % of the
    /// events of the benchmark corpus), so keeping the last one aside to compare first cost more than it saved.
    struct Table {
        private var spellings: [String: SelectorSpelling] = Dictionary(minimumCapacity: 64)

        /// Every selector looked up so far, each once, in no particular order.
        var methods: Dictionary<String, SelectorSpelling>.Keys { spellings.keys }

        mutating func spelling(of method: String?) -> SelectorSpelling? {
            guard let method else { return nil }
            if let known = spellings[method] { return known }
            let spelling = SelectorSpelling.shared(method)
            spellings[method] = spelling
            return spelling
        }
    }

    /// UIKit's selectors and the few a site's scenarios add, each taken apart once per process. Bounded:
    /// scenario code may name any number of selectors of its own, and beyond the limit they are taken apart
    /// per trace.
    private static let sharedSpellings = Mutex<[String: SelectorSpelling]>([:])
    static let sharedLimit = 4_096

    static func shared(_ selector: String) -> SelectorSpelling {
        if let known = sharedSpellings.withLock({ $0[selector] }) { return known }
        let made = SelectorSpelling(selector)
        sharedSpellings.withLock { spellings in
            if spellings.count < sharedLimit { spellings[selector] = made }
        }
        return made
    }
}
