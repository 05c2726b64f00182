import ChannelCore

/// What a store remembers between its reads and saves, shared by every copy of the store (one
/// file, one process): the document last read or written and the version of the file it is,
/// so a save of a format that keeps bytes it does not own starts from them without reading
/// the file again; the sources of entries the file does not hold; and the format's companion.
final class DocumentMemory: @unchecked Sendable {
    // The program is single-threaded; nothing here is touched from two threads.
    var document: (any ChannelDocument)?
    var identity: FileIdentity?
    var sources: [any ChannelDocument] = []
    var companion: (any SaveCompanion)?
    /// The running program that takes the changes instead of the file (`LiveChannel`).
    var live: (any LiveChannel)?
    /// Where the format's running program answers (`--svdrp`), as given.
    var liveAddress: String?

    /// The remembered document when it is the version `now` on disk.
    func document(at now: FileIdentity?) -> (any ChannelDocument)? {
        guard let document, let identity, identity == now else { return nil }
        return document
    }

    func remember(_ document: (any ChannelDocument)?, at identity: FileIdentity?) {
        self.document = document
        self.identity = document == nil ? nil : identity
    }
}
