/// A screen as a grid of styled cells: what `render` produces and the presenter draws.
///
/// A wide character takes two cells: the first holds it, the second is a `continuation`.
public struct Frame: Hashable, Sendable {
    /// One cell: a grapheme of up to five scalars (what a terminal cell holds with curses,
    /// CCHARW_MAX; more marks are dropped) and its style, packed in two words: a frame of
    /// thousands of cells is made, copied and compared on every key without reference
    /// counting, two integer comparisons a cell.
    public struct Cell: Hashable, Sendable {
        /// Scalars 0-2 (21 bits each) in `low`; scalars 3-4 in `high`, then the style: role
        /// (4 bits), focused, current, matched. A zero scalar ends the grapheme (U+0000 is
        /// never drawn); a zero first scalar is the right half of a wide character.
        private var low: UInt64
        private var high: UInt64

        package init(_ text: String = " ", style: Style = .plain) {
            low = 0
            high = Cell.bits(of: style)
            for scalar in text.unicodeScalars { append(scalar) }
        }

        /// A cell of one scalar.
        package init(_ scalar: Unicode.Scalar, style: Style) {
            low = UInt64(scalar.value)
            high = Cell.bits(of: style)
        }

        /// The right half of a wide character.
        package static func continuation(_ style: Style) -> Cell { Cell("", style: style) }

        public static let capacity = 5
        private static let width: UInt64 = 21
        private static let mask: UInt64 = (1 << width) - 1
        private static let styleShift: UInt64 = 2 * width
        private static let styleMask: UInt64 = 0x7F << styleShift

        private static func bits(of style: Style) -> UInt64 {
            UInt64(style.index) << styleShift
        }

        public var style: Style {
            get { Style(index: Int((high & Cell.styleMask) >> Cell.styleShift)) }
            set { high = (high & ~Cell.styleMask) | Cell.bits(of: newValue) }
        }

        /// The scalar in `slot` (0-4), or nil past the grapheme's end.
        public func scalar(at slot: Int) -> Unicode.Scalar? {
            guard slot >= 0, slot < Cell.capacity else { return nil }
            let word = slot < 3 ? low : high
            let value = UInt32(truncatingIfNeeded: (word >> (UInt64(slot % 3) * Cell.width)) & Cell.mask)
            return value == 0 ? nil : Unicode.Scalar(value)
        }

        /// Adds a scalar to the grapheme (a combining mark after its base); dropped when the
        /// cell is full.
        mutating func append(_ scalar: Unicode.Scalar) {
            guard scalar.value != 0 else { return }
            for slot in 0..<Cell.capacity where self.scalar(at: slot) == nil {
                let shift = UInt64(slot % 3) * Cell.width
                if slot < 3 { low |= UInt64(scalar.value) << shift } else { high |= UInt64(scalar.value) << shift }
                return
            }
        }

        /// One grapheme (possibly with combining marks); "" for the right half of a wide one.
        package var text: String {
            var text = ""
            var slot = 0
            while let scalar = scalar(at: slot) {
                text.unicodeScalars.append(scalar)
                slot += 1
            }
            return text
        }

        package var isContinuation: Bool { low & Cell.mask == 0 }
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
        if let end = putPrintableASCII(text, column: column, row: row, style: style) { return end }
        let columns = self.columns
        let rowStart = row * columns
        // Over the cells' storage: no uniqueness or bounds check per store.
        return cells.withUnsafeMutableBufferPointer { cells in
            var x = column
            var lastWritten: Int? = nil
            for original in text.unicodeScalars {
                var scalar = original
                var width = PrintableASCII.contains(scalar.value) ? 1 : widthOf(scalar)
                if width < 0 {
                    scalar = "?"
                    width = 1
                }
                if width == 0 {
                    if let last = lastWritten { cells[rowStart + last].append(scalar) }
                    continue
                }
                if x < 0 { x += width; continue }
                // `width > columns - x` rather than `x + width > columns`: no overflow near Int.max.
                if width > columns - x { break }
                // Overwriting half of a wide character: blank its other half so nothing straddles.
                Frame.clearWideNeighbours(in: cells, rowStart: rowStart, columns: columns, column: x, width: width)
                cells[rowStart + x] = Cell(scalar, style: style)
                if width > 1 {
                    for extra in 1..<width { cells[rowStart + x + extra] = .continuation(style) }
                }
                lastWritten = x
                x += width
            }
            return x
        }
    }

    /// `put` for text of printable ASCII only (`PrintableASCII`: one column on every terminal):
    /// a byte a cell, without asking the width table. Most of a
    /// frame is such text, and it is drawn on every key. Nil for any other text.
    private mutating func putPrintableASCII(_ text: String, column: Int, row: Int, style: Style) -> Int? {
        guard column >= 0 else { return nil }
        return text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard bytes.allSatisfy({ PrintableASCII.contains(UInt32($0)) }) else { return nil }
            let count = min(bytes.count, max(0, columns - column))
            guard count > 0 else { return column }
            clearWideNeighbours(column: column, width: count, row: row)
            let start = row * columns + column
            for offset in 0..<count {
                cells[start + offset] = Cell(Unicode.Scalar(bytes[offset]), style: style)
            }
            return column + count
        } ?? nil
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
        for x in start..<end { self[x, row] = Cell(Frame.space, style: style) }
    }

    private static let space: Unicode.Scalar = " "

    private mutating func clearWideNeighbours(column: Int, width: Int, row: Int) {
        let columns = self.columns
        cells.withUnsafeMutableBufferPointer {
            Frame.clearWideNeighbours(in: $0, rowStart: row * columns, columns: columns, column: column, width: width)
        }
    }

    /// Blanks the other half of a wide character that cells `column..<column + width` of the
    /// row starting at `rowStart` are about to cut in two.
    private static func clearWideNeighbours(
        in cells: UnsafeMutableBufferPointer<Cell>, rowStart: Int, columns: Int, column: Int, width: Int
    ) {
        if column > 0, cells[rowStart + column].isContinuation {
            cells[rowStart + column - 1] = Cell(Frame.space, style: cells[rowStart + column - 1].style)
        }
        let after = column + width
        if after < columns, cells[rowStart + after].isContinuation {
            cells[rowStart + after] = Cell(Frame.space, style: cells[rowStart + after].style)
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
