extension Renderer {
    /// The section header lines: titles, hints, the edit button, the filter.
    mutating func drawHeaders() {
        if let row = screenRow(ofContentRow: layout.mineHeaderRow) { drawMineHeader(row: row) }
        if let row = screenRow(ofContentRow: layout.availableHeaderRow) { drawAvailableHeader(row: row) }
    }

    /// `My Channels  drag to reorder · click to remove    [Done] [×]`: the hints stop one
    /// column before the button (dropped hint by hint, then cut). Without a mouse the hints
    /// name keys.
    private mutating func drawMineHeader(row: Int) {
        let margin = layout.metrics.margin
        let buttonColumn = layout.editButtonColumn
        // Without a mouse nothing could click the buttons: the hints (which name keys) run on.
        let limit = state.hasMouse ? buttonColumn - 1 : frame.columns - margin
        let titleEnd = put([Run(mineTitle, Style(.title))], column: margin, limit: limit, row: row)
        // "click to open and exit" is shown whole or not at all: cut, it would hide the exit.
        let opens = state.mode == .browse && state.pick == nil
        put(
            units: mineHeaderUnits,
            separator: Run(" \(glyphs.hintSeparator) ", Style(.hint)),
            column: titleEnd + 2, limit: limit, row: row, minimumCut: opens ? Int.max : 4)
        guard state.hasMouse else { return }
        let button = headerButtonText
        // dialog's focused button is OK until Tab moves it (EditorState.pickButton).
        frame.put(button, column: buttonColumn, row: row, style: Style(.button, focused: state.pickButton == .ok),
                  widthOf: widthOf)
        frame.put("[" + glyphs.badge + "]", column: layout.closeButtonColumn, row: row, style: Style(.button),
                  widthOf: widthOf)
    }

    /// `Add Channels  /tech  3 of 20  click to add` (the filter parts only while one is active).
    private mutating func drawAvailableHeader(row: Int) {
        let margin = layout.metrics.margin
        let limit = frame.columns - margin
        let titleEnd = put([Run(availableTitle, Style(.title))], column: margin, limit: limit, row: row)
        var units: [[Run]] = []
        if let filter = state.filter {
            units.append([Run(text.filter(filter, typing: state.isTypingFilter), Style(.key))])
            let count = text.matchCount(shown: layout.available.count, of: state.board.available.count)
            units.append([Run(count, Style(.hint))])
        }
        units.append([Run(state.hasMouse ? text.addHint : text.addHintKeys, Style(.hint))])
        put(units: units, separator: Run("  ", .plain), column: titleEnd + 2, limit: limit, row: row)
    }
}
