import ChannelCore
import ChannelStore

/// A newsboat urls file's board (README "newsboat"): My Channels are its active feed lines;
/// Add Channels its commented-out feed lines, then the feeds of each `--catalog FEEDS.opml`
/// that the file does not have (matched by URL, active or commented out; not by id: a
/// duplicate's id carries its tags), in catalog order. Catalogs are read for this run only,
/// never written or locked.
extension BoardSource {
    mutating func loadNewsboat() throws(StoreError) -> Loaded {
        let stored = try store.read()
        var board = stored?.document.board ?? Board()
        let document = stored?.document as? NewsboatDocument
        // What follows the last `none`; a name is a file name here.
        let given = choices.split(separator: CatalogChoice.none, omittingEmptySubsequences: false).last ?? []
        var catalogs: [OPMLCatalog] = []
        var notices: [String] = []
        for choice in given {
            switch choice {
            case .path(let path), .named(let path):
                let catalog = try OPMLCatalog.read(path: path)
                if let first = catalog.commandFeeds.first {
                    // Shown for what it is, never offered under its title alone (issue 39 item 9).
                    notices.append(tr("%1$s: left out %2$s (%3$s) and any other feed that runs a command (exec:, filter:); to trust one, copy its line into the urls file",
                                      MessageText.escaped(path), MessageText.quoted(first.url), MessageText.quoted(first.title ?? "")))
                }
                catalogs.append(document.map { catalog.without(feedsIn: $0) } ?? catalog)
            case .automatic, CatalogChoice.none: continue
            }
        }
        store.attach(sources: catalogs)
        for catalog in catalogs { board = Catalog.merge(file: board, catalog: catalog.board) }
        // The footer shows a feed's tags (a query feed without tags: its expression).
        details.lookup = { id in document?.entry(forID: id)?.feed.detail }
        if let cache = document?.cacheNotice { notices.insert(cache.message(in: messages.translation), at: 0) }
        return Loaded(board: board, catalog: nil, identity: stored?.identity, notice: notices.isEmpty ? nil : notices.joined(separator: "; "))
    }
}
