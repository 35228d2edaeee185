/// Fixed sizes of the sequence diagram, in CSS pixels. Text is never scaled: a longer trace makes a
/// taller drawing and more objects make a wider one, so labels stay legible at any size.
enum DiagramMetrics {
    static let margin = 16.0
    static let columnWidth = 220.0
    static let fontSize = 12.0
    static let smallFontSize = 10.0

    /// The line with the link to the table, above the lifeline headers.
    static let linkLineHeight = 20.0
    static let headerHeight = 40.0
    /// A lifeline header's box, narrower than its column so neighbouring boxes keep apart.
    static let headerBoxWidth = columnWidth - 16
    static let headerCornerRadius = 4.0
    static let headerGap = 8.0

    /// Every event gets the same height, whatever it draws.
    static let rowHeight = 28.0
    /// From a row's top to its arrow line.
    static let arrowOffset = 20.0
    static let turnBandHeight = 26.0
    static let phaseBandHeight = 20.0
    static let foldBandHeight = 32.0
    /// Above a loop's first row, for its label; below its last row, before the next.
    static let loopLabelHeight = 18.0
    static let loopGap = 8.0
    /// How far a loop frame reaches past the separators' ends.
    static let loopInset = 6.0

    static let activationWidth = 10.0
    /// Horizontal shift of an activation nested inside another on the same lifeline.
    static let activationStep = 5.0
    static let selfLoopWidth = 22.0
    static let noteHeight = 20.0
    static let noteCornerRadius = 3.0
    static let notePadding = 6.0
    static let maximumNoteWidth = columnWidth * 2
    static let maximumSelfCallLabelWidth = columnWidth * 1.5

    /// Events drawn before the rest are folded into a "… more events" marker.
    static let defaultFoldLimit = 400

    static var cellWidth: Double { TextMetrics.cellWidth(fontSize: fontSize) }

    /// How many monospace cells fit in `width` pixels of 12 px text.
    static func cells(fitting width: Double) -> Int {
        max(0, Int((width / cellWidth).rounded(.down)))
    }

    static func width(ofCells cells: Int) -> Double { Double(cells) * cellWidth }
}
