import ChannelCore
import ChannelStore

/// `reset` (and `--reset`), as the file's format does it (`FormatDriver.reset`): the JSON file
/// is moved aside; a file other programs read (README "Playlists", "newsboat") never is, since
/// mpv, Kodi or newsboat would lose their list: a playlist forgets what is kept beside it, and
/// a format that keeps nothing beside its file refuses (`FormatDriver.resetRefusal`).
extension BoardSource {
    /// The format's refusal (usage, 64), said before anything else happens; nil when reset is allowed.
    static func resetRefusal(_ store: ChannelFileStore) -> Failure? {
        store.format.driver.resetRefusal(path: store.path).map {
            Failure(message: $0.message(in: messages.translation), status: ExitStatus.usage)
        }
    }

    /// Does the reset under the lock, which it takes and releases.
    static func reset(_ store: ChannelFileStore, environment: [String: String]) throws(Failure) -> ResetOutcome {
        let lock = try ScriptRunner.lock(store)
        let outcome: Result<ResetOutcome, StoreError>
        do {
            outcome = .success(try store.format.driver.reset(store, environment: environment))
        } catch {
            outcome = .failure(error)
        }
        lock.release()
        do {
            return try outcome.get()
        } catch {
            throw Failure(error)
        }
    }
}
