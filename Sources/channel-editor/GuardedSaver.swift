import ChannelCore
import ChannelStore

/// The screen's side of the file (docs/DECISIONS.md, "Writers take turns"): every save is a
/// compare-and-swap under the short lock, and a file changed on disk is read again.
///
/// Under the lock, a save checks that the file is still the version this process last loaded
/// or saved (its `FileIdentity`). If it is, the board is written. If not — another
/// channel-editor, a script command, a text editor changed it — the file is read again, the
/// user's changes are re-applied to it by channel id (`BoardChange`, carried by each save
/// effect), and that is written: a hand edit is never overwritten, and nobody is refused. A
/// file that is not valid now is never written over; the save fails and says why.
///
/// It keeps no copy of the board: the editor's board is then the only reference to its
/// storage, and the next edit changes it in place instead of copying every channel first
/// (docs/PERFORMANCE.md).
package struct GuardedSaver {
    var source: BoardSource
    var store: ChannelFileStore { source.store }
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
        catalog = start.catalog
        expected = start.identity
        self.force = force
    }

    /// A saver of `store` that follows no catalog, starting from what the file holds now (the
    /// saver's tests, on real files).
    package static func following(_ store: ChannelFileStore) throws(StoreError) -> GuardedSaver {
        var options = Options()
        options.catalog = .none
        var source = BoardSource(store: store, options: options, environment: [:])
        let start = try source.loadStored()
        return GuardedSaver(source: source, start: start, force: false)
    }

    /// How a save went.
    package enum Outcome: Equatable {
        /// The board was written as given.
        case saved
        /// The file had changed: `board` is what it holds now, with the user's change re-applied
        /// (and written) — or, when `refusal` is set, without it (and nothing was written).
        case merged(Board, refusal: BoardRefusal?)
    }

    /// Saves `board`, made by `changes` (in order; nil: a change that cannot be re-applied by
    /// id) from the board last loaded or saved: a turn's changes are saved at once. Throws (and
    /// writes nothing) when the file cannot be locked, read, is read-only, or is not valid on
    /// disk now.
    package mutating func save(_ board: Board, changes: [BoardChange?]) throws(StoreError) -> Outcome {
        // The path is resolved once a save (a link followed, its folder made canonical): every
        // step below works on that one real file (docs/PERFORMANCE.md, "Item move").
        let target = store.realPath
        if !force, store.isReadOnly(at: target) { throw store.readOnlyError() }
        let lock = try store.lock(at: target, wait: Self.lockWait)
        let outcome: Outcome
        do {
            outcome = try saveHoldingTheLock(board, changes: changes, at: target)
        } catch {
            lock.release()
            throw error
        }
        lock.release()
        return outcome
    }

    /// How many times a save merges with a file another program keeps saving meanwhile.
    static let mergeAttempts = 5

    /// The read-check-write, with the lock held. Every write replaces only the version just
    /// checked (`AtomicFileWriter`'s exchange): a hand edit that lands while the file is
    /// written is kept and merged with, never overwritten (issue 26, item 2).
    private mutating func saveHoldingTheLock(_ board: Board, changes: [BoardChange?], at target: String) throws(StoreError)
        -> Outcome
    {
        // What the user moved: a running VDR refuses a group line's move (README "VDR").
        let moved = Set(changes.compactMap { change -> String? in if case .move(let id, _, _, _, _)? = change { id } else { nil } })
        // Renames, groups, numbers: made on the document as it is, then the board's order.
        let edits = changes.compactMap { change -> EntryEdit? in if case .edit(let edit)? = change { edit } else { nil } }
        if store.identity(at: target) == expected, let written = try write(board, over: expected, at: target, moved: moved, edits: edits) {
            expected = written
            return .saved
        }
        for _ in 0..<Self.mergeAttempts {
            let loaded = try source.loadStored()
            var merged = loaded.board
            var refusal: BoardRefusal?
            var changed = false
            var reapplied: [EntryEdit] = []  // the edits re-applied, none after a refusal
            for change in changes where refusal == nil {
                guard let change else {
                    refusal = .unknownID("") // not one change: nothing to re-apply by id
                    break
                }
                do { changed = try merged.reapply(change) || changed } catch { refusal = error }
                if refusal == nil, case .edit(let edit) = change { reapplied.append(edit) }
            }
            catalog = loaded.catalog
            expected = loaded.identity
            // A file that was deleted is created again, even when the change was already so.
            if changed || (loaded.identity == nil && refusal == nil) {
                guard let written = try write(merged, over: loaded.identity, at: target, moved: moved, edits: reapplied) else { continue }
                expected = written
            }
            return .merged(merged, refusal: refusal)
        }
        throw store.keptChangingError()
    }

    /// Writes `board` in place of `version` only; nil when another version took its place.
    private func write(_ board: Board, over version: FileIdentity?, at target: String, moved: Set<String>, edits: [EntryEdit] = [])
        throws(StoreError) -> FileIdentity?
    {
        guard case .written(let identity) = try store.save(
            board, catalog: catalog, replacing: .version(version), at: target, moved: moved, edits: edits)
        else {
            return nil
        }
        return identity
    }

    /// How the screen's refresh went (`R`, issue 36 item 2).
    package enum RefreshOutcome: Equatable {
        /// Made (or found with nothing to change): the file's board now, the summary, and My
        /// Channels as the file had them before (nil: nothing was written).
        case refreshed(Board, summary: String, before: [Channel]?)
        /// Not made, saying why; nothing was written.
        case failed(String)
    }

    /// The `refresh` command's edit, by the same code (the format's `FileEditing`, the store's
    /// `make`): its catalogs as the command reads them (the `--catalog` files given, else those
    /// remembered), under the lock, written over the version on disk; then the file read again,
    /// and that version is the one expected.
    package mutating func refreshFromCatalogs() -> RefreshOutcome {
        let translation = messages.translation
        guard var editor = store.format.driver.fileEditor(path: store.path) else {
            return .failed(tr("Nothing to refresh: the catalogs have no new URLs for My Channels"))
        }
        let made: FileEditMade?
        do throws(FileEditFailure) {
            try editor.prepare(.refresh, request: source.request)
            let lock: StoreLock
            do { lock = try store.lock(wait: Self.lockWait) } catch { throw .store(error) }
            do {
                made = try store.make(.refresh, with: editor, force: force, holding: lock)
            } catch {
                lock.release()
                throw error
            }
            lock.release()
        } catch {
            switch error {
            case .usage(let message): return .failed(tr("Not refreshed: %s", message.text(in: translation)))
            case .store(let error): return .failed(tr("Not refreshed: %s", error.message(in: translation)))
            case .unknownEntry: return .failed(tr("Nothing to refresh: the catalogs have no new URLs for My Channels"))
            }
        }
        do {
            let board = try reread()
            guard let made else { return .refreshed(board, summary: "", before: nil) }
            // Undo writes the version before back, byte for byte (the store keeps it).
            if made.written != nil { store.rememberEarlier(made.before) }
            return .refreshed(board, summary: made.result.summary ?? "", before: made.written == nil ? nil : made.before.board.mine)
        } catch {
            return .failed(tr("Not reloaded, file not valid: %s", error.placeAndProblem(in: translation)))
        }
    }

    /// What the file holds now, read again (after a save was refused: the screen goes back
    /// to it). The version read becomes the one expected.
    package mutating func reread() throws(StoreError) -> Board {
        let loaded = try source.loadStored()
        invalidSeen = nil
        catalog = loaded.catalog
        expected = loaded.identity
        return loaded.board
    }

    /// Checks the file on disk: nil when it is the version last seen (or was found invalid
    /// before and has not changed since); the board it holds now when it changed. Throws when
    /// it changed and is not valid: then the last good board stays, and nothing is saved over it
    /// (a save finds the identity changed and reads the file again, which fails the same way).
    package mutating func refresh() throws(StoreError) -> Board? {
        let now = store.identity()
        guard now != expected, now != invalidSeen || now == nil else { return nil }
        do {
            return try reread()
        } catch {
            invalidSeen = now
            throw error
        }
    }
}
