import ChannelCore

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

    /// The board in the file, or nil when there is no file yet (the caller then starts from the
    /// catalog, and the file is created on the first change). Never writes anything.
    public func load() throws(StoreError) -> Board? {
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
        try write(ChannelFileCodec.encode(board, catalog: catalog), using: AtomicFileWriter())
        return identity()
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
