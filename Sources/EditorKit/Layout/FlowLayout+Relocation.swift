import ChannelCore

/// Keeping a layout current after one channel moved, without flowing what did not move.
///
/// A board change takes one cell out of a section and puts it into one. The cells before the
/// first changed slot keep their places; from there the section is flowed again, cell by cell,
/// until a cell that was already in the layout before the change lands exactly where it was:
/// every cell after it follows the same cells as before, so it is where it was too, and the
/// flow stops ("the rows line up again"). A reorder within My Channels then costs the cells
/// between its two places plus a row or two, whatever the number of channels. Only when My
/// Channels ends on a different row do the Add Channels cells all move down or up one row.
/// `FlowLayout.init` stays the definition: the property tests check that this always gives
/// exactly what a full layout of the new board gives.
extension FlowLayout {
    /// The layout after the board applied `relocation` (this layout must be the board's layout
    /// from just before). `labelWidth` is the moving channel's label width; `shown` says
    /// whether Add Channels shows it (the filter), if it went there.
    package mutating func apply(_ relocation: Relocation, labelWidth: Int, shown: Bool) {
        var mineChange = SlotChange()
        var availableChange = SlotChange()
        if relocation.from.section == .mine, relocation.to.section == .mine {
            // A reorder: the cell travels to its new slot, past only the cells in between.
            mine.carry(from: relocation.from.index, to: relocation.to.index)
            mineChange.moved(from: relocation.from.index, to: relocation.to.index)
        } else {
            takeOut(relocation.from, into: &mineChange, &availableChange)
            putIn(relocation.to, labelWidth: labelWidth, shown: shown, into: &mineChange, &availableChange)
        }
        // My Channels' board indices are its slots.
        if let renumber = mineChange.renumbered(count: mine.count) {
            for slot in renumber { mine[slot].place.index = slot }
        }
        if let start = mineChange.start {
            let oldEnd = availableHeaderRow - metrics.sectionGap
            let newEnd = FlowLayout.reflow(&mine, from: start, through: mineChange.end, firstRow: mineHeaderRow + 1,
                                           width: width, metrics: metrics)
            shiftAvailable(by: newEnd - oldEnd)
        }
        if let start = availableChange.start {
            height = FlowLayout.reflow(&available, from: start, through: availableChange.end,
                                       firstRow: availableHeaderRow + 1, width: width, metrics: metrics)
        }
    }

    /// Takes the cell at `place` out (an Add Channels place the filter hides has no cell; the
    /// board indices after it go down by one all the same).
    private mutating func takeOut(_ place: Place, into mineChange: inout SlotChange, _ availableChange: inout SlotChange) {
        switch place.section {
        case .mine:
            mine.remove(at: place.index)
            mineChange.removed(at: place.index)
        case .available:
            let position = FlowLayout.firstPosition(in: available, atOrAfterIndex: place.index)
            if position < available.count, available[position].place.index == place.index {
                available.remove(at: position)
                availableChange.removed(at: position)
            }
            for slot in position..<available.count { available[slot].place.index -= 1 }
        }
    }

    /// Puts a cell in at `place` (its row and column are set by the reflow), unless it goes to
    /// Add Channels and the filter hides it; the board indices from there go up by one.
    private mutating func putIn(
        _ place: Place, labelWidth: Int, shown: Bool,
        into mineChange: inout SlotChange, _ availableChange: inout SlotChange
    ) {
        let box = CellBox(place: place, row: 0, column: 0, width: metrics.cellWidth(labelWidth: labelWidth))
        switch place.section {
        case .mine:
            mine.insert(box, at: place.index)
            mineChange.inserted(at: place.index)
        case .available:
            let position = FlowLayout.firstPosition(in: available, atOrAfterIndex: place.index)
            for slot in position..<available.count { available[slot].place.index += 1 }
            if shown {
                available.insert(box, at: position)
                availableChange.inserted(at: position)
            }
        }
    }

    /// Moves the Add Channels header and cells down by `rows` (up when negative).
    private mutating func shiftAvailable(by rows: Int) {
        guard rows != 0 else { return }
        availableHeaderRow += rows
        height += rows
        for slot in available.indices { available[slot].row += rows }
    }

    /// Flows `boxes` again from slot `start`: every slot through `end` is placed, and after that
    /// the flow stops at the first cell that lands where it already is. Returns one past the
    /// section's last row.
    private static func reflow(
        _ boxes: inout [CellBox], from start: Int, through end: Int, firstRow: Int, width: Int, metrics: LayoutMetrics
    ) -> Int {
        var cursor = start == 0
            ? FlowCursor(row: firstRow, width: width, metrics: metrics)
            : FlowCursor(after: boxes[start - 1], width: width, metrics: metrics)
        var slot = start
        while slot < boxes.count {
            let spot = cursor.place(cellWidth: boxes[slot].width)
            if slot > end, spot.row == boxes[slot].row, spot.column == boxes[slot].column { break }
            boxes[slot].row = spot.row
            boxes[slot].column = spot.column
            slot += 1
        }
        return endRow(of: boxes, firstRow: firstRow)
    }
}

/// Which slots of one section a relocation touched, in the slots after it. `start` is the first
/// slot to flow again; slots through `end` hold cells whose old place says nothing about their
/// new one (the inserted cell, and those between the two places of a move); after `end` the
/// cells are, in order, a run of cells that followed each other before, so the flow may stop
/// at the first of them that lands where it was.
private struct SlotChange {
    private(set) var start: Int?
    private(set) var end = -1
    private var removedAt: Int?
    private var insertedAt: Int?

    /// A cell carried from one slot to another: the cells in between moved by one.
    mutating func moved(from: Int, to: Int) {
        removedAt = from
        insertedAt = to
        include(min(from, to), end: max(from, to))
    }

    mutating func removed(at slot: Int) {
        removedAt = slot
        include(slot, end: slot - 1)
    }

    mutating func inserted(at slot: Int) {
        insertedAt = slot
        // A removal at or after the insertion now sits one slot later: the cell there followed
        // the removed one before, so it has to be placed as well.
        if let removedAt, removedAt >= slot { end = max(end, removedAt) }
        include(slot, end: slot)
    }

    private mutating func include(_ slot: Int, end slotEnd: Int) {
        start = min(start ?? slot, slot)
        end = max(end, slotEnd)
    }

    /// The slots whose board index changed (My Channels, where the index is the slot): between
    /// the two places of a move, or everything from the one place when the count changed.
    func renumbered(count: Int) -> Range<Int>? {
        guard let start else { return nil }
        let last = removedAt != nil && insertedAt != nil ? end : count - 1
        return start <= last ? start..<(last + 1) : nil
    }
}
