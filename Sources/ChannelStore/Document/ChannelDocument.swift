import ChannelCore

/// One channels file as read, in any format (docs/FORMATS.md, "The format layer"): the
/// `Board` it shows, the bytes of its entries for copying into another document, and the new
/// bytes for an edited board that change only what moved.
///
/// The store reads a document through `FileFormat.decode`, and saves a board through
/// `revised(to:context:)` of the document last read or written (or the format's empty
/// document), so a format that keeps bytes it does not own (comments, attributes, line ends)
/// gets them back on every save.
public protocol ChannelDocument: Sendable {
    /// The document's channels as a board: My Channels in the document's order; Add Channels
    /// as the document keeps them (JSON), or empty (a playlist: its Add Channels come from its
    /// catalogs and from the entries removed from it, outside the file).
    var board: Board { get }

    /// The catalog the file records (the JSON file's `catalog`); nil for formats without one.
    var catalog: String? { get }

    /// The bytes of the entry with this id, lines ended with `\n`, as this document holds them
    /// (so another document of the same format can copy it exactly); nil when it holds none or
    /// the format has no entry bytes (JSON: a channel is its id and name).
    func entry(id: String) -> [UInt8]?

    /// `entry(id:)` for a save; throws when the document holds the id but can no longer give
    /// the bytes it showed (a catalog changed on disk): the save is refused, never made
    /// without the entry.
    func copiedEntry(id: String) throws(StoreError) -> [UInt8]?

    /// The document with `board` as its content, or nil when that is what it holds already (then
    /// nothing is written). Entries the document does not hold are copied from
    /// `context.sources`; a channel no source holds either cannot be written and is left out.
    /// Throws when a source that holds an entry cannot give it (`copiedEntry`).
    func revised(to board: Board, context: RevisionContext) throws(StoreError) -> DocumentRevision?

    /// See the extension below: nil unless the format gives duplicates ids of their own.
    func currentId(for id: String) -> String?

    /// What `open` prints for an entry of the document (a bouquet's reference or stream URL);
    /// nil: the extension below, for formats whose `open` prints nothing of its own.
    func opened(id: String) -> String?
}

extension ChannelDocument {
    /// The id the entry a script named `KEY #D` has now that it is the only one of its key
    /// (its twin removed, here or by another program), when D is still what it says of itself
    /// (`EntryIds`); nil for any other id. Formats without such ids have none.
    public func currentId(for id: String) -> String? { nil }

    public func opened(id: String) -> String? { nil }
    /// Documents whose entries are in memory give them as `entry(id:)` does.
    public func copiedEntry(id: String) throws(StoreError) -> [UInt8]? { entry(id: id) }
}

/// An id of the `KEY #D` form (`EntryIds`): its key and what follows ` #`.
func splitDiscriminated(_ id: String) -> (key: String, rest: String)? {
    let bytes = Array(id.utf8)
    guard bytes.count > 2, let mark = (0..<(bytes.count - 2)).first(where: { bytes[$0] == 0x20 && bytes[$0 + 1] == 0x23 }) else {
        return nil
    }
    return (String(decoding: bytes[..<mark], as: UTF8.self), String(decoding: bytes[(mark + 2)...], as: UTF8.self))
}

/// True when `rest` is `discriminator` or `discriminator #N` (an id numbered among entries alike).
func restNames(_ rest: String, _ discriminator: String) -> Bool {
    guard !discriminator.isEmpty, rest.hasPrefix(discriminator) else { return false }
    let tail = rest.dropFirst(discriminator.count)
    return tail.isEmpty || (tail.hasPrefix(" #") && tail.count > 2 && tail.dropFirst(2).allSatisfy(\.isNumber))
}

/// What a save knows beyond the board.
public struct RevisionContext {
    /// The catalog to record (JSON's `catalog`).
    public var catalog: String?
    /// Where entries come from that the document does not hold (a playlist's catalogs, its
    /// removed entries), first match wins.
    public var sources: [any ChannelDocument]
    /// The ids the user moved, when known: a live channel (`LiveChannel`) refuses a move of
    /// what its program cannot move (a VDR group line) even where another move would give the
    /// same order.
    public var moved: Set<String> = []

    public init(catalog: String? = nil, sources: [any ChannelDocument] = [], moved: Set<String> = []) {
        self.catalog = catalog
        self.sources = sources
        self.moved = moved
    }

    /// An entry's bytes from the first source that holds it.
    public func entry(id: String) -> [UInt8]? {
        for source in sources {
            if let bytes = source.entry(id: id) { return bytes }
        }
        return nil
    }

    /// `entry(id:)` for a save: a source that holds the entry but cannot give the bytes it
    /// showed refuses the save (`ChannelDocument.copiedEntry`).
    public func copiedEntry(id: String) throws(StoreError) -> [UInt8]? {
        for source in sources {
            if let bytes = try source.copiedEntry(id: id) { return bytes }
        }
        return nil
    }
}

/// The new bytes of a document, made as they are written (a large JSON file is never whole in
/// memory), and the document they make when the format keeps one for the next save.
public struct DocumentRevision {
    /// Hands the bytes to `emit`, a piece at a time.
    let produce: (_ emit: (UnsafeRawBufferPointer) -> Void) -> Void
    /// The document as written; nil when the next save needs none (JSON) .
    let written: (any ChannelDocument)?

    package init(written: (any ChannelDocument)?, produce: @escaping (_ emit: (UnsafeRawBufferPointer) -> Void) -> Void) {
        self.produce = produce
        self.written = written
    }

    /// All the bytes at once (tests, `list --output`).
    package var bytes: [UInt8] {
        var all: [UInt8] = []
        produce { all.append(contentsOf: $0) }
        return all
    }
}

/// Work a format needs done under the lock before each save of its file, beside the file (a
/// playlist keeps its removed entries and its catalogs under `$XDG_STATE_HOME`). Throwing stops
/// the save: nothing is written.
public protocol SaveCompanion: AnyObject {
    /// Documents the companion keeps that a save may copy entries from (a playlist's removed
    /// entries), as they are now; searched after the file's own document, before the attached
    /// sources.
    var entrySources: [any ChannelDocument] { get }
    /// Called with the board about to be saved and the document it replaces, and where entries
    /// are found.
    func willSave(_ board: Board, replacing document: any ChannelDocument, context: RevisionContext) throws(StoreError)
}

/// A format's running program that makes the changes to its list itself (VDR through SVDRP,
/// README "VDR"): while one is attached to a store (`ChannelFileStore.attach(live:)`), a save
/// hands it the board instead of writing the file, and a load reads its list.
public protocol LiveChannel: AnyObject {
    /// The program's list as it is now.
    func current() throws(StoreError) -> any ChannelDocument
    /// Makes the program's list `board` (entries it lacks from `context`); returns its list as
    /// it is then. Throws, the program's words kept, when it refuses a change.
    func save(_ board: Board, context: RevisionContext) throws(StoreError) -> any ChannelDocument
}
