/// One thing read from the terminal, decoded from its bytes by `ByteDecoder`.
public enum TerminalInput: Hashable, Sendable {
    /// A character: printable text, or a control character (Ctrl-C is U+0003, Esc is U+001B).
    case character(Unicode.Scalar)
    /// A key sent as an escape sequence (or a control byte with a key's meaning, such as CR).
    case key(SpecialKey)
    /// A mouse report (SGR or X10), 0-based screen coordinates.
    case mouse(MouseReport)
    /// A bracketed paste (`ESC[200~ ... ESC[201~`): the pasted text as one event, never keys.
    case paste(String)
    /// The terminal changed size (the session already told curses the new, clamped size).
    case resize
    /// A whole line, from the line mode's terminal (its own line discipline edited it); never
    /// decoded from bytes by `ByteDecoder`. The run loop hands it back to that terminal.
    case line(String)

    public enum SpecialKey: Hashable, Sendable {
        case up, down, left, right, home, end, pageUp, pageDown, backTab, enter, backspace, delete
        case shiftLeft, shiftRight, help
    }

    public struct MouseReport: Hashable, Sendable {
        package enum Kind: Hashable, Sendable {
            /// Button 1 went down. Decided from the report itself, so a press that comes while
            /// the editor still thinks a button is held (a lost release) is still a press.
            case press
            /// Button 1 came up (X10 does not say which button: any release).
            case release
            /// The pointer moved with button 1 held (a drag).
            case motion
            case wheelUp
            case wheelDown
            /// Another button, a motion without button 1, a horizontal wheel: ignored.
            case other
        }

        package var kind: Kind
        var column: Int
        var row: Int

        package init(_ kind: Kind, column: Int, row: Int) {
            self.kind = kind
            self.column = column
            self.row = row
        }
    }
}
