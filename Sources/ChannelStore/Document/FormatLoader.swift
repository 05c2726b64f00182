import ChannelCore

/// A format that decides, in its own folder, what its file shows beside its entries (issue 33:
/// a format is a driver): the catalogs it reads and attaches to the store as entry sources, the
/// detail of each entry on the status row (and in the filter), and what `open` prints. The
/// executable calls it without naming the format (`FileFormat.loader`).
public protocol FormatLoader {
    /// Reads the store's file and what goes with it; `catalogs` are the paths given with
    /// `--catalog`, in order.
    static func load(_ store: ChannelFileStore, catalogs: [String]) throws(StoreError) -> FormatLoad

    /// Why `reset` leaves the file as it is (the format's own program reads it), said before
    /// anything is moved.
    static func resetRefusal(path: String) -> StoreError
}

/// What a `FormatLoader` found.
public struct FormatLoad {
    /// My Channels from the file, Add Channels from what the format offers.
    public var board: Board
    /// The version of the file that was read; nil when there is no file.
    public var identity: FileIdentity?
    /// Something to tell once that did not stop the load.
    public var notice: StoreError?
    /// An entry's detail for the status row and the filter.
    public var detail: (String) -> String?
}
