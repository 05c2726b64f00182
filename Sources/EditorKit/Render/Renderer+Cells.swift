import ChannelCore

extension Renderer {
    /// The visible cells of one section: a binary search finds the first, drawing stops at the
    /// first cell below the viewport.
    mutating func drawCells(of section: Section) {
        let boxes = layout.boxes(in: section)
        guard let first = FlowLayout.firstIndex(in: boxes, atOrAfterRow: top) else { return }
        var index = first
        while index < boxes.count, boxes[index].row < bottom {
            drawCell(boxes[index])
            index += 1
        }
    }

    /// One channel's cell: `[ Label ]`; `[×Label ]` for a removable one in edit mode,
    /// `[+Label ]` in Add Channels (a tap adds it), `( Label )` for a locked one (a mark that
    /// needs no colour, so monochrome and NO_COLOR tell locked from movable too).
    mutating func drawCell(_ box: CellBox) {
        // A layout that does not match the board (a stale one) draws nothing for missing places.
        guard let row = screenRow(ofContentRow: box.row), let channel = state.board.channel(at: box.place) else {
            return
        }
        let label = labels.cellLabel(for: channel, maxWidth: layout.labelCap)
        if box.place.section == .mine, let drag = state.drag, drag.id == channel.id {
            // The lifted cell sits in its slot of the live order, which is where it will drop:
            // the cells around it have made room, so it covers none of them (issue 22.9). Over
            // Add Channels, where a release removes it, it wears the remove badge.
            let removing = drag.overAddChannels ? (glyphs.badge, Style(.lifted)) : nil
            drawBox(label, column: box.column, row: row, width: box.width, style: Style(.lifted), badge: removing)
            restCursor(onBoxAt: box.column, row: row)
            return
        }
        let focused = state.focus == box.place
        if focused { restCursor(onBoxAt: box.column, row: row) }
        switch box.place.section {
        case .mine:
            let style = Style(
                channel.locked ? .locked : .mine,
                focused: focused,
                current: channel.id == state.board.current,
                matched: filterMatches(channel))
            let removable = state.mode == .edit && !channel.locked
            drawBox(
                label, column: box.column, row: row, width: box.width, style: style,
                badge: removable ? (glyphs.badge, Style(.badge, focused: focused)) : nil,
                brackets: channel.locked ? Renderer.lockedBrackets : Renderer.brackets)
        case .available:
            let style = Style(.available, focused: focused)
            drawBox(label, column: box.column, row: row, width: box.width, style: style,
                    badge: (Renderer.addMark, style))
        }
    }

    /// The terminal's cursor goes to the first column of a box's label (after `[ ` or `[×`).
    mutating func restCursor(onBoxAt column: Int, row: Int) {
        frame.cursor = Frame.Cursor(column: column + 2, row: row)
    }

    /// True when a filter with some text is active and the channel matches it.
    private func filterMatches(_ channel: Channel) -> Bool {
        guard let filter = state.filter, !filter.isEmpty else { return false }
        return state.matchesFilter(channel)
    }

    static let brackets = ("[", "]")
    static let lockedBrackets = ("(", ")")
    /// The mark of an Add Channels cell.
    static let addMark = "+"

    /// A cell box `width` columns wide: brackets, the badge (or a space), the label, padding.
    /// Every column of the box is in `style`, the badge's glyph in its own style. Clipped by
    /// the screen.
    mutating func drawBox(
        _ label: CellLabel, column: Int, row: Int, width: Int, style: Style, badge: (String, Style)? = nil,
        brackets: (String, String) = Renderer.brackets
    ) {
        frame.fill(column: column, row: row, count: width, style: style)
        frame.put(brackets.0, column: column, row: row, style: style, widthOf: widthOf)
        if let badge { frame.put(badge.0, column: column + 1, row: row, style: badge.1, widthOf: widthOf) }
        let room = width - layout.metrics.chrome
        let text = label.width <= room ? label.text : fitter.fit(label.text, width: room).text
        frame.put(text, column: column + 2, row: row, style: style, widthOf: widthOf)
        if width >= 2 { frame.put(brackets.1, column: column + width - 1, row: row, style: style, widthOf: widthOf) }
    }
}
