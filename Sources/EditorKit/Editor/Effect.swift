import ChannelCore

/// What the editor asks the outside world to do; carried out by the run loop, never by the
/// reducer.
public enum Effect: Hashable, Sendable {
    /// Store this board (after every committed change, and before opening a channel). `change`
    /// is the one change that made it from the board saved before, by channel id: what a save
    /// re-applies when it finds the file changed on disk (nil: not one change, nothing to
    /// re-apply). The run loop reports how it went back with `Action.saved` or
    /// `Action.saveFailed`.
    case save(Board, change: BoardChange?)
    /// Leave the editor; print `output` (the opened channel's id) on stdout when not nil.
    case quit(output: String?)
    /// A pick session ended with OK or Cancel: leave the editor.
    case finishPick(PickEnding)
    /// Ring the terminal bell: a request was refused (`EditorState.notice` says why).
    case bell
    /// Stop the program until the shell continues it (Ctrl-Z); the run loop restores the
    /// terminal first and redraws after.
    case suspend
    /// Refresh the file from its catalogs as the `refresh` command does (issue 36 item 2), under
    /// the lock, over the version on disk; the run loop answers with `Action.refreshed`.
    case refreshFromCatalogs
}
