import ChannelCore
import ChannelStore

extension ListFormat {
    /// `list --output opml`: My Channels in order as an OPML feed list (`OPMLWriter`), for any
    /// feed reader's import (`newsboat -i`). A feed's URL is its line's URL in a urls file (its
    /// query feeds and `exec:`/`filter:` feeds are left out, as `newsboat -e` leaves them out),
    /// an entry's URL in a playlist, a channel's id in a JSON file.
    static func opml(_ board: Board, store: ChannelFileStore) -> String {
        var feeds: [(url: String, name: String)] = []
        feeds.reserveCapacity(board.mine.count)
        for channel in board.mine {
            let document = store.document(holding: channel.id)
            if let urls = document as? NewsboatDocument, let entry = urls.entry(forID: channel.id) {
                if !entry.feed.isSpecial { feeds.append((entry.feed.url, channel.name)) }
            } else if let playlist = document as? PlaylistDocument, let url = playlist.url(id: channel.id) {
                feeds.append((url, channel.name))
            } else {
                feeds.append((channel.id, channel.name))
            }
        }
        return OPMLWriter.document(feeds)
    }
}
