extension Renderer {
    /// A dim line in the cell row of a section with no cells.
    mutating func drawEmptySections() {
        let margin = layout.metrics.margin
        let limit = frame.columns - margin
        if layout.mine.isEmpty, let row = screenRow(ofContentRow: layout.cellRows(of: .mine).lowerBound) {
            put([Run(ScreenText.noChannels(dash: glyphs.dash), Style(.hint))], column: margin, limit: limit, row: row)
        }
        if layout.available.isEmpty, let row = screenRow(ofContentRow: layout.cellRows(of: .available).lowerBound) {
            let text: String
            if let filter = state.filter, !filter.isEmpty, !state.board.available.isEmpty {
                text = ScreenText.noMatch(filter)
            } else {
                text = ScreenText.allAdded
            }
            put([Run(text, Style(.hint))], column: margin, limit: limit, row: row)
        }
    }
}
