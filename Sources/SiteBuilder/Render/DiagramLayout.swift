import ScenarioLanguage

/// The sequence diagram as positioned shapes, before it is written as SVG. Every coordinate is decided
/// here, from the trace alone, so the writer only prints.
struct DiagramLayout {
    struct Lifeline {
        var participant: Participant
        /// The class shown under the name (`RootViewController`); nil for scenario and UIKit.
        var className: String?
        var x: Double
        /// Where the dashed line stops: the end of the drawing, or the object's deinit.
        var endY: Double
    }

    enum MessageStyle: String {
        case call, callback
    }

    /// A call or callback arrow; `fromX == toX` never happens, self-calls set `isSelfCall`.
    struct Message {
        var seq: Int
        var style: MessageStyle
        var inferred: Bool
        var fromX: Double
        var toX: Double
        var y: Double
        var isSelfCall: Bool
        /// The label as drawn (possibly shortened), without the ` *` an inferred arrow's label ends with (the
        /// writer adds it, `labelMarker`), and where it starts or is centred.
        var label: String
        var labelX: Double
        var labelAnchor: TextAnchor

        /// What follows the label: ` *` for an inferred position.
        var labelMarker: StaticString { inferred ? " *" : "" }
    }

    enum TextAnchor: String {
        case start, middle
    }

    struct Activation {
        var x: Double
        var y: Double
        var height: Double
        /// How many bars of the same lifeline it is nested in: bars of one level never overlap.
        var level: Int
    }

    enum NoteStyle: String {
        case print = "cs-note"
        case warning = "cs-warning"
        case error = "cs-error"
    }

    struct Note {
        var seq: Int
        var style: NoteStyle
        var x: Double
        var y: Double
        var width: Double
        var text: String
    }

    struct Destruction {
        var seq: Int
        var x: Double
        var y: Double
    }

    struct Separator {
        /// A new run-loop turn, or only a new phase within one.
        var isTurn: Bool
        var y: Double
        var label: String
    }

    /// A frame around a group of events drawn once for a run of identical groups.
    struct Loop {
        var y: Double
        var height: Double
        /// `loop × 50 · #12–#161`
        var label: String
    }

    var lifelines: [Lifeline] = []
    var activations: [Activation] = []
    var messages: [Message] = []
    var notes: [Note] = []
    var destructions: [Destruction] = []
    var separators: [Separator] = []
    var loops: [Loop] = []
    /// Events not drawn because the trace is longer than the fold limit, and where the marker goes
    /// (repetitions a loop frame stands for are not counted).
    var foldedCount = 0
    var foldY = 0.0
    /// All events, drawn or folded.
    var eventCount = 0
    var headerY = 0.0
    var width = 0.0
    var height = 0.0
}
