import ChannelCore
import Glibc
import Localization

/// What channel-editor keeps for a playlist outside it (README "Playlists"): the catalogs it
/// was last opened with, and the entries removed from it that no catalog holds, so that they
/// stay in Add Channels in later sessions. One file a playlist, itself a playlist:
/// `$XDG_STATE_HOME/channel-editor/playlists/<name>-<hash of its real path>.m3u` (else
/// `~/.local/state/...`), written atomically under the playlist's lock (before the playlist),
/// and only when what it holds changes. Each entry is preceded by the id it had in the playlist
/// (a duplicate's id is not its URL alone, and must not become the id of the duplicate left
/// in the playlist).
///
///     #X-CHANNEL-EDITOR-PLAYLIST:/home/me/tv.m3u8
///     #X-CHANNEL-EDITOR-CATALOG:/home/me/provider.m3u
///     #X-CHANNEL-EDITOR-ID:http://example.com/a.m3u8 #Channel A #2
///     #EXTINF:-1 tvg-id="a",Channel A
///     http://example.com/a.m3u8
public final class PlaylistState: SaveCompanion, @unchecked Sendable {
    /// The state file.
    public let path: String
    /// The playlist it is about (its real path).
    let playlist: String
    /// The catalogs recorded, as absolute paths.
    public private(set) var catalogs: [String]
    /// The removed entries, most recently removed first.
    public private(set) var removed: PlaylistDocument
    /// The catalogs (an entry a catalog holds is not kept here).
    private var catalogDocuments: [PlaylistDocument] = []
    /// Add Channels as the last save found it: a save that leaves it as it was (a reorder of My
    /// Channels, the same array) keeps the same entries, without looking every one of a
    /// 100,000-entry catalog up again (issue 23 item 8).
    private var lastAvailable: [Channel]?

    static let catalogTag = "#X-CHANNEL-EDITOR-CATALOG:"
    static let idTag = "#X-CHANNEL-EDITOR-ID:"
    /// The first line names the playlist (for a person who finds the file; never read back).
    static let playlistTag = "#X-CHANNEL-EDITOR-PLAYLIST:"

    /// Reads the state of the playlist at `playlistPath` (nothing there: none yet). A state file
    /// that cannot be read is an error naming it.
    public init(playlistPath: String, environment: [String: String]) throws(StoreError) {
        playlist = Self.absolute(PathResolution.realFile(playlistPath))
        path = try Self.file(for: playlist, environment: environment)
        guard let bytes = try FileReader.read(path, named: path) else {
            catalogs = []
            removed = try PlaylistDocument(bytes: [], path: path)
            return
        }
        var document = try PlaylistDocument(bytes: bytes, path: path)
        if let ids = Self.recordedIds(document) { document = try PlaylistDocument(bytes: bytes, path: path, ids: ids) }
        var catalogs: [String] = []
        let tag = Array(Self.catalogTag.utf8)
        for line in document.bytes[document.prefix].split(separator: 0x0A) where line.starts(with: tag) {
            var value = line.dropFirst(tag.count)
            if value.last == 0x0D { value = value.dropLast() }
            if !value.isEmpty { catalogs.append(String(decoding: value, as: UTF8.self)) }
        }
        self.catalogs = catalogs
        removed = document
    }

    /// The id recorded before each entry (the last `idTag` line between it and the entry before
    /// it); nil when an entry has none (a state file written before ids were recorded).
    static func recordedIds(_ document: PlaylistDocument) -> [String]? {
        let tag = Array(idTag.utf8)
        var ids: [String] = []
        ids.reserveCapacity(document.entries.count)
        for number in document.entries.indices {
            let lines = document.bytes[number == 0 ? document.prefix : document.gap(number - 1)]
            guard var id = lines.split(separator: 0x0A).last(where: { $0.starts(with: tag) })?.dropFirst(tag.count) else { return nil }
            if id.last == 0x0D { id = id.dropLast() }
            ids.append(String(decoding: id, as: UTF8.self))
        }
        return ids
    }

