import ChannelCore

/// `R`: the favourites given the URLs their catalog has for them now (issue 36 item 2; README
/// "Playlists"). The load found them (`ChannelDetails.renewed`), so the key costs nothing until
/// it is pressed; the run loop then writes what the `refresh` command would write, under the
/// lock over the version on disk, and hands the file back (`Action.refreshed`).
///
/// Undo does not reach back past a refresh: it replaces whole URL lines, the ids of the entries
/// it touched, and the history's steps of those entries go as they do when another program
/// changes the file (`History.rebase`). The status row says so.
extension Editor {
    /// The key, as the load's notice names it ("3 favourites have new URLs in the catalog: R
    /// refreshes them").
    public static let refreshKey = "R"

    mutating func refreshFromCatalogs() -> [Effect] {
        guard state.pick == nil, (state.details?.renewed ?? 0) > 0 else { return refuse(text.nothingToRefresh) }
        cancelDrag()
        return [.refreshFromCatalogs]
    }

    /// The file as the refresh left it, shown as a reload is, and its summary said.
    mutating func refreshed(_ board: Board, summary: String) {
        reload(board, notice: summary)
        state.notice = .change(text.refreshed(summary))
    }
}

extension ScreenText {
    var nothingToRefresh: String { tr("Nothing to refresh: the catalogs have no new URLs for My Channels") }

    /// The status row after `R`: the summary ("3 updated, 1 not offered: …") and that undo
    /// stops there.
    func refreshed(_ summary: String) -> String {
        // Translators: %s is the summary of a refresh, "3 updated, 1 not offered: name".
        tr("Refreshed: %s (u does not undo a refresh)", summary)
    }
}
