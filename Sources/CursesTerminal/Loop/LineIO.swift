/// Where the line mode's terminal (`LineTerminal`) reads lines and writes sentences:
/// `LineChannel`, or a test's script.
package protocol LineIO: AnyObject {
    /// True when the commands come from a terminal: a prompt is then shown before each.
    var isTerminal: Bool { get }
    /// The next line, or whatever woke the wait first; `timeout` in milliseconds, nil: none.
    func next(watching watched: [Int32], timeout: Int32?) -> LineWake
    /// Writes each line and its newline; false when the output is gone.
    @discardableResult
    func write(_ lines: [String]) -> Bool
    /// The prompt before a command read from a terminal (nothing over a pipe).
    func prompt()
}

/// What a wait for a line ended with.
package enum LineWake: Equatable {
    case line(String)
    /// A line longer than `limit` bytes, read and dropped: no command is that long.
    case tooLong
    /// The input ended (Ctrl-D, the end of a pipe): the session ends as with quit.
    case end
    /// One of the watched descriptors is ready (the file watch).
    case watched
    /// The wait timed out.
    case idle
}

extension LineWake {
    /// The longest line read as a command (a name or id is at most a few hundred bytes).
    package static let limit = 64 << 10
}
