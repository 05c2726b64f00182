import ChannelCore

/// Focus moves, and the scroll that keeps the focus in view.
extension Editor {
    /// Puts the focus on a laid-out cell: during a drag the lifted channel; a place past the end
    /// of its section moves to the last cell; a hidden Add Channels place moves to the next shown
    /// one (else the last shown, else My Channels); nil only when nothing is laid out.
    mutating func normalizeFocus() {
        if let drag = state.drag {
            if let index = mineIndex(of: drag.id) {
                state.focus = Place(.mine, index)
                return
            }
            state.drag = nil
            hoverID = nil
        }
        state.focus = validFocus(near: state.focus)
    }

    func validFocus(near place: Place?) -> Place? {
        let layout = currentLayout
        guard let place else { return layout.mine.first?.place ?? layout.available.first?.place }
        switch place.section {
        case .mine:
            guard !layout.mine.isEmpty else { return layout.available.first?.place }
            return Place(.mine, min(max(0, place.index), layout.mine.count - 1))
        case .available:
            guard let last = layout.available.last else { return layout.mine.last?.place }
            if let position = layout.firstShownAvailable(atOrAfter: place.index) {
                return layout.available[position].place
            }
            return last.place
        }
    }

    /// The smallest scroll that shows the focused cell, and its section header when the cell is
    /// on the section's first row.
    mutating func keepFocusVisible() {
        let layout = currentLayout
        guard let focus = state.focus, let box = layout.box(at: focus) else {
            clampScroll()
            return
        }
        let top = box.row == layout.cellRows(of: focus.section).lowerBound ? layout.headerRow(of: focus.section) : box.row
        clampScroll()
        state.scrollTop = state.viewport.scrolled(toShow: top...box.row, contentHeight: layout.height).top
    }

    /// Keeps the scroll inside the content.
    mutating func clampScroll() {
        state.scrollTop = max(0, min(state.scrollTop, currentLayout.height - state.viewportHeight))
    }

    /// The focused cell's flow position, or nil.
    var focusFlowPosition: Int? {
        state.focus.flatMap { currentLayout.flowPosition(of: $0) }
    }

    mutating func moveFocus(_ direction: Direction) {
        guard state.drag == nil else { return }
        let layout = currentLayout
        guard let position = focusFlowPosition else {
            state.focus = validFocus(near: nil)
            return
        }
        let box = layout.cell(atFlow: position)
        var next: Int?
        switch direction {
        case .left:
            next = position > 0 ? position - 1 : nil
        case .right:
            next = position + 1 < layout.flowCount ? position + 1 : nil
        case .up:
            if let start = layout.firstFlow(atOrAfterRow: box.row), start > 0 {
                next = layout.nearest(to: box, in: layout.flowRange(onRow: layout.cell(atFlow: start - 1).row))
            }
        case .down:
            if let after = layout.firstFlow(atOrAfterRow: box.row + 1) {
                next = layout.nearest(to: box, in: layout.flowRange(onRow: layout.cell(atFlow: after).row))
            }
        }
        if let next { state.focus = layout.cell(atFlow: next).place }
    }

    /// Tab / Shift-Tab: the first cell of the other section (two sections: both keys toggle).
    mutating func switchSection() {
        guard state.drag == nil else { return }
        let current = state.focus?.section ?? .available
        let other = current.other
        if let first = currentLayout.boxes(in: other).first { state.focus = first.place }
    }

    /// Home / End: the first or last cell of the focused section.
    mutating func focusEnd(last: Bool) {
        guard state.drag == nil, let section = state.focus?.section else { return }
        let boxes = currentLayout.boxes(in: section)
        if let box = last ? boxes.last : boxes.first { state.focus = box.place }
    }

    /// PgUp / PgDn: scroll a screen (the view height less one row, at least one), and move the
    /// focus as far, to the nearest cell of the row there.
    mutating func page(down: Bool) {
        guard state.drag == nil else { return }
        let layout = currentLayout
        let rows = max(1, state.viewportHeight - 1)
        state.scrollTop += down ? rows : -rows
        clampScroll()
        guard let position = focusFlowPosition, layout.flowCount > 0 else { return }
        let box = layout.cell(atFlow: position)
        let target: Int
        if down {
            target = layout.firstFlow(atOrAfterRow: box.row + rows) ?? (layout.flowCount - 1)
        } else {
            target = max(0, (layout.firstFlow(atOrAfterRow: box.row - rows + 1) ?? layout.flowCount) - 1)
        }
        let range = layout.flowRange(onRow: layout.cell(atFlow: target).row)
        if let next = layout.nearest(to: box, in: range) { state.focus = layout.cell(atFlow: next).place }
    }

    /// The wheel and autoscroll: move the view; a focus scrolled out of view moves to the
    /// nearest cell still in view (not during a drag: the lifted cell keeps it).
    mutating func scroll(by rows: Int) {
        let rows = min(max(rows, -Editor.sizeLimit), Editor.sizeLimit)
        state.scrollTop += rows
        clampScroll()
        guard state.drag == nil, let position = focusFlowPosition else { return }
        let layout = currentLayout
        let box = layout.cell(atFlow: position)
        let viewport = state.viewport
        guard !viewport.contains(row: box.row) else { return }
        let candidate: Int?
        if box.row < viewport.top {
            candidate = layout.firstFlow(atOrAfterRow: viewport.top)
        } else {
            candidate = layout.firstFlow(atOrAfterRow: viewport.bottom).map { $0 - 1 } ?? (layout.flowCount - 1)
        }
        guard let candidate, candidate >= 0, candidate < layout.flowCount else { return }
        let row = layout.cell(atFlow: candidate).row
        guard viewport.contains(row: row),
              let next = layout.nearest(to: box, in: layout.flowRange(onRow: row)) else { return }
        state.focus = layout.cell(atFlow: next).place
    }
}
