import ChannelCore

/// Where one channel's cell sits in content coordinates (row 0 is the My Channels header).
public struct CellBox: Hashable, Sendable {
    public var place: Place
    public var row: Int
    public var column: Int
    /// Full cell width including the brackets.
    public var width: Int

    public init(place: Place, row: Int, column: Int, width: Int) {
        self.place = place
        self.row = row
        self.column = column
        self.width = width
    }

    /// One past the last column of the cell.
    public var endColumn: Int { column + width }

    public func contains(column c: Int, row r: Int) -> Bool {
        r == row && c >= column && c < endColumn
    }
}
