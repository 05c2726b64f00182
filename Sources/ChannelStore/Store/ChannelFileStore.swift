import ChannelCore
import Glibc
import Localization

/// The channel file on disk: load, save atomically, lock against a second editor, reset.
///
/// Saving and locking go through symbolic links to the real file (see `PathResolution`);
/// error messages name the path as given.
public struct ChannelFileStore: Sendable {
    /// A file as read, with the identity of the version read.
    public struct StoredFile: Sendable {
        public var file: ChannelFile
        public var identity: FileIdentity
    }

    /// The channel file, as given (relative paths are relative to the working folder).
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The file a save replaces: `path` with symbolic links followed (see `PathResolution`).
    public var realPath: String { PathResolution.realFile(path) }

    /// The board in the file, or nil when there is no file yet (the caller then starts from the
    /// catalog, and the file is created on the first change). Never writes anything.
    package func load() throws(StoreError) -> Board? {
        try read()?.file.board
    }

    /// The whole file (board, catalog, version) and the identity of the version read; nil when
    /// there is no file. Never writes anything.
    public func read() throws(StoreError) -> StoredFile? {
        guard let (bytes, identity) = try FileReader.readWithIdentity(path, named: path) else { return nil }
        return StoredFile(file: try ChannelFileCodec.decodeFile(bytes, path: path), identity: identity)
    }

    /// Replaces the file with `board`, recording the catalog it follows (nil: none), atomically
    /// (see `AtomicFileWriter`), creating missing folders. On failure the old file is left
    /// byte-for-byte as it was. Returns the identity of the file written.
    @discardableResult
    public func save(_ board: Board, catalog: String? = nil) throws(StoreError) -> FileIdentity? {
        // Encoded and written a chunk at a time: the file is never in memory whole.
        try AtomicFileWriter().write(to: PathResolution.realFile(path), displayPath: path) { emit in
            // The encoder's writer keeps the sink only while it encodes, inside this call.
            withoutActuallyEscaping(emit) { ChannelFileCodec.encode(board, catalog: catalog, to: $0) }
        }
        return identity()
    }

    /// Writes already encoded bytes with a given writer (tests inject failures through it).
    package func write(_ bytes: [UInt8], using writer: AtomicFileWriter) throws(StoreError) {
        try writer.write(bytes, to: PathResolution.realFile(path), displayPath: path)
    }

    /// Which version of the file is on disk now; nil when there is no file. The editor keeps
    /// the identity of what it loaded or last saved, and refuses to save over anything else
    /// (someone edited the file by hand while the editor was open).
    public func identity() -> FileIdentity? {
        FileIdentity.of(PathResolution.realFile(path))
    }

    /// How long a writer waits for its turn by default: a save holds the lock for one
    /// read-check-write (milliseconds), so a lock held longer is something stuck.
    public static let lockWait = 5.0

    /// Refuses a path that holds something other than a regular file (a folder, a FIFO, a
    /// device), without creating anything; nothing there is fine.
    public func checkTarget() throws(StoreError) {
        try FileReader.checkTarget(realPath, named: path)
    }

    /// Refuses a file whose folder does not exist (`--file ./nodir/x.json`): a typo in a path
    /// must not silently start a second channels file in new folders (issue 22.6). Only the
    /// default file's folder is created on the first save.
    public func checkFolderExists() throws(StoreError) {
        let folder = PathText.folder(of: path)
        guard FileStatus.of(folder) == nil else { return }
        throw StoreError(path: path, problem: .tr("no folder %s: check the path, or create the folder first (mkdir -p %s)", folder, folder),
                         kind: .system)
    }

    /// Refuses, without creating anything, a place where no save could ever be made: the nearest
    /// existing folder on the way to the file is not one this user may write in (or a file is
    /// where a folder should be). Checked at start, so the screen never opens on changes that
    /// could not be kept.
    public func checkWritable() throws(StoreError) {
        var folder = PathText.folder(of: realPath)
        while true {
            if let status = FileStatus.of(folder) {
                guard status.isDirectory else {
                    throw StoreError(path: path, problem: .tr("cannot save: %s is not a folder", folder), kind: .system)
                }
                guard access(folder, W_OK | X_OK) == 0 else {
                    throw StoreError(path: path, problem: .tr("cannot save: %s: %s", folder, SystemError.current), kind: .system)
                }
                return
            }
            let parent = PathText.folder(of: folder)
            if parent == folder { return }
            folder = parent
        }
    }

    /// True when the file exists and is read-only: its permission bits let nobody write it
    /// (0400, 0444), or this user may not write it. Saving replaces the file by rename, which
    /// the folder's permissions allow whatever the file's, so this is checked before a save.
    public func isReadOnly() -> Bool {
        let target = PathResolution.realFile(path)
        guard let status = FileStatus.of(target), status.isRegularFile else { return false }
        return status.permissions & 0o222 == 0 || access(target, W_OK) != 0
    }

    /// The error a change to a read-only file gets.
    public func readOnlyError() -> StoreError {
        StoreError(path: path, problem: .tr("is read-only; nothing was changed (make it writable, or use --force)"), kind: .readOnly)
    }

    /// Takes the writer lock for this file; see `StoreLock`. Waits up to `wait` seconds while
    /// another writer holds it, then fails with "is locked by another channel-editor (pid N)".
    /// Loading does not need the lock; every read-check-write (a save) and a reset should hold
    /// it, and only for that long. Once the lock is held no other writer can be mid-save, so
    /// temporary files that a killed writer left behind are removed here (`StaleTemporaries`).
    public func lock(wait: Double = ChannelFileStore.lockWait) throws(StoreError) -> StoreLock {
        let target = PathResolution.realFile(path)
        try FileReader.checkTarget(target, named: path)
        let lock = try StoreLock.acquire(for: target, displayPath: path, wait: wait)
        StaleTemporaries.remove(nextTo: target)
        return lock
    }

    /// Moves the file aside as `<file>.bak` (or `.bak.1`, `.bak.2`, ... when taken) and returns
    /// the backup's path; nil when there is no file. The caller then starts from the catalog.
    public func reset() throws(StoreError) -> String? {
        try Backup.moveAside(PathResolution.realFile(path), displayPath: path)
    }
}
