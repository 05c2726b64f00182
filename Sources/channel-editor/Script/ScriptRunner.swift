import ChannelCore
import ChannelStore
import CommandLineKit

/// Runs one command on the channels file without the screen: the same file, validation,
/// lock and atomic save as the screen. `list` only reads; every other command takes the lock,
/// loads (merged with the catalog as the screen does), applies the whole request or none of
/// it, and saves once — or not at all when nothing changes.
struct ScriptRunner {
    let options: Options

    /// Runs `command`; returns the exit status, having printed any problem on stderr.
    func run(_ command: ScriptCommand) -> Int32 {
        do throws(Failure) {
            let store = try BoardSource.store(options)
            switch command {
            case .list(let json):
                try list(store, json: json)
                return ExitStatus.success
            case .reset:
                try reset(store)
                return ExitStatus.success
            case .add, .remove, .move, .open:
                return try change(store, command)
            case .refresh, .rename, .group, .number:
                return try PlaylistCommands(options: options, store: store).run(command)
            }
        } catch {
            complain(error.message)
            return error.status
        }
    }

    /// Prints the merged board; never locks, never writes the file.
    private func list(_ store: ChannelFileStore, json: Bool) throws(Failure) {
        // A playlist's URL lines come from a playlist, a feed's outline from a feed list: from
        // any other file they would be ids that no player or reader can use.
        if options.listAsPlaylist, store.format != .m3u {
            throw Failure(message: tr("--output m3u lists a playlist (a .m3u or .m3u8 file, or --format m3u)"), status: ExitStatus.usage)
        }
        if options.listAsOPML, store.format != .newsboat {
            throw Failure(message: tr("--output opml lists a newsboat urls file (or --format newsboat)"), status: ExitStatus.usage)
        }
        var source = BoardSource(store: store, options: options)
        source.remembersCatalogs = false
        let loaded = try source.load()
        if let notice = loaded.notice { complain(notice) }
        // A mistyped --file must not pass for the user's list (a newcomer's report).
        if options.file != nil, loaded.identity == nil {
            complain(tr("%s does not exist yet: listed is what it would start with", MessageText.escaped(store.path)))
        }
        let board = loaded.board
        let bytes: [UInt8]
        if options.listAsOPML {
            bytes = Array(ListFormat.opml(board, store: store).utf8)
        } else if options.listAsPlaylist {
            bytes = ListFormat.playlist(board, store: store)
        } else {
            bytes = json ? ChannelFileCodec.encode(board, catalog: loaded.catalog) : Array(ListFormat.lines(board, details: source.details, kind: store.format.listKind(path: store.path)).utf8)
        }
        try StandardOutput.write(bytes)
    }

    /// Moves the file aside under the lock and says where on stderr.
    private func reset(_ store: ChannelFileStore) throws(Failure) {
        if store.format == .newsboat { throw BoardSource.newsboatResetRefusal(store) }  // before any lock file
        let lock = try ScriptRunner.lock(store)
        if store.format != .json {
            let said: Result<String, Failure>
            do throws(Failure) {
                said = .success(try BoardSource.resetFileOthersRead(store, environment: ProcessEnvironment.current()))
            } catch {
                said = .failure(error)
            }
            lock.release()
            complain(try said.get())
            return
        }
        let backup: String?
        do {
            backup = try store.reset()
        } catch {
            throw Failure(error)
        }
        lock.release()
        let path = MessageText.escaped(store.path)
        if let backup {
            complain(tr("moved %s to %s; the next start uses the catalog", path, MessageText.escaped(backup)))
        } else {
            complain(tr("%s: no file to move aside; the catalog is in use already", path))
        }
    }

