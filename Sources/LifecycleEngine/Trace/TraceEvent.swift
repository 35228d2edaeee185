/// One line of a scenario's trace, in a form that no longer refers to live engine objects:
/// it can be printed, compared, cached and sent to other threads.
public struct TraceEvent: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A modelled UIKit method called by scenario code.
        case call
        /// UIKit calling an overridable method.
        case callback
        /// Output of `print(_:)`.
        case print
        /// A message UIKit writes to the console.
        case warning
        /// A UIKit exception; it ends the run like a crash.
        case exception
        /// An object released because nothing holds it any more.
        case `deinit`
    }

    /// Sequence number, from 1.
    public var seq: Int
    public var kind: Kind
    /// Display name of the receiver (`root`, `root.view`, `UIView#3`); nil for prints and console lines.
    public var receiver: String?
    /// The receiver's class as the scenario declared it (`RootViewController`), or UIKit's.
    public var receiverClass: String?
    /// Identity of the receiver within the run: two objects may share a name (a reloaded root view).
    public var receiverID: Int?
    /// The receiver was made by UIKit (a default root view, a container's view, the key window).
    public var receiverMadeByUIKit: Bool
    /// Swift selector spelling (`willMove(toSuperview:)`); nil for prints and console lines.
    public var method: String?
    /// Arguments in Swift source spelling.
    public var arguments: [String]
    /// Text of a print, warning or exception.
    public var text: String?
    /// Run-loop turn, from 1 (the launch event).
    public var turn: Int
    public var phase: Phase
    /// Simulated time in seconds since launch.
    public var time: Double
    /// How many calls and callbacks enclose this one.
    public var depth: Int
    /// What led here, outermost first: calls, callbacks and UIKit mechanisms (`window move`).
    public var stack: [String]
    /// True when the spec marks this step's position as inferred rather than recorded or documented.
    public var inferred: Bool
    /// The method's category (`appearance`, `layout`…), for filters.
    public var category: Method.Category?
    /// True when the receiver's class overrides the method: the lines an NSLog-based article would show.
    public var overridden: Bool
}

// The public initializer lives in an extension so that the struct keeps its memberwise one, whose order (the
// receiver's fields together) tells the two apart: the trace recorder builds every event through the
// memberwise initializer, which the optimizer builds in place, where this one made a copy of each event.
extension TraceEvent {
    public init(seq: Int, kind: Kind, receiver: String?, receiverClass: String?, method: String?,
                arguments: [String], text: String?, turn: Int, phase: Phase, time: Double, depth: Int,
                stack: [String], inferred: Bool, category: Method.Category?, overridden: Bool,
                receiverID: Int? = nil, receiverMadeByUIKit: Bool = false) {
        self.init(seq: seq, kind: kind, receiver: receiver, receiverClass: receiverClass, receiverID: receiverID,
                  receiverMadeByUIKit: receiverMadeByUIKit, method: method, arguments: arguments, text: text,
                  turn: turn, phase: phase, time: time, depth: depth, stack: stack, inferred: inferred,
                  category: category, overridden: overridden)
    }
}

extension TraceEvent {
    /// The call as Swift would spell it: `view1.willMove(toSuperview: root.view)`, `root.viewWillAppear(false)`.
    public var callText: String {
        guard let receiver, let method else { return "" }
        return Self.callText(receiver: receiver, method: method, arguments: arguments)
    }

    /// `receiver.base(label: value, …)` from a selector and rendered arguments.
    ///
    /// Tests, `callsheet run`'s formats and the plain trace go through here, so the selector is read as
    /// UTF-8 bytes (its punctuation is ASCII) rather than as Characters, and the text is appended in place
    /// (a byte buffer made a string at the end cost more). The site spells calls from `SelectorSpelling`,
    /// which takes each selector apart once.
    public static func callText(receiver: String, method: String, arguments: [String]) -> String {
        let utf8 = method.utf8
        guard let open = utf8.firstIndex(of: UInt8(ascii: "(")) else { return receiver + "." + method }
        var text = receiver
        text += "."
        text += method[..<open]
        text += "("
        var index = 0
        forEachArgumentLabel(in: method) { label in
            let value = index < arguments.count ? arguments[index] : "_"
            if index > 0 { text += ", " }
            if label != "_" {
                text += label
                text += ": "
            }
            text += value
            index += 1
        }
        text += ")"
        return text
    }

    /// Calls `body` with each argument label of `selector` in order (`willMove(toSuperview:)` gives
    /// `toSuperview`, `viewWillAppear(_:)` gives `_`): the names between the first `(` and the last
    /// character, each ended by `:`, empty ones skipped. No call when the selector has no `(`.
    ///
    /// Read as UTF-8 bytes: the punctuation is ASCII, and a search by Character would segment the text.
    public static func forEachArgumentLabel(in selector: String, _ body: (Substring) -> Void) {
        let utf8 = selector.utf8
        guard let open = utf8.firstIndex(of: UInt8(ascii: "(")) else { return }
        let close = utf8.index(before: utf8.endIndex)
        var labelStart = utf8.index(after: open)
        var position = labelStart
        while position < close {
            if utf8[position] == UInt8(ascii: ":") {
                if labelStart < position { body(selector[labelStart..<position]) }
                labelStart = utf8.index(after: position)
            }
            position = utf8.index(after: position)
        }
        if labelStart < close { body(selector[labelStart..<close]) }
    }

    /// The plain one-line form used by tests and by expectation blocks.
    public var plainText: String {
        switch kind {
        case .call, .callback, .deinit: return callText
        case .print: return "print: " + (text ?? "")
        case .warning: return "warning: " + (text ?? "")
        case .exception: return "exception: " + (text ?? "")
        }
    }
}
