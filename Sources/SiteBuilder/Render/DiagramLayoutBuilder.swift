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
    /// Each event's receiver (nil for prints and console lines) and the lifeline it comes from, as lanes:
    /// `Lane.scenario`, `Lane.uikit` or an object's number in order of first appearance. Worked out once,
    /// so the geometry compares and indexes numbers instead of looking names up.
    private var receiverLanes: [Int?] = []
    private var sourceLanes: [Int] = []
    /// Column of scenario code, of UIKit, and where the objects' columns begin.
    private var scenarioColumn = 0, uikitColumn = 0, firstObjectColumn = 0
    /// Top of each event's row.
    private var rowTops: [Double] = []
    /// How many activations of the same lifeline enclose each event's own activation.
    private var levels: [Int] = []

    /// Runs of identical groups are drawn once (see `DiagramLoops`); records beyond `foldLimit` drawn
    /// events are counted but not drawn. `events` and `nesting` are the records' events and their nesting
    /// when the caller has them.
    init(records allRecords: [EventRecord], events allEvents: [TraceEvent], foldLimit: Int,
         nesting allNesting: TraceNesting? = nil) {
        let limit = max(foldLimit, 1)
        let loops = DiagramLoops(allRecords, events: allEvents, limit: limit, nesting: allNesting)
        let drawn = loops.drawn.prefix(limit)
        if drawn.count == allRecords.count {
            // Every event is drawn (no loop, nothing folded): the nesting of all events is the drawing's.
            records = allRecords
            events = allEvents
            nesting = allNesting ?? TraceNesting(events)
        } else {
            records = drawn.map { allRecords[$0] }
            events = drawn.map { allEvents[$0] }
            nesting = TraceNesting(events)
        }
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
        self.init(records: EventRecord.records(events), events: events, foldLimit: foldLimit)
    }

    mutating func build() -> DiagramLayout {
        assignColumns()
        let contentBottom = placeRows()
        assignLevels()
        placeLifelines(bottom: contentBottom)
        layout.messages.reserveCapacity(events.count)
        layout.activations.reserveCapacity(events.count)
        for index in events.indices { place(index) }
        layout.width = max(layout.width, M.margin * 2 + Double(layout.lifelines.count) * M.columnWidth)
        return layout
    }
}

// MARK: - Participants and rows

/// Lifelines that are not objects; objects are numbered from 0.
private enum Lane {
    static let scenario = -1
    static let uikit = -2

    static func origin(of event: TraceEvent) -> Int {
        Participant.origin(of: event) == .scenario ? scenario : uikit
    }
}

