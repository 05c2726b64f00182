import ChannelCore

/// What the editor asks the outside world to do; carried out by the run loop, never by the
/// reducer.
public enum Effect: Hashable, Sendable {
    /// Store this board (after every committed change, and before opening a channel). The run
    /// loop reports how it went back with `Action.saved` or `Action.saveFailed`.
    case save(Board)
    /// Leave the editor; print `output` (the opened channel's id) on stdout when not nil.
    case quit(output: String?)
    /// A pick session ended with OK or Cancel: leave the editor.
    case finishPick(PickEnding)
    /// Ring the terminal bell: a request was refused (`EditorState.notice` says why).
    case bell
    /// Stop the program until the shell continues it (Ctrl-Z); the run loop restores the
    /// terminal first and redraws after.
    case suspend
}
