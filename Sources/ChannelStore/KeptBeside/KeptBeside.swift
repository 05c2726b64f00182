import ChannelCore

/// What channel-editor keeps for a list file outside it (README "Playlists", "VDR"): the
/// catalogs it was last opened with, and the entries removed from it that no catalog holds, so
/// that they stay in Add Channels in later sessions. One file a list (`KeptFile`), under
/// `$XDG_STATE_HOME` (else `~/.local/state/...`), written atomically under the list's lock
/// (before the list), and only when what it holds changes. A format keeps its own entry bytes
/// in it and reads them back as its `KeptDocument`.
public final class KeptBeside<Kept: KeptDocument>: SaveCompanion, @unchecked Sendable {
    /// The kept file.
    public let path: String
    /// The list it is about (its real path).
    let list: String
    /// The catalogs recorded, as absolute paths.
    public private(set) var catalogs: [String]
    /// The removed entries, most recently removed first.
    public private(set) var removed: Kept
    /// The catalogs (an entry a catalog holds is not kept here).
    private var catalogDocuments: [Kept] = []
    /// Add Channels as the last save found it: a save that leaves it as it was (a reorder of My
    /// Channels, the same array) keeps the same entries, without looking every one of a
    /// 100,000-entry catalog up again (issue 23 item 8).
    private var lastAvailable: [Channel]?

    /// Reads what is kept beside the list at `listPath` (nothing there: none yet). A kept file
    /// that cannot be read is an error naming it.
    public init(listPath: String, environment: [String: String]) throws(StoreError) {
        list = KeptFile.absolute(PathResolution.realFile(listPath))
        path = try KeptFile.path(for: list, environment: environment)
        let file = KeptFile(bytes: try FileReader.read(path, named: path) ?? [])
        catalogs = file.catalogs
        removed = try Kept.kept(file, path: path)
    }

    /// `reset` of a list another program reads: the list stays as it is; what is kept beside
    /// it is moved aside as `<kept file>.bak` (the backup's path is returned; nil when nothing
    /// was kept) and forgotten.
    public func forget() throws(StoreError) -> String? {
        let backup = try Backup.moveAside(path, displayPath: path)
        catalogs = []
        removed = try Kept.kept(KeptFile(bytes: []), path: path)
        lastAvailable = nil
        return backup
    }

    /// The catalogs' documents, for leaving out of the kept entries what they hold.
    public func use(catalogs documents: [Kept]) {
        catalogDocuments = documents
        lastAvailable = nil
    }

    /// Records `paths` (made absolute) as the list's catalogs; writes the kept file when that
    /// changes what it holds.
    public func remember(catalogs paths: [String]) throws(StoreError) {
        let absolute = paths.map(KeptFile.absolute)
        guard absolute != catalogs else { return }
        try write(catalogs: absolute, removed: removed.keptIds.map { ($0, removed.entry(id: $0) ?? []) })
    }

    public var entrySources: [any ChannelDocument] { [removed] }

    /// Keeps every Add Channels entry that no catalog holds (removed from the list now or
    /// before), in Add Channels order; writes the kept file when that list changes.
    public func willSave(_ board: Board, replacing document: any ChannelDocument, context: RevisionContext) throws(StoreError) {
        // Array equality is one comparison when it is the same array.
        if let lastAvailable, lastAvailable == board.available { return }
        var kept: [(String, [UInt8])] = []
        for channel in board.available where !catalogDocuments.contains(where: { $0.holds(id: channel.id) }) {
            guard let entry = context.entry(id: channel.id) else { continue }
            kept.append((channel.id, entry))
        }
        if kept.map(\.0) != removed.keptIds { try write(catalogs: catalogs, removed: kept) }
        lastAvailable = board.available
    }

    private func write(catalogs: [String], removed entries: [(String, [UInt8])]) throws(StoreError) {
        let file = KeptFile(list: list, catalogs: catalogs, entries: entries)
        try AtomicFileWriter().write(file.bytes, to: path, displayPath: path)
        self.catalogs = catalogs
        removed = try Kept.kept(file, path: path)
    }
}

/// A format's entries as kept beside its list file (`KeptBeside`).
public protocol KeptDocument: ChannelDocument {
    /// The entries of a kept file, each under the id recorded before it (`KeptFile.records`);
    /// `path` names the file in errors.
    static func kept(_ file: KeptFile, path: String) throws(StoreError) -> Self
    /// The kept entries' ids, in order.
    var keptIds: [String] { get }
    /// True when the document has an entry with this id.
    func holds(id: String) -> Bool
}
