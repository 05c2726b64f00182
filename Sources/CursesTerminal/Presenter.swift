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
        for row in 0..<frame.rows {
            var column = 0
            while column < frame.columns {
                let cell = frame[column, row]
                if !full, let previous, previous[column, row] == cell, !wideNeighbourChanged(previous, frame, column, row) {
                    column += 1
                    continue
                }
                if !cell.isContinuation {
                    draw(cell, column: column, row: row, window: window, frame: frame)
                }
                column += 1
            }
        }
        wnoutrefresh(window)
        doupdate()
        previous = frame
    }

    /// A wide character is drawn from its left cell; when only its right half changed, redraw it.
    private func wideNeighbourChanged(_ old: Frame, _ new: Frame, _ column: Int, _ row: Int) -> Bool {
        column + 1 < new.columns && new[column + 1, row].isContinuation && old[column + 1, row] != new[column + 1, row]
    }

    private mutating func draw(_ cell: Frame.Cell, column: Int, row: Int, window: UnsafeMutablePointer<WINDOW>, frame: Frame) {
        let look = theme.look(for: cell.style)
        var characters: [wchar_t] = cell.text.unicodeScalars.prefix(5).map { wchar_t(bitPattern: $0.value) }
        if characters.isEmpty { characters = [wchar_t(32)] }
        characters.append(0)
        var complex = cchar_t()
        setcchar(&complex, characters, look.attributes, look.pair, nil)
        // The bottom-right cell: mvwadd_wch would scroll; mvwins_wch places it without scrolling.
        if row == frame.rows - 1, column == frame.columns - 1 {
            mvwins_wch(window, Int32(row), Int32(column), &complex)
        } else {
            mvwadd_wch(window, Int32(row), Int32(column), &complex)
        }
    }
}
