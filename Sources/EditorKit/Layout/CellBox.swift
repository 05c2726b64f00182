import ChannelCore

/// Where one channel's cell sits in content coordinates (row 0 is the My Channels header).
package struct CellBox: Hashable, Sendable {
    package var place: Place
    package var row: Int
    package var column: Int
    /// Full cell width including the brackets.
    package var width: Int

    init(place: Place, row: Int, column: Int, width: Int) {
        self.place = place
        self.row = row
        self.column = column
        self.width = width
    }

    /// One past the last column of the cell.
    package var endColumn: Int { column + width }

    func contains(column c: Int, row r: Int) -> Bool {
        r == row && c >= column && c < endColumn
    }
}
