import ChannelCore
import ChannelStore

/// The commands that change a playlist's own bytes rather than its board (issue 36; README
/// "Playlists"): `refresh` (new URLs from the provider's playlist), `rename`, `group` and
/// `number` (one field of `#EXTINF` lines). The same lock, compare-and-swap and atomic save as
/// every command; nothing is written when nothing changes.
struct PlaylistCommands {
    let options: Options
    let store: ChannelFileStore

    func run(_ command: ScriptCommand) throws(Failure) -> Int32 {
        guard store.format == .m3u else {
            throw Failure(message: tr("%s changes a playlist (a .m3u or .m3u8 file, or --format m3u)", command.name.rawValue),
                          status: ExitStatus.usage)
        }
        let catalogs = command == .refresh ? try catalogDocuments() : []
        let lock = try ScriptRunner.lock(store)
        let status = try edit(command, catalogs, holding: lock)
        lock.release()
        return status
    }

    /// Read, edit, write: again when another program's save lands in between.
    private func edit(_ command: ScriptCommand, _ catalogs: [PlaylistDocument], holding _: borrowing StoreLock) throws(Failure) -> Int32 {
        for _ in 0..<GuardedSaver.mergeAttempts {
            let stored: ChannelFileStore.StoredFile?
            do { stored = try store.read() } catch { throw Failure(error) }
            guard let stored, let playlist = stored.document as? PlaylistDocument else {
                throw Failure(message: tr("%s does not exist", MessageText.escaped(store.path)), status: ExitStatus.noInput)
            }
            let (bytes, status) = try edited(playlist, command, catalogs)
            guard let bytes else { return status }
            do throws(StoreError) {
                if !options.force, store.isReadOnly() { throw store.readOnlyError() }
                guard case .written = try store.write(bytes, replacing: .version(stored.identity)) else { continue }
            } catch {
                throw Failure(error)
            }
            return status
        }
        throw Failure(store.keptChangingError())
    }

    /// The new bytes (nil: nothing to write) and the exit status, the summary said.
    private func edited(_ playlist: PlaylistDocument, _ command: ScriptCommand, _ catalogs: [PlaylistDocument])
        throws(Failure) -> ([UInt8]?, Int32)
    {
        switch command {
        case .refresh:
            let refresh = RefreshSummary.refreshed(playlist, against: catalogs)
            complain(refresh.summary)
            return (refresh.bytes, refresh.complete ? ExitStatus.success : ExitStatus.failure)
        case .rename(let id, let name):
            return (PlaylistFieldEdit.renamed(playlist, entry: try entry(id, playlist, command), to: name), ExitStatus.success)
        case .group(let id, let group):
            return (PlaylistFieldEdit.regrouped(playlist, entry: try entry(id, playlist, command), to: group), ExitStatus.success)
        case .number(let first, let perGroup):
            return (PlaylistFieldEdit.numbered(playlist, from: first, perGroup: perGroup), ExitStatus.success)
        case .list, .add, .remove, .move, .open, .reset:
            return (nil, ExitStatus.success)
        }
    }

    /// The entry an id names (as `add` and `open` take it: the id, a kept id of a twin, or the
    /// URL a player plays); a refusal (exit 1) when none does.
    private func entry(_ id: String, _ playlist: PlaylistDocument, _ command: ScriptCommand) throws(Failure) -> Int {
        let found = playlist.number(of: id)
            ?? playlist.currentId(for: id).flatMap(playlist.number(of:))
        guard let found else {
            let reason = ScriptEdit.unknown(id, on: playlist.board)
            // Translators: the file, the command, the id, then why ("no channel with that id").
            throw Failure(message: tr("%1$s: cannot %2$s %3$s: %4$s", MessageText.escaped(store.path), command.name.rawValue,
                                      MessageText.quoted(id), reason), status: ExitStatus.failure)
        }
        return found
    }

    /// The `--catalog` playlists given, else those remembered for the file.
    private func catalogDocuments() throws(Failure) -> [PlaylistDocument] {
        var paths = BoardSource(store: store, options: options).givenCatalogPaths
        if paths.isEmpty {
            do {
                paths = try PlaylistState(playlistPath: store.path, environment: ProcessEnvironment.current()).catalogs
            } catch {
                throw Failure(error)
            }
        }
        guard !paths.isEmpty else {
            throw Failure(message: tr("refresh needs the provider's new playlist: --catalog PROVIDER.m3u"), status: ExitStatus.usage)
        }
        var documents: [PlaylistDocument] = []
        for path in paths {
            do { documents.append(try PlaylistDocument.catalog(at: path)) } catch { throw Failure(error) }
        }
        return documents
    }
}