    /// The state file of a playlist: under the state home, named after it and a hash of its
    /// real path (two playlists of one name in two folders get two files).
    static func file(for playlist: String, environment: [String: String]) throws(StoreError) -> String {
        let base: String
        if let state = environment["XDG_STATE_HOME"], PathText.isAbsolute(state) {
            base = state
        } else if let home = environment["HOME"].flatMap({ PathText.isAbsolute($0) ? $0 : nil }) ?? ConfigPath.accountHome() {
            base = PathText.join(PathText.join(home, ".local"), "state")
        } else {
            throw StoreError(path: playlist, problem: .tr("cannot find the state folder: XDG_STATE_HOME and HOME are unset or not absolute paths"), kind: .configuration)
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in playlist.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        let name = PathText.name(of: playlist) + "-" + String(repeating: "0", count: 16 - digits.count) + digits + ".m3u"
        return PathText.join(PathText.join(PathText.join(base, "channel-editor"), "playlists"), name)
    }

    /// `path` made absolute against the working folder.
    static func absolute(_ path: String) -> String {
        if PathText.isAbsolute(path) { return path }
        guard let folder = getcwd(nil, 0) else { return path }
        defer { free(folder) }
        return PathText.join(String(cString: folder), path)
    }

    /// `reset` of a playlist (README "Playlists"): the playlist stays as it is (players read it);
    /// what is kept beside it, its remembered catalogs and removed entries, is moved aside as
    /// `<state>.bak` (the backup's path is returned; nil when nothing was kept) and forgotten.
    public func forget() throws(StoreError) -> String? {
        let backup = try Backup.moveAside(path, displayPath: path)
        catalogs = []
        removed = try PlaylistDocument(bytes: [], path: path)
        lastAvailable = nil
        return backup
    }

    /// The catalogs' documents, for leaving out of the kept entries what they hold.
    public func use(catalogs documents: [PlaylistDocument]) {
        catalogDocuments = documents
        lastAvailable = nil
    }

    /// Records `paths` (made absolute) as the playlist's catalogs; writes the state file when
    /// that changes what it holds.
    public func remember(catalogs paths: [String]) throws(StoreError) {
        let absolute = paths.map(Self.absolute)
        guard absolute != catalogs else { return }
        try write(catalogs: absolute, removed: removed.ids.map { ($0, removed.entry(id: $0) ?? []) })
    }

    public var entrySources: [any ChannelDocument] { [removed] }

    /// Keeps every Add Channels entry that no catalog holds (removed from the playlist now or
    /// before), in Add Channels order; writes the state file when that list changes.
    public func willSave(_ board: Board, replacing document: any ChannelDocument, context: RevisionContext) throws(StoreError) {
        // Array equality is one comparison when it is the same array.
        if let lastAvailable, lastAvailable == board.available { return }
        var kept: [(String, [UInt8])] = []
        for channel in board.available where !catalogDocuments.contains(where: { $0.holds(id: channel.id) }) {
            guard let entry = context.entry(id: channel.id) else { continue }
            kept.append((channel.id, entry))
        }
        if kept.map(\.0) != removed.ids { try write(catalogs: catalogs, removed: kept) }
        lastAvailable = board.available
    }

    private func write(catalogs: [String], removed entries: [(String, [UInt8])]) throws(StoreError) {
        var bytes = Array(Self.playlistTag.utf8)
        bytes += Self.oneLine(playlist).utf8
        bytes.append(0x0A)
        for catalog in catalogs {
            bytes += (Self.catalogTag + Self.oneLine(catalog)).utf8
            bytes.append(0x0A)
        }
        for (id, entry) in entries {
            bytes += (Self.idTag + Self.oneLine(id)).utf8
            bytes.append(0x0A)
            bytes += entry
        }
        try AtomicFileWriter().write(bytes, to: path, displayPath: path)
        self.catalogs = catalogs
        removed = try PlaylistDocument(bytes: bytes, path: path, ids: entries.map(\.0))
    }

    /// A path on one line (a newline in a path would end the record).
    private static func oneLine(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" ? "?" : $0 })
    }
}
