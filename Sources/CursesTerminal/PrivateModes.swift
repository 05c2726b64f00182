/// The xterm private modes the editor sets itself (ncurses only draws; it is never asked for
/// the mouse): button-event tracking (1002, which reports motion while a button is held, as a
/// drag needs) with SGR encoding (1006, no 223-column limit), asked for on every terminal
/// with a mouse whatever its terminfo `kmous` says; a terminal that ignores 1006 sends X10,
/// which the decoder reads as well. And bracketed paste (2004) everywhere.
package enum PrivateModes {
    package static func enableSequence(mouse: Bool) -> String {
        (mouse ? "\u{1B}[?1002h\u{1B}[?1006h" : "") + "\u{1B}[?2004h"
    }

    /// Turns every mode off, newest first; harmless on terminals that never had them on.
    package static let disableSequence = "\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"

    /// Device status report: every VT100-compatible terminal answers `ESC [ 0 n`, after
    /// everything it sent before, so the answer marks the end of reports already in flight.
    static let statusRequest = "\u{1B}[5n"
    static let statusAnswer: [UInt8] = Array("\u{1B}[0n".utf8)
}
