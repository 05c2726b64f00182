import ChannelCore
import Localization

/// One file format, every decision it makes in one type in its own folder (issue 33; docs/
/// FORMATS.md, "The format layer"): how its files are recognised, read, loaded with their
/// catalogs, reset, listed and written. The store and the executable ask the file's driver
/// (`FileFormat.driver`) and never name a format; `FormatRegistry.drivers` lists them.
///
/// Only the first block has no default: a new format names itself, claims its files, reads
/// them and loads them.
public protocol FormatDriver: SendableMetatype {
    /// The `--format` name (`json`, `m3u`, …); two formats are the same when their names are.
    static var name: String { get }
    /// Every `--format` word for it (`m3u`, `m3u8`); the name alone by default.
    static var optionNames: [String] { get }
    /// True when a file's name (`name`, lowercased) or, where the format says, its first bytes
    /// (read from `path`) make it a file of this format.
    static func claims(path: String, name: String) -> Bool
    /// Reads a file's bytes as a document; `path` only names it in errors.
    static func decode(_ bytes: [UInt8], path: String) throws(StoreError) -> any ChannelDocument
    /// What a save starts from when there is no file yet.
    static var emptyDocument: any ChannelDocument { get }
    /// The load of one file for a run: its board, its catalogs, what it keeps beside it.
    static func loader(for store: ChannelFileStore) -> any FormatLoading

    /// What the file at `path` holds, for the words the editor says about it (issue 40.4).
    static func listKind(path: String) -> ListKind
    /// True when a save starts from the bytes on disk (the format keeps bytes it does not own);
    /// false when the board alone makes the whole file (JSON), so a save reads nothing first.
    static var keepsUnownedBytes: Bool { get }
    /// True when a misnamed file's first line says it is one of this format (`FormatGuess`).
    static func looksLike(_ bytes: [UInt8]) -> Bool
    /// What to say about a file of another format whose first line looks like this one's:
    /// which `--format` opens it.
    static var misnamedAdvice: Message? { get }

    /// True when a catalog's file name says it is a catalog for this format (`.opml` for a
    /// urls file); `--catalog` refuses a catalog of another format's kind before reading it.
    static func claimsCatalog(name: String) -> Bool
    /// True when `--catalog NAME` names a file; false when it names a bundled catalog (JSON).
    static var catalogNamesAreFiles: Bool { get }
    /// Why a command does not make a new file of this format at `path` unless `--format` says
    /// so (a newcomer's `--file nb/url`); nil: any name will do.
    static func newFileRefusal(path: String) -> Message?

    /// True when `address` names where the format's running program takes changes (VDR's
    /// `--svdrp HOST[:PORT]`: `LiveChannel`); false for a format that has none.
    static func acceptsLiveAddress(_ address: String) -> Bool

    /// Why `reset` leaves the file as it is (its own program reads it), said before anything
    /// is moved or locked; nil when reset is allowed.
    static func resetRefusal(path: String) -> StoreError?
    /// Does the reset under the lock held: moves the file aside, or forgets what is kept
    /// beside it.
    static func reset(_ store: ChannelFileStore, environment: [String: String]) throws(StoreError) -> ResetOutcome

    /// True when `add URL` of a URL no entry has adds a line of its own (`NewEntries`).
    static var takesTypedURLs: Bool { get }
    /// The entry an id given to a command means when it names none itself (a playlist entry's
    /// played URL); nil when none.
    static func entryId(for given: String, among board: Board) -> String?
    /// The other outputs of `list` the format gives (`--output m3u`, `--output opml`).
    static var listOutputs: Set<ListOutput> { get }
    /// My Channels in `output` (one of `listOutputs`), from the store's documents.
    static func list(_ board: Board, as output: ListOutput, store: ChannelFileStore) -> [UInt8]
    /// True when `pick --file` may make a new file of this format from the chosen items:
    /// `ownEntries` when the items are entries of a playlist read whole (`pick --format m3u`).
    static func pickWrites(ownEntries: Bool) -> Bool
    /// The file read from stdin as `pick --format NAME`'s items; nil when the format cannot be
    /// picked from (`pick --format` refuses its name).
    static func pickSource(_ bytes: [UInt8], path: String) throws(StoreError) -> (any PickSource)?
    /// True when `pick --format NAME` takes the format (`pickSource` gives one).
    static var isPickInput: Bool { get }
    /// The format's edits of its own bytes (`refresh`, `rename`, `group`, `number`); nil when
    /// it has none (the commands are refused).
    static func fileEditor(path: String) -> (any FileEditing)?
}

extension FormatDriver {
    public static var optionNames: [String] { [name] }
    public static func listKind(path: String) -> ListKind { .channels }
    public static var keepsUnownedBytes: Bool { true }
    public static func looksLike(_ bytes: [UInt8]) -> Bool { false }
    public static var misnamedAdvice: Message? { nil }
    public static func claimsCatalog(name: String) -> Bool { false }
    public static var catalogNamesAreFiles: Bool { true }
    public static func newFileRefusal(path: String) -> Message? { nil }
    public static func acceptsLiveAddress(_ address: String) -> Bool { false }
    public static func resetRefusal(path: String) -> StoreError? { nil }
    public static func reset(_ store: ChannelFileStore, environment: [String: String]) throws(StoreError) -> ResetOutcome {
        .movedAside(try store.reset())
    }
    public static var takesTypedURLs: Bool { false }
    public static func entryId(for given: String, among board: Board) -> String? { nil }
    public static var listOutputs: Set<ListOutput> { [] }
    public static func list(_ board: Board, as output: ListOutput, store: ChannelFileStore) -> [UInt8] { [] }
    public static func pickWrites(ownEntries: Bool) -> Bool { false }
    public static func pickSource(_ bytes: [UInt8], path: String) throws(StoreError) -> (any PickSource)? { nil }
    public static var isPickInput: Bool { false }
    public static func fileEditor(path: String) -> (any FileEditing)? { nil }
}

/// What `reset` did.
public enum ResetOutcome: Equatable {
    /// The file was moved aside to this backup (nil: there was no file).
    case movedAside(String?)
    /// The file stays as it is (another program reads it); what was done beside it.
    case kept(Message)
}

/// The outputs of `list` other than its lines and JSON.
public enum ListOutput: Hashable, Sendable {
    /// `--output m3u`: My Channels as a playlist.
    case playlist
    /// `--output opml`: My Channels as an OPML feed list.
    case opml
}
