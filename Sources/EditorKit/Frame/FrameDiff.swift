/// What a terminal must be told to turn the frame it shows into another: pure, so the rules
/// for wide characters are unit-tested (`FrameDiffTests`) and the presenter only applies them.
public struct FrameChanges: Hashable, Sendable {
    /// One cell to draw: never the right half of a wide character (drawing its left half
    /// covers both columns).
    public struct Change: Hashable, Sendable {
        public var column: Int
        public var row: Int
        public var cell: Frame.Cell

        init(column: Int, row: Int, cell: Frame.Cell) {
            self.column = column
            self.row = row
            self.cell = cell
        }
    }

    /// True when the screen is to be cleared first (nothing shown yet, or another size).
    public var clearsFirst: Bool
    /// The cells to draw, row by row, left to right.
    public var cells: [Change]
    /// Where the terminal's cursor is to rest afterwards (`Frame.cursor`).
    public var cursor: Frame.Cursor?
}

extension Frame {
    /// The changes that turn `previous` (what the terminal shows; nil when unknown) into this
    /// frame. A cell is drawn when it differs, and a wide character also when only its right
    /// half differs (its left half is what the terminal is given); cells that hold the right
    /// half of a wide character are never drawn themselves.
    public func changes(since previous: Frame?) -> FrameChanges {
        let clears = previous.map { $0.columns != columns || $0.rows != rows } ?? true
        let old = clears ? nil : previous?.cells
        var changes: [FrameChanges.Change] = []
        for row in 0..<rows {
            let start = row * columns
            for column in 0..<columns {
                let index = start + column
                let cell = cells[index]
                if cell.isContinuation { continue }
                if let old, old[index] == cell, !rightHalfChanged(old, at: index, column: column) { continue }
                changes.append(FrameChanges.Change(column: column, row: row, cell: cell))
            }
        }
        return FrameChanges(clearsFirst: clears, cells: changes, cursor: cursor)
    }

    /// True when the cell after `index` is this frame's right half of a wide character and
    /// differs from the old frame's.
    private func rightHalfChanged(_ old: [Cell], at index: Int, column: Int) -> Bool {
        column + 1 < columns && cells[index + 1].isContinuation && old[index + 1] != cells[index + 1]
    }
}
