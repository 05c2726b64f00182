/// A line of detail about some channels, by id (a playlist entry's group): the footer shows it
/// with the focused channel's whole name, and the filter matches it as it matches names. Kept
/// beside the board, not in each `Channel`, so boards without details pay nothing; one table
/// shared by reference, filled again when the file is read again.
public final class ChannelDetails: Hashable, @unchecked Sendable {
    // Written only by the one thread that runs the editor, between frames.
    public var byID: [String: String]

    public init(byID: [String: String] = [:]) {
        self.byID = byID
    }

    public static func == (left: ChannelDetails, right: ChannelDetails) -> Bool { left === right }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
