import ChannelCore
import ChannelStore
import EditorKit

/// `pick --format m3u` (README "Playlists"): the items are a playlist's entries read from stdin
/// (all in the list to choose from), and the chosen ones come out as a playlist, in the chosen
/// order: the input's `#EXTM3U` line, then each entry's lines exactly as the input has them
/// (with its line ends; `tvg-chno` numbers given out again in the chosen order).
/// `channel-editor pick --format m3u < provider.m3u > favourites.m3u8` builds a favourites list.
enum PlaylistPick {
    /// The input playlist's entries, all to choose from.
    static func board(from document: PlaylistDocument) -> Board {
        // A playlist's entries: distinct ids, none locked.
        Board(checkedMine: [], available: document.board.mine, current: nil)
    }

    /// Each entry's place in the input, for `PickSession.inputRank`.
    static func ranks(from document: PlaylistDocument) -> [String: Int] {
        Dictionary(document.board.mine.enumerated().map { ($1.id, $0) }) { first, _ in first }
    }

    /// Each entry's group (`group-title`), as the editor's playlist has it (BoardSource+Playlist):
    /// the filter matches it and the status row shows the focused entry's.
    static func details(from document: PlaylistDocument) -> ChannelDetails {
        ChannelDetails { id in document.holds(id: id) ? document.group(id: id) : nil }
    }

    /// The chosen entries as a playlist.
    static func output(_ chosen: Board, from document: PlaylistDocument) -> [UInt8] {
        let start = try? PlaylistDocument(bytes: document.headerLine, path: "stdin")
        guard let start else { return [] }
        let context = RevisionContext(sources: [document])
        return (try? start.revised(to: chosen, context: context))??.bytes ?? document.headerLine
    }
}