    /// Lock, load, apply all or nothing, save once. The save replaces only the version read: a
    /// text editor's save (which takes no lock) that lands in between is kept, and the command is
    /// applied again to it (issue 26, item 2).
    private func change(_ store: ChannelFileStore, _ command: ScriptCommand) throws(Failure) -> Int32 {
        let lock = try ScriptRunner.lock(store)
        var source = BoardSource(store: store, options: options)
        // The catalogs given are recorded only once the command has succeeded.
        source.remembersCatalogs = false
        for _ in 0..<GuardedSaver.mergeAttempts {
            let loaded = try source.load()
            var board = loaded.board
            // An id a script kept from when the entry had a twin names it still (README "Playlists").
            // A playlist entry's played URL (what open prints, without `|header=value`) names it
            // wherever it is, Add Channels too (a newcomer's add of it made a second entry).
            let command = command.renamingIds { given in
                // An id as list prints it (escaped, MessageText.id) names its entry first.
                let unescaped = MessageText.unescapedId(given)
                let id = board.place(of: unescaped) != nil ? unescaped : given
                guard board.place(of: id) == nil else { return id }
                if let current = store.currentId(for: id) { return current }
                guard store.format == .m3u else { return id }
                return PlaylistDocument.entryId(playedAs: id, among: board.allChannels.lazy.map(\.id)) ?? id
            }
            if let typed = ScriptRunner.typedURLs(command, board: board, format: store.format) {
                board = typed.board
                store.attach(more: NewEntries(urls: typed.urls))
            }
            switch ScriptEdit.apply(command, to: board, kind: store.format.listKind(path: store.path)) {
            case .refused(let problems):
                // No file, and none made: no lock file left beside the mistyped name either.
                if loaded.identity == nil, lock.createdFile { lock.removeFile() } else { lock.release() }
                let path = MessageText.escaped(store.path)
                // Translators: the file's path, then a refusal ("cannot add ..."); keep ": " as in other errors.
                for problem in problems { complain(tr("%s: %s", path, problem.text)) }
                if let hint = ScriptRunner.catalogHint(command, board: loaded.board, source: source) { complain(hint) }
                // A mistyped --file: the refusal is about a list that is not there.
                if options.file != nil, loaded.identity == nil {
                    complain(tr("%s does not exist yet: nothing was made", path))
                }
                return ExitStatus.failure
            case .unchanged:
                if loaded.identity == nil, lock.createdFile { lock.removeFile() } else { lock.release() }
                return try ScriptRunner.succeeded(command, source: source, format: store.format)
            case .changed(let changed):
                // A new file only under a name that says it is one (a newcomer's `--file nb/url`,
                // meant `nb/urls`, quietly started a second list beside the real one).
                if loaded.identity == nil, options.file != nil, options.format == nil, store.format == .json,
                   !PathText.name(of: store.path).lowercased().hasSuffix(".json") {
                    if lock.createdFile { lock.removeFile() } else { lock.release() }
                    complain(tr("%s does not exist: a new channels file is made only under a name ending in .json (or with --format json); nothing was made",
                                MessageText.escaped(store.path)))
                    return ExitStatus.failure
                }
                let outcome: AtomicFileWriter.Outcome
                do throws(StoreError) {
                    if !options.force, store.isReadOnly() { throw store.readOnlyError() }
                    let moved: Set<String> = if case .move(let id, _) = command { [id] } else { [] }
                    outcome = try store.save(changed, catalog: loaded.catalog, replacing: .version(loaded.identity), moved: moved)
                } catch {
                    throw Failure(error)
                }
                guard case .written = outcome else { continue }
                lock.release()
                if loaded.identity == nil {
                    complain(tr("%s did not exist: made it now", MessageText.escaped(store.path)))
                }
                return try ScriptRunner.succeeded(command, source: source, format: store.format)
            }
        }
        throw Failure(store.keptChangingError())
    }

    /// A command done: opening a playlist entry prints what a player plays (README "Playlists").
    private static func succeeded(_ command: ScriptCommand, source: BoardSource, format: FileFormat) throws(Failure) -> Int32 {
        var source = source
        try source.rememberGivenCatalogs()
        // A playlist's URL, or what the document says opening prints (a bouquet's reference).
        if case .open(let id) = command, format == .m3u || source.store.rememberedDocument?.opened(id: id) != nil {
            try StandardOutput.write(Array((source.opened(id) + "\n").utf8))
        }
        return ExitStatus.success
    }

    /// The URLs given to `add` that no entry of a playlist or feed list has (nor duplicates of
    /// it: their ids are `URL #…`), offered in Add Channels so that `add` writes each as a line
    /// of its own at the end (README "Playlists", "newsboat"); nil when there are none.
    private static func typedURLs(_ command: ScriptCommand, board: Board, format: FileFormat) -> (board: Board, urls: [String])? {
        guard case .add(let ids) = command, format == .m3u || format == .newsboat else { return nil }
        var urls: [String] = []
        for id in ids where board.place(of: id) == nil && NewEntries.accepts(id) && !urls.contains(id) {
            guard !board.allChannels.contains(where: { $0.id.hasPrefix(id + " #") }) else { continue }
            urls.append(id)
        }
        guard !urls.isEmpty else { return nil }
        let offered = Board(checkedMine: board.mine, available: board.available + urls.map { Channel(id: $0, name: $0) }, current: board.current)
        return (offered, urls)
    }

    /// Why an `add` found nothing in a playlist or feed list that has no catalog in use: its
    /// Add Channels are only what was removed from it (a newcomer's report).
    private static func catalogHint(_ command: ScriptCommand, board: Board, source: BoardSource) -> String? {
        guard case .add(let ids) = command, ids.contains(where: { board.place(of: $0) == nil }) else { return nil }
        switch source.store.format {
        case .m3u where source.catalogsInUse.isEmpty:
            return tr("add takes a URL, or an entry of a catalog: give the provider's playlist once with --catalog PROVIDER.m3u")
        case .newsboat where source.givenCatalogPaths.isEmpty:
            return tr("add takes a feed's URL, a commented feed line's id, or a feed of --catalog FEEDS.opml")
        default:
            return nil
        }
    }

    static func lock(_ store: ChannelFileStore) throws(Failure) -> StoreLock {
        do {
            return try store.lock()
        } catch {
            throw Failure(error)
        }
    }
}
