import ChannelCore
import Localization

/// The formats a channels file can be in (docs/ARCHITECTURE.md, "The format layer"). Each case
/// names the one type that reads it (`decode`) and the empty document a new file starts from;
/// everything else (the store's save, the lock, live reload) is the same for all of them.
///
/// A new format: a case here, its name in `init?(option:)` and `of(path:)`, and a type that
/// conforms to `ChannelDocument`.
public enum FileFormat: String, CaseIterable, Sendable {
    /// channel-editor's own JSON file (`ChannelFile`): it owns every byte and is written whole.
    case json
    /// An M3U/M3U8 playlist (`PlaylistDocument`): entries are My Channels; every byte that is
    /// not an entry that moved comes back as it was.
    case m3u
    /// newsboat's feed list, its `urls` file (`NewsboatDocument`): active feed lines are My
    /// Channels, commented-out ones Add Channels; every byte of a line that did not move stays.
    case newsboat
    /// An Enigma2 receiver's bouquet (`BouquetDocument`, Enigma2/): entries are My Channels,
    /// lamedb's services Add Channels (`Enigma2Loader`); every byte of an entry that did not move stays.
    case enigma2
    /// VDR's channels.conf (`VDRDocument`): channels and group lines in order; only lines that
    /// moved change; with VDR running, changes go through SVDRP (`VDRLive`).
    case vdr

    /// The format named by `--format` (`json`, `m3u`; `m3u8` is the same format); nil otherwise.
    public init?(option: String) {
        switch option.lowercased() {
        case "json": self = .json
        case "m3u", "m3u8": self = .m3u
        case "newsboat": self = .newsboat
        case "enigma2": self = .enigma2
        case "vdr": self = .vdr
        default: return nil
        }
    }

    /// The format a file's name implies: `.m3u` and `.m3u8` (any case) are playlists; anything
    /// else is the JSON file.
    public static func of(path: String) -> FileFormat {
        let name = PathText.name(of: path).lowercased()
        if name.hasSuffix(".m3u") || name.hasSuffix(".m3u8") { return .m3u }
        if name == "urls" { return .newsboat }  // ~/.newsboat/urls, ~/.config/newsboat/urls
        if Enigma2Loader.claims(fileName: name) { return .enigma2 }
        if !name.hasSuffix(".json"), VDRRecognition.claims(path: path, name: name) { return .vdr }
        return .json
    }

    /// Reads a file's bytes as a document of this format; `path` only names it in errors.
    public func decode(_ bytes: [UInt8], path: String) throws(StoreError) -> any ChannelDocument {
        switch self {
        case .json:
            do {
                return try ChannelFileCodec.decodeFile(bytes, path: path)
            } catch let error where error.kind == .invalidData {
                // Not JSON: say so plainly when the first line shows which format it is.
                throw FormatGuess.of(bytes) == .json ? error : Self.misnamed(bytes, path: path) ?? error
            }
        case .m3u:
            // A channels file of ours named .m3u would read as URL lines `{`, `"version": 2,` …
            if FormatGuess.of(bytes) == .json { throw Self.misnamed(bytes, path: path)! }
            // An empty file (`: > tv.m3u8`) is a new playlist: its first save writes `#EXTM3U`,
            // without which players read `#EXTINF` lines as URLs.
            if bytes.isEmpty { return PlaylistDocument.empty }
            return try PlaylistDocument(bytes: bytes, path: path)
        case .newsboat: return try NewsboatDocument.read(bytes, path: path)
        case .enigma2: return try BouquetDocument(bytes: bytes, path: path)
        case .vdr: return try VDRDocument(bytes: bytes, path: path)
        }
    }

    /// The error for a file whose first line says it is another format than its name implied:
    /// which `--format` opens it; nil when the first line says nothing clear.
    static func misnamed(_ bytes: [UInt8], path: String) -> StoreError? {
        let problem: Message
        switch FormatGuess.of(bytes) {
        case .playlist?: problem = .tr("this looks like an M3U playlist, not a channels file: open it with --format m3u (or name it .m3u8)")
        case .urlLines?: problem = .tr("this looks like a newsboat feed list or a plain playlist, not a channels file: open it with --format newsboat or --format m3u")
        case .json?: problem = .tr("this looks like a channels file (JSON), not a playlist: open it with --format json")
        case .bouquet?: problem = .tr("this looks like an Enigma2 bouquet, not a channels file: open it with --format enigma2 (or name it userbouquet.NAME.tv)")
        case nil: return nil
        }
        return StoreError(path: path, location: .tr("line %d", 1), problem: problem, kind: .invalidData)
    }

    /// What a save starts from when there is no file yet.
    public var emptyDocument: any ChannelDocument {
        switch self {
        case .json: return ChannelFile(board: Board(), catalog: nil)
        case .m3u: return PlaylistDocument.empty
        case .newsboat: return NewsboatDocument.empty
        case .enigma2: return BouquetDocument.empty
        case .vdr: return VDRDocument.empty
        }
    }

    /// The format's own loading (the catalogs it takes, its details, what `open` prints);
    /// nil for the formats the executable loads itself.
    public var loader: (any FormatLoader.Type)? {
        switch self {
        case .enigma2: return Enigma2Loader.self
        case .vdr: return VDRBoard.self
        default: return nil
        }
    }

    /// True when a save starts from the bytes on disk (the format keeps bytes it does not own);
    /// false when the board alone makes the whole file (JSON), so a save reads nothing first.
    var keepsUnownedBytes: Bool { self != .json }
}
