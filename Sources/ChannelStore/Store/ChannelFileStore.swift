import ChannelCore
import Glibc
import Localization

/// The channel file on disk: load, save atomically, lock against a second editor, reset.
///
/// The file is read and written through its format's document (`FileFormat`,
/// `ChannelDocument`; docs/FORMATS.md, "The format layer"): the JSON file or a playlist,
/// with the same lock, atomic save and identity checks. Saving and locking go through symbolic
/// links to the real file (see `PathResolution`); error messages name the path as given.
public struct ChannelFileStore: Sendable {
    /// A file as read, with the identity of the version read.
    public struct StoredFile: Sendable {
        /// The file as its format reads it.
        public var document: any ChannelDocument
        public var identity: FileIdentity
        /// The JSON file (board, catalog, version); nil for other formats.
        public var file: ChannelFile? { document as? ChannelFile }
    }

    /// The channel file, as given (relative paths are relative to the working folder).
    public let path: String
    /// The file's format: `--format`, else what its name implies (`FileFormat.of(path:)`).
    public let format: FileFormat
    /// The document last read or written, the entry sources and the companion of the format.
    let memory = DocumentMemory()
    /// How files are written (tests set its hooks).
    package var writer = AtomicFileWriter()
    /// How `path` is resolved to the real file (`PathResolution.realFile`; tests count the calls:
    /// a save resolves it once, docs/PERFORMANCE.md).
    package var resolver: @Sendable (String) -> String = { PathResolution.realFile($0) }
    /// When the folder was last found with nothing to sweep (`SweepMemory`).
    private let sweeps = SweepMemory()
    /// Looks through a folder for a killed writer's temporaries (`StaleTemporaries`; tests count
    /// the looks).
    package var sweeper: @Sendable (String) -> Void = { StaleTemporaries.remove(nextTo: $0) }

    public init(path: String, format: FileFormat? = nil) {
        self.path = path
        self.format = format ?? FileFormat.of(path: path)
    }

    /// The file a save replaces: `path` with symbolic links followed (see `PathResolution`).
    public var realPath: String { resolver(path) }

    /// The board in the file, or nil when there is no file yet (the caller then starts from the
    /// catalog, and the file is created on the first change). Never writes anything.
    package func load() throws(StoreError) -> Board? {
        try read()?.document.board
    }

    /// The whole file as its format reads it and the identity of the version read; nil when
    /// there is no file. Never writes anything.
    public func read() throws(StoreError) -> StoredFile? {
        guard let (bytes, identity) = try FileReader.readWithIdentity(path, named: path) else { return nil }
        let document = try format.decode(bytes, path: path)
        if format.keepsUnownedBytes { memory.remember(document, at: identity) }
        return StoredFile(document: document, identity: identity)
    }

    /// Where a save finds the entries its file does not hold (a playlist's catalogs and removed
    /// entries; first match wins), and the work its format does beside the file before each
    /// save. Shared by every copy of this store.
    public func attach(sources: [any ChannelDocument], companion: (any SaveCompanion)? = nil) {
        memory.sources = sources
        memory.companion = companion
    }

    /// The id an entry of the file last read has now for an id a script kept from when the
    /// entry had a twin (`ChannelDocument.currentId(for:)`); nil when none.
    public func currentId(for id: String) -> String? {
        memory.document?.currentId(for: id)
    }

    /// The running program that takes every change from now on instead of the file (VDR
    /// through SVDRP), and its list as it is now.
    public func attach(live: any LiveChannel, listing: any ChannelDocument) {
        memory.live = live
        memory.document = listing
    }

    /// The running program attached, if any.
    public var live: (any LiveChannel)? { memory.live }

    /// Where the format's running program answers, as given on the command line (`--svdrp`
    /// for VDR's channels.conf); the format reads it when it loads.
    public func attach(liveAddress: String?) { memory.liveAddress = liveAddress }
    public var liveAddress: String? { memory.liveAddress }

    /// One more source of entries for the next saves, after those attached (URLs typed to `add`).
    public func attach(more source: any ChannelDocument) {
        memory.sources.append(source)
    }

