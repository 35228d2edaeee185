import Mustache

/// A string as the templates see it: `{{x}}` writes it escaped and `{{{x}}}` as it is, a section on it
/// renders with it as `.`, it has no members and takes the transforms a `String` takes (`uppercased`…).
///
/// Page values are these rather than `String`s because swift-mustache writes a value it knows nothing of
/// through two more runtime conformance checks and `String(describing:)`, a copy made through the standard
/// library's printing, and looks a name up inside a `String` (a section on `summary` holding
/// `{{description}}`) with `Mirror`; it writes a `MustacheCustomRenderable` as its `renderText` and asks a
/// `MustacheParent` for its members. Counts are these too: each type the templates see costs the process
/// a scan of every protocol conformance record the first time the library asks whether it conforms to one
/// of its protocols, about 800,000 instructions each.
struct TemplateText: MustacheCustomRenderable, MustacheParent, MustacheTransformable, Comparable,
    CustomStringConvertible, CustomDebugStringConvertible {
    let text: String
    /// Whether the text is a count (the sidebar's `more`, a heading's `level`, `articleCount`): its
    /// transforms are then an integer's (`plusone`, `even`…), as they were for the `Int` it stands for. A
    /// flag rather than the number, so that the value fits in an `Any`'s inline buffer (three words) and is
    /// not boxed on the heap (an `Int?` beside the text made every value a heap allocation, which cost more
    /// than the lookups it saved).
    let isCount: Bool

    init(_ text: String) {
        self.text = text
        isCount = false
    }

    init(count: Int) {
        text = String(count)
        isCount = true
    }

    private var count: Int? { isCount ? Int(text) : nil }

    var renderText: String { text }
    /// Never null: an empty string still renders its section, as a `String` does (`PageContext.optional`
    /// gives `false` for text that should hide one).
    var isNull: Bool { false }

    /// A `String` has no members (its `Mirror` has no children).
    func child(named: String) -> Any? { nil }

    func transform(_ name: String) -> Any? {
        if let count { return count.transform(name) }
        return text.transform(name)
    }

    static func < (left: TemplateText, right: TemplateText) -> Bool {
        if let a = left.count, let b = right.count { return a < b }
        return left.text < right.text
    }

    /// Spelled as the string is, so a list or a context written whole (`{{tags}}`) reads as it did when
    /// the values were strings.
    var description: String { text }
    var debugDescription: String { isCount ? text : text.debugDescription }
}
