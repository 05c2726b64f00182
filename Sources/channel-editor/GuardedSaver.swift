import ChannelCore
import ChannelStore

/// Saves the editor's board, but never over a version of the file the editor has not seen: if
/// the file was changed by hand while the editor was open, that edit is kept and the save is
/// refused (the lock keeps other channel-editors out; this catches everything else).
struct GuardedSaver {
    let store: ChannelFileStore
    /// The catalog the file follows, recorded in every save.
    let catalog: String?
    /// The file as loaded or last saved; nil when there was no file.
    private(set) var expected: FileIdentity?

    init(store: ChannelFileStore, catalog: String?, expected: FileIdentity?) {
        self.store = store
        self.catalog = catalog
        self.expected = expected
    }

    mutating func save(_ board: Board) throws(StoreError) {
        guard store.identity() == expected else {
            throw StoreError(
                path: store.path,
                problem: tr("changed on disk since the editor opened it; quit and start again to load it"),
                kind: .system)
        }
        expected = try store.save(board, catalog: catalog)
    }
}