    /// Replaces the file with `board`, recording the catalog it follows (nil: none), atomically
    /// (see `AtomicFileWriter`), creating missing folders. On failure the old file is left
    /// byte-for-byte as it was. Returns the identity of the file written (or of the file as it
    /// is, when the board makes the bytes it has: then nothing is written).
    ///
    /// The new bytes are the revision of the document on disk (`ChannelDocument.revised`): for
    /// a format that keeps bytes it does not own, the document last read or written when the
    /// file is still that version, else the file read again (callers hold the lock).
    @discardableResult
    public func save(_ board: Board, catalog: String? = nil) throws(StoreError) -> FileIdentity? {
        guard case .written(let identity) = try save(board, catalog: catalog, replacing: .anything) else { return identity() }
        return identity
    }

    /// `save`, replacing only what `replacing` allows: the screen's compare-and-swap passes the
    /// version it checked, so a text editor's save that lands in between is kept, never
    /// overwritten (`AtomicFileWriter`, `.changedMeanwhile`). When the board makes the bytes the
    /// file has, nothing is written and the outcome is the file as it is.
    package func save(
        _ board: Board, catalog: String?, replacing: AtomicFileWriter.Replacing, moved: Set<String> = [], edits: [EntryEdit] = []
    ) throws(StoreError) -> AtomicFileWriter.Outcome {
        try save(board, catalog: catalog, replacing: replacing, at: realPath, moved: moved, edits: edits)
    }

    /// `save` to `target`, the real file as the caller resolved it (`realPath`) once for its
    /// whole read-check-write. `edits`: fields of entries changed since (`EntryEdit`: the
    /// screen's rename, group, number), made on the document before the board's order.
    package func save(
        _ board: Board, catalog: String?, replacing: AtomicFileWriter.Replacing, at target: String, moved: Set<String> = [],
        edits: [EntryEdit] = []
    ) throws(StoreError) -> AtomicFileWriter.Outcome {
        let now = identity(at: target)
        if let live = memory.live {
            // The program makes the change and keeps its file itself: nothing is written here.
            guard let now else { throw StoreError(path: path, problem: .tr("is gone; nothing was changed"), kind: .system) }
            let base = try live.current()
            let context = RevisionContext(
                catalog: catalog, sources: [base] + (memory.companion?.entrySources ?? []) + memory.sources, moved: moved)
            try memory.companion?.willSave(board, replacing: base, context: context)
            memory.document = try live.save(board, context: context)
            return .written(now)
        }
        var base: any ChannelDocument
        if !format.keepsUnownedBytes {
            base = format.emptyDocument
        } else if let known = memory.document(at: now) {
            base = known
        } else if let stored = try read() {
            base = stored.document
        } else {
            base = format.emptyDocument
        }
        let edited = try base.edited(edits)
        if let edited { base = edited }
        let context = RevisionContext(catalog: catalog, sources: [base] + (memory.companion?.entrySources ?? []) + memory.sources)
        var revision = try base.revised(to: board, context: context)
        if revision == nil, let edited, let bytes = (edited as? any KeepsEarlierVersions)?.diskBytes {
            // The fields changed, the order did not: the edited document as it is.
            revision = DocumentRevision(written: edited) { emit in bytes.withUnsafeBytes { emit($0) } }
        }
        if revision == nil, let now { return .written(now) }
        // The companion's files first: killed between the two, an entry removed from the file
        // is still kept beside it.
        try memory.companion?.willSave(board, replacing: base, context: context)
        // Written a piece at a time as it is made: a JSON file is never in memory whole. (No
        // revision and no file: the empty file the board makes.)
        let outcome = try writer.write(
            to: target, displayPath: path, replacing: replacing,
            produce: revision?.produce ?? { _ in })
        if case .written(let written) = outcome { memory.remember(revision?.written, at: written) }
        return outcome
    }

