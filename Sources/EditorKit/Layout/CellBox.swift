import ChannelCore

/// Where one channel's cell sits in content coordinates (row 0 is the My Channels header).
///
/// Stored in 32-bit fields (17 bytes, not 40): the layout keeps one box per channel, so at
/// 10,000 channels this is 200 KB of the peak memory (docs/PERFORMANCE.md). Rows, columns,
/// widths and indexes beyond 2^31 cannot occur (a screen is clamped to `Editor.sizeLimit`; a
/// board that large would not fit in memory) and are clamped.
package struct CellBox: Hashable, Sendable {
    private var section: Section
    private var storedIndex: Int32
    private var storedRow: Int32
    private var storedColumn: Int32
    private var storedWidth: Int32

    init(place: Place, row: Int, column: Int, width: Int) {
        section = place.section
        storedIndex = Int32(clamping: place.index)
        storedRow = Int32(clamping: row)
        storedColumn = Int32(clamping: column)
        storedWidth = Int32(clamping: width)
    }

    package var place: Place {
        get { Place(section, Int(storedIndex)) }
        set {
            section = newValue.section
            storedIndex = Int32(clamping: newValue.index)
        }
    }

    package var row: Int {
        get { Int(storedRow) }
        set { storedRow = Int32(clamping: newValue) }
    }

    package var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Full cell width including the brackets.
    package var width: Int {
        get { Int(storedWidth) }
        set { storedWidth = Int32(clamping: newValue) }
    }

    /// One past the last column of the cell.
    package var endColumn: Int { column + width }

    func contains(column c: Int, row r: Int) -> Bool {
        r == row && c >= column && c < endColumn
    }
}
