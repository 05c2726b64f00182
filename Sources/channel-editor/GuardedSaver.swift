import ChannelCore
import ChannelStore

/// The screen's side of the file (docs/ARCHITECTURE.md, "Writers take turns"): every save is a
/// compare-and-swap under the short lock, and a file changed on disk is read again.
///
/// Under the lock, a save checks that the file is still the version this process last loaded
/// or saved (its `FileIdentity`). If it is, the board is written. If not — another
/// channel-editor, a script command, a text editor changed it — the file is read again, the
/// user's one change is re-applied to it by channel id (`BoardChange`), and that is written: a
/// hand edit is never overwritten, and nobody is refused. A file that is not valid now is never
/// written over; the save fails and says why.
struct GuardedSaver {
    var source: BoardSource
    var store: ChannelFileStore { source.store }
    /// What the file held when last loaded or saved (merged with its catalog).
    private(set) var base: Board
    /// The catalog the file follows, recorded in every save.
    private(set) var catalog: String?
    /// The version of the file last loaded or saved; nil when there was no file.
    private(set) var expected: FileIdentity?
    /// `--force`: save even over a read-only file.
    let force: Bool
    /// The version on disk last found invalid, so the footer says so once, not on every check.
    private var invalidSeen: FileIdentity?
    /// How long a save waits for another writer's turn.
    static let lockWait = 2.0

    init(source: BoardSource, start: BoardSource.Loaded, force: Bool) {
        self.source = source
        base = start.board
        catalog = start.catalog
        expected = start.identity
        self.force = force
    }

    /// How a save went.
    enum Outcome: Equatable {
        /// The board was written as given.
        case saved
        /// The file had changed: `board` is what it holds now, with the user's change re-applied
        /// (and written) — or, when `refusal` is set, without it (and nothing was written).
        case merged(Board, refusal: BoardRefusal?)
    }

    /// Saves the last of `boards`, each one change away from the one before (the first from
    /// `base`): a turn's changes are saved at once. Throws (and writes nothing) when the file
    /// cannot be locked, read, is read-only, or is not valid on disk now.
    mutating func save(_ boards: [Board]) throws(StoreError) -> Outcome {
        guard !boards.isEmpty else { return .saved }
        if !force, store.isReadOnly() { throw store.readOnlyError() }
        let lock = try store.lock(wait: Self.lockWait)
        let outcome: Outcome
        do {
            outcome = try saveHoldingTheLock(boards)
        } catch {
            lock.release()
            throw error
        }
        lock.release()
        return outcome
    }

    /// The read-check-write, with the lock held.
    private mutating func saveHoldingTheLock(_ boards: [Board]) throws(StoreError) -> Outcome {
        let last = boards[boards.count - 1]
        if store.identity() == expected {
            expected = try store.save(last, catalog: catalog)
            base = last
            return .saved
        }
        let loaded = try source.loadStored()
        var merged = loaded.board
        var refusal: BoardRefusal?
        var changed = false
        var previous = base
        for board in boards where refusal == nil {
            if let change = BoardChange.between(previous, board) {
                do { changed = try merged.reapply(change) || changed } catch { refusal = error }
            } else if board != previous {
                refusal = .unknownID("") // not one change: nothing to re-apply by id
            }
            previous = board
        }
        base = merged
        catalog = loaded.catalog
        expected = loaded.identity
        // A file that was deleted is created again, even when the change was already so.
        if changed || (loaded.identity == nil && refusal == nil) {
            expected = try store.save(merged, catalog: catalog)
        }
        return .merged(merged, refusal: refusal)
    }

    /// Checks the file on disk: nil when it is the version last seen (or was found invalid
    /// before and has not changed since); the board it holds now when it changed. Throws when
    /// it changed and is not valid: then the last good board stays, and nothing is saved over it
    /// (a save finds the identity changed and reads the file again, which fails the same way).
    mutating func refresh() throws(StoreError) -> Board? {
        let now = store.identity()
        guard now != expected, now != invalidSeen || now == nil else { return nil }
        let loaded: BoardSource.Loaded
        do {
            loaded = try source.loadStored()
        } catch {
            invalidSeen = now
            throw error
        }
        invalidSeen = nil
        base = loaded.board
        catalog = loaded.catalog
        expected = loaded.identity
        return loaded.board
    }
}
