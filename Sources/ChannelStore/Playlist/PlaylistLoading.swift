import ChannelCore
import Localization

/// A playlist's board (README "Playlists"): My Channels are its entries; Add Channels the
/// entries removed from it that no catalog holds (kept beside it, `PlaylistState`), then each
/// catalog's entries that are not in My Channels, in catalog order. The catalogs are the
/// `--catalog` files given (recorded for the next run), else the ones recorded; `--catalog
/// none` forgets them. Catalogs are read, never written or locked.
final class PlaylistLoading: FormatLoading {
    let store: ChannelFileStore
    /// Catalogs read so far, by path.
    private var catalogs: [String: Result<PlaylistDocument, StoreError>] = [:]
    /// What is kept beside the playlist (its catalogs, its removed entries), read once.
    private var state: PlaylistState?

    init(store: ChannelFileStore) {
        self.store = store
    }

    func load(_ request: LoadRequest) throws(StoreError) -> FormatLoad {
        let stored = try store.read()
        let state: PlaylistState
        if let known = self.state {
            state = known
        } else {
            state = try PlaylistState(playlistPath: store.path, environment: request.environment)
            self.state = state
        }
        let paths = request.catalogs.isEmpty ? state.catalogs : request.givenPaths
        var documents: [PlaylistDocument] = []
        var notices: [String] = []
        for path in paths {
            do {
                documents.append(try catalog(path))
            } catch let error where request.catalogs.isEmpty {
                // A remembered catalog that was deleted, moved or went bad (a NUL, Latin-1, a
                // FIFO: a provider's file) must not lock the user out of their own playlist:
                // say so once and go on with the others (issue 39 item 5).
                let said: Message = error.isMissingCatalog
                    ? .tr("%s: the catalog remembered for this playlist is gone; --catalog none forgets it", MessageText.escaped(path))
                    : .tr("%s; the catalog remembered for this playlist is left out; --catalog none forgets it",
                          error.message(in: request.translation))
                notices = [said.text(in: request.translation)]
            }
        }
        if !request.catalogs.isEmpty, request.remembersCatalogs { try state.remember(catalogs: paths) }
        state.use(catalogs: documents)
        store.attach(sources: documents, companion: state)
        let playlist = stored?.document as? PlaylistDocument
        // A favourite a catalog has under a new URL is shown once (issue 36).
        let matches = FavouriteMatches(playlist: playlist, catalogs: documents)
        let board = Self.board(mine: playlist?.board.mine ?? [], addChannels: [state.removed] + documents, hidden: [[]] + matches.hidden)
        // Groups: the playlist's own entries first, then where Add Channels came from.
        let sources = [playlist].compactMap { $0 } + [state.removed] + documents
        let notOffered = Set(matches.notOffered.map(\.id))
        let marked = Message.tr("not offered by the catalog").text(in: request.translation)
        // The file's groups as saved last first (the screen's group key: issue 36).
        let store = store
        let detail: (String) -> String? = { id in
            let saved = (store.rememberedDocument as? PlaylistDocument).map { [$0] } ?? []
            for source in saved + sources where source.holds(id: id) {
                let group = source.group(id: id)
                guard notOffered.contains(id) else { return group }
                // Marked on the status row: the catalogs no longer offer it.
                return [marked, group].compactMap { $0 }.joined(separator: " · ")
            }
            return nil
        }
        if let matched = matches.notice(playlist: store.path, catalogs: paths, key: request.refreshKey, in: request.translation) {
            notices.append(matched)
        }
        return FormatLoad(board: board, identity: stored?.identity, notice: notices.isEmpty ? nil : notices.joined(separator: "; "),
                          detail: detail, renewed: matches.renewed)
    }

    /// Records the `--catalog` files given for the playlist's next run, once a command has
    /// succeeded: a refused `add` records nothing (a newcomer's report).
    func commandSucceeded(_ request: LoadRequest) throws(StoreError) {
        guard !request.catalogs.isEmpty, let state else { return }
        try state.remember(catalogs: request.givenPaths)
    }

    /// With no catalog in use, Add Channels are only what was removed.
    func addHint(_ request: LoadRequest) -> Message? {
        let inUse = request.catalogs.isEmpty ? state?.catalogs ?? [] : request.givenPaths
        guard inUse.isEmpty else { return nil }
        return .tr("add takes a URL, or an entry of a catalog: give the provider's playlist once with --catalog PROVIDER.m3u")
    }

    /// My Channels, then the entries of `sources` that are not in My Channels nor in an earlier
    /// source, in order (built here without the sets a general merge needs: at 100,000 entries
    /// each costs megabytes of the start's peak).
    /// The largest source's ids are not hashed again (at 100,000 entries the builder's set
    /// was 89 M instructions of the start, issue 23 item 8): what is already on the board is
    /// looked up in its index instead, and later sources look their ids up in it.
    /// `hidden`: for each source, entries left out (favourites under another URL).
    static func board(mine: [Channel], addChannels sources: [PlaylistDocument], hidden: [Set<Int>] = []) -> Board {
        let largest = sources.indices.max { sources[$0].ids.count < sources[$1].ids.count }
        let hashed = sources.indices.reduce(0) { $0 + ($1 == largest ? 0 : sources[$1].ids.count) }
        var builder = BoardBuilder(capacity: mine.count + hashed)
        for channel in mine { try? builder.append(channel, to: .mine) }
        for (position, source) in sources.enumerated() {
            guard position != largest else {
                // Its ids are distinct (its index); leave out those on the board already.
                var shown = [Bool](repeating: false, count: source.ids.count)
                if position < hidden.count { for number in hidden[position] { shown[number] = true } }
                for channel in builder.channels(in: .mine) + builder.channels(in: .available) {
                    if let number = source.number(of: channel.id) { shown[number] = true }
                }
                var channels: [Channel] = []
                channels.reserveCapacity(source.ids.count)
                for (number, (id, name)) in zip(source.ids, source.names).enumerated() where !shown[number] {
                    channels.append(Channel(id: id, name: name))
                }
                builder.appendDistinct(consume channels)
                continue
            }
            let left = position < hidden.count ? hidden[position] : []
            for (number, (id, name)) in zip(source.ids, source.names).enumerated() where !left.contains(number) {
                // Shown from the largest source (added without the builder's set) already.
                if let largest, position > largest, sources[largest].holds(id: id) { continue }
                // In My Channels, or shown already from an earlier source: the builder refuses it.
                try? builder.append(Channel(id: id, name: name), to: .available)
            }
        }
        // Every id was checked as it was appended, and nothing is locked: the board as built.
        return Board(checkedMine: builder.channels(in: .mine), available: builder.channels(in: .available), current: nil)
    }

    /// A catalog playlist, read once.
    private func catalog(_ path: String) throws(StoreError) -> PlaylistDocument {
        let result: Result<PlaylistDocument, StoreError>
        if let known = catalogs[path] {
            result = known
        } else {
            do {
                result = .success(try PlaylistDocument.catalog(at: path))
            } catch {
                result = .failure(error)
            }
            catalogs[path] = result
        }
        return try result.get()
    }
}
