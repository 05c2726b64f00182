import ChannelCore

/// Taking in a board read from disk (docs/DECISIONS.md, "Live reload").
extension Editor {
    /// `Action.reloaded`: the new board, the focus on the same channel (or the same place when
    /// that channel is gone), history rebased, and a notice (labels are made from the names
    /// when drawn, so new channels and names need nothing more).
    /// A lift under way is put back first: its live order was never saved.
    mutating func reload(_ board: Board, notice: String) {
        cancelDrag()
        hoverID = nil
        let focusedID = state.focus.flatMap { state.board.channel(at: $0)?.id }
        let dropped = state.history.rebase(from: state.board, to: board)
        state.board = board
        sharedNames.forget()
        medianNameWidth = nil
        twinMarksDue = true
        refreshLayout()
        if let focusedID, let place = board.place(of: focusedID) { state.focus = place }
        // A name being typed stays while its entry does (another program's save is no reason
        // to lose it); numbers go to whatever My Channels holds when Enter is pressed.
        if let id = state.prompt?.id, !board.mine.contains(where: { $0.id == id }) { state.prompt = nil }
        switch dropped {
        case 0: state.notice = .warning(notice)
        // Translators: %s is a notice (the file changed on disk, or it is read-only).
        case 1: state.notice = .warning(tr("%s; undo cannot bring back the last change", notice))
        // Translators: the first %s is a notice, the second a number of changes.
        default: state.notice = .warning(tr("%s; undo cannot bring back the last %s changes", notice, dropped))
        }
    }
}
