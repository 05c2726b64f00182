import ChannelCore
import ChannelStore

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
        let board = loaded.board
        let bytes: [UInt8]
        if options.listAsOPML {
            bytes = Array(ListFormat.opml(board, store: store).utf8)
        } else if options.listAsPlaylist {
            bytes = ListFormat.playlist(board, store: store)
        } else {
            bytes = json ? ChannelFileCodec.encode(board, catalog: loaded.catalog) : Array(ListFormat.lines(board).utf8)
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
            switch ScriptEdit.apply(command, to: loaded.board) {
            case .refused(let problems):
                lock.release()
                let path = MessageText.escaped(store.path)
                // Translators: the file's path, then a refusal ("cannot add ..."); keep ": " as in other errors.
                for problem in problems { complain(tr("%s: %s", path, problem.text)) }
                return ExitStatus.failure
            case .unchanged:
                lock.release()
                return try ScriptRunner.succeeded(command, source: source, format: store.format)
            case .changed(let changed):
                let outcome: AtomicFileWriter.Outcome
                do throws(StoreError) {
                    if !options.force, store.isReadOnly() { throw store.readOnlyError() }
                    outcome = try store.save(changed, catalog: loaded.catalog, replacing: .version(loaded.identity))
                } catch {
                    throw Failure(error)
                }
                guard case .written = outcome else { continue }
                lock.release()
                return try ScriptRunner.succeeded(command, source: source, format: store.format)
            }
        }
        throw Failure(store.keptChangingError())
    }

    /// A command done: opening a playlist entry prints what a player plays (README "Playlists").
    private static func succeeded(_ command: ScriptCommand, source: BoardSource, format: FileFormat) throws(Failure) -> Int32 {
        var source = source
        try source.rememberGivenCatalogs()
        if case .open(let id) = command, format == .m3u {
            try StandardOutput.write(Array((source.opened(id) + "\n").utf8))
        }
        return ExitStatus.success
    }

    static func lock(_ store: ChannelFileStore) throws(Failure) -> StoreLock {
        do {
            return try store.lock()
        } catch {
            throw Failure(error)
        }
    }
}
