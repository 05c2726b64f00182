import ChannelCore
import Localization

/// A newsboat urls file's board (README "newsboat"): My Channels are its active feed lines;
/// Add Channels its commented-out feed lines, then the feeds of each `--catalog FEEDS.opml`
/// that the file does not have (matched by URL, active or commented out; not by id: a
/// duplicate's id carries its tags), in catalog order. Catalogs are read for this run only,
/// never written or locked.
final class NewsboatLoading: FormatLoading {
    let store: ChannelFileStore

    init(store: ChannelFileStore) {
        self.store = store
    }

    func load(_ request: LoadRequest) throws(StoreError) -> FormatLoad {
        let stored = try store.read()
        let document = stored?.document as? NewsboatDocument ?? .empty
        var board = document.board
        var catalogs: [OPMLCatalog] = []
        var notices: [Message] = []
        for path in request.givenPaths {
            let catalog = try OPMLCatalog.read(path: path)
            if let first = catalog.commandFeeds.first {
                // Shown for what it is, never offered under its title alone (issue 39 item 9).
                notices.append(.tr("%1$s: left out %2$s (%3$s) and any other feed that runs a command (exec:, filter:); to trust one, copy its line into the urls file",
                                   MessageText.escaped(path), MessageText.quoted(first.url), MessageText.quoted(first.title ?? "")))
            }
            catalogs.append(catalog.without(feedsIn: document))
        }
        store.attach(sources: catalogs)
        for catalog in catalogs { board = Catalog.merge(file: board, catalog: catalog.board) }
        var said = notices.map { $0.text(in: request.translation) }
        if let cache = document.cacheNotice { said.insert(cache.message(in: request.translation), at: 0) }
        // The footer shows a feed's tags (a query feed without tags: its expression).
        return FormatLoad(board: board, identity: stored?.identity, notice: said.isEmpty ? nil : said.joined(separator: "; "),
                          detail: { id in document.entry(forID: id)?.feed.detail })
    }

    /// With no `--catalog` given, Add Channels are only the commented-out feeds.
    func addHint(_ request: LoadRequest) -> Message? {
        guard request.givenPaths.isEmpty else { return nil }
        return .tr("add takes a feed's URL, a commented feed line's id, or a feed of --catalog FEEDS.opml")
    }
}
