import ChannelCore

/// Each change said in the status row (issue 27.2), in the accessible session's words
/// (`LineText`: "Tech moved to place 2 of 8."), where a screen reader's "read the status line"
/// finds it. With or without a mouse: the status row is a line of its own, so the footer's
/// hints stay clickable below it.
extension Editor {
    /// The notice for a committed relocation; `undone` for an undo (true) or a redo (false).
    mutating func announce(_ relocation: Relocation, undone: Bool? = nil) {
        guard let channel = state.board.channel(at: relocation.to) else { return }
        let text = LineText(self)
        // The whole name: the status row has the width a cell lacks (a path cut in its cell
        // was cut in the notice too, even at 200 columns).
        let name = text.name(channel: channel)
        if let undone {
            let whereNow = text.whereNow(name, place: relocation.to, board: state.board)
            state.notice = .change(undone ? text.undone(whereNow) : text.redone(whereNow))
            return
        }
        switch (relocation.from.section, relocation.to.section) {
        case (.available, .mine): state.notice = .change(text.added(name, place: relocation.to, board: state.board))
        case (.mine, .available): state.notice = .change(text.removed(name, place: relocation.to))
        default: state.notice = .change(text.moved(name, to: relocation.to, board: state.board))
        }
    }
}
