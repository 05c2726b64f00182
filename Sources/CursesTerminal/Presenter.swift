import CNCursesW
import EditorKit

/// Draws frames with curses: applies what `Frame.changes(since:)` says changed since the last
/// frame, then one `doupdate`: no flicker, and few bytes for a small change. The cursor is
/// left on the frame's cursor cell.
struct Presenter {
    private var previous: Frame?
    private var theme: Theme

    init(theme: Theme) {
        self.theme = theme
    }

    /// True when a frame is on the screen (nothing forgot it since): presenting the same
    /// frame again would draw nothing.
    var isShowingAFrame: Bool { previous != nil }

    /// Forget what is on screen (after a resize or a resume): the next frame is drawn whole.
    mutating func invalidate() {
        previous = nil
    }

    mutating func present(_ frame: Frame) {
        guard let window = ce_stdscr() else { return }
        let changes = frame.changes(since: previous)
        if changes.clearsFirst { werase(window) }
        for change in changes.cells {
            draw(change.cell, column: change.column, row: change.row, window: window, frame: frame)
        }
        let cursor = changes.cursor ?? Frame.Cursor(column: 0, row: 0)
        wmove(window, Int32(cursor.row), Int32(cursor.column))
        wnoutrefresh(window)
        doupdate()
        previous = frame
    }

    private mutating func draw(_ cell: Frame.Cell, column: Int, row: Int, window: UnsafeMutablePointer<WINDOW>, frame: Frame) {
        let look = theme.look(for: cell.style)
        // At most five scalars (a grapheme with its marks: curses' CCHARW_MAX), or a space,
        // then the terminating zero; in a buffer on the stack rather than an array per cell.
        var complex = cchar_t()
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 6) { characters in
            var count = 0
            while count < Frame.Cell.capacity, let scalar = cell.scalar(at: count) {
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
