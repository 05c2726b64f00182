/// The one wrapping rule of the layout: cells go left to right, and a cell that would cross the
/// right margin starts the next row (a cell wider than the whole row still gets a row of its
/// own). A full layout and an incremental reflow both place cells with it, so they cannot
/// disagree.
struct FlowCursor {
    let metrics: LayoutMetrics
    /// One past the last column a cell may use.
    let right: Int
    private(set) var row: Int
    private(set) var column: Int

    /// A cursor at the start of `row`.
    init(row: Int, width: Int, metrics: LayoutMetrics) {
        self.metrics = metrics
        right = max(metrics.margin + 1, width - metrics.margin)
        self.row = row
        column = metrics.margin
    }

    /// A cursor just after `box`, where the cell that follows it would be tried.
    init(after box: CellBox, width: Int, metrics: LayoutMetrics) {
        self.init(row: box.row, width: width, metrics: metrics)
        column = box.endColumn + metrics.spacing
    }

    /// Where a cell `cellWidth` columns wide goes; the cursor moves past it.
    mutating func place(cellWidth: Int) -> (row: Int, column: Int) {
        if column > metrics.margin, column + cellWidth > right {
            row += 1
            column = metrics.margin
        }
        let spot = (row: row, column: column)
        column += cellWidth + metrics.spacing
        return spot
    }
}