private extension DiagramLayoutBuilder {
    /// Numbers each event's receiver and source, then gives the used lifelines their columns: scenario code
    /// and UIKit leftmost, then objects in order of first appearance. An event's source is the receiver of
    /// the event enclosing it, which came earlier, so objects first appear as receivers.
    mutating func assignColumns() {
        var numbers: [String: Int] = Dictionary(minimumCapacity: 16)
        // Runs of events share a receiver: comparing with the last one costs less than hashing it again.
        var last: (name: String, lane: Int)?
        var objects: [Participant] = []
        var classNames: [String?] = []
        objects.reserveCapacity(16)
        classNames.reserveCapacity(16)
        var usesScenario = false, usesUIKit = false
        receiverLanes.reserveCapacity(events.count)
        sourceLanes.reserveCapacity(events.count)
        for index in events.indices {
            let kind = events[index].kind
            let hasReceiver = kind == .call || kind == .callback || kind == .deinit
            let source: Int
            if let parent = nesting.parent[index], let lane = receiverLanes[parent] {
                source = lane
            } else {
                source = Lane.origin(of: events[index])
            }
            sourceLanes.append(source)
            // A deinit touches only its receiver's lifeline.
            if kind != .deinit {
                if source == Lane.scenario { usesScenario = true }
                if source == Lane.uikit { usesUIKit = true }
            }
            guard hasReceiver else {
                receiverLanes.append(nil)
                continue
            }
            let name = events[index].receiver ?? "?"
            let lane: Int
            if let last, last.name == name {
                lane = last.lane
            } else if let known = numbers[name] {
                lane = known
            } else {
                lane = objects.count
                numbers[name] = lane
                objects.append(.object(name))
                classNames.append(nil)
            }
            if classNames[lane] == nil { classNames[lane] = events[index].receiverClass }
            receiverLanes.append(lane)
            last = (name, lane)
        }
        uikitColumn = usesScenario ? 1 : 0
        firstObjectColumn = uikitColumn + (usesUIKit ? 1 : 0)
        if usesScenario {
            layout.lifelines.append(DiagramLayout.Lifeline(participant: .scenario, className: nil,
                                                           x: x(ofColumn: scenarioColumn), endY: 0))
        }
        if usesUIKit {
            layout.lifelines.append(DiagramLayout.Lifeline(participant: .uikit, className: nil,
                                                           x: x(ofColumn: uikitColumn), endY: 0))
        }
        for (lane, object) in objects.enumerated() {
            layout.lifelines.append(DiagramLayout.Lifeline(participant: object, className: classNames[lane],
                                                           x: x(ofColumn: firstObjectColumn + lane), endY: 0))
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
        rowTops.reserveCapacity(events.count)
        for index in events.indices {
            let run = nextRun < runs.count ? runs[nextRun] : nil
            if let run, run.firstDrawn == index {
                loopTop = y
                y += M.loopLabelHeight
            }
            if index == 0 || events[index - 1].turn != events[index].turn {
                let label = EventText.turnLabel(turn: events[index].turn, phase: events[index].phase,
                                                time: events[index].time)
                addSeparator(isTurn: true, label: label, y: &y, band: M.turnBandHeight)
            } else if events[index - 1].phase != events[index].phase {
                let label = EventText.phaseLabel(phase: events[index].phase, time: events[index].time)
                addSeparator(isTurn: false, label: label, y: &y,
                             band: M.phaseBandHeight)
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

    /// How many of the event's ancestors have the same receiver.
    mutating func assignLevels() {
        levels = events.indices.map { index in
            guard let receiver = receiverLanes[index] else { return 0 }
            var count = 0
            var current = nesting.parent[index]
            while let ancestor = current {
                if receiverLanes[ancestor] == receiver { count += 1 }
                current = nesting.parent[ancestor]
            }
            return count
        }
    }

    /// A lifeline stops after its object's deinit (and whatever the deinit did), unless the name comes
    /// back later in the trace.
    mutating func placeLifelines(bottom: Double) {
        let count = layout.lifelines.count
        var lastY = [Double?](repeating: nil, count: count)
        var deinitEnd = [Double?](repeating: nil, count: count)
        for index in events.indices {
            let y = arrowY(index)
            if let receiver = receiverLanes[index] {
                if events[index].kind == .deinit {
                    let last = nesting.lastDescendant[index]
                    lastY[column(ofLane: receiver)] = y
                    deinitEnd[column(ofLane: receiver)] = last > index ? activationBottom(index) : y
                    continue
                }
                lastY[column(ofLane: sourceLanes[index])] = y
                lastY[column(ofLane: receiver)] = y
            } else {
                lastY[column(ofLane: sourceLanes[index])] = y
            }
        }
        for position in layout.lifelines.indices {
            if let end = deinitEnd[position], end >= lastY[position] ?? 0 {
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
    func sourceLane(of index: Int) -> Int { sourceLanes[index] }

    /// The event's receiver's lifeline; UIKit's for an event without one.
    func receiverLane(of index: Int) -> Int { receiverLanes[index] ?? Lane.uikit }

    func arrowY(_ index: Int) -> Double { rowTops[index] + M.arrowOffset }

    /// Activation bars run from just above an event's arrow to just below its last nested event.
    func activationTop(_ index: Int) -> Double { arrowY(index) - 2 }
    func activationBottom(_ index: Int) -> Double { arrowY(nesting.lastDescendant[index]) + 8 }
    func rowTop(_ index: Int) -> Double { rowTops[index] }

    func column(ofLane lane: Int) -> Int {
        switch lane {
        case Lane.scenario: return scenarioColumn
        case Lane.uikit: return uikitColumn
        default: return firstObjectColumn + lane
        }
    }

    func x(ofLane lane: Int) -> Double { x(ofColumn: column(ofLane: lane)) }

    func x(ofColumn column: Int) -> Double {
        M.margin + M.columnWidth * (Double(column) + 0.5)
    }

    func level(of index: Int) -> Int { levels[index] }

    /// Left and right edges of the activation bar an event opens on its receiver's lifeline.
    func barEdges(_ index: Int) -> (left: Double, right: Double) {
        let center = x(ofLane: receiverLane(of: index))
        let left = center - M.activationWidth / 2 + Double(levels[index]) * M.activationStep
        return (left, left + M.activationWidth)
    }

    /// Edges where an arrow or note leaves the source lifeline: the enclosing event's bar, or the line.
    func sourceEdges(_ index: Int) -> (left: Double, right: Double) {
        if let parent = nesting.parent[index] { return barEdges(parent) }
        let center = x(ofLane: sourceLane(of: index))
        return (center, center)
    }

}
