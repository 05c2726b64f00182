import CNCursesW
import EditorKit

/// Draws frames with curses, touching only the cells that changed since the last frame, then
/// one `doupdate`: no flicker, and few bytes for a small change.
struct Presenter {
    private var previous: Frame?
    private var theme: Theme

    init(theme: Theme) {
        self.theme = theme
    }

    /// Forget what is on screen (after a resize or a resume): the next frame is drawn whole.
    mutating func invalidate() {
        previous = nil
    }

    mutating func present(_ frame: Frame) {
        guard let window = ce_stdscr() else { return }
        let full = previous.map { $0.columns != frame.columns || $0.rows != frame.rows } ?? true
        if full {
            werase(window)
        }
        // The cell arrays, indexed directly: far cheaper than a subscript call per cell.
        let cells = frame.cells
        let old = full ? nil : previous?.cells
        let columns = frame.columns
        for row in 0..<frame.rows {
            let start = row * columns
            for column in 0..<columns {
                let index = start + column
                let cell = cells[index]
                if let old, old[index] == cell, !wideNeighbourChanged(old, cells, index, column: column, columns: columns) {
                    continue
                }
                if !cell.isContinuation {
                    draw(cell, column: column, row: row, window: window, frame: frame)
                }
            }
        }
        wnoutrefresh(window)
        doupdate()
        previous = frame
    }

    /// A wide character is drawn from its left cell; when only its right half changed, redraw it.
    private func wideNeighbourChanged(
        _ old: [Frame.Cell], _ new: [Frame.Cell], _ index: Int, column: Int, columns: Int
    ) -> Bool {
        column + 1 < columns && new[index + 1].isContinuation && old[index + 1] != new[index + 1]
    }

    private mutating func draw(_ cell: Frame.Cell, column: Int, row: Int, window: UnsafeMutablePointer<WINDOW>, frame: Frame) {
        let look = theme.look(for: cell.style)
        // At most five scalars (a grapheme with its marks), or a space, then the terminating
        // zero; in a buffer on the stack rather than an array per cell.
        var complex = cchar_t()
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 6) { characters in
            var count = 0
            for scalar in cell.text.unicodeScalars.prefix(5) {
                characters[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
            if count == 0 {
                characters[0] = 32
                count = 1
            }
            characters[count] = 0
            _ = setcchar(&complex, characters.baseAddress, look.attributes, look.pair, nil)
        }
        // The bottom-right cell: mvwadd_wch would scroll; mvwins_wch places it without scrolling.
        if row == frame.rows - 1, column == frame.columns - 1 {
            mvwins_wch(window, Int32(row), Int32(column), &complex)
        } else {
            mvwadd_wch(window, Int32(row), Int32(column), &complex)
        }
    }
}
