/// A screen as a grid of styled cells: what `render` produces and the presenter draws.
///
/// A wide character takes two cells: the first holds it, the second is a `continuation`.
public struct Frame: Hashable, Sendable {
    public struct Cell: Hashable, Sendable {
        /// One grapheme (possibly with combining marks); "" for the right half of a wide one.
        public var text: String
        public var style: Style

        package init(_ text: String = " ", style: Style = .plain) {
            self.text = text
            self.style = style
        }

        package var isContinuation: Bool { text.isEmpty }
        package static let blank = Cell()
    }

    /// A cell of the frame, where the terminal's cursor rests after the frame is drawn.
    public struct Cursor: Hashable, Sendable {
        public var column: Int
        public var row: Int

        public init(column: Int, row: Int) {
            self.column = column
            self.row = row
        }
    }

    public let columns: Int
    public let rows: Int
    package private(set) var cells: [Cell]
    /// Where the terminal's cursor rests after this frame: on the focused (or lifted) cell's
    /// label, as dialog leaves it on its current item, so that screen readers and braille
    /// displays follow the focus. Nil: the top-left corner. Only a cell inside the frame is kept.
    package var cursor: Cursor? {
        didSet {
            if let cursor, cursor.column < 0 || cursor.column >= columns || cursor.row < 0 || cursor.row >= rows {
                self.cursor = nil
            }
        }
    }

    package init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
    }

    package subscript(column: Int, row: Int) -> Cell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    /// Writes `text` from (`column`, `row`), scalar by scalar, using `widthOf` for each; stops at
    /// the right edge (a wide character that would straddle it is dropped, the cell left blank),
    /// zero-width scalars join the previous cell, and a scalar the width table calls
    /// non-printable (negative width, such as ESC) is drawn as `?`, so no raw control character
    /// ever reaches a cell. Returns the column after the last one written.
    @discardableResult
    package mutating func put(_ text: String, column: Int, row: Int, style: Style, widthOf: ScalarWidth) -> Int {
        guard row >= 0, row < rows else { return column }
        var x = column
        var lastWritten: Int? = nil
        for original in text.unicodeScalars {
            var scalar = original
            var width = widthOf(scalar)
            if width < 0 {
                scalar = "?"
                width = 1
            }
            if width == 0 {
                if let last = lastWritten { self[last, row].text.unicodeScalars.append(scalar) }
                continue
            }
            if x < 0 { x += width; continue }
            // `width > columns - x` rather than `x + width > columns`: no overflow near Int.max.
            if width > columns - x { break }
            // Overwriting half of a wide character: blank its other half so nothing straddles.
            clearWideNeighbours(column: x, width: width, row: row)
            self[x, row] = Cell(String(scalar), style: style)
            for extra in 1..<width { self[x + extra, row] = Cell("", style: style) }
            lastWritten = x
            x += width
        }
        return x
    }

    /// Fills `count` cells from (`column`, `row`) with spaces in `style`.
    package mutating func fill(column: Int, row: Int, count: Int, style: Style) {
        guard row >= 0, row < rows else { return }
        let start = max(0, column)
        // Saturating `column + count`, so extreme coordinates clip instead of trapping.
        let (sum, overflow) = column.addingReportingOverflow(count)
        let end = overflow ? (count > 0 ? columns : 0) : min(columns, sum)
        guard start < end else { return }
        clearWideNeighbours(column: start, width: end - start, row: row)
        for x in start..<end { self[x, row] = Cell(" ", style: style) }
    }

    private mutating func clearWideNeighbours(column: Int, width: Int, row: Int) {
        if column > 0, self[column, row].isContinuation {
            self[column - 1, row] = Cell(" ", style: self[column - 1, row].style)
        }
        let after = column + width
        if after < columns, self[after, row].isContinuation {
            self[after, row] = Cell(" ", style: self[after, row].style)
        }
    }

    /// The text of one row (continuations skipped), for tests and debugging.
    package func line(_ row: Int) -> String {
        var text = ""
        for x in 0..<columns where !self[x, row].isContinuation { text += self[x, row].text }
        return text
    }

    /// Every row's text.
    package var lines: [String] { (0..<rows).map(line) }
}
