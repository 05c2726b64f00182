import ChannelCore
import Localization

/// An M3U/M3U8 playlist (README "Playlists"; `PlaylistDocument`): entries are My Channels;
/// every byte that is not an entry that moved comes back as it was. Its catalogs are
/// playlists, and what is kept beside it `PlaylistState` (`PlaylistLoading`).
public enum PlaylistDriver: FormatDriver {
    public static let name = "m3u"
    /// `m3u8` is the same format.
    public static var optionNames: [String] { ["m3u", "m3u8"] }

    /// `.m3u` and `.m3u8`, any case.
    public static func claims(path: String, name: String) -> Bool {
        name.hasSuffix(".m3u") || name.hasSuffix(".m3u8")
    }

    public static func decode(_ bytes: [UInt8], path: String) throws(StoreError) -> any ChannelDocument {
        // A channels file of ours named .m3u would read as URL lines `{`, `"version": 2,` …
        if FormatGuess.of(bytes) == .json { throw FormatGuess.misnamed(bytes, path: path)! }
        // An empty file (`: > tv.m3u8`) is a new playlist: its first save writes `#EXTM3U`,
        // without which players read `#EXTINF` lines as URLs.
        if bytes.isEmpty { return PlaylistDocument.empty }
        return try PlaylistDocument(bytes: bytes, path: path)
    }

    public static var emptyDocument: any ChannelDocument { PlaylistDocument.empty }
    public static func loader(for store: ChannelFileStore) -> any FormatLoading { PlaylistLoading(store: store) }

    /// `#EXTM3U` or `#EXTINF` before any other line (a playlist may start with comments).
    public static func looksLike(_ bytes: [UInt8]) -> Bool {
        for line in FormatGuess.lines(bytes) {
            if line.starts(with: Array("#EXTM3U".utf8)) || line.starts(with: Array("#EXTINF".utf8)) { return true }
            if line.first != UInt8(ascii: "#") { return false }
        }
        return false
    }

    public static var misnamedAdvice: Message? {
        .tr("this looks like an M3U playlist, not a channels file: open it with --format m3u (or name it .m3u8)")
    }

    /// A playlist takes playlists.
    public static func claimsCatalog(name: String) -> Bool { claims(path: name, name: name) }

    /// The playlist stays (players read it); what is kept beside it is moved aside.
    public static func reset(_ store: ChannelFileStore, environment: [String: String]) throws(StoreError) -> ResetOutcome {
        let path = MessageText.escaped(store.path)
        guard let backup = try PlaylistState(playlistPath: store.path, environment: environment).forget() else {
            return .kept(.tr("%s: the playlist stays as it is; nothing was kept beside it", path))
        }
        return .kept(.tr("%s: the playlist stays as it is; its remembered catalogs and removed entries were moved to %s",
                         path, MessageText.escaped(backup)))
    }

    public static var takesTypedURLs: Bool { true }

    /// A playlist entry's played URL (what `open` prints, without `|header=value`) names it
    /// wherever it is, Add Channels too (a newcomer's add of it made a second entry).
    public static func entryId(for given: String, among board: Board) -> String? {
        PlaylistDocument.entryId(playedAs: given, among: board.allChannels.lazy.map(\.id))
    }

    public static var listOutputs: Set<ListOutput> { [.playlist] }

    /// `list --output m3u`: My Channels as the file has them, after its `#EXTM3U` line; every
    /// line ended as the file's lines are, as a save writes them: a catalog's entry too.
    public static func list(_ board: Board, as output: ListOutput, store: ChannelFileStore) -> [UInt8] {
        let file = store.rememberedDocument as? PlaylistDocument ?? .empty
        return file.listing(board.mine.map { channel in
            store.document(holding: channel.id)?.entry(id: channel.id)
                ?? Array("#EXTINF:-1,\(MessageText.field(channel.name))\n\(channel.id)\n".utf8)
        })
    }

    /// A playlist is made from a playlist's entries (`pick --format m3u`), never from items.
    public static func pickWrites(ownEntries: Bool) -> Bool { ownEntries }

    /// `pick --format m3u`: a playlist on stdin, all its entries to choose from.
    public static func pickSource(_ bytes: [UInt8], path: String) throws(StoreError) -> (any PickSource)? {
        PlaylistPickSource(document: try PlaylistDocument(bytes: bytes, path: path))
    }
    public static var isPickInput: Bool { true }

    /// `refresh`, `rename`, `group`, `number` (issue 36).
    public static func fileEditor(path: String) -> (any FileEditing)? { PlaylistFileEditing(path: path) }
}

extension PlaylistDocument {
    /// `open` prints the URL a player plays.
    public func opened(id: String) -> String? { url(id: id) }
}

extension FileFormat {
    /// An M3U/M3U8 playlist (`PlaylistDriver`).
    public static let m3u = FileFormat(driver: PlaylistDriver.self)
}
