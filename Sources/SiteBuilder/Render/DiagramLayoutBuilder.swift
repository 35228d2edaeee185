import ScenarioLanguage

/// Places every lifeline, arrow, note and separator of the sequence diagram.
///
/// Rows are fixed-height and follow the trace order; lifelines are fixed-width columns in order of first
/// appearance, with scenario code and UIKit leftmost. Nothing depends on anything but the events.
struct DiagramLayoutBuilder {
    typealias M = DiagramMetrics

    let records: [EventRecord]
    let events: [TraceEvent]
    let nesting: TraceNesting
    /// Runs drawn once, by position among the drawn events.
    let runs: [DiagramLoops.Run]
    var layout = DiagramLayout()
    /// Column of each participant.
    private var columns: [Participant: Int] = [:]
    /// Top of each event's row.
    private var rowTops: [Double] = []
    /// How many activations of the same lifeline enclose each event's own activation.
    private var levels: [Int] = []

    /// Runs of identical groups are drawn once (see `DiagramLoops`); records beyond `foldLimit` drawn
    /// events are counted but not drawn.
    init(records allRecords: [EventRecord], foldLimit: Int) {
        let limit = max(foldLimit, 1)
        let loops = DiagramLoops(allRecords, limit: limit)
        let drawn = loops.drawn.prefix(limit)
        records = drawn.map { allRecords[$0] }
        events = records.map(\.event)
        nesting = TraceNesting(events)
        runs = loops.runs.filter { $0.firstDrawn + $0.length <= drawn.count }
        layout.eventCount = allRecords.count
        // Everything after the last drawn event, or after the run it closes, is folded.
        var represented = drawn.last.map { $0 + 1 } ?? 0
        if let last = runs.last, last.firstDrawn + last.length == drawn.count {
            represented = last.start + last.length * last.count
        }
        layout.foldedCount = allRecords.count - represented
    }

    init(events: [TraceEvent], foldLimit: Int) {
        self.init(records: EventRecord.records(events), foldLimit: foldLimit)
    }

    mutating func build() -> DiagramLayout {
        assignColumns()
        let contentBottom = placeRows()
        assignLevels()
        placeLifelines(bottom: contentBottom)
        for index in events.indices { place(index) }
        layout.width = max(layout.width, M.margin * 2 + Double(layout.lifelines.count) * M.columnWidth)
        return layout
    }
}

// MARK: - Participants and rows

private extension DiagramLayoutBuilder {
    /// The lifelines an event touches, caller first.
    func participants(of index: Int) -> [Participant] {
        let event = events[index]
        switch event.kind {
        case .call, .callback: return [source(of: index), Participant.receiver(of: event)].compactMap { $0 }
        case .deinit: return [Participant.receiver(of: event)].compactMap { $0 }
        case .print, .warning, .exception: return [source(of: index)]
        }
    }

    mutating func assignColumns() {
        var objects: [Participant] = []
        var classNames: [Participant: String] = [:]
        var usesScenario = false, usesUIKit = false
        for index in events.indices {
            for participant in participants(of: index) {
                switch participant {
                case .scenario: usesScenario = true
                case .uikit: usesUIKit = true
                case .object:
                    if columns[participant] == nil {
                        columns[participant] = -1
                        objects.append(participant)
                    }
                }
            }
            if let receiver = Participant.receiver(of: events[index]), classNames[receiver] == nil {
                classNames[receiver] = events[index].receiverClass
            }
        }
        let ordered = (usesScenario ? [Participant.scenario] : []) + (usesUIKit ? [.uikit] : []) + objects
        for (column, participant) in ordered.enumerated() {
            columns[participant] = column
            layout.lifelines.append(DiagramLayout.Lifeline(
                participant: participant, className: classNames[participant], x: x(of: participant), endY: 0))
        }
    }

