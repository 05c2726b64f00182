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
        func say(_ sentence: String, brief: String? = nil) {
            state.notice = .change(sentence)
            state.noticeBrief = brief.map { NoticeBrief(sentence: sentence, brief: $0) }
        }
        if let undone {
            let whereNow = text.whereNow(name, place: relocation.to, board: state.board)
            let brief = text.whereNowBrief(name, place: relocation.to, board: state.board)
            say(undone ? text.undone(whereNow) : text.redone(whereNow), brief: brief.map { undone ? text.undone($0) : text.redone($0) })
            return
        }
        switch (relocation.from.section, relocation.to.section) {
        case (.available, .mine):
            say(text.added(name, place: relocation.to, board: state.board), brief: text.addedBrief(name, place: relocation.to, board: state.board))
        case (.mine, .available): say(text.removed(name, place: relocation.to), brief: text.removedBrief(name))
        default: say(text.moved(name, to: relocation.to, board: state.board))
        }
    }
}
