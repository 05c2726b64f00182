import ChannelCore

/// Each change said in the footer's notice (issue 27.2), in the accessible session's words
/// (`LineText`: "Tech moved to place 2 of 8."), where a screen reader's "read the status line"
/// finds it. Only when the terminal reports no mouse (`--no-mouse`, or no `kmous`): with a mouse
/// the footer's hints are buttons (`u undo` right after a click adds), and a notice would hide
/// them until the next key.
extension Editor {
    /// The notice for a committed relocation; `undone` for an undo (true) or a redo (false).
    mutating func announce(_ relocation: Relocation, undone: Bool? = nil) {
        guard !state.hasMouse, let channel = state.board.channel(at: relocation.to) else { return }
        let text = LineText(self)
        let name = labels.label(for: channel).text
        if let undone {
            let whereNow = text.whereNow(name, place: relocation.to, board: state.board)
            state.notice = undone ? text.undone(whereNow) : text.redone(whereNow)
            return
        }
        switch (relocation.from.section, relocation.to.section) {
        case (.available, .mine): state.notice = text.added(name, place: relocation.to, board: state.board)
        case (.mine, .available): state.notice = text.removed(name)
        default: state.notice = text.moved(name, to: relocation.to, board: state.board)
        }
    }
}
