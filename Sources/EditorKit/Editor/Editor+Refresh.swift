import ChannelCore

/// `R`: the favourites given the URLs their catalog has for them now (issue 36 item 2; README
/// "Playlists"). The load found them (`ChannelDetails.renewed`), so the key costs nothing until
/// it is pressed; the run loop then writes what the `refresh` command would write, under the
/// lock over the version on disk, and hands the file back (`Action.refreshed`).
///
/// A refresh is one undo step (`History.Step.renewed`): My Channels as the file had them before,
/// saved as a board whose entries are those of the version before, which the store writes back
/// byte for byte (the document keeps the versions it was saved from, `EarlierVersions`). The
/// steps before it whose entries got new URLs (new ids) go, as when another program changes the
/// file (`History.rebase`).
extension Editor {
    /// The key, as the load's notice names it ("3 favourites have new URLs in the catalog: R
    /// refreshes them").
    public static let refreshKey = "R"

    mutating func refreshFromCatalogs() -> [Effect] {
        guard state.pick == nil, (state.details?.renewed ?? 0) > 0 else { return refuse(text.nothingToRefresh) }
        cancelDrag()
        return [.refreshFromCatalogs]
    }

    /// The file as the refresh left it, shown as a reload is, and its summary said; `before`:
    /// My Channels as the file had them before it (nil: nothing was written), one undo step.
    mutating func refreshed(_ board: Board, summary: String, before: [Channel]?) {
        reload(board, notice: summary)
        let undoable = before.map { !$0.lazy.map(\.id).elementsEqual(board.mine.lazy.map(\.id)) } ?? false
        if let before, undoable { state.history.record(renewed: before, to: board.mine) }
        state.notice = .change(undoable ? text.refreshed(summary) : summary)
    }

    /// A refresh undone or redone: My Channels as they were (the board shows them already:
    /// History renewed it); the save writes that version's bytes back.
    mutating func renewed(from old: [Channel], to new: [Channel], undone: Bool) -> [Effect] {
        refreshLayout()
        // What `R` offers again: the favourites whose URLs the refresh had changed.
        state.details?.renewed = undone ? zip(old, new).filter { $0.id != $1.id }.count : 0
        let said = text.refreshStep
        state.notice = .change(undone ? LineText(self).undone(said) : LineText(self).redone(said))
        state.noticeBrief = nil
        return [.save(state.board, change: nil)]
    }
}

extension ScreenText {
    var nothingToRefresh: String { tr("Nothing to refresh: the catalogs have no new URLs for My Channels") }

    /// The status row after `R`: the summary ("3 updated, 1 not offered: …") and the way back.
    func refreshed(_ summary: String) -> String {
        // Translators: %s is the summary of a refresh, "3 updated, 1 not offered: name".
        tr("Refreshed: %s (u puts the old URLs back)", summary)
    }

    /// A refresh undone or redone: "Undone: refresh from the catalog."
    var refreshStep: String { tr("refresh from the catalog") }
}
