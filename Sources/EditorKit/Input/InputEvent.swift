/// A mouse button, as the front end reports it.
public enum MouseButton: Hashable, Sendable {
    case left
    case middle
    case right
}

/// Which way a wheel turned.
public enum WheelDirection: Hashable, Sendable {
    /// Towards the start of the content (ncurses `BUTTON4_PRESSED`).
    case up
    /// Towards the end of the content (ncurses `BUTTON5_PRESSED`).
    case down
}

/// What the terminal front end hands to the editor: one key, one mouse report, a resize or a
/// timer tick. Coordinates are screen cells, 0-based, and may be anything (negative, huge,
/// on the footer): the input machine copes with every value.
public enum InputEvent: Hashable, Sendable {
    case key(Key)
    /// Text the user pasted (a bracketed paste), as one event: never typed as keys, so a pasted
    /// newline or letter cannot run a command. It may hold any characters, controls included.
    /// The editor types it into the filter while it takes text (controls dropped), and ignores
    /// it with a notice elsewhere.
    case paste(String)
    /// A button went down.
    case press(MouseButton, column: Int, row: Int)
    /// The pointer moved. ncurses reports drag motion (`REPORT_MOUSE_POSITION`) with no button
    /// bit, so this carries none: the machine remembers which button is down.
    case motion(column: Int, row: Int)
    /// The button went up (ncurses does not always say which; a release outside the window may
    /// never come).
    case release(column: Int, row: Int)
    /// A press and release merged into one report (`BUTTON1_CLICKED`): handled as both.
    case click(MouseButton, column: Int, row: Int)
    case wheel(WheelDirection, column: Int, row: Int)
    /// The terminal is now this many columns by rows.
    case resize(columns: Int, rows: Int)
    /// Time passed with no input: lets a long press fire and autoscroll run. The front end sends
    /// ticks while `InputMachine.wantsTick`, no later than `InputMachine.deadline`.
    case tick
}