    /// Replaces the file with `bytes` a format made itself (a playlist's `refresh`, `rename`:
    /// changes no board holds), atomically, replacing only what `replacing` allows.
    package func write(_ bytes: [UInt8], replacing: AtomicFileWriter.Replacing) throws(StoreError) -> AtomicFileWriter.Outcome {
        try writer.write(to: realPath, displayPath: path, replacing: replacing) { emit in bytes.withUnsafeBytes { emit($0) } }
    }

    /// The error of a save that found the file changed by another program at every try.
    package func keptChangingError() -> StoreError {
        StoreError(path: path, problem: .tr("kept changing while it was saved; nothing was changed, try again"), kind: .locked)
    }

    /// Writes already encoded bytes with a given writer (tests inject failures through it).
    package func write(_ bytes: [UInt8], using writer: AtomicFileWriter) throws(StoreError) {
        try writer.write(bytes, to: realPath, displayPath: path)
    }

    /// Which version of the file is on disk now; nil when there is no file. The editor keeps
    /// the identity of what it loaded or last saved, and refuses to save over anything else
    /// (someone edited the file by hand while the editor was open).
    public func identity() -> FileIdentity? {
        identity(at: realPath)
    }

    /// `identity()` of `target`, the real file as resolved by the caller (`realPath`).
    package func identity(at target: String) -> FileIdentity? {
        FileIdentity.of(target)
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
        isReadOnly(at: realPath)
    }

    /// `isReadOnly()` of `target`, the real file as resolved by the caller (`realPath`).
    package func isReadOnly(at target: String) -> Bool {
        guard let status = FileStatus.of(target), status.isRegularFile else { return false }
        return status.permissions & 0o222 == 0 || access(target, W_OK) != 0
    }

    /// The error a change to a read-only file gets.
    public func readOnlyError() -> StoreError {
        StoreError(path: path, problem: .tr("is read-only; nothing was changed (make it writable, or use --force)"), kind: .readOnly)
    }

    /// The document last read or written, for a format that keeps one (a playlist).
    public var rememberedDocument: (any ChannelDocument)? { memory.document }

    /// The entry with this id, from the file as last read or written or the attached sources
    /// (a playlist's URL to print when it is opened); nil when none holds it.
    public func document(holding id: String) -> (any ChannelDocument)? {
        let documents = [memory.document].compactMap { $0 } + (memory.companion?.entrySources ?? []) + memory.sources
        return documents.first { $0.entry(id: id) != nil }
    }

    /// What `open` prints for an entry (`ChannelDocument.opened`: a playlist entry's URL, a
    /// bouquet's stream URL), from the document that holds it; nil when it prints the id.
    public func opened(id: String) -> String? {
        document(holding: id)?.opened(id: id)
    }

    /// Takes the writer lock for this file; see `StoreLock`. Waits up to `wait` seconds while
    /// another writer holds it, then fails with "is locked by another channel-editor (pid N)".
    /// Loading does not need the lock; every read-check-write (a save) and a reset should hold
    /// it, and only for that long. Once the lock is held no other writer can be mid-save, so
    /// temporary files that a killed writer left behind are removed here (`StaleTemporaries`),
    /// when the folder changed since this process last held the lock (`SweepMemory`).
    public func lock(wait: Double = ChannelFileStore.lockWait) throws(StoreError) -> StoreLock {
        try lock(at: realPath, wait: wait)
    }

    /// `lock(wait:)` of `target`, the real file as resolved by the caller (`realPath`).
    package func lock(at target: String, wait: Double) throws(StoreError) -> StoreLock {
        try FileReader.checkTarget(target, named: path)
        let folder = PathText.folder(of: target)
        let sweeps = sweeps
        let lock = try StoreLock.acquire(for: target, displayPath: path, wait: wait) { sweeps.note(folder) }
        if sweeps.needsSweep(folder) { sweeper(target) }
        return lock
    }

    /// Moves the file aside as `<file>.bak` (or `.bak.1`, `.bak.2`, ... when taken) and returns
    /// the backup's path; nil when there is no file. The caller then starts from the catalog.
    public func reset() throws(StoreError) -> String? {
        try Backup.moveAside(realPath, displayPath: path)
    }
}
