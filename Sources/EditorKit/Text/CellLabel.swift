/// A channel name made safe and short enough to draw in a cell.
package struct CellLabel: Hashable, Sendable {
    /// Text to draw: no control characters, at most `LayoutMetrics.maxLabelWidth` columns.
    package var text: String
    /// Its width in terminal columns.
    package var width: Int

    package init(text: String, width: Int) {
        self.text = text
        self.width = width
    }
}
