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
        var changes: [FrameChanges.Change] = []
        // Over the cells' storage without bounds checks: this runs on every key, over every cell.
        cells.withUnsafeBufferPointer { new in
            guard !clears, let previous else {
                // Every cell: one allocation of the right size, not a doubling chain of them
                // (the first frame's peak memory).
                changes.reserveCapacity(new.count)
                for index in new.indices where !new[index].isContinuation {
                    changes.append(FrameChanges.Change(column: index % columns, row: index / columns, cell: new[index]))
                }
                return
            }
            previous.cells.withUnsafeBufferPointer { old in
                for row in 0..<rows {
                    let start = row * columns
                    // Most rows did not change: one tight comparison finds them (a right half
                    // that changed makes its row differ too).
                    var same = true
                    for index in start..<(start + columns) where old[index] != new[index] {
                        same = false
                        break
                    }
                    if same { continue }
                    for column in 0..<columns {
                        let index = start + column
                        let cell = new[index]
                        if cell.isContinuation { continue }
                        // A wide character is drawn again when only its right half differs.
                        let rightHalfChanged = column + 1 < columns && new[index + 1].isContinuation && old[index + 1] != new[index + 1]
                        if old[index] == cell, !rightHalfChanged { continue }
                        changes.append(FrameChanges.Change(column: column, row: row, cell: cell))
                    }
                }
            }
        }
        return FrameChanges(clearsFirst: clears, cells: changes, cursor: cursor)
    }
}
