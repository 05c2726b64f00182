/// The widths that follow the screen's (issue 22.3): a grid cell's label may grow on a wide
/// screen, and a list's cell is the line.
extension LayoutMetrics {
    /// How many cells of the widest kind a grid row holds at the least.
    static let cellsPerRow = 4

    /// The widest a grid cell's label may be on a screen `width` columns wide: as wide as lets
    /// four such cells share a row, and never less than `maxLabelWidth`. Up to about 100
    /// columns that is `maxLabelWidth` (20): an 80-column screen looks as it always did; at 200
    /// columns it is 44, enough for most paths and titles whole, with four cells still a row.
    package func gridLabelCap(width: Int) -> Int {
        let row = width - 2 * margin - (LayoutMetrics.cellsPerRow - 1) * spacing
        return max(maxLabelWidth, row / LayoutMetrics.cellsPerRow - chrome)
    }

    /// The width of a list's cells: the line between the margins (at least the chrome and one
    /// column, so a tiny screen still lays out).
    func listCellWidth(width: Int) -> Int {
        max(chrome + 1, width - 2 * margin)
    }

    /// These metrics on a screen `width` columns wide in `style`: `maxLabelWidth` becomes the
    /// cap there, and the list's cells take the line.
    package func fitted(width: Int, style: LayoutStyle) -> LayoutMetrics {
        var fitted = self
        switch style {
        case .grid:
            fitted.maxLabelWidth = gridLabelCap(width: width)
            fitted.lineCellWidth = nil
        case .list:
            let cell = listCellWidth(width: width)
            fitted.maxLabelWidth = cell - chrome
            fitted.lineCellWidth = cell
        }
        return fitted
    }
}
