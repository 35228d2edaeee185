import ScenarioLanguage

/// The shapes each event draws: an arrow and an activation bar, a note, or a deinit cross.
extension DiagramLayoutBuilder {
    mutating func place(_ index: Int) {
        let event = events[index]
        switch event.kind {
        case .call, .callback:
            placeActivation(index)
            placeMessage(index)
        case .deinit:
            if nesting.lastDescendant[index] > index { placeActivation(index) }
            placeDestruction(index)
        case .print, .warning, .exception:
            placeNote(index)
        }
    }
}

private extension DiagramLayoutBuilder {
    /// A bar from the event's arrow down to the last event nested inside it.
    mutating func placeActivation(_ index: Int) {
        let top = activationTop(index)
        layout.activations.append(DiagramLayout.Activation(
            x: barEdges(index).left, y: top, height: activationBottom(index) - top, level: level(of: index)))
    }

    mutating func placeMessage(_ index: Int) {
        let inferred = events[index].inferred
        let from = sourceLane(of: index)
        let to = receiverLane(of: index)
        let source = sourceEdges(index), target = barEdges(index)
        let y = arrowY(index)
        let marker = inferred ? " *" : ""
        let message = records[index].drawnMessage
        var shape = DiagramLayout.Message(
            seq: events[index].seq, style: events[index].kind == .call ? .call : .callback, inferred: inferred,
            fromX: 0, toX: 0, y: y, isSelfCall: from == to, label: "", labelX: 0, labelAnchor: .middle)
        let room: Double
        if from == to {
            // A loop out of the enclosing bar and back into the nested one, labelled on its right.
            shape.fromX = source.right
            shape.toX = target.right
            shape.labelX = max(source.right, target.right) + M.selfLoopWidth + 6
            shape.labelAnchor = .start
            // The row holds nothing else, so the label may run past the next lifeline (its halo keeps it legible).
            room = M.maximumSelfCallLabelWidth
        } else {
            let rightward = x(ofLane: from) < x(ofLane: to)
            shape.fromX = rightward ? source.right : source.left
            shape.toX = rightward ? target.left : target.right
            shape.labelX = (shape.fromX + shape.toX) / 2
            room = abs(shape.toX - shape.fromX) - 8
        }
        let cells = M.cells(fitting: room) - marker.utf8.count
        // The record's own text where it fits (shared, not copied); the writer adds an inferred arrow's marker.
        shape.label = records[index].drawnCells <= cells ? message : TextMetrics.truncate(message, toCells: cells)
        if shape.labelAnchor == .start {
            extendWidth(to: shape.labelX + M.width(ofCells: TextMetrics.cells(shape.label + marker)))
        }
        layout.messages.append(shape)
    }

    mutating func placeNote(_ index: Int) {
        let event = events[index]
        let text = EventText.note(event)
        let cells = M.cells(fitting: M.maximumNoteWidth - 2 * M.notePadding)
        let shown = TextMetrics.truncate(text, toCells: cells)
        let style: DiagramLayout.NoteStyle = switch event.kind {
        case .warning: .warning
        case .exception: .error
        default: .print
        }
        let note = DiagramLayout.Note(
            seq: event.seq, style: style, x: sourceEdges(index).right + 4,
            y: rowTop(index) + (M.rowHeight - M.noteHeight) / 2 + 2,
            width: M.width(ofCells: TextMetrics.cells(shown)) + 2 * M.notePadding,
            text: shown)
        extendWidth(to: note.x + note.width)
        layout.notes.append(note)
    }

    mutating func placeDestruction(_ index: Int) {
        let event = events[index]
        layout.destructions.append(DiagramLayout.Destruction(
            seq: event.seq, x: x(ofLane: receiverLane(of: index)), y: arrowY(index)))
    }

    mutating func extendWidth(to right: Double) {
        layout.width = max(layout.width, right + M.margin)
    }
}
