import ChannelCore

/// The channel file on disk: load, save atomically, lock against a second editor, reset.
///
/// Saving and locking go through symbolic links to the real file (see `PathResolution`);
/// error messages name the path as given.
public struct ChannelFileStore: Sendable {
    /// The channel file, as given (relative paths are relative to the working folder).
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The board in the file, or nil when there is no file yet (the caller then starts from the
    /// catalog, and the file is created on the first change). Never writes anything.
    public func load() throws(StoreError) -> Board? {
        guard let bytes = try FileReader.read(path, named: path) else { return nil }
        return try ChannelFileCodec.decode(bytes, path: path)
    }

    /// Replaces the file with `board`, atomically (see `AtomicFileWriter`), creating missing
    /// folders. On failure the old file is left byte-for-byte as it was.
    public func save(_ board: Board) throws(StoreError) {
        try write(ChannelFileCodec.encode(board), using: AtomicFileWriter())
    }

    /// Writes already encoded bytes with a given writer (tests inject failures through it).
    func write(_ bytes: [UInt8], using writer: AtomicFileWriter) throws(StoreError) {
        try writer.write(bytes, to: PathResolution.realFile(path), displayPath: path)
    }

    /// Which version of the file is on disk now; nil when there is no file. The editor keeps
    /// the identity of what it loaded or last saved, and refuses to save over anything else
    /// (someone edited the file by hand while the editor was open).
    public func identity() -> FileIdentity? {
        FileIdentity.of(PathResolution.realFile(path))
    }

    /// Takes the one-writer lock for this file; see `StoreLock`. Fails at once, with
    /// "is open in another channel-editor (pid N)", when another process holds it.
    /// Loading does not need the lock; saving and resetting should hold it.
    /// Once the lock is held no other writer can be mid-save, so temporary files that a killed
    /// writer left behind are removed here.
    public func lock() throws(StoreError) -> StoreLock {
        let target = PathResolution.realFile(path)
        try FileReader.checkTarget(target, named: path)
        let lock = try StoreLock.acquire(for: target, displayPath: path)
        StaleTemporaries.remove(nextTo: target)
        return lock
    }

    /// Moves the file aside as `<file>.bak` (or `.bak.1`, `.bak.2`, ... when taken) and returns
    /// the backup's path; nil when there is no file. The caller then starts from the catalog.
    public func reset() throws(StoreError) -> String? {
        try Backup.moveAside(PathResolution.realFile(path), displayPath: path)
    }
}