    /// Gives each event its row and inserts turn and phase separators; returns the bottom of the rows.
    mutating func placeRows() -> Double {
        layout.headerY = M.margin + M.linkLineHeight
        layout.width = M.margin * 2 + TextMetrics.cellWidth(fontSize: M.smallFontSize)
            * Double(TextMetrics.cells(EventText.tableLink))
        var y = layout.headerY + M.headerHeight + M.headerGap
        var nextRun = 0
        var loopTop = 0.0
        for (index, event) in events.enumerated() {
            let run = nextRun < runs.count ? runs[nextRun] : nil
            if let run, run.firstDrawn == index {
                loopTop = y
                y += M.loopLabelHeight
            }
            let previous = index > 0 ? events[index - 1] : nil
            if previous == nil || previous?.turn != event.turn {
                addSeparator(isTurn: true, label: EventText.turnLabel(event), y: &y, band: M.turnBandHeight)
            } else if previous?.phase != event.phase {
                addSeparator(isTurn: false, label: EventText.phaseLabel(event), y: &y, band: M.phaseBandHeight)
            }
            rowTops.append(y)
            y += M.rowHeight
            if let run, run.firstDrawn + run.length - 1 == index {
                addLoop(run, top: loopTop, bottom: y + M.loopGap / 2)
                y += M.loopGap
                nextRun += 1
            }
        }
        let bottom = y
        if layout.foldedCount > 0 {
            layout.foldY = y + M.foldBandHeight / 2
            y += M.foldBandHeight
            let text = EventText.foldMarker(layout.foldedCount)
            layout.width = max(layout.width, M.margin * 2 + M.width(ofCells: TextMetrics.cells(text)))
        }
        layout.height = y + M.margin
        return bottom
    }

    mutating func addSeparator(isTurn: Bool, label: String, y: inout Double, band: Double) {
        layout.separators.append(DiagramLayout.Separator(isTurn: isTurn, y: y + band / 2, label: label))
        layout.width = max(layout.width, M.margin * 2 + M.width(ofCells: TextMetrics.cells(label) + 2))
        y += band
    }

    mutating func addLoop(_ run: DiagramLoops.Run, top: Double, bottom: Double) {
        let label = EventText.loopLabel(count: run.count, firstSeq: run.firstSeq, lastSeq: run.lastSeq)
        layout.loops.append(DiagramLayout.Loop(y: top + 1, height: bottom - top - 1, label: label))
        layout.width = max(layout.width, M.margin * 2 + 12
                           + TextMetrics.cellWidth(fontSize: M.smallFontSize) * Double(TextMetrics.cells(label)))
    }

    mutating func assignLevels() {
        levels = events.indices.map { index in
            guard let receiver = Participant.receiver(of: events[index]) else { return 0 }
            return nesting.ancestors(of: index).filter { Participant.receiver(of: events[$0]) == receiver }.count
        }
    }

    /// A lifeline stops after its object's deinit (and whatever the deinit did), unless the name comes
    /// back later in the trace.
    mutating func placeLifelines(bottom: Double) {
        var lastY: [Participant: Double] = [:]
        var deinitEnd: [Participant: Double] = [:]
        for index in events.indices {
            for participant in participants(of: index) { lastY[participant] = arrowY(index) }
            if events[index].kind == .deinit, let receiver = Participant.receiver(of: events[index]) {
                let last = nesting.lastDescendant[index]
                deinitEnd[receiver] = last > index ? activationBottom(index) : arrowY(index)
            }
        }
        for position in layout.lifelines.indices {
            let participant = layout.lifelines[position].participant
            if let end = deinitEnd[participant], end >= lastY[participant] ?? 0 {
                layout.lifelines[position].endY = end
            } else {
                layout.lifelines[position].endY = bottom
            }
        }
    }
}

// MARK: - Geometry shared by the shape builders

extension DiagramLayoutBuilder {
    /// The lifeline an event comes from: the receiver of the visible event enclosing it, or scenario
    /// code / UIKit at the top level.
    func source(of index: Int) -> Participant {
        if let parent = nesting.parent[index], let receiver = Participant.receiver(of: events[parent]) {
            return receiver
        }
        return Participant.origin(of: events[index])
    }

    func arrowY(_ index: Int) -> Double { rowTops[index] + M.arrowOffset }

    /// Activation bars run from just above an event's arrow to just below its last nested event.
    func activationTop(_ index: Int) -> Double { arrowY(index) - 2 }
    func activationBottom(_ index: Int) -> Double { arrowY(nesting.lastDescendant[index]) + 8 }
    func rowTop(_ index: Int) -> Double { rowTops[index] }

    func x(of participant: Participant) -> Double {
        M.margin + M.columnWidth * (Double(columns[participant] ?? 0) + 0.5)
    }

    func level(of index: Int) -> Int { levels[index] }

    /// Left and right edges of the activation bar an event opens on its receiver's lifeline.
    func barEdges(_ index: Int) -> (left: Double, right: Double) {
        let center = x(of: Participant.receiver(of: events[index]) ?? .uikit)
        let left = center - M.activationWidth / 2 + Double(levels[index]) * M.activationStep
        return (left, left + M.activationWidth)
    }

    /// Edges where an arrow or note leaves the source lifeline: the enclosing event's bar, or the line.
    func sourceEdges(_ index: Int) -> (left: Double, right: Double) {
        if let parent = nesting.parent[index] { return barEdges(parent) }
        let center = x(of: source(of: index))
        return (center, center)
    }

}
