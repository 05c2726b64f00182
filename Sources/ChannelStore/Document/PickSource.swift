import ChannelCore

/// A file of a format read whole from stdin for `pick --format NAME` (`FormatDriver.pickSource`):
/// its entries are the items, all to choose from, and the chosen ones come out as a file of
/// the same format, in the chosen order, each with its own bytes.
public protocol PickSource {
    /// Every entry, in Add Channels.
    var board: Board { get }
    /// Each entry's place in the input (a removed one goes back there).
    var ranks: [String: Int] { get }
    /// What the status row shows for an entry and the filter matches (a playlist's group).
    func detail(id: String) -> String?
    /// The chosen entries as a file of the format (stdout, or `pick --file`).
    func output(_ chosen: Board) -> [UInt8]
}
