import ChannelCore

/// `pick --format m3u` (README "Playlists"): the items are a playlist's entries read from stdin
/// (all in the list to choose from), and the chosen ones come out as a playlist, in the chosen
/// order: the input's `#EXTM3U` line, then each entry's lines exactly as the input has them
/// (with its line ends; `tvg-chno` numbers given out again in the chosen order).
/// `channel-editor pick --format m3u < provider.m3u > favourites.m3u8` builds a favourites list.
struct PlaylistPickSource: PickSource {
    let document: PlaylistDocument

    /// A playlist's entries: distinct ids, none locked.
    var board: Board { Board(checkedMine: [], available: document.board.mine, current: nil) }

    var ranks: [String: Int] {
        Dictionary(document.board.mine.enumerated().map { ($1.id, $0) }) { first, _ in first }
    }

    /// Each entry's group (`group-title`), as the editor's playlist has it (`PlaylistLoading`).
    func detail(id: String) -> String? { document.holds(id: id) ? document.group(id: id) : nil }

    func output(_ chosen: Board) -> [UInt8] {
        guard let start = try? PlaylistDocument(bytes: document.headerLine, path: "stdin") else { return [] }
        let context = RevisionContext(sources: [document])
        return (try? start.revised(to: chosen, context: context))??.bytes ?? document.headerLine
    }
}
