import EditorKit

/// A terminal screen in memory, for tests of the terminal side without tmux: it applies
/// `FrameChanges` as a terminal applies the presenter's output — a wide character covers two
/// columns, and writing over either half of one erases its other half — and records every
/// cell it was told to draw and where the cursor was left.
public struct RecordingScreen {
    public let columns: Int
    public let rows: Int
    /// What the screen shows, one `Frame.Cell` per column ("" for a wide character's right half).
    public private(set) var cells: [Frame.Cell]
    public private(set) var cursor = Frame.Cursor(column: 0, row: 0)
    /// Every cell drawn, in order, over the screen's life.
    public private(set) var drawn: [FrameChanges.Change] = []
    public private(set) var clears = 0

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: .blank, count: columns * rows)
    }

    /// Draws `changes`, as the presenter does on a real terminal.
    public mutating func apply(_ changes: FrameChanges) {
        if changes.clearsFirst {
            cells = Array(repeating: .blank, count: columns * rows)
            clears += 1
        }
        for change in changes.cells { put(change) }
        cursor = changes.cursor ?? Frame.Cursor(column: 0, row: 0)
    }

    /// True when the screen shows exactly `frame`'s cells.
    public func shows(_ frame: Frame) -> Bool {
        frame.columns == columns && frame.rows == rows && frame.cells == cells
    }

    private mutating func put(_ change: FrameChanges.Change) {
        drawn.append(change)
        let index = change.row * columns + change.column
        // Writing over the right half of a wide character erases its left half, and the reverse.
        if cells[index].isContinuation, change.column > 0 {
            cells[index - 1] = Frame.Cell(" ", style: cells[index - 1].style)
        }
        if change.column + 1 < columns, cells[index + 1].isContinuation {
            cells[index + 1] = Frame.Cell(" ", style: cells[index + 1].style)
        }
        cells[index] = change.cell
        // A wide character: the frame says so by a continuation after it.
        if change.column + 1 < columns, isWide(change) {
            if change.column + 2 < columns, cells[index + 2].isContinuation {
                cells[index + 2] = Frame.Cell(" ", style: cells[index + 2].style)
            }
            cells[index + 1] = Frame.Cell("", style: change.cell.style)
        }
    }

    /// The width of what a change draws, as the frame that made it measured it.
    public var widthOf: ScalarWidth = TestWidth.wcwidth

    private func isWide(_ change: FrameChanges.Change) -> Bool {
        guard let first = change.cell.text.unicodeScalars.first else { return false }
        return widthOf(first) == 2
    }
}
