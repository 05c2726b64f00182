import CNCursesW
import Glibc

/// The terminal's size as the editor uses it: the real one, clamped to what can usefully be
/// laid out and drawn, so an absurd window (a pty set to 65535x65535) costs no more than a
/// very large real one. What lies beyond the clamp stays blank.
package enum TerminalSize {
    package static let maximumColumns = 600
    package static let maximumRows = 300

    /// The size of the terminal on `descriptor`, clamped; nil when the system does not know it.
    static func measure(_ descriptor: Int32) -> (columns: Int, rows: Int)? {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard ce_window_size(descriptor, &rows, &columns) != 0 else { return nil }
        return clamp(columns: Int(columns), rows: Int(rows))
    }

    package static func clamp(columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        (min(max(1, columns), maximumColumns), min(max(1, rows), maximumRows))
    }

    /// Tells curses the size through LINES and COLUMNS, which it prefers to the system's: it
    /// reads the size itself when it starts and when it resumes after `endwin`, and must never
    /// see an unclamped one.
    static func publish(_ size: (columns: Int, rows: Int)) {
        setenv("LINES", String(size.rows), 1)
        setenv("COLUMNS", String(size.columns), 1)
    }
}
