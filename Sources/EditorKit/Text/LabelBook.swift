import ChannelCore

/// Where labels come from: each is made from the channel's name when it is asked for, and not
/// kept. The layout keeps every cell's width (`CellBox.width`), so after a board change only
/// the moving channel is measured, and a frame measures only the cells on screen; a full
/// layout (a resize, a filter) measures every name again, which for plain ASCII names is a
/// byte scan. Keeping no table keeps 100,000 channels' start-up fast and small.
public struct LabelBook: Sendable {
    let maker: LabelMaker

    public init(maker: LabelMaker) {
        self.maker = maker
    }

    /// The label of a channel.
    package func label(for channel: Channel) -> CellLabel {
        maker.label(for: channel.name)
    }
}
