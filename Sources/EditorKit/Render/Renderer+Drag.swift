import ChannelCore

extension Renderer {
    /// The slot a mouse-lifted cell left: `[ ···· ]`, as wide as the cell.
    mutating func drawGap(column: Int, row: Int, width: Int) {
        let style = Style(.gap)
        let dots = String(repeating: glyphs.gapDot, count: max(0, width - layout.metrics.chrome))
        drawBox(CellLabel(text: dots, width: max(0, width - layout.metrics.chrome)),
                column: column, row: row, width: width, style: style)
    }

    /// A mouse drag's lifted cell, at the pointer less the grab offset, kept inside the content
    /// rows and the screen width, drawn over everything but the footer. (A keyboard drag draws
    /// the lifted cell in its slot instead, with the other cells.)
    mutating func drawLiftedCell() {
        guard let drag = state.drag, case .mouse(let grabOffset) = drag.source, contentRows > 0,
              let (index, channel) = draggedChannel(drag)
        else { return }
        let label = labels.label(for: channel)
        let width = layout.box(at: Place(.mine, index))?.width
            ?? min(label.width, layout.metrics.maxLabelWidth) + layout.metrics.chrome
        let (left, overflow) = drag.pointerColumn.subtractingReportingOverflow(grabOffset)
        let wanted = overflow ? (grabOffset > 0 ? Int.min : Int.max) : left
        let column = min(max(0, wanted), max(0, frame.columns - width))
        let row = min(max(0, drag.pointerRow), contentRows - 1)
        drawBox(label, column: column, row: row, width: width, style: Style(.lifted))
        restCursor(onBoxAt: column, row: row)
    }

    /// The dragged channel and its index in My Channels (the live order). Tries the focus and
    /// the drag's origin first; only when neither holds it does it search the list.
    private func draggedChannel(_ drag: Drag) -> (Int, Channel)? {
        let mine = state.board.mine
        var guesses = [drag.originIndex]
        if let focus = state.focus, focus.section == .mine { guesses.insert(focus.index, at: 0) }
        for index in guesses where mine.indices.contains(index) && mine[index].id == drag.id {
            return (index, mine[index])
        }
        guard let index = mine.firstIndex(where: { $0.id == drag.id }) else { return nil }
        return (index, mine[index])
    }
}
