/// The terminal's size in character cells.
public struct ScreenSize: Hashable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// Below this the screen shows a notice instead of the grid.
    static let minimum = ScreenSize(columns: 24, rows: 8)

    package var isTooSmall: Bool { columns < ScreenSize.minimum.columns || rows < ScreenSize.minimum.rows }
}
