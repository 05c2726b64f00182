extension Renderer {
    /// A dim line in the cell row of a section with no cells.
    mutating func drawEmptySections() {
        let margin = layout.metrics.margin
        let limit = frame.columns - margin
        if layout.mine.isEmpty, let row = screenRow(ofContentRow: layout.cellRows(of: .mine).lowerBound) {
            put([Run(emptyMineLine, Style(.hint))], column: margin, limit: limit, row: row)
        }
        if layout.available.isEmpty, let row = screenRow(ofContentRow: layout.cellRows(of: .available).lowerBound) {
            let line: String
            if let filter = state.filter, !filter.isEmpty, !state.board.available.isEmpty {
                line = text.noMatch(filter)
            } else if state.pick == nil, state.board.mine.isEmpty {
                // Nothing on either side (a new playlist with no catalog): "All added" was false.
                line = text.nothingToAdd
            } else {
                line = allAddedLine
            }
            put([Run(line, Style(.hint))], column: margin, limit: limit, row: row)
        }
    }
}
