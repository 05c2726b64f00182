import ChannelCore
import ChannelStore

/// `reset` (and `--reset`) of a file other programs read (README "Playlists", "newsboat"): it is
/// never moved aside, since mpv, Kodi or newsboat would lose their list. A playlist forgets what
/// is kept beside it (its catalogs, its removed entries); a urls file keeps nothing beside it,
/// so reset is refused. The JSON file is moved aside by the store as before.
extension BoardSource {
    /// Does the reset of a playlist or urls file under the lock already held; returns the line
    /// to say on stderr. Throws the refusal (usage, 64) for a urls file, with nothing changed.
    static func resetFileOthersRead(_ store: ChannelFileStore, environment: [String: String]) throws(Failure) -> String {
        let path = MessageText.escaped(store.path)
        if let loader = store.format.loader {
            throw Failure(message: loader.resetRefusal(path: store.path).message(in: messages.translation), status: ExitStatus.usage)
        }
        switch store.format {
        case .newsboat:
            throw newsboatResetRefusal(store)
        case .m3u:
            let backup: String?
            do {
                backup = try PlaylistState(playlistPath: store.path, environment: environment).forget()
            } catch {
                throw Failure(error)
            }
            guard let backup else { return tr("%s: the playlist stays as it is; nothing was kept beside it", path) }
            return tr("%s: the playlist stays as it is; its remembered catalogs and removed entries were moved to %s", path, MessageText.escaped(backup))
        default:
            return ""  // the JSON file: the store moves it aside
        }
    }

    /// Why a urls file is not reset (checked before anything else happens).
    static func newsboatResetRefusal(_ store: ChannelFileStore) -> Failure {
        Failure(
            message: tr("%s: reset does not move newsboat's feed list aside and nothing is kept beside it; remove feeds to comment them out", MessageText.escaped(store.path)),
            status: ExitStatus.usage)
    }
}
