import ChannelCore
import ChannelStore
import EditorKit

/// A playlist's board (README "Playlists"): My Channels are its entries; Add Channels the
/// entries removed from it that no catalog holds (kept beside it, `PlaylistState`), then each
/// catalog's entries that are not in My Channels, in catalog order. The catalogs are the
/// `--catalog` files given (recorded for the next run), else the ones recorded; `--catalog
/// none` forgets them. Catalogs are read, never written or locked.
extension BoardSource {
    mutating func loadPlaylist() throws(StoreError) -> Loaded {
        let stored = try store.read()
        let state: PlaylistState
        if let known = playlistState {
            state = known
        } else {
            state = try PlaylistState(playlistPath: store.path, environment: environment)
            playlistState = state
        }
        let paths = choices.isEmpty ? state.catalogs : givenCatalogPaths
        var documents: [PlaylistDocument] = []
        var notice: String?
        for path in paths {
            do {
                documents.append(try playlistCatalog(path))
            } catch let error where choices.isEmpty {
                // A remembered catalog that was deleted, moved or went bad (a NUL, Latin-1, a
                // FIFO: a provider's file) must not lock the user out of their own playlist:
                // say so once and go on with the others (issue 39 item 5).
                notice = error.isMissingCatalog
                    ? tr("%s: the catalog remembered for this playlist is gone; --catalog none forgets it", MessageText.escaped(path))
                    : tr("%s; the catalog remembered for this playlist is left out; --catalog none forgets it",
                         error.message(in: messages.translation))
            }
        }
        if !choices.isEmpty, remembersCatalogs { try state.remember(catalogs: paths) }
        state.use(catalogs: documents)
        store.attach(sources: documents, companion: state)
        let playlist = stored?.document as? PlaylistDocument
        // A favourite a catalog has under a new URL is shown once (issue 36).
        let matches = FavouriteMatches(playlist: playlist, catalogs: documents)
        let board = Self.playlistBoard(
            mine: stored?.document.board ?? Board(), addChannels: [state.removed] + documents, hidden: [[]] + matches.hidden)
        // Groups: the playlist's own entries first, then where Add Channels came from.
        let sources = [playlist].compactMap { $0 } + [state.removed] + documents
        let notOffered = Set(matches.notOffered.map(\.id))
        // The file's fields as saved last (the screen's rename, group, number: issue 36).
        let store = store
        details.editableFields = PlaylistDocument.editableFields
        details.fieldText = { field, id in (store.rememberedDocument as? PlaylistDocument)?.text(of: field, id: id) }
        details.lookup = { id in
            let saved = (store.rememberedDocument as? PlaylistDocument).map { [$0] } ?? []
            for source in saved + sources where source.holds(id: id) {
                let group = source.group(id: id)
                guard notOffered.contains(id) else { return group }
                // Marked on the status row: the catalogs no longer offer it.
                return [tr("not offered by the catalog"), group].compactMap { $0 }.joined(separator: " · ")
            }
            return nil
        }
        let matched = matches.notice(playlist: store.path, catalogs: paths)
        notice = [notice, matched].compactMap { $0 }.joined(separator: "; ")
        return Loaded(board: board, catalog: nil, identity: stored?.identity, notice: notice?.isEmpty == false ? notice : nil)
    }

    /// The `--catalog` files given: what follows the last `none`; a name is a file name here.
    var givenCatalogPaths: [String] {
        let given = choices.split(separator: CatalogChoice.none, omittingEmptySubsequences: false).last ?? []
        return given.compactMap { choice in
            switch choice {
            case .path(let path), .named(let path): return path
            case .automatic, CatalogChoice.none: return nil
            }
        }
    }

    /// The catalogs a playlist's last load used: the ones given, else the ones remembered.
    var catalogsInUse: [String] {
        choices.isEmpty ? playlistState?.catalogs ?? [] : givenCatalogPaths
    }

    /// Records the `--catalog` files given for the playlist's next run. A script command does
    /// so once it has succeeded: a refused `add` records nothing (a newcomer's report).
    mutating func rememberGivenCatalogs() throws(Failure) {
        guard store.format == .m3u, !choices.isEmpty, let playlistState else { return }
        do {
            try playlistState.remember(catalogs: givenCatalogPaths)
        } catch {
            throw Failure(error)
        }
    }

    /// My Channels, then the entries of `sources` that are not in My Channels nor in an earlier
    /// source, in order (built here without the sets a general merge needs: at 100,000 entries
    /// each costs megabytes of the start's peak).
    /// The largest source's ids are not hashed again (at 100,000 entries the builder's set
    /// was 89 M instructions of the start, issue 23 item 8): what is already on the board is
    /// looked up in its index instead, and later sources look their ids up in it.
    /// `hidden`: for each source, entries left out (favourites under another URL).
    static func playlistBoard(mine: Board, addChannels sources: [PlaylistDocument], hidden: [Set<Int>] = []) -> Board {
        let largest = sources.indices.max { sources[$0].ids.count < sources[$1].ids.count }
        let hashed = sources.indices.reduce(0) { $0 + ($1 == largest ? 0 : sources[$1].ids.count) }
        var builder = BoardBuilder(capacity: mine.mine.count + hashed)
        for channel in mine.mine { try? builder.append(channel, to: .mine) }
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
        return (try? builder.build()) ?? mine
    }

    /// A catalog playlist, read once.
    private mutating func playlistCatalog(_ path: String) throws(StoreError) -> PlaylistDocument {
        let result: Result<PlaylistDocument, StoreError>
        if let known = playlistCatalogs[path] {
            result = known
        } else {
            do {
                result = .success(try PlaylistDocument.catalog(at: path))
            } catch {
                result = .failure(error)
            }
            playlistCatalogs[path] = result
        }
        return try result.get()
    }

    /// What to print for opened channels (one id a line): a playlist entry's URL, what the
    /// document says opening prints (a bouquet's stream URL: `ChannelDocument.opened`), else the id.
    func opened(_ ids: String) -> String {
        let document = store.rememberedDocument
        return ids.split(separator: "\n", omittingEmptySubsequences: false).map { id in
            let id = String(id)
            if store.format == .m3u { return (store.document(holding: id) as? PlaylistDocument)?.url(id: id) ?? id }
            return document?.opened(id: id) ?? id
        }.joined(separator: "\n")
    }
}
