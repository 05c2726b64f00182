import ChannelCore
import Localization

/// A change to a file's own bytes that no board holds (issue 36; README "Playlists"): a
/// playlist's `refresh` (its provider's new URLs), `rename`, `group` and `number` (one field of
/// its entries). A format that has such edits gives a `FileEditing` (`FormatDriver.fileEditor`).
public enum FileEdit: Equatable, Sendable {
    case refresh
    case rename(id: String, name: String)
    case group(id: String, group: String)
    case number(from: Int, perGroup: Bool)
}

/// A format's edits of its own bytes, for one run.
public protocol FileEditing {
    /// Gets ready before the lock is taken (`refresh` reads its catalogs: the `--catalog` files
    /// given, else those remembered for the file).
    mutating func prepare(_ edit: FileEdit, request: LoadRequest) throws(FileEditFailure)
    /// The new bytes of `document`, the file as just read (nil: nothing to write), and what to
    /// say.
    func edited(_ document: any ChannelDocument, _ edit: FileEdit) throws(FileEditFailure) -> FileEditResult
}

/// What an edit made.
public struct FileEditResult {
    /// The file's new bytes; nil when nothing changes.
    public var bytes: [UInt8]?
    /// A summary to say (`refresh`: "7 updated, 1 not offered: …").
    public var summary: String?
    /// False when the edit could not do all it was asked (exit 1).
    public var complete: Bool

    public init(bytes: [UInt8]?, summary: String? = nil, complete: Bool = true) {
        self.bytes = bytes
        self.summary = summary
        self.complete = complete
    }
}

/// Why an edit was not made.
public enum FileEditFailure: Error {
    /// The command was given wrongly (exit 64).
    case usage(Message)
    /// A file could not be read.
    case store(StoreError)
    /// No entry has this id (exit 1).
    case unknownEntry(String)
}
