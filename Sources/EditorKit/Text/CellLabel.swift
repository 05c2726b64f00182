/// A channel name made safe and short enough to draw in a cell.
public struct CellLabel: Hashable, Sendable {
    /// Text to draw: no control characters, at most `LayoutMetrics.maxLabelWidth` columns.
    public var text: String
    /// Its width in terminal columns.
    public var width: Int

    public init(text: String, width: Int) {
        self.text = text
        self.width = width
    }
}
