/// One thing read from the terminal, in curses' terms but free of curses types.
public enum TerminalInput: Hashable, Sendable {
    /// A character: printable text, or a control character (Ctrl-C is U+0003, Esc is U+001B).
    case character(Unicode.Scalar)
    /// A key curses decoded from an escape sequence.
    case key(SpecialKey)
    /// A mouse report, 0-based screen coordinates.
    case mouse(MouseReport)
    /// The terminal changed size (curses already knows the new one).
    case resize

    public enum SpecialKey: Hashable, Sendable {
        case up, down, left, right, home, end, pageUp, pageDown, backTab, enter, backspace, delete
        case shiftLeft, shiftRight, help
    }

    public struct MouseReport: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// Button 1 went down.
            case press
            /// Button 1 came up.
            case release
            /// Press and release merged into one report.
            case click
            /// The pointer moved; curses does not say which button is held (a drag).
            case motion
            case wheelUp
            case wheelDown
            /// Another button: ignored by the editor.
            case other
        }

        public var kind: Kind
        public var column: Int
        public var row: Int

        public init(_ kind: Kind, column: Int, row: Int) {
            self.kind = kind
            self.column = column
            self.row = row
        }
    }
}
